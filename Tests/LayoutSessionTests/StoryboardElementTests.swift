import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// One small IB file of our own per element of issue 39's item 4 that the
/// other storyboard tests do not cover: each is imported and its solved
/// frames checked against what UIKit (or Xcode's stored frames) give.
@Suite struct StoryboardElementTests {
  private func importing(_ text: String, name: String = "test.storyboard", options: String = "") throws -> (Session, Report) {
    try ibImport(text, name: name, options: options)
  }

  private func frame(_ session: Session, _ name: String) -> Frame? { solvedFrame(session, name) }

  /// A storyboard whose one controller's view (an iPhone 11's, safe area 48
  /// above) holds `subviews`, with `constraints` on that view.
  private func storyboard(_ subviews: String, _ constraints: String, resources: String = "") -> String {
    ibStoryboard(subviews: subviews, constraints: constraints, tools: "21701", resources: resources)
  }

  /// `<element id=… translatesAutoresizingMaskIntoConstraints="NO">` at x,y,w,h.
  private func element(_ name: String, _ id: String, _ frame: String, _ attributes: String = "", inner: String = "") -> String {
    let f = frame.split(separator: ",")
    return """
      <\(name) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(attributes)>
          <rect key="frame" x="\(f[0])" y="\(f[1])" width="\(f[2])" height="\(f[3])"/>
          \(inner)
      </\(name)>
      """
  }

  /// top and leading of `id` pinned to the root at the stored position.
  private func pinned(_ id: String, x: Int, y: Int) -> String {
    """
    <constraint firstItem="\(id)" firstAttribute="top" secondItem="ROOT-001" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="ROOT-001" secondAttribute="leading" constant="\(x)" id="\(id)-l"/>
    """
  }

