import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// A segmented control's frame is a point taller than the rect its
/// constraints bind, below (Benchmarks/README.md, "Eleventh round"). Each
/// document is our own.
@Suite struct StoryboardSegmentedControlTests {
  /// A top-level 320x200 xib view `R` holding `subviews`, with `constraints`.
  private func xib(tools: String, subviews: String, constraints: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)">
      <device id="retina4_7" orientation="portrait"/>
      <objects>
        <view id="R" customClass="Picker">
          <rect key="frame" x="0" y="0" width="320" height="200"/>
          <subviews>\(subviews)</subviews>
          <constraints>\(constraints)</constraints>
        </view>
      </objects>
    </document>
    """
  }

  /// A vertical stack, spacing 6, of a segmented control stored `height`
  /// tall and a 20-point label, pinned to the view's top and sides.
  private func stacked(height: Double, labelY: Double, tools: String) -> String {
    xib(
      tools: tools,
      subviews: """
        <stackView axis="vertical" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="ST">
          <rect key="frame" x="0" y="0" width="320" height="\(labelY + 20)"/>
          <subviews>
            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="SC">
              <rect key="frame" x="0" y="0" width="320" height="\(height)"/>
            </segmentedControl>
            <label text="Fee" translatesAutoresizingMaskIntoConstraints="NO" id="LB">
              <rect key="frame" x="0" y="\(labelY)" width="320" height="20"/>
            </label>
          </subviews>
        </stackView>
        """,
      constraints: #"<constraint firstItem="ST" firstAttribute="top" secondItem="R" secondAttribute="top" id="C1"/>"#
        + #"<constraint firstItem="ST" firstAttribute="leading" secondItem="R" secondAttribute="leading" id="C2"/>"#
        + #"<constraint firstAttribute="trailing" secondItem="ST" secondAttribute="trailing" id="C3"/>"#)
  }

  @Test func theNextViewInAStackStartsAPointAboveTheControlsFramesBottom() throws {
    // iOS 12 and older (Xcode 10.2): a 29-point frame over 28 points.
    let (old, oldReport) = try ibImport(stacked(height: 29, labelY: 34, tools: "14490"), name: "t.xib", options: " ib-sizes")
    #expect(oldReport.ok)
    #expect(solvedFrame(old, "segmentedControl1") == Frame(x: 0, y: 0, width: 320, height: 29))
    #expect(solvedFrame(old, "label1")?.y == 34)
    // iOS 13 and later: 32 over 31.
    let (new, newReport) = try ibImport(stacked(height: 32, labelY: 37, tools: "23727"), name: "t.xib", options: " ib-sizes")
    #expect(newReport.ok)
    #expect(solvedFrame(new, "segmentedControl1") == Frame(x: 0, y: 0, width: 320, height: 32))
    #expect(solvedFrame(new, "label1")?.y == 37)
    // Nothing is listed as misplaced: the stored frames are what came out.
    #expect(newReport.answer?.lines.contains { $0.contains("misplaced") && $0.contains("segmentedControl1") } != true)
  }

  @Test func aCentredControlSitsHalfAPointLow() throws {
    let text = xib(
      tools: "17506",
      subviews: """
        <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="SC">
          <rect key="frame" x="20" y="84.5" width="280" height="32"/>
        </segmentedControl>
        """,
      constraints: #"<constraint firstItem="SC" firstAttribute="centerY" secondItem="R" secondAttribute="centerY" id="C1"/>"#
        + #"<constraint firstItem="SC" firstAttribute="leading" secondItem="R" secondAttribute="leading" constant="20" id="C2"/>"#
        + #"<constraint firstAttribute="trailing" secondItem="SC" secondAttribute="trailing" constant="20" id="C3"/>"#)
    let (session, report) = try ibImport(text, name: "t.xib", options: " ib-sizes")
    #expect(report.ok)
    // The 31-point alignment rect is centred on 100 (84.5 to 115.5); the frame reaches 1 below.
    #expect(solvedFrame(session, "segmentedControl1") == Frame(x: 20, y: 84.5, width: 280, height: 32))
  }
}
