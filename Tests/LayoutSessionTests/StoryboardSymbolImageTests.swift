import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// An image view of the chevron.right or chevron.left SF Symbol: its frame
/// is 2 points below the top of the box its constraints give and 1.5 above
/// its bottom, whatever the box's size (three repositories' stored frames;
/// Benchmarks/README.md, "Eleventh round"). Other symbols keep their box.
/// The documents are our own.
@Suite struct StoryboardSymbolImageTests {
  /// A 320x60 xib view holding one image view of `symbol`, `side` points
  /// square by its constraints, 10 from the top, stored with `frameY` and `frameHeight`.
  private func xib(symbol: String, side: Double, frameY: Double, frameHeight: Double) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
        <device id="retina4_7" orientation="portrait"/>
        <objects>
            <view contentMode="scaleToFill" id="TOP-01" customClass="DisclosureRow">
                <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                <subviews>
                    <imageView contentMode="scaleAspectFit" image="\(symbol)" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="IMG-01" userLabel="arrow">
                        <rect key="frame" x="280" y="\(frameY)" width="\(side)" height="\(frameHeight)"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="\(side)" id="W-1"/>
                            <constraint firstAttribute="height" constant="\(side)" id="H-1"/>
                        </constraints>
                    </imageView>
                </subviews>
                <constraints>
                    <constraint firstItem="IMG-01" firstAttribute="top" secondItem="TOP-01" secondAttribute="top" constant="10" id="P-1"/>
                    <constraint firstItem="IMG-01" firstAttribute="leading" secondItem="TOP-01" secondAttribute="leading" constant="280" id="P-2"/>
                </constraints>
            </view>
        </objects>
        <resources><image name="\(symbol)" catalog="system" width="97" height="128"/></resources>
    </document>
    """
  }

  @Test func aChevronsFrameIsItsBoxLessTwoAboveAndOneAndAHalfBelow() throws {
    for (symbol, side) in [("chevron.right", 16.0), ("chevron.left", 30.0)] {
      let (session, report) = try ibImport(xib(symbol: symbol, side: side, frameY: 12, frameHeight: side - 3.5), name: "row.xib", options: " ib-sizes")
      #expect(report.ok)
      #expect(solvedFrame(session, "arrow") == Frame(x: 280, y: 12, width: side, height: side - 3.5), "\(symbol)")
      #expect(report.answer?.lines.contains { $0.contains("every view where the file has it") } == true, "\(symbol)")
    }
  }

  @Test func anotherSymbolKeepsItsBox() throws {
    let (session, report) = try ibImport(xib(symbol: "star", side: 16, frameY: 10, frameHeight: 16), name: "row.xib", options: " ib-sizes")
    #expect(report.ok)
    #expect(solvedFrame(session, "arrow") == Frame(x: 280, y: 10, width: 16, height: 16))
  }

  @Test func insetsMayBeNegativeOnEverySide() throws {
    let session = Session(text: .em)
    for line in ["view v intrinsic 20x20", "v.top == root.top + 10", "v.leading == root.leading", "set v.alignmentInsets -2 0 -1.5 0"] {
      #expect(session.execute(line).ok, "\(line)")
    }
    #expect(solvedFrame(session, "v") == Frame(x: 0, y: 12, width: 20, height: 16.5))
    #expect(session.execute("set v.margins 4, -4, 4, -4").ok)
    #expect(!session.execute("set v.alignmentInsets -2 0 -1.5").ok, "three insets are still refused")
  }
}
