import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// The root's safe area as the file's frames show it, when the view that
/// shows it is tied to the guide by its centre and its length rather than
/// by its edges.
@Suite struct StoryboardSafeAreaEvidenceTests {
  private func textViewFrame(_ pins: String, stored: String = #"x="0.0" y="44" width="375" height="734""#) throws -> Frame? {
    try imported(pins, stored: stored).frame
  }

  /// The text view's solved frame and the import's report.
  private func imported(_ pins: String, stored: String) throws -> (frame: Frame?, report: String) {
    let text = ibStoryboard(
      device: "retina5_9", size: "375x812",
      subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="TEXT-001" userLabel="text"><rect key="frame" \#(stored)/></view>"#,
      constraints: pins, tools: "14313.18")
    let (session, report) = try ibImport(text, options: " ib-sizes")
    #expect(report.ok, "\(String(describing: report.failure))")
    return (solvedFrame(session, "text"), report.answer?.lines.joined(separator: "\n") ?? "")
  }

  private let sides = """
    <constraint firstItem="TEXT-001" firstAttribute="width" secondItem="SAFE-001" secondAttribute="width" id="W"/>
    <constraint firstItem="TEXT-001" firstAttribute="centerX" secondItem="SAFE-001" secondAttribute="centerX" id="CX"/>
    """

  @Test func aCentreAndAHeightOnTheGuideShowBothItsEdges() throws {
    // As tall as the safe area and centred in it: 44 above and 34 below on an iPhone X.
    let pins = sides + """
      <constraint firstItem="TEXT-001" firstAttribute="height" secondItem="SAFE-001" secondAttribute="height" id="H"/>
      <constraint firstItem="TEXT-001" firstAttribute="centerY" secondItem="SAFE-001" secondAttribute="centerY" id="CY"/>
      """
    #expect(try textViewFrame(pins) == Frame(x: 0, y: 44, width: 375, height: 734))
  }

  @Test func aCentreAloneTakesTheDevicesOtherEdge() throws {
    // Centred, with a height of its own: the centre says top - bottom = 10;
    // with the iPhone X's 34 below, the top is 44 (assuming nothing below read 10).
    let pins = sides + """
      <constraint firstItem="TEXT-001" firstAttribute="height" constant="100" id="H"/>
      <constraint firstItem="TEXT-001" firstAttribute="centerY" secondItem="SAFE-001" secondAttribute="centerY" id="CY"/>
      """
    let (frame, report) = try imported(pins, stored: #"x="0.0" y="361" width="375" height="100""#)
    #expect(frame?.y == 361)
    #expect(report.contains("safe area 44 0 34 0"), "\(report)")
  }
}
