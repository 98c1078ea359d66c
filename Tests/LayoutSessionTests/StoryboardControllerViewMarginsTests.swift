import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// Margins a storyboard sets on a controller's view: a variation of the
/// device's size class overrides them, and UIKit keeps the view's sides at
/// the system minimum (20 on a 414-wide iPhone 11) unless the controller
/// turns viewRespectsSystemMinimumLayoutMargins off. Above and below, the
/// margins are measured from the safe area. The documents are our own.
@Suite struct StoryboardControllerViewMarginsTests {
  private func storyboard(margins: String, controller: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16096" initialViewController="VC">
      <device id="retina6_1" orientation="portrait" appearance="light"/>
      <scenes><scene sceneID="S"><objects>
        <viewController id="VC" sceneMemberID="viewController" \(controller)>
          <view key="view" contentMode="scaleToFill" id="ROOT">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <subviews>
              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="BOX" userLabel="box">
                <rect key="frame" x="20" y="52" width="100" height="100"/>
                <constraints>
                  <constraint firstAttribute="width" constant="100" id="W"/>
                  <constraint firstAttribute="height" constant="100" id="H"/>
                </constraints>
              </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="SAFE"/>
            <constraints>
              <constraint firstItem="BOX" firstAttribute="leading" secondItem="ROOT" secondAttribute="leadingMargin" id="L"/>
              <constraint firstItem="BOX" firstAttribute="top" secondItem="ROOT" secondAttribute="topMargin" id="T"/>
            </constraints>
            \(margins)
          </view>
        </viewController>
      </objects></scene></scenes>
    </document>
    """
  }

  private let compactEight = """
    <edgeInsets key="layoutMargins" top="32" left="32" bottom="32" right="32"/>
    <variation key="widthClass=compact">
      <edgeInsets key="layoutMargins" top="8" left="8" bottom="8" right="8"/>
    </variation>
    """

  @Test func theSizeClassesVariationOverridesTheMarginsAndTheSidesKeepTheSystemMinimum() throws {
    let (session, report) = try ibImport(storyboard(margins: compactEight), options: " ib-sizes")
    #expect(report.ok, "\(String(describing: report.failure))")
    // An iPhone 11 is compact wide: 8, raised to 20 at the side; 44 + 8 above.
    #expect(try #require(solvedFrame(session, "box")) == Frame(x: 20, y: 52, width: 100, height: 100))
  }

  @Test func withoutTheVariationTheViewsOwnMarginsHold() throws {
    let own = #"<edgeInsets key="layoutMargins" top="32" left="32" bottom="32" right="32"/>"#
    let (session, _) = try ibImport(storyboard(margins: own), options: " ib-sizes")
    #expect(try #require(solvedFrame(session, "box")) == Frame(x: 32, y: 76, width: 100, height: 100))
  }

  @Test func aControllerThatDoesNotRespectTheSystemMinimumKeepsItsEight() throws {
    let (session, _) = try ibImport(
      storyboard(margins: compactEight, controller: #"viewRespectsSystemMinimumLayoutMargins="NO""#), options: " ib-sizes")
    #expect(try #require(solvedFrame(session, "box")) == Frame(x: 8, y: 52, width: 100, height: 100))
  }
}
