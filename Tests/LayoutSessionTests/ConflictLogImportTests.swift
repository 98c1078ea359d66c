import Foundation
import Testing
@testable import LayoutLanguage
@testable import LayoutSession

/// shared/conflict-logs, found from this file: Tests/LayoutSessionTests/ → ../../../shared/conflict-logs.
private let logDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("shared/conflict-logs")

private let sharedLogs: [String] =
  ((try? FileManager.default.contentsOfDirectory(atPath: logDirectory.path)) ?? []).filter { $0.hasSuffix(".txt") }.sorted()

/// What importing each shared log finds: the number of listed constraints in
/// the conflicting set, and whether Apple's broken constraint is one of them
/// (nil: the log is a bare list and does not say).
private let expectedFindings: [String: (listed: Int, appleBrokenInSet: Bool?)] = [
  "01-folding-cell-vfl-height-conflict.txt": (2, true),
  "03-trustwallet-encapsulated-width-zero.txt": (3, true),
  "05-steroids-autoresizing-midx-two-items.txt": (3, true),
  "07-openradar-alertcontroller-autoresizing-width.txt": (4, true),
  "13-dicetableviewcell-margins-encapsulated-width.txt": (4, true),
  "19-vathanakmao-layoutsupport-named-button.txt": (7, true),
  // Apple broke a stack alignment constraint; the cell is too narrow without it.
  "20-wtf-custom9-uisv-labels-text.txt": (7, false),
  "22-unstoppable-snapkit-headerfooter-width-zero.txt": (3, true),
  "25-constraintsmonitor-autoresizing-multiplier.txt": (6, true),
  "26-fdtake-negative-width.txt": (1, true),
  "29-luen-safearea-top-blank-lines.txt": (4, true),
  // Apple broke the list view's bottom; the clip view is already 15 points too tall.
  "32-smhr-appkit-unquoted-autoresizing.txt": (5, false),
  "33-munki-appkit-autoresizing-names.txt": (6, true),
  "37-wtf-issue2-list-autoresizing-suffix-multiplier.txt": (7, nil),
  "40-wtf-issue10-list-stackview-anchorspace.txt": (15, nil),
  "45-wtf-custom4-list-layoutsupport-encapsulated-top.txt": (4, nil),
  "47-wtf-papertrail2-list-quote-in-label.txt": (6, nil),
]

@Suite struct ConflictLogImportTests {
  // MARK: - Every shared log

  @Test(
    .enabled(if: !sharedLogs.isEmpty, "shared/conflict-logs not found next to the repository (expected at \(logDirectory.path))"),
    arguments: sharedLogs)
  func everySharedLogImportsAndItsConflictIsMadeOfListedConstraints(_ file: String) throws {
    let session = Session(directory: logDirectory.path)
    let report = session.execute("import \(file)")
    #expect(report.ok, "\(file): \(report.failure?.message ?? "")")
    let text = try String(contentsOf: logDirectory.appendingPathComponent(file), encoding: .utf8)
    let plan = ConflictLogImport(try ConflictLogParser.parse(text))
    let findings = ImportFindings(plan, layout: session.layout)
    try #require(!findings.findings.isEmpty, "\(file): no conflict reproduced")
    for finding in findings.findings {
      for member in finding.members {
        if case .unlisted(let name) = member { Issue.record("\(file): \(name) is not a constraint of the log") }
      }
      #expect(!finding.entries.isEmpty)
    }
    let listed = Set(findings.findings.flatMap(\.entries)).count
    let apple = plan.log.broken == nil ? nil : findings.appleBrokenIsInConflict
    if let expected = expectedFindings[file] {
      #expect(listed == expected.listed, "\(file): conflicting set size")
      #expect(apple == expected.appleBrokenInSet, "\(file): Apple's broken constraint in the set")
    }
  }

  // MARK: - Rebuilding

