import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

// Xcode stores each frame as UIKit applies it: every edge rounded to the
// device's pixel grid in window coordinates, the frame then taken relative
// to the superview's own rounded origin (IBFrameComparison.Row.applied).

@Suite struct StoryboardWindowPixelRoundingTests {
  @Test func edgesAreRoundedInWindowCoordinates() {
    // A superview at x 0.3 in the window, the view 0.3 inside it, 10 wide,
    // on a 2x screen: its window edges 0.6 and 10.6 land on 0.5 and 10.5,
    // its superview's origin on 0.5, so it is stored at 0, 10 wide.
    // Rounded relative to the superview it would sit at 0.5.
    let row = IBFrameComparison.Row(
      name: "v", id: "V", stored: Frame(x: 0, y: 0, width: 10, height: 10),
      expected: Frame(x: 0, y: 0, width: 10, height: 10),
      solved: Frame(x: 0.3, y: 0.2, width: 10, height: 10.2),
      counts: true, compared: true, scale: 2, superviewOrigin: (0.3, 0.2))
    // y: window edges 0.4 and 10.6 → 0.5 and 10.5; the superview at 0.2 → 0.
    #expect(row.applied == Frame(x: 0, y: 0.5, width: 10, height: 10))
    let thirds = IBFrameComparison.Row(
      name: "v", id: "V", stored: Frame(x: 0, y: 0, width: 10, height: 10),
      expected: Frame(x: 0, y: 0, width: 10, height: 10),
      solved: Frame(x: 0.2, y: 0, width: 10, height: 10),
      counts: true, compared: true, scale: 3, superviewOrigin: (0.2, 0))
    // 3x: window edges 0.4 and 10.4 → 1/3 and 10 1/3; the superview at 0.2 → 1/3.
    #expect(abs(thirds.applied.x) < 1e-9 && abs(thirds.applied.width - 10) < 1e-9)
  }

  @Test func aNestedViewMatchesWhereOnlyWindowRoundingPutsIt() throws {
    // container: 0.2 from the root's leading edge (applied at 0). Inside
    // it, the view 0.2 from its leading edge and 10.2 wide: in the window
    // its edges are 0.4 and 10.6, applied as 0.5 and 10.5 (x 0.5, width
    // 10). Rounded relative to the container they would be 0 and 10.5.
    // The file stores x 1: 0.5 from the window-rounded frame (a match),
    // 1 from the other (misplaced).
    let subviews = """
      <view translatesAutoresizingMaskIntoConstraints="NO" id="CON-001">
        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="VEW-001">
            <rect key="frame" x="1" y="0.0" width="10" height="10"/>
            <constraints>
              <constraint firstAttribute="width" constant="10.2" id="W2"/>
              <constraint firstAttribute="height" constant="10" id="H2"/>
            </constraints>
          </view>
        </subviews>
        <constraints>
          <constraint firstAttribute="width" constant="100" id="W1"/>
          <constraint firstAttribute="height" constant="50" id="H1"/>
          <constraint firstItem="VEW-001" firstAttribute="leading" secondItem="CON-001" secondAttribute="leading" constant="0.2" id="L2"/>
          <constraint firstItem="VEW-001" firstAttribute="top" secondItem="CON-001" secondAttribute="top" id="T2"/>
        </constraints>
      </view>
      """
    let constraints = """
      <constraint firstItem="CON-001" firstAttribute="leading" secondItem="ROOT-001" secondAttribute="leading" constant="0.2" id="L1"/>
      <constraint firstItem="CON-001" firstAttribute="top" secondItem="ROOT-001" secondAttribute="top" id="T1"/>
      """
    let document = ibStoryboard(device: "retina4_7", size: "375x667", subviews: subviews, constraints: constraints, tools: "21701")
    let (session, report) = try ibImport(document, options: " ib-sizes")
    #expect(report.ok)
    // The session keeps the engine's values: only the comparison rounds.
    #expect(abs((solvedFrame(session, "view2")?.width ?? 0) - 10.2) < 1e-9)
    let text = report.answer?.lines.joined(separator: "\n") ?? ""
    #expect(text.contains("every view where the file has it"), "\(text)")
    // A document without a device (Xcode 7 and older, laid out on whole
    // points) keeps the rounding relative to the superview: x 0, 1 from the file.
    let old = document.replacingOccurrences(of: #"<device id="retina4_7" orientation="portrait"/>"#, with: "")
      .replacingOccurrences(of: #"toolsVersion="21701""#, with: #"toolsVersion="10117""#)
    let (_, oldReport) = try ibImport(old, options: " ib-sizes")
    let oldText = oldReport.answer?.lines.joined(separator: "\n") ?? ""
    #expect(oldText.contains("misplaced: 1 of 2 views"), "\(oldText)")
  }
}
