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

  /// A navigation controller scene whose root is the test's controller.
  private func navigationScene(bar: String = "") -> String {
    """
    <scene sceneID="S2">
        <objects>
            <navigationController id="NAV-aa-001" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="BAR-aa-001"\(bar)>
                    <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                </navigationBar>
                <connections>
                    <segue destination="VC1-aa-001" kind="relationship" relationship="rootViewController" id="SEG-aa-001"/>
                </connections>
            </navigationController>
        </objects>
    </scene>
    """
  }

  @Test func aTranslucentNavigationBarLowersTheSafeAreasTopBy44() throws {
    let old = "17701"
    // Set on the controller: 896 - 44 - 44 - 34.
    let set = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    #expect(try boxHeight(ibStoryboard(subviews: safeHeightBox, constraints: safeHeightPins, extra: set, tools: old)) == 774)
    // Inferred: the root of a navigation controller, or shown from it by a segue.
    #expect(try boxHeight(ibStoryboard(subviews: safeHeightBox, constraints: safeHeightPins, scenes: navigationScene(), tools: old)) == 774)
    let pushed = ibStoryboard(
      subviews: safeHeightBox, constraints: safeHeightPins,
      extra: #"<connections><segue destination="VC2-aa-001" kind="show" id="SEG-aa-002"/></connections>"#,
      scenes: navigationScene() + """
        <scene sceneID="S3"><objects>
            <viewController id="VC2-aa-001" sceneMemberID="viewController">
                <view key="view" id="ROOT-002">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="BOX-00002"><rect key="frame" x="0.0" y="0.0" width="414" height="800"/></view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="SAFE-002"/>
                    <constraints>
                        <constraint firstItem="BOX-00002" firstAttribute="top" secondItem="ROOT-002" secondAttribute="top" id="Q-1"/>
                        <constraint firstItem="BOX-00002" firstAttribute="leading" secondItem="ROOT-002" secondAttribute="leading" id="Q-2"/>
                        <constraint firstItem="BOX-00002" firstAttribute="trailing" secondItem="ROOT-002" secondAttribute="trailing" id="Q-3"/>
                        <constraint firstItem="BOX-00002" firstAttribute="height" secondItem="SAFE-002" secondAttribute="height" id="Q-4"/>
                    </constraints>
                </view>
            </viewController>
        </objects></scene>
        """,
      tools: old)
    let (session, report) = try ibImport(pushed, options: " scene VC2-aa-001 ib-sizes")
    #expect(report.ok)
    #expect(solvedFrame(session, "view1")?.height == 774)
    #expect(report.answer?.lines.contains { $0.contains("under a navigation bar") } == true)
  }

  @Test func noBarOrAnOpaqueOneLeavesTheStatusBarAlone() throws {
    let old = "17701"
    // Set to none on the controller, though it is a navigation controller's root.
    let none = #"<nil key="simulatedTopBarMetrics"/>"#
    #expect(try boxHeight(ibStoryboard(subviews: safeHeightBox, constraints: safeHeightPins, extra: none, scenes: navigationScene(), tools: old)) == 818)
    // An opaque bar (the view is below it, not under it) and a hidden one.
    #expect(try boxHeight(ibStoryboard(subviews: safeHeightBox, constraints: safeHeightPins, scenes: navigationScene(bar: #" translucent="NO""#), tools: old)) == 818)
    let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
    #expect(try boxHeight(ibStoryboard(subviews: safeHeightBox, constraints: safeHeightPins, extra: opaque, tools: old)) == 818)
  }

  /// A xib whose top-level view (`size`, on an iPhone 8) holds a box pinned to its top margin; the box's y.
  private func topMarginY(size: String = "375x667", tools: String, freeform: Bool = false, statusBarOff: Bool = false) throws -> Double? {
    try boxFrame(size: size, tools: tools, freeform: freeform, statusBarOff: statusBarOff)?.y
  }

  /// The box's frame in that xib.
  private func boxFrame(size: String = "375x667", tools: String, freeform: Bool = false, statusBarOff: Bool = false) throws -> Frame? {
    let wh = size.split(separator: "x")
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
          <view id="R" customClass="Header">
            <rect key="frame" x="0" y="0" width="\(wh[0])" height="\(wh[1])"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="B"><rect key="frame" x="16" y="0" width="40" height="10"/></view></subviews>
            <constraints>
              <constraint firstItem="B" firstAttribute="top" secondItem="R" secondAttribute="topMargin" id="K1"/>
              <constraint firstItem="B" firstAttribute="leading" secondItem="R" secondAttribute="leadingMargin" id="K2"/>
              <constraint firstItem="B" firstAttribute="width" constant="40" id="K3"/>
              <constraint firstItem="B" firstAttribute="height" constant="10" id="K4"/>
            </constraints>
            <viewLayoutGuide key="safeArea" id="G"/>
            \(freeform ? "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>" : "")
            \(statusBarOff ? "<nil key=\"simulatedStatusBarMetrics\"/>" : "")
          </view>
        </objects>
      </document>
      """
    let (session, report) = try ibImport(text, name: "t.xib", options: " ib-sizes")
    #expect(report.ok)
    return solvedFrame(session, "view1")
  }

  @Test func aTopLevelViewShownAsAWholeIPhone8ScreenIsUnderItsStatusBar() throws {
    // Xcode 15 and 10: the status bar's 20, and no margin above the safe area.
    #expect(try topMarginY(tools: "22505") == 20)
    #expect(try topMarginY(tools: "14490") == 20)
    // Xcode 11: no status bar over a xib's view.
    #expect(try topMarginY(tools: "16097") == 0)
    // Status bar turned off; a freeform view (a plain view's 8); a view not at the screen's size.
    #expect(try topMarginY(tools: "22505", statusBarOff: true) == 0)
    #expect(try topMarginY(tools: "22505", freeform: true) == 8)
    #expect(try topMarginY(size: "375x100", tools: "22505") == 8)
  }

  /// Xcode 8 and older laid a xib's top-level view out as iOS 10's plain
  /// view, 8 at the sides, even shown as a whole screen; later versions
  /// give it a controller's view's 16.
  @Test func aTopLevelViewOfXcode8HasAPlainViewsMargins() throws {
    #expect(try boxFrame(tools: "11542")?.x == 8)
    #expect(try boxFrame(tools: "11542", freeform: true)?.x == 8)
    #expect(try boxFrame(tools: "14490")?.x == 16)
  }
}

