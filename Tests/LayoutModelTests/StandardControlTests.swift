import Testing
@testable import LayoutModel

/// Each standard control's intrinsic size and priorities, and a control
/// laid out at them.
@Suite struct StandardControlTests {
  private let font = FixedAdvanceFont()

  @Test func fixedSizeControlsHaveUIKitsSizesAndRefuseToStretch() {
    let expected: [(StandardControl, Double, Double)] = [
      (.toggle, 51, 31), (.stepper, 94, 32), (.activity, 20, 20), (.pageControl(3), 39, 37), (.pageControl(1), 7, 37),
    ]
    for (control, width, height) in expected {
      let m = control.metrics(measuredBy: font)
      #expect(m.width == width && m.height == height, "\(control)")
      #expect(m.hugging == (.defaultHigh, .defaultHigh), "\(control)")
      #expect(m.compressionResistance == (.defaultHigh, .defaultHigh), "\(control)")
    }
  }

  @Test func barsHaveAHeightOnlyAndStretchAcross() {
    for (control, height) in [(StandardControl.slider, 31.0), (.progress, 4)] {
      let m = control.metrics(measuredBy: font)
      #expect(m.width == nil && m.height == height, "\(control)")
      #expect(m.hugging == (.defaultLow, .defaultHigh), "\(control)")
    }
  }

  /// Text-sized controls measure their text with the layout's font model:
  /// 15-point titles (7.5 a character in the em model), 13-point segment
  /// titles, a 14-point placeholder with 7 points of inset each side.
  @Test func textSizedControlsMeasureTheirText() {
    let button = StandardControl.button("Continue").metrics(measuredBy: font)
    #expect(button.width == 60 && button.height == 30)
    #expect(button.hugging == (.defaultLow, .defaultLow))
    let segmented = StandardControl.segmented(["One", "Three"]).metrics(measuredBy: font)
    #expect(segmented.width == 2 * (32.5 + 28) && segmented.height == 32)
    let field = StandardControl.textField("Email").metrics(measuredBy: font)
    #expect(field.width == 35 + 14 && field.height == 34)
  }

  @Test func aControlIsLaidOutAtItsSize() throws {
    var layout = Layout()
    let toggle = try layout.addControl(named: "on", .toggle)
    #expect(layout.frame(of: toggle).width == 51 && layout.frame(of: toggle).height == 31)
    #expect(layout.view(toggle).control == .toggle)
    #expect(layout.view(toggle).content.horizontal.hugging == .defaultHigh)
    #expect(throws: LayoutError.self) { try layout.addControl(named: "dots", .pageControl(0)) }
    #expect(layout.view(named: "dots") == nil)
  }
}
