import Foundation
import Testing
@testable import LayoutLanguage
@testable import LayoutModel
@testable import LayoutSession

private func view(_ id: String, _ frame: String, element: String = "view", attributes: String = "", inner: String = "") -> String {
  let f = frame.split(separator: ",").map(String.init)
  return """
    <\(element) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" \(attributes)>
        <rect key="frame" x="\(f[0])" y="\(f[1])" width="\(f[2])" height="\(f[3])"/>
        \(inner)
    </\(element)>
    """
}

private func constraint(_ first: String?, _ a: String, _ second: String?, _ b: String?, _ more: String = "", id: String) -> String {
  var text = "<constraint"
  if let first { text += " firstItem=\"\(first)\"" }
  text += " firstAttribute=\"\(a)\""
  if let second { text += " secondItem=\"\(second)\"" }
  if let b { text += " secondAttribute=\"\(b)\"" }
  return text + " \(more) id=\"\(id)\"/>"
}

private func importing(_ text: String, name: String = "test.storyboard", options: String = "") throws -> (Session, Report) {
  try ibImport(text, name: name, options: options)
}

private func frame(_ session: Session, _ name: String) -> Frame? { solvedFrame(session, name) }

private func answerText(_ report: Report) -> String { report.answer?.lines.joined(separator: "\n") ?? "" }

@Suite struct StoryboardImportTests {
  /// A card pinned to the safe area and the margins, named after its outlet.
  private var card: String {
    ibStoryboard(
      subviews: view("CARD-0001", "20,68,374,100"),
      constraints: [
        constraint("CARD-0001", "top", "SAFE-001", "top", "constant=\"20\"", id: "K1"),
        constraint("CARD-0001", "leading", "ROOT-001", "leadingMargin", id: "K2"),
        constraint(nil, "trailingMargin", "CARD-0001", "trailing", id: "K3"),
        constraint("CARD-0001", "height", nil, nil, "constant=\"100\"", id: "K4"),
      ].joined(separator: "\n"),
      extra: "<connections><outlet property=\"cardView\" destination=\"CARD-0001\" id=\"O1\"/></connections>")
  }

  @Test func aControllersViewIsRootWithTheDevicesSafeAreaAndUIKitsMargins() throws {
    let (session, report) = try importing(card)
    #expect(report.ok, "\(report.failure?.message ?? "")")
    #expect(session.layout.rootSize == (414, 896))
    // iPhone 11: safe area 48 at the top; 414 wide, so margins of 20.
    #expect(frame(session, "cardView") == Frame(x: 20, y: 68, width: 374, height: 100))
    #expect(answerText(report).contains("every view where the file has it"))
    #expect(answerText(report).contains("cardView  CARD-0001  view"))
  }

  /// A view forced right to left in the file is forced in alrepl: its
  /// subview sits on its right, where the file stored it.
  @Test func semanticContentAttributeIsFollowed() throws {
    let text = ibStoryboard(
      subviews: view(
        "PANEL-001", "0,100,200,60", attributes: "semanticContentAttribute=\"forceRightToLeft\"",
        inner: "<subviews>" + view("DOT-00001", "170,10,20,20") + "</subviews><constraints>"
          + constraint("DOT-00001", "leading", "PANEL-001", "leading", "constant=\"10\"", id: "K5")
          + constraint("DOT-00001", "top", "PANEL-001", "top", "constant=\"10\"", id: "K6")
          + constraint("DOT-00001", "width", nil, nil, "constant=\"20\"", id: "K7")
          + constraint("DOT-00001", "height", nil, nil, "constant=\"20\"", id: "K8") + "</constraints>"),
      constraints: [
        constraint("PANEL-001", "leading", "ROOT-001", "leading", id: "K1"),
        constraint("PANEL-001", "top", "ROOT-001", "top", "constant=\"100\"", id: "K2"),
        constraint("PANEL-001", "width", nil, nil, "constant=\"200\"", id: "K3"),
        constraint("PANEL-001", "height", nil, nil, "constant=\"60\"", id: "K4"),
      ].joined(separator: "\n"))
    let (session, report) = try importing(text)
    #expect(report.ok, "\(report.failure?.message ?? "")")
    let panel = try #require(session.layout.view(named: "view1") ?? session.layout.viewsInTreeOrder.first { $0 != .root })
    #expect(session.layout.semanticContentAttribute(of: panel) == .forceRightToLeft)
    let dot = try #require(session.layout.view(panel).children.first)
    #expect(session.layout.frame(of: dot) == Frame(x: 170, y: 10, width: 20, height: 20))
    #expect(!answerText(report).contains("laid out left to right"))
  }

