import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// What Xcode's canvas puts over a scene's root view (its status bar and
/// navigation bar), as the stored frames of real files showed
/// (Benchmarks/ib-match, holdout7). Each document is our own and follows one rule.
@Suite struct StoryboardSimulatedBarsTests {
  /// A view pinned to the root's top and sides and as tall as its safe
  /// area: its height shows where the safe area's top is, with no edge
  /// constraint on the guide for the importer to read the answer from.
  private let safeHeightBox = """
    <view translatesAutoresizingMaskIntoConstraints="NO" id="BOX-00001">
        <rect key="frame" x="0.0" y="0.0" width="414" height="800"/>
    </view>
    """
  private let safeHeightPins = """
    <constraint firstItem="BOX-00001" firstAttribute="top" secondItem="ROOT-001" secondAttribute="top" id="P-1"/>
    <constraint firstItem="BOX-00001" firstAttribute="leading" secondItem="ROOT-001" secondAttribute="leading" id="P-2"/>
    <constraint firstItem="BOX-00001" firstAttribute="trailing" secondItem="ROOT-001" secondAttribute="trailing" id="P-3"/>
    <constraint firstItem="BOX-00001" firstAttribute="height" secondItem="SAFE-001" secondAttribute="height" id="P-4"/>
    """

  private func boxHeight(_ text: String) throws -> Double? {
    let (session, report) = try ibImport(text, options: " ib-sizes")
    #expect(report.ok)
    return solvedFrame(session, "view1")?.height
  }

  @Test func theIPhone11sStatusBarIs44PointsUpToXcode14() throws {
    // 896 - 44 - 34 in Xcode 14.0 (tools 20037) and before ...
    #expect(try boxHeight(ibStoryboard(subviews: safeHeightBox, constraints: safeHeightPins, tools: "20037")) == 818)
    #expect(try boxHeight(ibStoryboard(subviews: safeHeightBox, constraints: safeHeightPins, tools: "17701")) == 818)
    // ... 896 - 48 - 34 from Xcode 14.1 (21225).
    #expect(try boxHeight(ibStoryboard(subviews: safeHeightBox, constraints: safeHeightPins, tools: "21225")) == 814)
    // Other notched phones keep their table's inset whatever the version.
    #expect(try boxHeight(ibStoryboard(device: "retina6_5", subviews: safeHeightBox, constraints: safeHeightPins, tools: "17701")) == 818)
  }
}