  @Test func superviewsComeFromNamesAndMarginsFromTheLogsGuide() throws {
    let plan = try importPlan("""
      (
          "<NSLayoutConstraint:0x1 UIStackView:0xa.top == UITableViewCellContentView:0xc.topMargin   (active)>",
          "<NSLayoutConstraint:0x2 'UIView-topMargin-guide-constraint' V:|-(8)-[UILayoutGuide:0xd'UIViewLayoutMarginsGuide']   (active, names: '|':UITableViewCellContentView:0xc )>",
          "<NSLayoutConstraint:0x3 H:|-(15)-[UILabel:0xe'Set lunch']   (active, names: '|':UIStackView:0xa )>"
      )
      """)
    #expect(plan.declarations.prefix(4) == [
      "view contentView", "view stackView in contentView", "guide marginsGuide in contentView",
      "view label_Set_lunch in stackView",
    ])
    // In the log's order: the break rule reads it as the order of making.
    #expect(plan.constraints.map(\.line) == [
      "log1: stackView.top == marginsGuide.top",
      "log2: marginsGuide.top == contentView.top + 8",
      "log3: label_Set_lunch.leading == stackView.leading + 15",
    ])
  }

  @Test func autoresizingPositionIsMeasuredFromTheSuperview() throws {
    let plan = try importPlan("""
      "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa.minX == 204   (active, names: '|':UIView:0xb )>",
      "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UILabel:0xc.midY == + 39>"
      """)
    #expect(plan.constraints.map(\.line) == ["log1: view2.left == view1.left + 204", "log2: label.centerY == root.top + 39"])
    #expect(plan.views.map(\.parent) == [nil, "view1", nil])
  }

  @Test func spacingsReadInTheirDirection() throws {
    let plan = try importPlan("""
      "<NSLayoutConstraint:0x1 H:[UIView:0xa]-(>=8)-[UIView:0xb](LTR)   (active)>",
      "<NSLayoutConstraint:0x2 H:[UIView:0xa]-(8)-[UIView:0xb](RTL)   (active)>",
      "<NSLayoutConstraint:0x3 V:[UIView:0xa]-(0.5)-|   (active, names: '|':UIView:0xc )>",
      "<NSLayoutConstraint:0x4 H:|-(137@251)-[UIView:0xb]   (active, names: '|':UIView:0xc )>"
      """)
    #expect(plan.constraints.map(\.line) == [
      "log1: view3.left >= view2.right + 8",
      "log2: view2.left == view3.right + 8",
      "log3: view1.bottom == view2.bottom + 0.5",
      "log4: view3.leading == view1.leading + 137 @251",
    ])
  }

  @Test func aBarWithoutNamesGetsAPlaceholderSuperview() throws {
    let plan = try importPlan("\"<NSLayoutConstraint:0x1 H:|-(20)-[UIView:0xa]>\"")
    #expect(plan.views.map(\.name) == ["superview", "view"])
    #expect(plan.views[0].isPlaceholder)
    #expect(plan.constraints.map(\.line) == ["log1: view.leading == superview.leading + 20"])
  }

  @Test func contentSizeBecomesIntrinsicSize() throws {
    let session = Session(directory: "/")
    let plan = try importPlan("""
      "<NSContentSizeLayoutConstraint:0x1 UILabel:0xa.width == 42 Hug:250 CompressionResistance:1000   (active)>",
      "<NSLayoutConstraint:0x2 UILabel:0xa.width <= 30   (active)>"
      """)
    #expect(plan.declarations == ["view label", "set label.intrinsic 42 none", "set label.hug 250 250", "set label.resist 1000 750"])
    for line in plan.lines { #expect(session.execute(line).ok, "\(line)") }
    let findings = ImportFindings(plan, layout: session.layout)
    #expect(findings.findings.map { $0.entries.sorted() } == [[0, 1]])
  }

  @Test func appleBrokenConstraintOutsideTheSetIsSaidToBe() throws {
    let (session, report) = try importText("""
      (
          "<NSLayoutConstraint:0x1 UIView:0xa.width == 10   (active)>",
          "<NSLayoutConstraint:0x2 UIView:0xa.width == 20   (active)>",
          "<NSLayoutConstraint:0x3 UIView:0xa.height == 5   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x3 UIView:0xa.height == 5   (active)>
      """)
    #expect(report.ok)
    let lines = TextRenderer.lines(report)
    #expect(lines.contains("  conflict reproduced: log1, log2 (lines 2, 3)"))
    #expect(lines.contains(
      "  alrepl breaks log1 (line 2, 0x1); Apple broke log3 (line 4, 0x3), which is not in the conflicting set alrepl found (it conflicts without it): they differ"))
    #expect(session.layout.conflicts.count == 1)
  }

  // MARK: - Deciding blind

  /// A made-up log in Apple's format: a view 20 from the leading edge and
  /// 400 from the trailing edge of a 375-point bar, so it would be -45 wide.
  private let insideOutLog = """
    Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x10 UIView:0xa.leading == Bar:0xb.leading + 20   (active)>",
        "<NSLayoutConstraint:0x20 UIView:0xa.trailing == Bar:0xb.trailing - 400   (active)>",
        "<NSLayoutConstraint:0x30 'UIView-Encapsulated-Layout-Width' Bar:0xb.width == 375   (active)>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x20 UIView:0xa.trailing == Bar:0xb.trailing - 400   (active)>
    """

  private func alreplBroke(_ report: Report) throws -> [String: String] {
    let json = try #require(report.answer?.json)
    guard case .object(let fields) = json, case .object(let side)? = fields.first(where: { $0.0 == "alrepl_broke" })?.1 else {
      Issue.record("no alrepl_broke")
      return [:]
    }
    return Dictionary(uniqueKeysWithValues: side.map { key, value in
      switch value {
      case .string(let s): (key, s)
      case .number(let n): (key, String(Int(n)))
      default: (key, "null")
      }
    })
  }

  @Test func theChoiceIsTheSameWithoutApplesAnswer() throws {
    let cut = String(insideOutLog[..<insideOutLog.range(of: "Will attempt")!.lowerBound])
    let (_, whole) = try importText(insideOutLog)
    let (_, blind) = try importText(cut)
    #expect(try alreplBroke(whole) == ["name": "log2", "line": "4", "address": "0x20"])
    #expect(try alreplBroke(blind) == alreplBroke(whole))
    let lines = TextRenderer.lines(whole)
    #expect(lines.contains("  alrepl breaks log2 (line 4, 0x20); Apple broke log2 (line 4, 0x20): they agree"), "\(lines)")
  }

  /// Apple's answer first in the list does not make alrepl pick it: the
  /// log's order is replayed as it is.
  @Test func theLogsOrderIsReplayedAsItIs() throws {
    let plan = try importPlan(insideOutLog)
    #expect(plan.constraints.map(\.name) == ["log1", "log2", "log3"])
    #expect(plan.systemStandIns == ["log3"])
  }

  // MARK: - The session command

  @Test func importReplacesTheLayoutAsOneUndoableCommand() throws {
    let (session, report) = try importText("\"<NSLayoutConstraint:0x1 UIView:0xa.width == - 16   (active)>\"", before: ["view card"])
    #expect(report.ok)
    #expect(session.layout.view(named: "card") == nil)
    #expect(session.layout.view(named: "view") != nil)
    #expect(session.script == ["view view", "log1: view.width == -16"])
    let json = JSONRenderer.line(report)
    #expect(json.contains("\"conflicts\": [{\"broken\": \"log1\", \"set\": [\"view.width >= 0\", \"log1\"]}]"))
    #expect(json.contains("\"import\": {\"file\": \"log.txt\""))
    #expect(session.execute("undo").ok)
    #expect(session.layout.view(named: "card") != nil && session.layout.view(named: "view") == nil)
    #expect(session.execute("redo").ok)
    #expect(session.layout.view(named: "view") != nil)
  }

  @Test func anUnreadableLogNamesFileLineAndColumnAndChangesNothing() throws {
    let (session, report) = try importText(
      "(\n    \"<NSLayoutConstraint:0x1 UIView:0xa.width === 16>\"\n)", before: ["view card"])
    #expect(report.failure?.message.hasPrefix("log.txt:2:49: ") == true, "\(report.failure?.message ?? "")")
    #expect(session.layout.view(named: "card") != nil)
    #expect(session.execute("import no-such-file.txt").failure?.message.contains("cannot read") == true)
  }

  // MARK: - Helpers

  private func importPlan(_ text: String) throws -> ConflictLogImport {
    ConflictLogImport(try ConflictLogParser.parse(text))
  }

  private func importText(_ text: String, before: [String] = []) throws -> (Session, Report) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alrepl-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try text.write(to: directory.appendingPathComponent("log.txt"), atomically: true, encoding: .utf8)
    let session = Session(directory: directory.path)
    for line in before { #expect(session.execute(line).ok) }
    return (session, session.execute("import log.txt"))
  }
}