  @Test func theJSONReportMapsNamesToIBIdsAndListsMisplacedViews() throws {
    // Stored 110 tall where the constraint says 100.
    let moved = card.replacingOccurrences(of: "width=\"374\" height=\"100\"", with: "width=\"374\" height=\"110\"")
    let (_, report) = try importing(moved)
    let json = JSONRenderer.line(report)
    #expect(json.contains("\"sources\": {\"root\": \"ROOT-001\", \"cardView\": \"CARD-0001\"}"))
    #expect(json.contains("\"misplaced\": [{\"view\": \"cardView\", \"file\": {\"x\": 20, \"y\": 68, \"width\": 374, \"height\": 110}"))
    #expect(answerText(report).contains("misplaced: 1 of 1 views"))
  }

  @Test func scenesAreChosenByIdIdentifierClassOrLabelAndTheOthersListed() throws {
    let second = """
      <scene sceneID="S2"><objects>
        <viewController id="VC2-bb-002" customClass="SettingsViewController" storyboardIdentifier="Settings" userLabel="Prefs" sceneMemberID="viewController">
          <view key="view" id="ROOT-002"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view>
        </viewController>
      </objects></scene>
      """
    let text = ibStoryboard(subviews: "", scenes: second)
    for name in ["VC2-bb-002", "Settings", "SettingsViewController", "Prefs"] {
      let (_, report) = try importing(text, options: " scene \(name)")
      #expect(report.ok)
      #expect(answerText(report).hasPrefix("imported test.storyboard, scene VC2-bb-002 SettingsViewController Prefs"))
      #expect(answerText(report).contains("other scenes: VC1-aa-001 MainViewController"))
    }
    let (session, unknown) = try importing(text, options: " scene Nope")
    #expect(!unknown.ok)
    #expect(unknown.failure?.message.contains("no scene 'Nope'; the document has VC1-aa-001, VC2-bb-002") == true)
    #expect(session.layout.viewsInTreeOrder.count == 1)
  }

  @Test func constraintsKeepTheirHolderMultiplierPriorityAndIdentifier() throws {
    let text = ibStoryboard(
      subviews: view("BOX-00001", "0,48,414,207", attributes: "userLabel=\"Hero Box\"",
        inner: "<constraints>" + constraint(nil, "width", "BOX-00001", "height", "multiplier=\"2:1\"", id: "R1") + "</constraints>"),
      constraints: [
        constraint("BOX-00001", "top", "SAFE-001", "top", id: "R2"),
        constraint("BOX-00001", "leading", "ROOT-001", "leading", id: "R3"),
        constraint("BOX-00001", "trailing", "ROOT-001", "trailing", id: "R4"),
        constraint("BOX-00001", "height", nil, nil, "constant=\"50\" priority=\"250\" identifier=\"wish\"", id: "R5"),
        constraint("BOX-00001", "height", nil, nil, "constant=\"30\" placeholder=\"YES\"", id: "R6"),
      ].joined(separator: "\n"))
    let (session, report) = try importing(text)
    #expect(report.ok)
    // The user label "Hero Box" is the name. The placeholder (height 30, required)
    // is laid out as IB does; against the aspect ratio and both edges, the
    // oldest member breaks (the leading edge), so the box is 60 wide at the right.
    #expect(frame(session, "heroBox") == Frame(x: 354, y: 48, width: 60, height: 30))
    #expect(session.entries.joined().contains("wish: heroBox.height == 50 @250"))
    #expect(session.entries.joined().contains("heroBox.width == 2 * heroBox.height"))
    #expect(answerText(report).contains("1 placeholder constraint laid out as IB lays them out; the build removes them"))
    #expect(session.layout.conflicts.count == 1)
  }