  /// Without --ib-sizes a stepper and activity indicators take UIKit's
  /// size whatever the file stored, a progress view UIKit's height only; a
  /// segmented control and a page control (whose size depends on their
  /// segments and pages) keep their stored size.
  @Test func controlsTakeUIKitsSizeOrTheirStoredOne() throws {
    let text = storyboard(
      element("stepper", "STP-00001", "0,60,100,40")
        + element("activityIndicatorView", "ACT-00001", "0,120,37,37", #"style="large""#)
        + element("activityIndicatorView", "ACT-00002", "100,120,30,30", #"style="medium""#)
        + element("segmentedControl", "SEG-00001", "0,180,200,31", inner: #"<segments><segment title="A"/><segment title="B"/></segments>"#)
        + element("pageControl", "PGC-00001", "0,240,39,26", #"numberOfPages="3""#)
        + element("progressView", "PRG-00001", "0,300,414,10"),
      [pinned("STP-00001", x: 0, y: 60), pinned("ACT-00001", x: 0, y: 120), pinned("ACT-00002", x: 100, y: 120),
       pinned("SEG-00001", x: 0, y: 180), pinned("PGC-00001", x: 0, y: 240), pinned("PRG-00001", x: 0, y: 300),
       #"<constraint firstAttribute="trailing" secondItem="PRG-00001" secondAttribute="trailing" id="PRG-r"/>"#].joined(separator: "\n"))
    let (session, report) = try importing(text)
    #expect(report.ok, "\(report.failure?.message ?? "")")
    #expect(frame(session, "stepper1") == Frame(x: 0, y: 60, width: 94, height: 32))
    #expect(frame(session, "activityIndicatorView1") == Frame(x: 0, y: 120, width: 37, height: 37))
    #expect(frame(session, "activityIndicatorView2") == Frame(x: 100, y: 120, width: 20, height: 20))
    #expect(frame(session, "segmentedControl1") == Frame(x: 0, y: 180, width: 200, height: 31))
    #expect(frame(session, "pageControl1") == Frame(x: 0, y: 240, width: 39, height: 26))
    #expect(frame(session, "progressView1") == Frame(x: 0, y: 300, width: 414, height: 4))
    // With --ib-sizes every one of them is the size the file stored.
    let (stored, _) = try importing(text, options: " ib-sizes")
    #expect(frame(stored, "stepper1") == Frame(x: 0, y: 60, width: 100, height: 40))
    #expect(frame(stored, "progressView1") == Frame(x: 0, y: 300, width: 414, height: 10))
  }

  /// A file saved by Xcode 10 or older was laid out by iOS 12, whose
  /// stepper is 29 tall and progress view 2 (UIKitCatalog's Xcode 9
  /// frames): such a file gets those sizes, a newer one iOS 13's 32 and 4.
  @Test func olderFilesGetTheirIOSsStepperAndProgressView() throws {
    func imported(tools: String) throws -> Session {
      let text = ibStoryboard(
        subviews: element("stepper", "STP-00001", "0,60,94,29") + element("progressView", "PRG-00001", "0,300,414,2"),
        constraints: [pinned("STP-00001", x: 0, y: 60), pinned("PRG-00001", x: 0, y: 300),
          #"<constraint firstAttribute="trailing" secondItem="PRG-00001" secondAttribute="trailing" id="PRG-r"/>"#].joined(separator: "\n"),
        tools: tools)
      let (session, report) = try importing(text)
      #expect(report.ok, "\(report.failure?.message ?? "")")
      return session
    }
    let xcode9 = try imported(tools: "13196"), xcode11 = try imported(tools: "15505")
    #expect(frame(xcode9, "stepper1") == Frame(x: 0, y: 60, width: 94, height: 29))
    #expect(frame(xcode9, "progressView1") == Frame(x: 0, y: 300, width: 414, height: 2))
    #expect(frame(xcode11, "stepper1") == Frame(x: 0, y: 60, width: 94, height: 32))
    #expect(frame(xcode11, "progressView1") == Frame(x: 0, y: 300, width: 414, height: 4))
  }

  /// placeholderIntrinsicWidth/Height: the size IB was told the view will have at run time.
  @Test func placeholderIntrinsicSizesAreTheViewsIntrinsicSize() throws {
    let text = storyboard(
      element("view", "PH-000001", "20,60,50,50", #"placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="44""#),
      pinned("PH-000001", x: 20, y: 60))
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(frame(session, "view1") == Frame(x: 20, y: 60, width: 120, height: 44))
  }

  /// A visual-effect view's content view is a view of the hierarchy (its
  /// mask makes it follow the effect view) that constraints can name.
  @Test func aVisualEffectViewsContentViewHoldsItsSubviews() throws {
    let content = """
      <view key="contentView" id="FXC-00001">
          <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
          <subviews>\(element("view", "DOT-00001", "10,10,30,30"))</subviews>
          <constraints>
              <constraint firstItem="DOT-00001" firstAttribute="trailing" secondItem="FXC-00001" secondAttribute="trailing" constant="-10" id="D1"/>
              <constraint firstItem="DOT-00001" firstAttribute="bottom" secondItem="FXC-00001" secondAttribute="bottom" constant="-10" id="D2"/>
              <constraint firstItem="DOT-00001" firstAttribute="width" constant="30" id="D3"/>
              <constraint firstItem="DOT-00001" firstAttribute="height" constant="30" id="D4"/>
          </constraints>
      </view>
      """
    let text = storyboard(
      element("visualEffectView", "FX-000001", "0,60,200,100", inner: content),
      pinned("FX-000001", x: 0, y: 60) + """
        <constraint firstItem="FX-000001" firstAttribute="width" constant="200" identifier="fxWidth" id="F3"/>
        <constraint firstItem="FX-000001" firstAttribute="height" constant="100" id="F4"/>
        """)
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(frame(session, "contentView1") == Frame(x: 0, y: 0, width: 200, height: 100))
    #expect(frame(session, "view1") == Frame(x: 160, y: 60, width: 30, height: 30))
    // The content view follows a wider effect view.
    #expect(session.execute("set fxWidth.constant 300").ok)
    #expect(frame(session, "view1") == Frame(x: 260, y: 60, width: 30, height: 30))
  }

  /// A stack arranged inside its `directionalLayoutMargins`
  /// (layoutMarginsRelativeArrangement), leading 20 and trailing 5.
  @Test func aStackArrangesInsideItsDirectionalMargins() throws {
    let arranged = element("view", "ARR-00001", "20,10,175,40",
      inner: #"<constraints><constraint firstAttribute="height" constant="40" id="A1"/></constraints>"#)
    let text = storyboard(
      element("stackView", "STK-00001", "0,60,200,60", #"axis="vertical" layoutMarginsRelativeArrangement="YES""#,
        inner: "<subviews>\(arranged)</subviews>"
          + #"<directionalEdgeInsets key="directionalLayoutMargins" top="10" leading="20" bottom="10" trailing="5"/>"#),
      pinned("STK-00001", x: 0, y: 60) + #"<constraint firstItem="STK-00001" firstAttribute="width" constant="200" id="W1"/>"#)
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(frame(session, "stackView1") == Frame(x: 0, y: 60, width: 200, height: 60))
    #expect(frame(session, "view1") == Frame(x: 20, y: 10, width: 175, height: 40))
  }

  /// preservesSuperviewLayoutMargins: a full-width child of a view with
  /// 30-point side margins has margins of at least 30, not its own 8.
  @Test func preservedSuperviewMarginsReachTheChildsMarginGuide() throws {
    let leaf = element("view", "LEAF-0001", "30,0,354,20")
    let child = element("view", "KID-00001", "0,0,414,20", #"preservesSuperviewLayoutMargins="YES""#,
      inner: "<subviews>\(leaf)</subviews><constraints>"
        + #"<constraint firstItem="LEAF-0001" firstAttribute="leading" secondItem="KID-00001" secondAttribute="leadingMargin" id="P1"/>"#
        + #"<constraint firstItem="LEAF-0001" firstAttribute="trailing" secondItem="KID-00001" secondAttribute="trailingMargin" id="P2"/>"#
        + #"<constraint firstItem="LEAF-0001" firstAttribute="top" secondItem="KID-00001" secondAttribute="top" id="P3"/>"#
        + #"<constraint firstItem="LEAF-0001" firstAttribute="height" constant="20" id="P4"/>"#
        + "</constraints>")
    let box = element("view", "BOX-00001", "0,60,414,20",
      inner: "<subviews>\(child)</subviews>"
        + #"<edgeInsets key="layoutMargins" top="0.0" left="30" bottom="0.0" right="30"/>"#
        + "<constraints>"
        + #"<constraint firstItem="KID-00001" firstAttribute="leading" secondItem="BOX-00001" secondAttribute="leading" id="B1"/>"#
        + #"<constraint firstItem="KID-00001" firstAttribute="trailing" secondItem="BOX-00001" secondAttribute="trailing" id="B2"/>"#
        + #"<constraint firstItem="KID-00001" firstAttribute="top" secondItem="BOX-00001" secondAttribute="top" id="B3"/>"#
        + #"<constraint firstItem="KID-00001" firstAttribute="bottom" secondItem="BOX-00001" secondAttribute="bottom" id="B4"/>"#
        + "</constraints>")
    let text = storyboard(box, pinned("BOX-00001", x: 0, y: 60) + """
      <constraint firstAttribute="trailing" secondItem="BOX-00001" secondAttribute="trailing" id="R1"/>
      """)
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(frame(session, "view3") == Frame(x: 30, y: 0, width: 354, height: 20))
  }

  /// A stack spacing its views by baselines is laid out by their frames,
  /// and the report says so.
  @Test func baselineRelativeArrangementIsNamedAsNotModelled() throws {
    let arranged = element("view", "ARR-00002", "0,0,100,40",
      inner: #"<constraints><constraint firstAttribute="height" constant="40" id="A2"/></constraints>"#)
    let text = storyboard(
      element("stackView", "STK-00002", "0,60,100,40", #"axis="vertical" baselineRelativeArrangement="YES""#,
        inner: "<subviews>\(arranged)</subviews>"),
      pinned("STK-00002", x: 0, y: 60) + #"<constraint firstItem="STK-00002" firstAttribute="width" constant="100" id="W2"/>"#)
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(report.answer?.lines.joined(separator: "\n").contains("baselineRelativeArrangement: stacks space their views by frames, not baselines") == true)
    #expect(frame(session, "view1") == Frame(x: 0, y: 0, width: 100, height: 40))
  }

  /// An SF Symbol (`catalog="system"`): the size `<resources>` gives it is
  /// its shape drawn 128 points tall or wide, not its size, so its view
  /// keeps the stored frame as its intrinsic size, and the report says so.
  @Test func aSymbolImageViewKeepsItsStoredSizeNotTheResourcesDrawingSize() throws {
    let text = storyboard(
      // Not a chevron: chevrons' frames sit inside their box (StoryboardSymbolImageTests).
      element("imageView", "SYM-00001", "20,60,15,17", #"image="star.fill" catalog="system""#),
      pinned("SYM-00001", x: 20, y: 60),
      resources: #"<image name="star.fill" catalog="system" width="97" height="128"/>"#)
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(frame(session, "imageView1") == Frame(x: 20, y: 60, width: 15, height: 17))
    #expect(report.answer?.lines.joined(separator: "\n").contains("imageView1") == true)
  }

  /// A xib's top-level view: Xcode shows it at the top of the device's
  /// screen with no controller, so on a notched iPhone its safe area is the
  /// sensor housing's 44 points at the top (and the home indicator's 34 only
  /// where the view reaches it); on an iPhone 8 it has none.
  @Test(arguments: [("retina6_1", 94.0, 44.0, 0.0), ("retina6_1", 896.0, 44.0, 34.0), ("retina4_7", 94.0, 0.0, 0.0)])
  func aXibsTopLevelViewHasTheScreensInsetsWhereItReachesThem(_ device: String, _ height: Double, _ top: Double, _ bottom: Double) throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" useSafeAreas="YES">
          <device id="\(device)" orientation="portrait"/>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
              <view id="TOP-00001" customClass="NoticeView">
                  <rect key="frame" x="0.0" y="0.0" width="275" height="\(height)"/>
                  <subviews>\(element("view", "BAR-00001", "0,\(top),275,\(height - top - bottom)"))</subviews>
                  <viewLayoutGuide key="safeArea" id="SAFE-TOP1"/>
                  <constraints>
                      <constraint firstItem="BAR-00001" firstAttribute="leading" secondItem="TOP-00001" secondAttribute="leading" id="N1"/>
                      <constraint firstItem="BAR-00001" firstAttribute="trailing" secondItem="TOP-00001" secondAttribute="trailing" id="N2"/>
                      <constraint firstItem="BAR-00001" firstAttribute="top" secondItem="SAFE-TOP1" secondAttribute="top" id="N3"/>
                      <constraint firstItem="BAR-00001" firstAttribute="bottom" secondItem="SAFE-TOP1" secondAttribute="bottom" id="N4"/>
                  </constraints>
                  <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
              </view>
          </objects>
      </document>
      """
    // Without constraints that show the guide's top, the device decides it.
    let topOnly = xib.replacingOccurrences(of: #"secondItem="SAFE-TOP1" secondAttribute="bottom""#, with: #"secondItem="TOP-00001" secondAttribute="bottom" constant="-\#(bottom)""#)
    let (session, report) = try importing(topOnly, name: "Notice.xib")
    #expect(report.ok, "\(report.failure?.message ?? "")")
    let insets = session.layout.safeAreaInsets(of: session.layout.view(named: "root")!)
    #expect(insets.top == top)
    #expect(insets.bottom == bottom)
    #expect(frame(session, "view1") == Frame(x: 0, y: top, width: 275, height: height - top - bottom))
  }

  /// `retina6_12` is Xcode 14.1's and later's 393x852 iPhone (14 Pro, 15):
  /// a controller's view of that size is the whole screen, under the
  /// Dynamic Island's 59-point status bar and over the home indicator.
  @Test func theIPhone14ProsControllerViewFillsItsScreen() throws {
    let text = ibStoryboard(
      device: "retina6_12", size: "393x852", subviews: element("view", "BOX-00001", "0,0,393,852"),
      constraints: """
        <constraint firstItem="BOX-00001" firstAttribute="leading" secondItem="ROOT-001" secondAttribute="leading" id="B1"/>
        <constraint firstItem="BOX-00001" firstAttribute="trailing" secondItem="ROOT-001" secondAttribute="trailing" id="B2"/>
        <constraint firstItem="BOX-00001" firstAttribute="top" secondItem="ROOT-001" secondAttribute="top" id="B3"/>
        <constraint firstItem="BOX-00001" firstAttribute="bottom" secondItem="ROOT-001" secondAttribute="bottom" id="B4"/>
        """, tools: "21701")
    let (session, report) = try importing(text)
    #expect(report.ok, "\(report.failure?.message ?? "")")
    let insets = session.layout.safeAreaInsets(of: session.layout.view(named: "root")!)
    #expect(insets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(report.answer?.lines.joined(separator: "\n").contains("iPhone 14 Pro") == true)
  }

  /// Xcode 16's `retina6_3` and `retina6_9` (iPhone 16 Pro and Pro Max) are
  /// known devices: 3x, their screen sizes, the Dynamic Island's inset.
  @Test func theIPhone16ProsAreKnownDevices() throws {
    #expect(IBDevice.named("retina6_3")?.scale == 3 && IBDevice.named("retina6_9")?.scale == 3)
    #expect(IBDevice.named("retina6_9").map { ($0.width, $0.height) } ?? (0, 0) == (440, 956))
    let text = ibStoryboard(
      device: "retina6_3", size: "402x874", subviews: element("view", "BOX-00001", "0,62,402,778"),
      constraints: """
        <constraint firstItem="BOX-00001" firstAttribute="leading" secondItem="ROOT-001" secondAttribute="leading" id="B1"/>
        <constraint firstItem="BOX-00001" firstAttribute="trailing" secondItem="ROOT-001" secondAttribute="trailing" id="B2"/>
        <constraint firstItem="BOX-00001" firstAttribute="top" secondItem="SAFE-001" secondAttribute="top" id="B3"/>
        <constraint firstItem="BOX-00001" firstAttribute="bottom" secondItem="SAFE-001" secondAttribute="bottom" id="B4"/>
        """, tools: "23504")
    let (session, report) = try importing(text)
    #expect(report.ok, "\(report.failure?.message ?? "")")
    let insets = session.layout.safeAreaInsets(of: session.layout.view(named: "root")!)
    #expect(insets == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
    #expect(report.answer?.lines.joined(separator: "\n").contains("iPhone 16 Pro") == true)
  }

  /// A label wraps at its preferredMaxLayoutWidth when numberOfLines is 0
  /// (alrepl's font model: 0.5 em a character, 1.2 em a line) and keeps one
  /// line when numberOfLines is 1; its compression resistance is read.
  @Test func labelsWrapAtTheirPreferredWidthUpToTheirNumberOfLines() throws {
    let label = { (id: String, y: Int, lines: Int) in
      self.element("label", id, "0,\(y),40,36",
        #"text="aaaa bbbb cccc" numberOfLines="\#(lines)" preferredMaxLayoutWidth="40" horizontalCompressionResistancePriority="1000""#,
        inner: #"<fontDescription key="fontDescription" type="system" pointSize="10"/>"#)
    }
    let text = storyboard(label("WRAP-0001", 60, 0) + label("ONE-00001", 200, 1), pinned("WRAP-0001", x: 0, y: 60) + pinned("ONE-00001", x: 0, y: 200))
    let (session, report) = try importing(text)
    #expect(report.ok)
    let wrapped = try #require(frame(session, "label1")), single = try #require(frame(session, "label2"))
    #expect(wrapped.width <= 40 && wrapped.height > 12, "\(wrapped)")
    #expect(single.height == 12, "\(single)")
    #expect(session.entries.joined().joined(separator: "\n").contains("resist 1000 750"))
  }

  /// symbolic="YES" is standard spacing with its constant written out; a
  /// relation and a priority come in as written.
  @Test func symbolicConstantsRelationsAndPrioritiesAreKept() throws {
    let text = storyboard(
      element("view", "BOX-00003", "20,60,100,30"),
      """
      <constraint firstItem="BOX-00003" firstAttribute="leading" secondItem="ROOT-001" secondAttribute="leading" constant="20" symbolic="YES" id="Y1"/>
      <constraint firstItem="BOX-00003" firstAttribute="top" secondItem="ROOT-001" secondAttribute="top" constant="60" id="Y2"/>
      <constraint firstItem="BOX-00003" firstAttribute="width" relation="greaterThanOrEqual" constant="100" id="Y3"/>
      <constraint firstItem="BOX-00003" firstAttribute="width" priority="700" constant="50" id="Y4"/>
      <constraint firstItem="BOX-00003" firstAttribute="height" constant="30" id="Y5"/>
      """)
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(frame(session, "view1") == Frame(x: 20, y: 60, width: 100, height: 30))
    #expect(session.entries.joined().joined(separator: "\n").contains("view1.width == 50 @700"))
  }

  /// The legacy bottom layout guide is the safe area's bottom edge (none on an iPhone 8 without a tab bar).
  @Test func theLegacyBottomLayoutGuideIsTheSafeAreasBottom() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="10116">
          <device id="retina4_7" orientation="portrait"/>
          <scenes><scene sceneID="S1"><objects>
              <viewController id="VC1-aa-001" sceneMemberID="viewController">
                  <layoutGuides>
                      <viewControllerLayoutGuide type="top" id="TOP-GUIDE"/>
                      <viewControllerLayoutGuide type="bottom" id="BOT-GUIDE"/>
                  </layoutGuides>
                  <view key="view" id="ROOT-001">
                      <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                      <subviews>\(element("view", "BAR-00002", "0,607,375,50"))</subviews>
                      <constraints>
                          <constraint firstItem="BOT-GUIDE" firstAttribute="top" secondItem="BAR-00002" secondAttribute="bottom" constant="10" id="L1"/>
                          <constraint firstItem="BAR-00002" firstAttribute="leading" secondItem="ROOT-001" secondAttribute="leading" id="L2"/>
                          <constraint firstAttribute="trailing" secondItem="BAR-00002" secondAttribute="trailing" id="L3"/>
                          <constraint firstItem="BAR-00002" firstAttribute="height" constant="50" id="L4"/>
                      </constraints>
                  </view>
              </viewController>
          </objects></scene></scenes>
      </document>
      """
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(frame(session, "view1") == Frame(x: 0, y: 607, width: 375, height: 50))
  }

  /// A text view that does not scroll sizes to its text, so it keeps its
  /// stored size; a date picker and a picker view too. A scrolling text
  /// view has no intrinsic size.
  @Test func aNonScrollingTextViewAndPickersKeepTheirStoredSize() throws {
    let text = storyboard(
      element("textView", "TXT-00001", "0,60,200,80", #"scrollEnabled="NO" text="Notes""#)
        + element("textView", "TXT-00002", "0,160,200,80", #"text="Scrolls""#)
        + element("datePicker", "DAT-00001", "0,260,320,216")
        + element("pickerView", "PCK-00001", "0,480,320,216"),
      pinned("TXT-00001", x: 0, y: 60) + pinned("TXT-00002", x: 0, y: 160) + pinned("DAT-00001", x: 0, y: 260)
        + pinned("PCK-00001", x: 0, y: 480))
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(frame(session, "textView1") == Frame(x: 0, y: 60, width: 200, height: 80))
    #expect(frame(session, "datePicker1") == Frame(x: 0, y: 260, width: 320, height: 216))
    #expect(frame(session, "pickerView1") == Frame(x: 0, y: 480, width: 320, height: 216))
    #expect(session.entries.joined().joined(separator: "\n").contains("view textView2 in root hug"))
  }
}
