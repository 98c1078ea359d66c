import Testing
@testable import LayoutModel

/// A label's intrinsic size rounded up to the screen's pixel grid.
@Suite struct PixelRoundingTests {
  /// The tableHeaderView field case: a one-line 17-point label is 20.5
  /// tall at scale 2 (20.4 rounded up to half a point).
  @Test func aLabelRoundsUpToThePixelGrid() throws {
    var layout = Layout()
    let label = try layout.addLabel(named: "l", text: LabelText("Hello", fontSize: 17))
    #expect(layout.intrinsicSize(of: label).height == 20.4)
    try layout.setScreenScale(2)
    #expect(layout.intrinsicSize(of: label).height == 20.5)
    #expect(layout.intrinsicSize(of: label).width == 42.5)  // already on the grid
    try layout.setScreenScale(3)
    #expect(layout.intrinsicSize(of: label).width == 128.0 / 3)
    #expect(layout.intrinsicSize(of: label).height == 62.0 / 3)
    try layout.setScreenScale(1)
    #expect(layout.frame(of: label).width == 43 && layout.frame(of: label).height == 21)
    try layout.setScreenScale(nil)
    #expect(layout.frame(of: label).width == 42.5)
  }

  /// Views that are not labels keep their sizes; bad scales are refused
  /// and change nothing.
  @Test func onlyTextIsRoundedAndBadScalesAreRefused() throws {
    var layout = Layout()
    let view = try layout.addView(named: "v")
    try layout.setIntrinsicSize(width: 10.1, height: 10.1, of: view)
    try layout.setScreenScale(2)
    #expect(layout.intrinsicSize(of: view).width == 10.1)
    #expect(throws: LayoutError.self) { try layout.setScreenScale(1.5) }
    #expect(layout.screenScale == 2)
  }

  /// A wrapped label's rounded width never passes the width it wraps at.
  @Test func aWrappedWidthStaysWithinItsWrap() throws {
    var layout = Layout()
    try layout.setScreenScale(3)
    var text = LabelText("aa bbbb", fontSize: 20.1, lines: 0)
    text.preferredMaxLayoutWidth = 40.3
    let label = try layout.addLabel(named: "l", text: text)
    // "bbbb" is 40.2 wide; on the grid 40.333…, past the 40.3 it wraps at.
    #expect(layout.intrinsicSize(of: label).width == 40.3)
  }
}
