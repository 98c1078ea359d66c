import Testing
@testable import LayoutLanguage

/// One test per feature of Apple's conflict-log format
/// (shared/reference/conflict-log-format.md), each on a line taken from or
/// shaped like a real log.
@Suite struct ConflictLogParserTests {
  // MARK: - The envelope

  @Test func uiKitLogWithHeaderAdviceAndBrokenConstraint() throws {
    let log = try ConflictLogParser.parse("""
      2017-12-10 14:43:56.18 App[29643:1101268] [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      (
          "<NSLayoutConstraint:0x7fca0bd54cc0 V:[UIView:0x7fca0bd50f70(200)]>",
          "<NSLayoutConstraint:0x7fca0bd564a0 V:[UIView:0x7fca0bd50f70(84)]>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint:0x7fca0bd564a0 V:[UIView:0x7fca0bd50f70(84)]>

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      """)
    #expect(log.platform == .uiKit)
    #expect(log.entries.count == 2)
    #expect(log.entries.map(\.line) == [6, 7])
    #expect(log.entries[0].address == "0x7fca0bd54cc0")
    #expect(log.entries[1].body == .size(
      axis: .vertical, item: ConflictLogItem(className: "UIView", address: "0x7fca0bd50f70"),
      extent: ConflictLogExtent(relation: .equal, value: 84, isSystemSpacing: false, priority: nil)))
    #expect(log.brokenEntryIndex == 1)
    #expect(log.broken?.line == 11)
  }

  @Test func appKitLogWithUnquotedEntriesAndOldNames() throws {
    let log = try ConflictLogParser.parse("""
      Unable to simultaneously satisfy constraints:
      (
          <NSAutoresizingMaskLayoutConstraint:0x127ac70f0 h=--& v=--& V:[NSView:0x141b61c50(0)]>,
          <NSAutoresizingMaskLayoutConstraint:0x131f4e560 h=-&- v=-&- V:|-(0)-[FI_TListScrollView:0x141b65950]   (Names: '|':NSView:0x141b61c50 )>
      )
      Will attempt to recover by breaking constraint <NSAutoresizingMaskLayoutConstraint:0x131f4e560 h=-&- v=-&- V:|-(0)-[FI_TListScrollView:0x141b65950]   (Names: '|':NSView:0x141b61c50 )>
      """)
    #expect(log.platform == .appKit)
    #expect(log.entries.count == 2)
    #expect(log.entries[0].autoresizing == AutoresizingFlags(horizontal: [false, false, true], vertical: [false, false, true]))
    #expect(log.entries[1].autoresizing?.notation == "h=-&- v=-&-")
    #expect(log.entries[1].superview == ConflictLogItem(className: "NSView", address: "0x141b61c50"))
    #expect(log.brokenEntryIndex == 1)
  }

  @Test func listAloneWithBlankLinesAndNoParentheses() throws {
    let log = try ConflictLogParser.parse("""

      "<NSLayoutConstraint:0x1 UIView:0x2.width == 40   (active)>",

      "<NSLayoutConstraint:0x3 UIView:0x2.width == 50   (active)>"

      """)
    #expect(log.platform == .unknown)
    #expect(log.entries.count == 2 && log.broken == nil && log.brokenEntryIndex == nil)
  }

  @Test func brokenConstraintSplitOverTwoLinesByARealNewline() throws {
    let log = try ConflictLogParser.parse("""
      (
          "<NSLayoutConstraint:0xa UILabel:0xb'one\\ntwo'.height == 40   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0xa UILabel:0xb'one
      two'.height == 40   (active)>
      """)
    #expect(log.entries[0].items[0].text == "one\ntwo")
    #expect(log.broken?.items[0].text == "one\ntwo")
    #expect(log.brokenEntryIndex == 0)
  }

  // MARK: - Constraint descriptions

  @Test func equationWithModuleClassIdentifierAndNames() throws {
    let e = try entry(
      "<NSLayoutConstraint:0x60800029f360 'UIView-Encapsulated-Layout-Width' Trust.BrowserNavigationBar:0x7fbcc64374b0.width == 0   (active)>")
    #expect(e.identifier == "UIView-Encapsulated-Layout-Width")
    guard case .equation(let lhs, .equal, nil, 1, 0) = e.body else {
      Issue.record("not a constant equation: \(e.body)")
      return
    }
    #expect(lhs.item.className == "Trust.BrowserNavigationBar" && lhs.attribute == .width)
  }

  @Test func twoItemAutoresizingEquationWithFrameAttribute() throws {
    let e = try entry(
      "<NSAutoresizingMaskLayoutConstraint:0x14f0decb0 h=-&- v=--& CKMessageEntryView:0x14dfca460.midX == UIInputSetHostView:0x14f0f6330.midX + 187.5>")
    guard case .equation(let lhs, .equal, let rhs?, 1, 187.5) = e.body else {
      Issue.record("unexpected body \(e.body)")
      return
    }
    #expect(lhs.attribute == .midX && lhs.attribute.layoutAttribute == .centerX)
    #expect(rhs.item.address == "0x14f0f6330")
    #expect(e.className == "NSAutoresizingMaskLayoutConstraint")
  }

  @Test func labelTextHoldingQuotesColonsAndEscapes() throws {
    let quote = try entry(
      "<NSLayoutConstraint:0x1 'UISV-alignment' UILabel:0x7f95b5653eb0'YOU'RE OK'.bottom == UILabel:0x7f95b5653310'Mate'.bottom   (active)>")
    #expect(quote.items.map(\.text) == ["YOU'RE OK", "Mate"])
    let colon = try entry(
      "<NSLayoutConstraint:0x2 UILabel:0x3'Added at 10:26'.trailing == UILabel:0x4'couldn\\U2019t'.trailing   (active)>")
    #expect(colon.items.map(\.text) == ["Added at 10:26", "couldn\u{2019}t"])
    let vfl = try entry("<NSLayoutConstraint:0x5 V:[UILabel:0x6'iPhone Simulator-1:\\n2 - t...'(>=121)]>")
    #expect(vfl.items[0].text == "iPhone Simulator-1:\n2 - t...")
  }

  @Test func namedItemsResolveThroughNames() throws {
    let e = try entry(
      "<NSLayoutConstraint:0x6000000909a0 V:[NextButton]-(465)-[_UILayoutGuide:0x7ff359716b20]   (active, names: NextButton:0x7ff359716370 )>")
    #expect(e.items[0] == ConflictLogItem(address: "0x7ff359716370", name: "NextButton"))
    let appKit = try entry(
      "<NSAutoresizingMaskLayoutConstraint:0x78a6c3c00 h=--& v=-&- ItemCell.width == 194   (active, names: ItemCell:0x78b50b000 )>")
    #expect(appKit.items[0].address == "0x78b50b000")
    let dotted = try entry("<NSLayoutConstraint:0x1 AddressToolbar.lockIcon.width == 20   (active)>")
    #expect(dotted.items[0].name == "AddressToolbar.lockIcon")
  }

  @Test func layoutGuidesAndSpacers() throws {
    let e = try entry(
      "<NSLayoutConstraint:0x6000023de8f0 UIView:0x13fd292b0.top == UILayoutGuide:0x600003e14d20'UIViewSafeAreaLayoutGuide'.top + 844   (active)>")
    #expect(e.items[1] == ConflictLogItem(className: "UILayoutGuide", address: "0x600003e14d20", text: "UIViewSafeAreaLayoutGuide"))
    let spacer = try entry(
      "<NSLayoutConstraint:0x6000034679d0 'UISV-spanning-boundary' _UILayoutSpacer:0x60000284c1e0'UISV-alignment-spanner'.top <= UIView:0x7fa67350cab0.top   (active)>")
    #expect(spacer.items[0].className == "_UILayoutSpacer" && spacer.items[0].text == "UISV-alignment-spanner")
  }

  @Test(arguments: [
    ("UIView:0x1.height == 0.2*MyView:0x2.height", 0.2),
    ("UIImageView:0x1.width == UIImageView:0x1.height * 0.384615", 0.384615),
    ("UIView:0x1.height == 0.28125*UIView:0x1.width", 0.28125),
  ])
  func multipliersInBothForms(_ body: String, _ expected: Double) throws {
    guard case .equation(_, _, _?, let multiplier, 0) = try entry("<NSLayoutConstraint:0x9 \(body)>").body else {
      Issue.record("not a two-item equation")
      return
    }
    #expect(multiplier == expected)
  }

  @Test(arguments: [
    ("UIView:0x1.width == - 16", -16.0),
    ("UILabel:0x1.midY == + 39", 39),
    ("UIView:0x1.width == 2.22507e-308", 2.22507e-308),
    ("UILabel:0x1.leading == UIView:0x2.leading + 16.0", 16),
    ("UILabel:0x1.trailing == UIView:0x2.trailing - 10", -10),
    ("UILayoutGuide:0x1'UIViewLayoutMarginsGuide'.bottom == UIButton:0x2.bottom NSSpace(0)", 0),
    ("UIView:0x1.bottom <= UIView:0x2.bottom NSLayoutAnchorConstraintSpace(8)", 8),
  ])
  func constants(_ body: String, _ expected: Double) throws {
    guard case .equation(_, _, _, _, let constant) = try entry("<NSLayoutConstraint:0x9 \(body)>").body else {
      Issue.record("not an equation")
      return
    }
    #expect(constant == expected)
  }

  @Test func visualFormatSpacingsWithSystemSpaceAndDirection() throws {
    let e = try entry(
      "<_UISystemBaselineConstraint:0x1 'UISV-spacing' V:[UIStackView:0x2]-(>=NSLayoutAnchorConstraintSpace(8))-[UIButton:0x3'E-posta adresini mi unutt...']   (active)>")
    guard case .spacing(.vertical, .item(let from), let extent, .item(let to)) = e.body else {
      Issue.record("not a spacing: \(e.body)")
      return
    }
    #expect(from.address == "0x2" && to.text == "E-posta adresini mi unutt...")
    #expect(extent == ConflictLogExtent(relation: .greaterThanOrEqual, value: 8, isSystemSpacing: true, priority: nil))
    let ltr = try entry("<NSLayoutConstraint:0x1 H:[UIView:0x2]-(22)-|(LTR)   (active, names: '|':UIView:0x3 )>")
    #expect(ltr.direction == .leftToRight)
    guard case .spacing(.horizontal, .item, _, .superview) = ltr.body else {
      Issue.record("not a trailing spacing")
      return
    }
    let negative = try entry("<NSLayoutConstraint:0x1 H:|-(-7)-[UIView:0x2]   (active, names: '|':UIView:0x3 )>")
    guard case .spacing(_, .superview, let gap, _) = negative.body else {
      Issue.record("not a leading spacing: \(negative.body)")
      return
    }
    #expect(gap.value == -7)
  }

  @Test func priorities() throws {
    #expect(try entry("<NSLayoutConstraint:0x1 H:|-(137@251)-[UIButton:0x2]   (active, names: '|':UIView:0x3 )>").priority == 251)
    #expect(try entry("<NSLayoutConstraint:0x1 H:[UIView:0x2(258@251)] priority:251   (active)>").priority == 251)
    #expect(try entry("<NSLayoutConstraint:0x1 NSTableRowView:0x2.height == 44 priority:500   (active)>").priority == 500)
    #expect(try entry("<NSLayoutConstraint:0x1 UIView:0x2.top == UIView:0x3.top + 8 @750>").priority == 750)
    #expect(try entry("<MASLayoutConstraint:0x1 UIView:0x2.height == 44 ^low>").priority == 250)
    #expect(try entry("<NSLayoutConstraint:0x1 UIView:0x2.height == 44   (active)>").priority == 1000)
  }

  @Test func contentSizeConstraintWithHuggingAndCompressionResistance() throws {
    let e = try entry(
      "<NSContentSizeLayoutConstraint:0x1 NSTextField:0x103428b00.height == 18 Hug:750 CompressionResistance:250   (active)>")
    #expect(e.contentPriorities == .init(hugging: 750, compressionResistance: 250))
    let old = try entry("<NSContentSizeLayoutConstraint:0x2 H:[UIImageView:0x766aac0(512)] Hug:250 CompressionResistance:1>")
    #expect(old.contentPriorities?.compressionResistance == 1)
  }

  @Test func snapKitSourceLocationAndMarginAttributes() throws {
    let e = try entry(
      "<SnapKit.LayoutConstraint:0x281a99500@SyncModeSectionSeparator.swift#17 UILabel:0x1035172e0.leading == _UITableViewHeaderFooterContentView:0x103517f60.leadingMargin + 16.0>")
    #expect(e.className == "SnapKit.LayoutConstraint" && e.sourceLocation == "SyncModeSectionSeparator.swift#17")
    guard case .equation(_, _, let rhs?, _, _) = e.body else {
      Issue.record("not an equation with a second item: \(e.body)")
      return
    }
    #expect(rhs.attribute == .leadingMargin)
  }

  @Test func duplicateNamesKeysAndTheSameObjectTwice() throws {
    let e = try entry(
      "<NSLayoutConstraint:0x78a6c2fd0 H:[NSTextField:0x78a523480]-(8)-|   (active, names: ItemCell:0x78b50b000, '|':ItemCell:0x78b50b000 )>")
    #expect(e.names.map(\.key) == ["ItemCell", "|"])
    #expect(e.superview?.address == "0x78b50b000")
  }

  // MARK: - Errors name a line and a column

  @Test func unknownAttributeIsReportedWhereItStands() {
    let error = #expect(throws: ConflictLogError.self) {
      try ConflictLogParser.parse("(\n    \"<NSLayoutConstraint:0x1 UIView:0x2.wdth == 40   (active)>\"\n)")
    }
    #expect(error?.line == 2)
    #expect(error?.column == 41)
    #expect(error?.message.contains("unknown attribute") == true)
  }

  @Test func aLineInsideTheListThatIsNotAConstraint() {
    let error = #expect(throws: ConflictLogError.self) {
      try ConflictLogParser.parse("(\n  \"<NSLayoutConstraint:0x1 UIView:0x2.width == 40>\",\n  oops\n)")
    }
    #expect(error?.line == 3 && error?.column == 3)
  }

  @Test func anEntryCutShort() {
    let error = #expect(throws: ConflictLogError.self) {
      try ConflictLogParser.parse("(\n\"<NSLayoutConstraint:0x1 UIView:0x2.width == 40\n)")
    }
    #expect(error?.line == 2)
    #expect(error?.message.contains("does not end") == true)
  }

  @Test func aMissingRelation() {
    let error = #expect(throws: ConflictLogError.self) {
      try ConflictLogParser.parse("\"<NSLayoutConstraint:0x1 UIView:0x2.width = 40>\"")
    }
    #expect(error?.line == 1 && error?.column == 43)
  }

  @Test func emptyAndRedactedLogs() {
    #expect(throws: ConflictLogError.self) { try ConflictLogParser.parse("") }
    let redacted = #expect(throws: ConflictLogError.self) {
      try ConflictLogParser.parse("Unable to simultaneously satisfy constraints:\n<private>\n")
    }
    #expect(redacted?.line == 2 && redacted?.message.contains("redacted") == true)
  }

  // MARK: - Helpers

  /// The description as a UIKit list entry: quoted, so NSArray escapes apply.
  private func entry(_ description: String) throws -> ConflictLogEntry {
    try #require(try ConflictLogParser.parse("\"\(description)\"").entries.first)
  }
}
