import LayoutLanguage
import LayoutModel
import Testing
@testable import LayoutSession

/// Negative alignment insets, as an SF Symbol's image view has: the
/// alignment rect reaches outside the frame, so the frame may be smaller
/// than what its constraints bind.
@Suite struct NegativeAlignmentInsetTests {
  /// The report's ranges follow the engine's rule on the alignment rect:
  /// with -2 each side the frame may be down to -4 (it said `≥ 0`, and a
  /// debug build's check of the kept ranges stopped the session).
  @Test func theReportGivesTheFramesFloorFromTheInsets() throws {
    let session = Session(text: .em)
    #expect(session.execute("view v").ok)
    let text = TextRenderer.lines(session.execute("set v.alignmentInsets -2")).joined(separator: "\n")
    #expect(text.contains("v.width ≥ -4") && text.contains("v.height ≥ -4"), "\(text)")
    #expect(!text.contains("≥ 0"), "\(text)")
  }

  /// Four values, each with its sign: the frame of a 20 x 20 rect is 3.5
  /// shorter and starts 2 below the rect's top.
  @Test func fourSignedInsetsPlaceTheFrameInsideTheRect() throws {
    let session = Session(text: .em)
    for line in ["view v", "v.width == 20", "v.height == 20", "v.leading == root.leading + 10", "v.top == root.top + 30"] {
      #expect(session.execute(line).ok, "\(line)")
    }
    let result = session.execute("set v.alignmentInsets -2 0 -1.5 0")
    #expect(result.ok, "\(TextRenderer.lines(result))")
    let v = try #require(session.layout.view(named: "v"))
    #expect(session.layout.frame(of: v) == Frame(x: 10, y: 32, width: 20, height: 16.5))
  }
}
