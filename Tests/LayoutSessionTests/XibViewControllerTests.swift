import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// A xib can hold a view controller (File's Owner aside) whose view sits
/// under it with key "view": that view is a scene, laid out as a
/// controller's view, not a document with nothing to lay out.
@Suite struct XibViewControllerTests {
  private let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70">
      <device id="retina4_7" orientation="portrait"/>
      <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <viewController id="VC" customClass="Remaining">
          <view key="view" contentMode="scaleToFill" id="TOP"><rect key="frame" x="0.0" y="0.0" width="375" height="135"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="BOX" userLabel="box"><rect key="frame" x="16" y="0.0" width="343" height="100"/></view>
            </subviews>
            <constraints>
              <constraint firstItem="BOX" firstAttribute="top" secondItem="TOP" secondAttribute="top" id="T"/>
              <constraint firstItem="BOX" firstAttribute="leading" secondItem="TOP" secondAttribute="leadingMargin" id="L"/>
              <constraint firstAttribute="trailingMargin" secondItem="BOX" secondAttribute="trailing" id="R"/>
              <constraint firstItem="BOX" firstAttribute="height" constant="100" id="H"/>
            </constraints>
          </view>
        </viewController>
      </objects>
    </document>
    """

  @Test func aViewControllerInAXibIsASceneWithAControllersMargins() throws {
    let (session, report) = try ibImport(text, name: "remaining.xib", options: " ib-sizes")
    #expect(report.ok, "\(String(describing: report.failure))")
    // A controller's view: 16 at the sides.
    #expect(try #require(solvedFrame(session, "box")) == Frame(x: 16, y: 0, width: 343, height: 100))
    // Chosen by the controller's id or class, as in a storyboard.
    let (_, byClass) = try ibImport(text, name: "remaining.xib", options: " scene Remaining ib-sizes")
    #expect(byClass.ok, "\(String(describing: byClass.failure))")
  }
}
