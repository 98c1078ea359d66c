import Foundation
import Testing
@testable import LayoutSession

/// What a new user tripped on (issue 36): answers that were wrong or
/// contradicted each other. Each test fails on the code before the fix.
@Suite struct NewUserAnswerTests {
  /// The text of the last command's report, after running the others.
  private func text(_ commands: [String]) -> [String] {
    let s = Session()
    var last: Report?
    for c in commands {
      last = s.execute(c)
      #expect(last!.ok, "\(c): \(last!.failure?.message ?? "")")
    }
    return TextRenderer.lines(last!)
  }

  @Test func thresholdSeesARequiredCompetitor() {
    // b first: the oldest member of a conflict breaks, and b should.
    let lines = text(["view v", "b: v.width == 200", "a: v.width == 100", "threshold a"])
    #expect(!lines.contains { $0.contains("nothing else competes") })
    #expect(lines.contains { $0.contains("at 1000 (required) it holds against required b") && $0.contains("v moves") })
  }

  @Test func thresholdFlipIsWhatWhatIfShows() {
    let s = Session()
    for c in ["view v", "b: v.width == 200", "a: v.width == 100"] { _ = s.execute(c) }
    let flips = s.execute("threshold a").answer?.json
    guard case .object(let fields) = flips, case .array(let list)? = fields.first(where: { $0.0 == "flips" })?.1 else {
      Issue.record("no flips in the JSON")
      return
    }
    #expect(list == [.number(1000)])
    #expect(TextRenderer.lines(s.execute("whatif a priority 999")).contains { $0.contains("(0, 0, 100, 0)  → (0, 0, 200, 0)") })
  }

  @Test func whatIfDoesNotSayABrokenConstraintHoldsWhenItIsUnmet() {
    let lines = text(["view v", "b: v.width == 200", "a: v.width == 100", "whatif b priority 999"])
    #expect(lines.contains { $0.contains("unsatisfied: b") })
    #expect(!lines.contains { $0.contains("b holds again") })
    #expect(lines.contains { $0.contains("conflict resolved: b is optional now") })
  }

  @Test func siblingChainsAreNotOverconstrained() {
    let lines = text(["view a", "view b", "view c", "b.leading == a.trailing + 8", "c.leading == b.trailing + 8", "b.width == 50"])
    #expect(!lines.contains { $0.contains("lint:") })
    let vfl = text(["view title", "view avatar", "vfl H:|-[title]-8-[avatar(40)]-|"])
    #expect(!vfl.contains { $0.contains("lint:") })
  }

  @Test func pinnedToTheSuperviewOnBothSidesWithAWidthStillLints() {
    let lines = text(["view v", "v.leading == root.leading", "v.trailing == root.trailing", "v.width == 375"])
    #expect(lines.contains { $0.contains("v has leading, trailing and width all required") })
  }

  @Test func theContainerLintSaysWhatIsTrueWhenContentSizesIt() {
    let s = Session()
    var all: [String] = []
    for c in [
      "view sheet", "view rect in sheet", "sheet.leading == root.leading", "sheet.trailing == root.trailing",
      "sheet.bottom == root.bottom", "rect.leading == sheet.leading + 16", "rect.trailing == sheet.trailing - 16",
      "rect.top == sheet.top + 16", "rectHeight: rect.height == 100", "sheet.bottom == rect.bottom + 82",
    ] { all += TextRenderer.lines(s.execute(c)) }
    #expect(s.layout.frame(of: s.layout.view(named: "sheet")!).height == 198)
    #expect(!all.contains { $0.contains("can no longer size itself from its content") })
    #expect(all.contains { $0.contains("sheet's height now comes from its content") })
  }

  @Test func nineNineNineLintIsShownOnceWhileAnyGivesWay() {
    let s = Session()
    var lints: [String] = []
    for c in [
      "view a", "a.height >= 44", "a.height == 20 @999", "view b", "b.width >= 100", "b.width == 50 @999",
      "b.height == 30 @999", "b.height >= 60",
    ] { lints += TextRenderer.lines(s.execute(c)).filter { $0.contains("lint:") } }
    #expect(lints.count == 1)
    #expect(lints.first?.contains("which is what 999 is for") == true)
  }

  @Test func aConstantChangeSaysWhyItsConstraintBroke() {
    let s = Session()
    for c in ["view a", "a.height == 100"] { _ = s.execute(c) }
    let copy = TextRenderer.lines(s.execute("a.height == 100"))
    #expect(copy.contains { $0.contains("note: c2 says exactly what c1 says") })
    let lines = TextRenderer.lines(s.execute("set c1.constant 120"))
    // The new constant makes c1 the newest, so c2, now the oldest, breaks.
    #expect(lines.contains { $0.contains("broke c2: the oldest of the set (a changed constant counts as a new activation)") })
  }
}

