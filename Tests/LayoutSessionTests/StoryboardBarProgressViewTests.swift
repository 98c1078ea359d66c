import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// A bar-style progress view's frame is taller than the height its
/// constraints bind, below: half a point up to iOS 12, a point since
/// (Benchmarks/README.md, "Thirteenth round"). Each document is our own.
@Suite struct StoryboardBarProgressViewTests {
  /// A 320x200 xib view holding a progress view of `style` 20 from the top,
  /// 40 from the sides, `constant` tall by constraint, stored `storedHeight`
  /// tall, and a label 8 below it.
  private func xib(tools: String, style: String, constant: Double, storedHeight: Double) -> String {
    let styleAttribute = style.isEmpty ? "" : #" progressViewStyle="\#(style)""#
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
          <view id="R" customClass="Loading">
            <rect key="frame" x="0" y="0" width="320" height="200"/>
            <subviews>
              <progressView\(styleAttribute) progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="PV">
                <rect key="frame" x="40" y="20" width="240" height="\(storedHeight)"/>
                <constraints><constraint firstAttribute="height" constant="\(constant)" id="H"/></constraints>
              </progressView>
              <label text="Syncing" translatesAutoresizingMaskIntoConstraints="NO" id="LB">
                <rect key="frame" x="40" y="\(20 + constant + 8)" width="240" height="20"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="PV" firstAttribute="top" secondItem="R" secondAttribute="top" constant="20" id="C1"/>
              <constraint firstItem="PV" firstAttribute="leading" secondItem="R" secondAttribute="leading" constant="40" id="C2"/>
              <constraint firstAttribute="trailing" secondItem="PV" secondAttribute="trailing" constant="40" id="C3"/>
              <constraint firstItem="LB" firstAttribute="top" secondItem="PV" secondAttribute="bottom" constant="8" id="C4"/>
              <constraint firstItem="LB" firstAttribute="leading" secondItem="PV" secondAttribute="leading" id="C5"/>
              <constraint firstItem="LB" firstAttribute="trailing" secondItem="PV" secondAttribute="trailing" id="C6"/>
            </constraints>
          </view>
        </objects>
      </document>
      """
  }

  @Test func aBarProgressViewsFrameReachesBelowItsConstrainedHeight() throws {
    // iOS 12 and older (Xcode 8.2): 2 points bound, a 2.5-point frame.
    let (old, oldReport) = try ibImport(xib(tools: "11762", style: "bar", constant: 2, storedHeight: 2.5), name: "t.xib", options: " ib-sizes")
    #expect(oldReport.ok)
    #expect(solvedFrame(old, "progressView1") == Frame(x: 40, y: 20, width: 240, height: 2.5))
    // The label is placed from the bound rect, not the frame.
    #expect(solvedFrame(old, "label1")?.y == 30)
    // iOS 13 and later (Xcode 11.2): 10 bound, an 11-point frame.
    let (new, newReport) = try ibImport(xib(tools: "15505", style: "bar", constant: 10, storedHeight: 11), name: "t.xib", options: " ib-sizes")
    #expect(newReport.ok)
    #expect(solvedFrame(new, "progressView1") == Frame(x: 40, y: 20, width: 240, height: 11))
    #expect(solvedFrame(new, "label1")?.y == 38)
    #expect(newReport.answer?.lines.joined(separator: "\n").contains("every view where the file has it") == true)
  }

  @Test func theDefaultStyleKeepsItsConstrainedHeight() throws {
    let (session, report) = try ibImport(xib(tools: "15505", style: "", constant: 6, storedHeight: 6), name: "t.xib", options: " ib-sizes")
    #expect(report.ok)
    #expect(solvedFrame(session, "progressView1") == Frame(x: 40, y: 20, width: 240, height: 6))
  }
}
