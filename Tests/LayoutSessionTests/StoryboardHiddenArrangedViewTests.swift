import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// A hidden arranged view whose own constraints require a width: the app
/// collapses it (its width constraint breaks, as Apple's logs show), while
/// Xcode's canvas, whose frames the file stores, keeps its width and gives
/// up the stack's 'UISV-hiding' collapse. The document is our own.
@Suite struct StoryboardHiddenArrangedViewTests {
  /// A 320x60 xib view holding a horizontal stack, spacing 12, of a hidden
  /// 40-point badge (a required width) and a label, stored as the canvas has them.
  private let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <view contentMode="scaleToFill" id="TOP-01" customClass="BadgeRow">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <subviews>
                    <stackView alignment="center" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="STK-01">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <subviews>
                            <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="BDG-01" userLabel="badge">
                                <rect key="frame" x="-40" y="10" width="40" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="BDG-w"/>
                                    <constraint firstAttribute="height" constant="40" id="BDG-h"/>
                                </constraints>
                            </view>
                            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="LBL-01" userLabel="title">
                                <rect key="frame" x="0.0" y="20" width="320" height="20"/>
                            </label>
                        </subviews>
                    </stackView>
                </subviews>
                <constraints>
                    <constraint firstItem="STK-01" firstAttribute="top" secondItem="TOP-01" secondAttribute="top" id="P-1"/>
                    <constraint firstAttribute="bottom" secondItem="STK-01" secondAttribute="bottom" id="P-2"/>
                    <constraint firstItem="STK-01" firstAttribute="leading" secondItem="TOP-01" secondAttribute="leading" id="P-3"/>
                    <constraint firstAttribute="trailing" secondItem="STK-01" secondAttribute="trailing" id="P-4"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

  @Test func theCanvasKeepsAHiddenViewsRequiredWidthAndTheAppCollapsesIt() throws {
    let (session, report) = try ibImport(xib, name: "row.xib", options: " ib-sizes")
    #expect(report.ok, "\(report.failure?.message ?? "")")
    let text = report.answer?.lines.joined(separator: "\n") ?? ""
    // Compared with the canvas's frames (the badge 40 wide, just before the
    // label, no spacing), nothing is misplaced ...
    #expect(text.contains("every view where the file has it"), "\(text)")
    #expect(text.contains("it keeps a hidden arranged view's required length where the app collapses it"), "\(text)")
    // ... and with ib-sizes the session is the canvas: the collapse gives way.
    #expect(solvedFrame(session, "badge") == Frame(x: -40, y: 10, width: 40, height: 40))
    // The app at run time, on request, collapses the badge.
    #expect(session.execute("set root.breaking runtime").ok)
    #expect(solvedFrame(session, "badge")?.width == 0)
    #expect(solvedFrame(session, "title") == Frame(x: 0, y: 20, width: 320, height: 20))
    // The canvas's choice again, with its reason.
    #expect(session.execute("set root.breaking interfaceBuilder").ok)
    #expect(solvedFrame(session, "badge") == Frame(x: -40, y: 10, width: 40, height: 40))
    let broken = session.layout.conflicts.map { session.layout.constraint($0.broken).name }
    #expect(broken.count == 1 && broken[0].contains("UISV-hiding"), "\(broken)")
    let conflicts = session.execute("conflicts").answer?.lines.joined(separator: "\n") ?? ""
    #expect(conflicts.contains("collapses hidden badge.width, which its own constraints require"), "\(conflicts)")
  }
}