@Suite struct NewUserAnswerTests2 {
  @Test func whyNamesTheOpenLinkOfItsChain() {
    let s = Session()
    for c in [
      "view sheet", "view rectangle in sheet", "view button in sheet", "sheet.leading == root.leading",
      "sheet.trailing == root.trailing", "sheet.bottom == root.bottom", "rectangle.height == 100", "c9: button.height == 50",
      "rectangle.top == sheet.top + 16", "button.top == rectangle.bottom + 16", "button.bottom == sheet.bottom - 16",
      "deactivate c9",
    ] { #expect(s.execute(c).ok, "\(c)") }
    let lines = TextRenderer.lines(s.execute("why sheet.height"))
    #expect(lines.contains { $0.contains("goes through button.height, which is open too") })
  }

  @Test func removeCountsWhatConstraintsLists() {
    let s = Session()
    _ = s.execute("view content")
    #expect(s.execute("constraints content").answer?.lines == ["no constraints"])
    #expect(s.execute("remove content").confirmation == ["removed view content (0 subviews, 0 constraints with it)"])
  }

  @Test func jsonNamesUnmetWishesUnsatisfied() {
    let s = Session()
    for c in ["view v", "v.width >= 100"] { _ = s.execute(c) }
    let line = JSONRenderer.line(s.execute("v.width == 50 @500"))
    #expect(line.contains("\"unsatisfied\": [{"))
    #expect(line.contains("\"broken\": [{"))  // the old name, kept for 0.3
  }
}

@Suite struct NewUserWordsTests {
  @Test func helpHasImportExportAndJSONTopics() {
    for topic in ["import", "export", "json"] {
      let lines = Help.text(topic)
      #expect(!(lines.first ?? "").hasPrefix("no help topic"), "help \(topic)")
    }
    #expect(Help.text("json").joined().contains("unsatisfied"))
  }

  @Test func exportedVFLLoadsBack() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alrepl-vfl-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let s = Session(directory: directory.path)
    for c in ["view a", "view b", "vfl H:|-[a]-[b]-|", "a.width == 0.5 * b.width", "export vfl out.vfl"] {
      #expect(s.execute(c).ok, "\(c)")
    }
    let before = s.layout.framesByID()
    for c in ["remove c1", "remove c2", "remove c3", "remove c4"] { #expect(s.execute(c).ok, "\(c)") }
    let load = s.execute("load out.vfl")
    #expect(load.ok, "\(load.failure?.message ?? "")")
    #expect(s.layout.framesByID() == before)
  }
}

@Suite struct UnsavedWorkTests {
  @Test func saveAloneWritesTheLastFileAndUnsavedChangesAreTracked() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alrepl-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let s = Session(directory: directory.path)
    #expect(!s.hasUnsavedChanges)
    #expect(s.execute("view a").ok)
    #expect(s.hasUnsavedChanges)
    let first = s.execute("save")
    #expect(!first.ok && first.failure?.message.contains("save FILE") == true)
    #expect(s.execute("save one.alrepl # a note").ok)
    #expect(!s.hasUnsavedChanges && s.lastFile == "one.alrepl")
    #expect(s.execute("a.width == 10").ok && s.hasUnsavedChanges)
    #expect(s.execute("save").confirmation == ["saved 2 commands to one.alrepl"])
    #expect(!s.hasUnsavedChanges)
    #expect(s.execute("undo").ok && s.hasUnsavedChanges)
    let text = try String(contentsOf: directory.appendingPathComponent("one.alrepl"), encoding: .utf8)
    #expect(text.hasSuffix("view a\na.width == 10\n"))
  }
}

@Suite struct NarrowTerminalTests {
  @Test func proseWrapsAtWordsWithinTheWidth() {
    let line = "  alrepl: broke c4: the oldest of the set (a changed constant counts as a new activation). This rule is inferred"
    let wrapped = ProseWrap.wrap(line, width: 40)
    #expect(wrapped.count > 1)
    #expect(wrapped.allSatisfy { $0.count <= 40 })
    #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix("    ") })
    // No word is cut: the words are the same, in order.
    #expect(wrapped.joined(separator: " ").split(separator: " ") == line.split(separator: " "))
    #expect(ProseWrap.wrap("short", width: 40) == ["short"])
    let long = String(repeating: "x", count: 100)
    #expect(ProseWrap.wrap(long, width: 30).allSatisfy { $0.count <= 30 })
  }

  @Test func devicesTurnToRecordsInANarrowTerminal() {
    let s = Session()
    for c in ["view a", "a.width == 100"] { _ = s.execute(c) }
    s.displayWidth = 80
    let lines = s.execute("devices").answer?.lines ?? []
    #expect(lines.contains { $0.hasPrefix("  iPhone SE 320x568: a (0, 0, 100, 0)") })
    #expect(lines.allSatisfy { $0.count <= 80 })
    s.displayWidth = nil
    #expect(s.execute("devices").answer?.lines.contains { $0.count > 80 } == true)
  }
}
