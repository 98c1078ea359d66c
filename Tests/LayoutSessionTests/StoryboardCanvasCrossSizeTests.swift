import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// An arranged view that nothing sizes across a centred stack: the app
/// collapses it (UISV-ambiguity-suppression), Xcode's canvas keeps the size
/// the file stores. The document is our own.
@Suite struct StoryboardCanvasCrossSizeTests {
  /// A 320x120 xib view with a vertical centred stack, pinned to its top and
  /// centred, of a 30x30 image and a plain 200-wide box holding a centred
  /// label; the stack stored as wide as the box.
  private func xib(alignment: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <view contentMode="scaleToFill" id="TOP-01" customClass="EmptyState">
                <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                <subviews>
                    <stackView axis="vertical" alignment="\(alignment)" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="STK-01">
                        <rect key="frame" x="60" y="10" width="200" height="70"/>
                        <subviews>
                            <imageView image="star" translatesAutoresizingMaskIntoConstraints="NO" id="IMG-01" userLabel="icon">
                                <rect key="frame" x="85" y="0.0" width="30" height="30"/>
                            </imageView>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="BOX-01" userLabel="box">
                                <rect key="frame" x="0.0" y="40" width="200" height="30"/>
                                <subviews>
                                    <label text="Nothing yet" translatesAutoresizingMaskIntoConstraints="NO" id="LBL-01" userLabel="message">
                                        <rect key="frame" x="55" y="0.0" width="90" height="30"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="LBL-01" firstAttribute="centerX" secondItem="BOX-01" secondAttribute="centerX" id="B-1"/>
                                    <constraint firstItem="LBL-01" firstAttribute="top" secondItem="BOX-01" secondAttribute="top" id="B-2"/>
                                    <constraint firstAttribute="bottom" secondItem="LBL-01" secondAttribute="bottom" id="B-3"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="STK-01" firstAttribute="top" secondItem="TOP-01" secondAttribute="top" constant="10" id="P-1"/>
                    <constraint firstItem="STK-01" firstAttribute="centerX" secondItem="TOP-01" secondAttribute="centerX" id="P-2"/>
                </constraints>
            </view>
        </objects>
        <resources><image name="star" width="30" height="30"/></resources>
    </document>
    """
  }

  @Test func theCanvasKeepsAFreeCrossSizeWhereTheAppCollapsesIt() throws {
    let (session, report) = try ibImport(xib(alignment: "center"), name: "empty.xib", options: " ib-sizes")
    #expect(report.ok, "\(report.failure?.message ?? "")")
    let text = report.answer?.lines.joined(separator: "\n") ?? ""
    // Compared with the canvas's frames, nothing is misplaced, and the report says why.
    #expect(text.contains("every view where the file has it"), "\(text)")
    #expect(text.contains("Xcode's canvas keeps the stored size across their stack of box"), "\(text)")
    // With ib-sizes the session is the canvas: the box keeps its 200 points, by a constraint of its own.
    #expect(solvedFrame(session, "box")?.width == 200)
    #expect(solvedFrame(session, "stackView1")?.width == 200)
    #expect(session.layout.constraint(named: "boxCanvasWidth") != nil)
    // Without it the app: the box collapses, and the stack is as wide as the icon.
    #expect(session.execute("remove boxCanvasWidth").ok)
    #expect(solvedFrame(session, "box")?.width == 0)
    #expect(solvedFrame(session, "stackView1")?.width == 30)
  }

  @Test func withoutIBSizesTheSessionIsTheApps() throws {
    let (session, report) = try ibImport(xib(alignment: "center"), name: "empty.xib", options: "")
    #expect(report.ok, "\(report.failure?.message ?? "")")
    let text = report.answer?.lines.joined(separator: "\n") ?? ""
    #expect(text.contains("Xcode's canvas keeps the stored size across their stack of box"), "\(text)")
    #expect(text.contains("so the frames compared are the canvas's"), "\(text)")
    #expect(solvedFrame(session, "box")?.width == 0)
    #expect(session.layout.constraint(named: "boxCanvasWidth") == nil, "the canvas's size stays out of the app's session")
  }

  @Test func aFillAlignedStackSizesItsViewsItself() throws {
    // Under fill alignment the stack sets the box's width: nothing to keep.
    let (session, report) = try ibImport(xib(alignment: "fill"), name: "empty.xib", options: " ib-sizes")
    #expect(report.ok)
    let text = report.answer?.lines.joined(separator: "\n") ?? ""
    #expect(!text.contains("Xcode's canvas keeps"), "\(text)")
    #expect(solvedFrame(session, "box")?.width == solvedFrame(session, "stackView1")?.width)
  }
}