  @Test func labelsAreMeasuredUnlessIBSizesAskForTheStoredSize() throws {
    let label = view("LBL-00001", "20,48,96,21", element: "label",
      attributes: "text=\"Hello\" horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\"",
      inner: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>")
    let text = ibStoryboard(subviews: label, constraints: [
      constraint("LBL-00001", "top", "SAFE-001", "top", id: "L1"),
      constraint("LBL-00001", "leading", "ROOT-001", "leadingMargin", id: "L2"),
    ].joined(separator: "\n"))
    let (measured, _) = try importing(text)
    // alrepl's font model: 5 characters × 8.5 points at 17 (the body style), 20.4 tall.
    #expect(frame(measured, "label1") == Frame(x: 20, y: 48, width: 42.5, height: 20.4))
    let (stored, report) = try importing(text, options: " ib-sizes")
    #expect(frame(stored, "label1") == Frame(x: 20, y: 48, width: 96, height: 21))
    #expect(answerText(report).contains("intrinsic sizes from the file (--ib-sizes): label1"))
  }

  @Test func imagesTakeTheirResourceSizeAndFixedControlsUIKitsSize() throws {
    let text = ibStoryboard(
      subviews: view("IMG-00001", "0,48,24,20", element: "imageView", attributes: "image=\"star\"")
        + view("SWT-00001", "0,100,51,31", element: "switch"),
      constraints: [
        constraint("IMG-00001", "top", "SAFE-001", "top", id: "I1"),
        constraint("IMG-00001", "leading", "ROOT-001", "leading", id: "I2"),
        constraint("SWT-00001", "top", "ROOT-001", "top", "constant=\"100\"", id: "I3"),
        constraint("SWT-00001", "leading", "ROOT-001", "leading", id: "I4"),
      ].joined(separator: "\n"))
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(frame(session, "imageView1") == Frame(x: 0, y: 48, width: 24, height: 20))
    #expect(frame(session, "switch1") == Frame(x: 0, y: 100, width: 51, height: 31))
  }

  @Test func stacksArrangeTheirSubviewsAndHiddenOnesCollapse() throws {
    let inner = "<subviews>"
      + view("A-0000001", "0,0,100,40", inner: "<constraints>" + constraint(nil, "height", nil, nil, "constant=\"40\"", id: "H1") + "</constraints>")
      + view("B-0000001", "0,0,100,0", attributes: "hidden=\"YES\"", inner: "<constraints>" + constraint(nil, "height", nil, nil, "constant=\"30\"", id: "H2") + "</constraints>")
      + view("C-0000001", "0,48,100,20", inner: "<constraints>" + constraint(nil, "height", nil, nil, "constant=\"20\"", id: "H3") + "</constraints>")
      + "</subviews>"
    let text = ibStoryboard(
      subviews: view("STK-00001", "0,48,100,68", element: "stackView", attributes: "axis=\"vertical\" spacing=\"8\"", inner: inner),
      constraints: [
        constraint("STK-00001", "top", "SAFE-001", "top", id: "T1"),
        constraint("STK-00001", "leading", "ROOT-001", "leading", id: "T2"),
        constraint("STK-00001", "width", nil, nil, "constant=\"100\"", id: "T3"),
      ].joined(separator: "\n"))
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(frame(session, "stackView1") == Frame(x: 0, y: 48, width: 100, height: 68))
    #expect(frame(session, "view3") == Frame(x: 0, y: 48, width: 100, height: 20))
  }

  @Test func autoresizingViewsKeepTheirMaskAgainstTheStoredSuperview() throws {
    let text = ibStoryboard(
      subviews: """
        <view id="BAR-00001" fixedFrame="YES">
            <rect key="frame" x="10" y="800" width="394" height="96"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
        </view>
        """)
    let (session, _) = try importing(text)
    #expect(frame(session, "view1") == Frame(x: 10, y: 800, width: 394, height: 96))
    // The mask follows the window: wider and shorter, the bar stretches and stays at the bottom.
    _ = session.execute("size 500x700")
    #expect(frame(session, "view1") == Frame(x: 10, y: 604, width: 480, height: 96))
  }

  @Test func aXibCellKeepsItsContentViewAndItsMargins() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useSafeAreas="YES">
        <objects>
          <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
          <tableViewCell id="CELL-0001" customClass="ProfileCell">
            <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <tableViewCellContentView key="contentView" id="CONT-0001">
              <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
              <autoresizingMask key="autoresizingMask"/>
              <subviews>
                \(view("NAME-0001", "16,11,343,38", element: "label", attributes: "text=\"Ada\""))
              </subviews>
              <constraints>
                \(constraint("NAME-0001", "leading", "CONT-0001", "leadingMargin", id: "C1"))
                \(constraint("NAME-0001", "trailing", "CONT-0001", "trailingMargin", id: "C2"))
                \(constraint("NAME-0001", "top", "CONT-0001", "topMargin", id: "C3"))
                \(constraint("NAME-0001", "bottom", "CONT-0001", "bottomMargin", id: "C4"))
              </constraints>
            </tableViewCellContentView>
            <connections><outlet property="nameLabel" destination="NAME-0001" id="O2"/></connections>
          </tableViewCell>
        </objects>
      </document>
      """
    let (session, report) = try importing(xib, name: "Cell.xib", options: " ib-sizes")
    #expect(report.ok, "\(report.failure?.message ?? "")")
    #expect(frame(session, "contentView1") == Frame(x: 0, y: 0, width: 375, height: 60))
    #expect(frame(session, "nameLabel") == Frame(x: 16, y: 11, width: 343, height: 38))
  }

  @Test func aScrollViewsEdgesSeenFromItsContentAreItsContentArea() throws {
    let content = view("DOC-00001", "0,0,414,2000", inner: "<constraints>" + constraint(nil, "height", nil, nil, "constant=\"2000\"", id: "D1") + "</constraints>")
    let text = ibStoryboard(
      subviews: view("SCR-00001", "0,0,414,896", element: "scrollView", inner: "<subviews>\(content)</subviews>"),
      constraints: [
        constraint("SCR-00001", "top", "ROOT-001", "top", id: "E1"), constraint("SCR-00001", "bottom", "ROOT-001", "bottom", id: "E2"),
        constraint("SCR-00001", "leading", "ROOT-001", "leading", id: "E3"), constraint("SCR-00001", "trailing", "ROOT-001", "trailing", id: "E4"),
        constraint("DOC-00001", "top", "SCR-00001", "top", id: "E5"), constraint("DOC-00001", "bottom", "SCR-00001", "bottom", id: "E6"),
        constraint("DOC-00001", "leading", "SCR-00001", "leading", id: "E7"), constraint("DOC-00001", "width", "SCR-00001", "width", id: "E8"),
      ].joined(separator: "\n"))
    let (session, report) = try importing(text)
    #expect(report.ok)
    // The content is 2000 tall inside an 896-point scroll view: no conflict.
    #expect(frame(session, "view1") == Frame(x: 0, y: 0, width: 414, height: 2000))
    #expect(frame(session, "scrollView1") == Frame(x: 0, y: 0, width: 414, height: 896))
    #expect(session.layout.conflicts.isEmpty)
  }

  /// A subview's safe-area guide is its own, derived from its frame as any
  /// view's is: under the root's 48-point inset, the container's safe area
  /// starts 48 down, where the file stored the child.
  @Test func aSubviewsSafeAreaIsItsOwnDerivedFromItsFrame() throws {
    // A full-screen container on an iPhone 11 (safe area 48 above, 34 below);
    // its child is pinned to the container's own safe-area guide.
    let inner = "<subviews>" + view("KID-00001", "0,48,414,814") + "</subviews><viewLayoutGuide key=\"safeArea\" id=\"SAFE-BOX1\"/>"
      + "<constraints>" + [
        constraint("KID-00001", "top", "SAFE-BOX1", "top", id: "S1"), constraint("KID-00001", "bottom", "SAFE-BOX1", "bottom", id: "S2"),
        constraint("KID-00001", "leading", "SAFE-BOX1", "leading", id: "S3"), constraint("KID-00001", "trailing", "SAFE-BOX1", "trailing", id: "S4"),
      ].joined() + "</constraints>"
    let text = ibStoryboard(
      subviews: view("BOX-00001", "0,0,414,896", inner: inner),
      constraints: [
        constraint("BOX-00001", "top", "ROOT-001", "top", id: "S5"), constraint("BOX-00001", "bottom", "ROOT-001", "bottom", id: "S6"),
        constraint("BOX-00001", "leading", "ROOT-001", "leading", id: "S7"), constraint("BOX-00001", "trailing", "ROOT-001", "trailing", id: "S8"),
      ].joined(separator: "\n"))
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(frame(session, "view2") == Frame(x: 0, y: 48, width: 414, height: 814))
    #expect(session.entries.joined().contains("view2.top == view1.safeArea.top"))
    #expect(session.layout.safeAreaInsets(of: session.layout.view(named: "view1")!) == EdgeInsets(top: 48, left: 0, bottom: 34, right: 0))
  }

  /// insetsLayoutMarginsFromSafeArea="NO": the view's margins are measured
  /// from its frame, not from the safe area it derives under the root's
  /// 48-point inset.
  @Test func marginsFromTheFrameWhenTheFileSaysSo() throws {
    let inner = "<subviews>" + view("KID-00002", "8,8,398,100") + "</subviews>"
      + "<constraints>" + constraint("KID-00002", "top", "BOX-00002", "topMargin", id: "M1") + "</constraints>"
    let text = ibStoryboard(
      subviews: view("BOX-00002", "0,0,414,200", attributes: #"insetsLayoutMarginsFromSafeArea="NO""#, inner: inner),
      constraints: [
        constraint("BOX-00002", "top", "ROOT-001", "top", id: "M2"), constraint("BOX-00002", "leading", "ROOT-001", "leading", id: "M3"),
        constraint("BOX-00002", "trailing", "ROOT-001", "trailing", id: "M4"), constraint("BOX-00002", "height", nil, nil, #"constant="200""#, id: "M5"),
      ].joined(separator: "\n"))
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(session.entries.joined().contains("set view1.insetsMarginsFromSafeArea false"))
    #expect(frame(session, "view2")?.y == 8)
  }

  @Test func theLegacyTopLayoutGuideIsTheSafeAreasTop() throws {
    let text = ibStoryboard(
      device: "retina4_7", size: "375x667",
      subviews: view("TOP-00001", "0,20,375,44"),
      constraints: [
        constraint("TOP-00001", "top", "GUIDE-TOP", "bottom", id: "G1"),
        constraint("TOP-00001", "leading", "ROOT-001", "leading", id: "G2"),
        constraint("TOP-00001", "trailing", "ROOT-001", "trailing", id: "G3"),
        constraint("TOP-00001", "height", nil, nil, "constant=\"44\"", id: "G4"),
      ].joined(separator: "\n"),
      extra: "<layoutGuides><viewControllerLayoutGuide type=\"top\" id=\"GUIDE-TOP\"/></layoutGuides>")
    let (session, _) = try importing(text)
    #expect(frame(session, "view1") == Frame(x: 0, y: 20, width: 375, height: 44))
  }

  @Test func constraintsTheBaseLayoutExcludesAreLeftOut() throws {
    let text = ibStoryboard(
      subviews: view("V-0000001", "0,48,100,100"),
      constraints: [
        constraint("V-0000001", "top", "SAFE-001", "top", id: "X1"), constraint("V-0000001", "leading", "ROOT-001", "leading", id: "X2"),
        constraint("V-0000001", "width", nil, nil, "constant=\"100\"", id: "X3"), constraint("V-0000001", "height", nil, nil, "constant=\"100\"", id: "X4"),
        constraint("V-0000001", "width", nil, nil, "constant=\"200\"", id: "X5"),
      ].joined(separator: "\n")
        + "</constraints><variation key=\"default\"><mask key=\"constraints\"><exclude reference=\"X5\"/></mask></variation>"
        + "<variation key=\"heightClass=compact\"/><constraints>")
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(frame(session, "view1") == Frame(x: 0, y: 48, width: 100, height: 100))
    #expect(answerText(report).contains("size-class variations: the base layout is shown; not shown: heightClass=compact"))
  }

  @Test(arguments: [
    ("<document><objects>", "test.storyboard:1: malformed XML"),
    ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>", "test.storyboard:2: not an Interface Builder document"),
    ("<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"/>", "test.storyboard:1: an AppKit (macOS) document"),
  ])
  func badDocumentsAreRefusedWithTheirLineAndChangeNothing(_ text: String, _ message: String) throws {
    let (session, report) = try importing(text)
    #expect(!report.ok)
    #expect(report.failure?.message.hasPrefix(message) == true, "\(report.failure?.message ?? "")")
    #expect(session.entries.isEmpty)
  }

  @Test func aConstraintToAnIdThatIsNotThereIsRefusedWithItsLine() throws {
    let text = ibStoryboard(subviews: view("V-0000001", "0,0,10,10"), constraints: constraint("V-0000001", "top", "GONE-0001", "top", id: "Z1"))
    let dir = try ibFolder(["test.storyboard": text])
    let session = Session(directory: dir, text: .em)
    _ = session.execute("view keep")
    let report = session.execute("import test.storyboard")
    #expect(!report.ok)
    #expect(report.failure?.message.contains("refers to GONE-0001, which is no view or guide in this scene") == true)
    #expect(report.failure?.message.hasPrefix("test.storyboard:") == true)
    #expect(session.layout.view(named: "keep") != nil)
  }

  @Test func aConstraintAlreplRefusesIsListedWithItsLineAndTheRestIsImported() throws {
    let text = ibStoryboard(
      subviews: view("V-0000001", "0,48,100,100"),
      constraints: [
        constraint("V-0000001", "top", "SAFE-001", "top", id: "M1"), constraint("V-0000001", "leading", "ROOT-001", "leading", id: "M2"),
        constraint("V-0000001", "width", nil, nil, "constant=\"100\"", id: "M3"), constraint("V-0000001", "height", nil, nil, "constant=\"100\"", id: "M4"),
        // Apple refuses a location against a size; so does alrepl.
        constraint("V-0000001", "top", "ROOT-001", "width", id: "M5"),
      ].joined(separator: "\n"))
    let (session, report) = try importing(text)
    #expect(report.ok)
    #expect(answerText(report).contains("not rebuilt, line 22: view1.top == root.width: Invalid pairing"), "\(answerText(report))")
    #expect(frame(session, "view1") == Frame(x: 0, y: 48, width: 100, height: 100))
    #expect(session.entries.joined().contains("view1.height == 100"))
  }

  @Test func anIdUsedTwiceIsRefused() throws {
    let text = ibStoryboard(subviews: view("V-0000001", "0,0,10,10") + view("V-0000001", "0,0,10,10"))
    let (_, report) = try importing(text)
    #expect(report.failure?.message.contains("the id V-0000001 is used twice") == true)
  }

  @Test func importReadsSceneAndIBSizesOnlyAfterAStoryboardOrXibPath() throws {
    #expect(try Parser.parse("import My Screens.storyboard scene Settings ib-sizes") as? ImportCommand
      == ImportCommand(path: "My Screens.storyboard", scene: "Settings", storedSizes: true))
    #expect(try Parser.parse("import \"a b.xib\" ib-sizes") as? ImportCommand == ImportCommand(path: "a b.xib", scene: nil, storedSizes: true))
    #expect(try Parser.parse("import log scene 2.txt") as? ImportCommand == ImportCommand(path: "log scene 2.txt"))
    #expect(try Parser.parse("import Main.storyboard") as? ImportCommand == ImportCommand(path: "Main.storyboard"))
  }

  @Test func lintReportsConflictsAmbiguityAndMisplacedViewsWithLines() throws {
    let text = ibStoryboard(
      subviews: view("V-0000001", "0,48,100,100") + view("W-0000001", "0,300,50,50"),
      constraints: [
        constraint("V-0000001", "top", "SAFE-001", "top", id: "Q1"), constraint("V-0000001", "leading", "ROOT-001", "leading", id: "Q2"),
        constraint("V-0000001", "width", nil, nil, "constant=\"100\"", id: "Q3"), constraint("V-0000001", "height", nil, nil, "constant=\"100\"", id: "Q4"),
        constraint("V-0000001", "height", nil, nil, "constant=\"120\"", id: "Q5"),
        constraint("W-0000001", "width", nil, nil, "constant=\"50\"", id: "Q6"),
      ].joined(separator: "\n"))
    let dir = try ibFolder(["Bad.storyboard": text])
    let findings = FileLinter(importers: ImporterRegistry()).lint(dir + "/Bad.storyboard")
    let kinds = Set(findings.map(\.kind))
    #expect(kinds == ["conflict", "ambiguous", "misplaced"], "\(findings.map(\.text))")
    #expect(findings.allSatisfy { $0.line > 1 && $0.text.hasPrefix(dir + "/Bad.storyboard:") })
  }
}
