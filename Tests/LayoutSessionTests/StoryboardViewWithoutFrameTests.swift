import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// Xcode 8 left the frame out of some subviews (a launch screen's logo
/// centred by its constraints): such an element under <subviews> is still a
/// view, laid out by its constraints, and not compared with a frame the
/// file does not have.
@Suite struct StoryboardViewWithoutFrameTests {
  @Test func aSubviewWithoutAFrameIsAViewLaidOutByItsConstraints() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201">
      <objects>
        <view contentMode="scaleToFill" id="TOP"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="LOGO" userLabel="logo">
              <constraints>
                <constraint firstAttribute="width" constant="140" id="W"/>
                <constraint firstAttribute="height" constant="120" id="H"/>
              </constraints>
            </imageView>
          </subviews>
          <constraints>
            <constraint firstItem="LOGO" firstAttribute="centerY" secondItem="TOP" secondAttribute="centerY" constant="-40" id="CY"/>
            <constraint firstItem="LOGO" firstAttribute="centerX" secondItem="TOP" secondAttribute="centerX" id="CX"/>
          </constraints>
        </view>
      </objects>
      </document>
      """
    let (session, report) = try ibImport(text, name: "launch.xib", options: " ib-sizes")
    #expect(report.ok, "\(String(describing: report.failure))")
    let logo = try #require(solvedFrame(session, "logo"))
    #expect(logo == Frame(x: 117.5, y: 233.5, width: 140, height: 120))
    // Nothing to compare with: not listed as misplaced.
    #expect(!(report.answer?.lines.joined(separator: "\n").contains("misplaced") ?? false))
  }
}
