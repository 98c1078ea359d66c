import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// Rules the frames Xcode stores in real files showed (Benchmarks/ib-match):
/// each test is a small document of our own that follows one rule.
@Suite struct StoryboardStoredFrameRulesTests {
  /// Imports `body` (a document's objects or scenes) as `name` and returns the session and report.
  private func importing(
    _ body: String, name: String = "t.xib", header: String = "", options: String = " ib-sizes"
  ) throws -> (Session, Report) {
    let kind = name.hasSuffix(".storyboard") ? "Storyboard.XIB" : "XIB"
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.\(kind)" version="3.0" \(header)>
      \(body)
      </document>
      """
    return try ibImport(text, name: name, options: options)
  }

  private func frame(_ session: Session, _ name: String) -> Frame? { solvedFrame(session, name) }

  /// A top-level 320x100 view `R` holding `subviews` and `constraints`.
  private func xib(device: String?, subviews: String, constraints: String) -> String {
    """
    \(device.map { "<device id=\"\($0)\" orientation=\"portrait\"/>" } ?? "")
    <objects>
      <view id="R" customClass="Card">
        <rect key="frame" x="0" y="0" width="320" height="100"/>
        <subviews>\(subviews)</subviews>
        <constraints>\(constraints)</constraints>
      </view>
    </objects>
    """
  }

  @Test func theVariationsOfTheDevicesSizeClassAreLaidOutAsXcodeDid() throws {
    let subviews = """
      <imageView translatesAutoresizingMaskIntoConstraints="NO" id="I">
        <rect key="frame" x="0" y="0" width="96" height="96"/>
        <constraints>
          <constraint firstAttribute="width" constant="64" id="W"><variation key="heightClass=regular-widthClass=regular" constant="96"/></constraint>
          <constraint firstAttribute="height" constant="64" id="H"/>
          <constraint firstAttribute="height" constant="96" id="H2"/>
        </constraints>
        <variation key="default"><mask key="constraints"><exclude reference="H2"/></mask></variation>
        <variation key="heightClass=regular-widthClass=regular"><mask key="constraints"><include reference="H2"/><exclude reference="H"/></mask></variation>
      </imageView>
      """
    let pins = #"<constraint firstItem="I" firstAttribute="top" secondItem="R" secondAttribute="top" id="P1"/>"#
      + #"<constraint firstItem="I" firstAttribute="leading" secondItem="R" secondAttribute="leading" id="P2"/>"#
    // An iPad (its id not in alrepl's table: known by its family) is regular both ways.
    let (pad, padReport) = try importing(xib(device: "ipad13_0rounded", subviews: subviews, constraints: pins))
    #expect(padReport.ok)
    #expect(frame(pad, "imageView1") == Frame(x: 0, y: 0, width: 96, height: 96))
    #expect(padReport.answer?.lines.contains { $0.contains("laid out for the device's regular width and regular height") } == true)
    // An iPhone in portrait is compact in width: the base layout.
    let (phone, _) = try importing(xib(device: "retina6_1", subviews: subviews, constraints: pins))
    #expect(frame(phone, "imageView1") == Frame(x: 0, y: 0, width: 64, height: 64))
  }

  @Test func aRatioMultiplierMayBeWrittenWithASlash() throws {
    let subviews = #"<view translatesAutoresizingMaskIntoConstraints="NO" id="V"><rect key="frame" x="0" y="23" width="10" height="10"/></view>"#
    let constraints = #"<constraint firstItem="V" firstAttribute="centerY" secondItem="R" secondAttribute="bottom" multiplier="1/3" constant="-5.333" id="C1"/>"#
      + #"<constraint firstItem="V" firstAttribute="leading" secondItem="R" secondAttribute="leading" id="C2"/>"#
      + #"<constraint firstItem="V" firstAttribute="width" constant="10" id="C3"/><constraint firstItem="V" firstAttribute="height" constant="10" id="C4"/>"#
    let (session, report) = try importing(xib(device: "retina6_1", subviews: subviews, constraints: constraints))
    #expect(report.ok)
    let f = try #require(frame(session, "view1"))
    #expect(abs(f.y - 23) < 0.01, "\(f)")
  }

  @Test func switchesAndSlidersBindTheirAlignmentRectAndReportTheirFrame() throws {
    let subviews = """
      <switch translatesAutoresizingMaskIntoConstraints="NO" id="S"><rect key="frame" x="255" y="10" width="51" height="31"/></switch>
      <slider translatesAutoresizingMaskIntoConstraints="NO" id="L">
        <rect key="frame" x="14" y="50" width="154" height="31"/>
        <constraints><constraint firstAttribute="width" constant="150" id="LW"/></constraints>
      </slider>
      """
    let constraints = #"<constraint firstAttribute="trailing" secondItem="S" secondAttribute="trailing" constant="16" id="C1"/>"#
      + #"<constraint firstItem="S" firstAttribute="top" secondItem="R" secondAttribute="top" constant="10" id="C2"/>"#
      + #"<constraint firstItem="L" firstAttribute="leading" secondItem="R" secondAttribute="leading" constant="16" id="C3"/>"#
      + #"<constraint firstItem="L" firstAttribute="centerY" secondItem="R" secondAttribute="top" constant="65" id="C4"/>"#
    let (session, report) = try importing(xib(device: "retina6_1", subviews: subviews, constraints: constraints))
    #expect(report.ok)
    // The switch's frame reaches 2 points past its trailing constraint; the
    // slider's is 2 points wider each side and sits 0.75 lower.
    #expect(frame(session, "switch1") == Frame(x: 255, y: 10, width: 51, height: 31))
    #expect(frame(session, "slider1") == Frame(x: 14, y: 50.25, width: 154, height: 31))
  }

  @Test func aButtonAlignedByBaselineWithALabelUsesItsTitlesFont() throws {
    let subviews = """
      <label text="Message" translatesAutoresizingMaskIntoConstraints="NO" id="T">
        <rect key="frame" x="10" y="16" width="117" height="20.5"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
      </label>
      <button translatesAutoresizingMaskIntoConstraints="NO" id="B">
        <rect key="frame" x="140" y="11" width="49" height="32"/>
        <fontDescription key="fontDescription" style="UICTFontTextStyleCallout"/>
        <state key="normal" title="Undo"/>
      </button>
      """
    let constraints = #"<constraint firstItem="T" firstAttribute="top" secondItem="R" secondAttribute="top" constant="16" id="C1"/>"#
      + #"<constraint firstItem="T" firstAttribute="leading" secondItem="R" secondAttribute="leading" constant="10" id="C2"/>"#
      + #"<constraint firstItem="B" firstAttribute="leading" secondItem="T" secondAttribute="trailing" constant="13" id="C3"/>"#
      + #"<constraint firstItem="B" firstAttribute="firstBaseline" secondItem="T" secondAttribute="firstBaseline" id="C4"/>"#
    let (session, report) = try importing(xib(device: "retina6_1", subviews: subviews, constraints: constraints))
    #expect(report.ok)
    // Body text (17 points) in a 20.5 box has its baseline 16.29 down; a
    // 16-point title centred in 32 has it 21.69 down: the button starts 5.4 higher.
    let button = try #require(frame(session, "button1"))
    #expect(abs(button.y - 10.6) < 0.05, "\(button)")
  }

  @Test func aCellsContentViewHasTheMarginsOfTheXcodeThatSavedIt() throws {
    // The view is pinned to the content view's top, leading and bottom
    // margins; the cell is `cellHeight` tall and its content view 0.5 less
    // when a separator is drawn.
    func cell(tools: String, safeAreas: Bool = true, width: Int = 320, cellHeight: Double = 44, separator: Bool = false, device: String = "") throws -> Frame? {
      let content = separator ? cellHeight - 0.5 : cellHeight
      let body = """
        \(device)<objects>
          <tableViewCell id="C"><rect key="frame" x="0" y="0" width="\(width)" height="\(cellHeight)"/>
            <tableViewCellContentView key="contentView" id="CV"><rect key="frame" x="0" y="0" width="\(width)" height="\(content)"/>
              <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="V"><rect key="frame" x="8" y="8" width="10" height="10"/></view></subviews>
              <constraints>
                <constraint firstItem="V" firstAttribute="leading" secondItem="CV" secondAttribute="leadingMargin" id="M1"/>
                <constraint firstItem="V" firstAttribute="top" secondItem="CV" secondAttribute="topMargin" id="M2"/>
                <constraint firstItem="V" firstAttribute="bottom" secondItem="CV" secondAttribute="bottomMargin" id="M3"/>
                <constraint firstItem="V" firstAttribute="width" constant="10" id="M4"/>
              </constraints>
            </tableViewCellContentView>
          </tableViewCell>
        </objects>
        """
      let header = "toolsVersion=\"\(tools)\"" + (safeAreas ? " useSafeAreas=\"YES\"" : "")
      let (session, report) = try importing(body, header: header)
      #expect(report.ok)
      return frame(session, "view1")
    }
    // Xcode 8 and the first Xcode 9: 8 on every side.
    #expect(try cell(tools: "10116", safeAreas: false) == Frame(x: 8, y: 8, width: 10, height: 28))
    #expect(try cell(tools: "13196", safeAreas: false) == Frame(x: 8, y: 8, width: 10, height: 28))
    // Later: 11 above and below the cell's edges, 16 at the sides.
    #expect(try cell(tools: "19162") == Frame(x: 16, y: 11, width: 10, height: 22))
    #expect(try cell(tools: "14460", width: 375, cellHeight: 54, separator: true) == Frame(x: 16, y: 11, width: 10, height: 32))
    // Without safe areas in Xcode 11: iOS 10's 15; in Xcode 9 and 10, 16.
    #expect(try cell(tools: "14868", safeAreas: false, width: 387) == Frame(x: 15, y: 11, width: 10, height: 22))
    #expect(try cell(tools: "13771", safeAreas: false, width: 309) == Frame(x: 16, y: 11, width: 10, height: 22))
    // 20 only when the cell and the simulated screen are both 414 wide or more.
    let wide = "<device id=\"retina6_1\" orientation=\"portrait\"/>"
    #expect(try cell(tools: "16097", width: 587, device: wide) == Frame(x: 20, y: 11, width: 10, height: 22))
    #expect(try cell(tools: "16096", width: 320, device: wide) == Frame(x: 16, y: 11, width: 10, height: 22))
  }

  @Test func aFreeformTopLevelViewIsAScreenOfItsOwnSize() throws {
    // covpass' switch row: 571 wide on a 414-wide notched phone, a switch 24
    // inside the safe area's trailing edge. Its stored frame reaches 2
    // points past its alignment rect, so the frame alone cannot place the
    // guide; Xcode laid the row out as a screen of its own, with no inset
    // at the sides.
    func body(freeform: Bool) -> String {
      """
      <device id="retina6_1" orientation="portrait"/>
      <objects>
        <view id="R"><rect key="frame" x="0" y="0" width="571" height="171"/>
          <subviews><switch translatesAutoresizingMaskIntoConstraints="NO" id="V"><rect key="frame" x="498" y="75" width="51" height="31"/></switch></subviews>
          <viewLayoutGuide key="safeArea" id="S"/>
          <constraints>
            <constraint firstItem="S" firstAttribute="trailing" secondItem="V" secondAttribute="trailing" constant="24" id="C1"/>
            <constraint firstItem="V" firstAttribute="top" secondItem="R" secondAttribute="top" constant="75" id="C2"/>
          </constraints>
          \(freeform ? "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>" : "")
        </view>
      </objects>
      """
    }
    let header = "toolsVersion=\"20037\" useSafeAreas=\"YES\""
    let (session, report) = try importing(body(freeform: true), header: header)
    #expect(report.ok)
    #expect(frame(session, "switch1")?.x == 498)
    // Without the freeform metrics it is read as a view on the phone's
    // screen, whose safe area ends at 414: 414 - 24 - 49.
    let (onScreen, _) = try importing(body(freeform: false), header: header)
    #expect(frame(onScreen, "switch1")?.x == 341)
  }

  @Test func aCellsContentViewIgnoresTheMarginsTheFileStoresForIt() throws {
    let body = """
      <objects>
        <tableViewCell id="C"><rect key="frame" x="0" y="0" width="320" height="44"/>
          <tableViewCellContentView key="contentView" id="CV"><rect key="frame" x="0" y="0" width="320" height="44"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="V"><rect key="frame" x="8" y="8" width="10" height="10"/></view></subviews>
            <constraints>
              <constraint firstItem="V" firstAttribute="leading" secondItem="CV" secondAttribute="leadingMargin" id="M1"/>
              <constraint firstItem="V" firstAttribute="top" secondItem="CV" secondAttribute="topMargin" id="M2"/>
              <constraint firstItem="V" firstAttribute="width" constant="10" id="M3"/><constraint firstItem="V" firstAttribute="height" constant="10" id="M4"/>
            </constraints>
            <edgeInsets key="layoutMargins" top="0.0" left="30" bottom="8" right="30"/>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
      """
    let (session, report) = try importing(body, header: "toolsVersion=\"16097\" useSafeAreas=\"YES\"")
    #expect(report.ok)
    #expect(frame(session, "view1") == Frame(x: 16, y: 11, width: 10, height: 10))
  }

  @Test func aStackWithStandardSpacingPutsEightBetweenItsViews() throws {
    let body = """
      <objects>
        <view id="R"><rect key="frame" x="0" y="0" width="200" height="100"/>
          <subviews>
            <stackView translatesAutoresizingMaskIntoConstraints="NO" spacingType="standard" id="S"><rect key="frame" x="0" y="0" width="58" height="20"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="A"><rect key="frame" x="0" y="0" width="20" height="20"/>
                  <constraints><constraint firstAttribute="width" constant="20" id="A1"/><constraint firstAttribute="height" constant="20" id="A2"/></constraints></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="B"><rect key="frame" x="28" y="0" width="30" height="20"/>
                  <constraints><constraint firstAttribute="width" constant="30" id="B1"/></constraints></view>
              </subviews>
            </stackView>
          </subviews>
          <constraints>
            <constraint firstItem="S" firstAttribute="leading" secondItem="R" secondAttribute="leading" id="C1"/>
            <constraint firstItem="S" firstAttribute="top" secondItem="R" secondAttribute="top" id="C2"/>
          </constraints>
        </view>
      </objects>
      """
    let (session, report) = try importing(body)
    #expect(report.ok)
    #expect(frame(session, "view2") == Frame(x: 28, y: 0, width: 30, height: 20))
  }

  @Test func aControllersViewBelowAnOpaqueBarIsLaidOutInWhatIsLeftOfTheScreen() throws {
    let body = """
      <scenes><scene sceneID="S"><objects>
        <viewController id="VC" sceneMemberID="viewController">
          <view key="view" id="R">
            <rect key="frame" x="0" y="64" width="375" height="667"/>
            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="V"><rect key="frame" x="0" y="291.5" width="10" height="20"/></view></subviews>
            <constraints>
              <constraint firstItem="V" firstAttribute="centerY" secondItem="R" secondAttribute="centerY" id="K1"/>
              <constraint firstItem="V" firstAttribute="leading" secondItem="R" secondAttribute="leading" id="K2"/>
              <constraint firstItem="V" firstAttribute="width" constant="10" id="K3"/><constraint firstItem="V" firstAttribute="height" constant="20" id="K4"/>
            </constraints>
          </view>
          <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
        </viewController>
      </objects></scene></scenes>
      <simulatedMetricsContainer key="defaultSimulatedMetrics">
        <simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>
      </simulatedMetricsContainer>
      """
    let (session, report) = try importing(body, name: "t.storyboard")
    #expect(report.ok)
    // 667 - 64 = 603 tall: centred at 301.5.
    #expect(frame(session, "view1") == Frame(x: 0, y: 291.5, width: 10, height: 20))
  }

  @Test func aStackGivenLayoutMarginsArrangesItsViewsInsideThem() throws {
    let subviews = """
      <stackView axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="K">
        <rect key="frame" x="0" y="0" width="320" height="62"/>
        <subviews>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="V" verticalHuggingPriority="750">
            <rect key="frame" x="110" y="10" width="100" height="42"/>
            <constraints><constraint firstAttribute="width" constant="100" id="VW"/></constraints>
          </view>
        </subviews>
        <edgeInsets key="layoutMargins" top="10" left="16" bottom="10" right="16"/>
      </stackView>
      """
    let constraints = #"<constraint firstItem="K" firstAttribute="top" secondItem="R" secondAttribute="top" id="C1"/>"#
      + #"<constraint firstItem="K" firstAttribute="leading" secondItem="R" secondAttribute="leading" id="C2"/>"#
      + #"<constraint firstAttribute="trailing" secondItem="K" secondAttribute="trailing" id="C3"/>"#
      + #"<constraint firstItem="K" firstAttribute="height" constant="62" id="C4"/>"#
    // An iPhone 8: a top-level view on a notched phone has the sensor
    // housing's 44 points above it, which would grow the stack's top margin.
    let (session, report) = try importing(xib(device: "retina4_7", subviews: subviews, constraints: constraints))
    #expect(report.ok)
    #expect(frame(session, "view1") == Frame(x: 110, y: 10, width: 100, height: 42))
  }
}
