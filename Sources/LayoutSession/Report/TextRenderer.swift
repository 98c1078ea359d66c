import LayoutModel

/// Renders a report as the lines a person reads after each command.
///
/// Quiet by design: the confirmation, then only what changed — frames that
/// moved, values that became or stopped being ambiguous, optional
/// constraints that started or stopped being unmet, new conflicts.
public enum TextRenderer {
  /// The lines to print, without newlines; an empty array means nothing worth saying.
  public static func lines(_ report: Report) -> [String] {
    textLines(report).strings
  }

  /// Appends the lines of ``lines(_:)``, each with its newline, to `bytes`,
  /// without making a string of each line: what `alrepl run` writes into a
  /// file or a pipe, where a rotation's report has a line per view.
  public static func append(_ report: Report, to bytes: inout [UInt8]) {
    textLines(report).appendNewlineTerminated(to: &bytes)
  }

  /// The lines of ``lines(_:)`` as bytes.
  static func textLines(_ report: Report) -> TextLines {
    var lines = TextLines()
    if let failure = report.failure {
      if let column = failure.column {
        lines.append(contentsOf: caret(report.command.replacingTabs, column: column, length: failure.length))
      }
      lines.append("error: \(failure.message)")
      return lines
    }
    lines.append(contentsOf: report.confirmation)
    report.answer?.append(to: &lines)
    lines.append(contentsOf: frameChanges(report))
    lines.append(contentsOf: ambiguityChanges(report).map { "  " + $0 })
    lines.append(contentsOf: unmetChanges(report).map { "  " + $0 })
    // A lint is shown once, in the report of the command that caused it.
    // Most commands keep the lints they found, in the same order: then
    // none is new, and no set of the old keys is hashed (a list of cards
    // holds a lint per card, hashed after every command).
    let lints = (before: report.before.lints, after: report.after.lints)
    if !lints.after.isEmpty
      && !(lints.after.count == lints.before.count && zip(lints.after, lints.before).allSatisfy { $0.key == $1.key })
    {
      let known = Set(lints.before.map(\.key))
      lines.append(contentsOf: lints.after.filter { !known.contains($0.key) }.map { "  " + $0.text })
    }
    // Sets, not array scans: a layout may hold a thousand conflicts.
    // (Made only when there are conflicts to compare: the set of unmet
    // names hashed every unmet wish after every command.)
    if !report.after.conflicts.isEmpty {
      let old = Set(report.before.conflicts)
      for conflict in report.after.conflicts where !old.contains(conflict) {
        lines.append(contentsOf: conflictBlock(conflict, arithmetic: report.explanations["conflict:\(conflict.broken)"]).map { "  " + $0 })
      }
    }
    guard !report.before.conflicts.isEmpty else { return lines }
    let stillBroken = Set(report.after.conflicts.map(\.broken))
    let unmetNow = Set(report.after.unmet.map(\.name))
    for conflict in report.before.conflicts where !stillBroken.contains(conflict.broken) {
      if report.after.unnamed.contains(conflict.broken) {
        lines.append("  conflict resolved: \(conflict.broken) is gone")
      } else if report.after.deactivated.contains(conflict.broken) {
        lines.append("  conflict resolved: \(conflict.broken) is deactivated, so it takes no part")
      } else if unmetNow.contains(conflict.broken) {
        // Lowered below required, it no longer conflicts, but it still
        // does not hold: saying it "holds again" contradicted the line
        // above that shows it unmet.
        lines.append("  conflict resolved: \(conflict.broken) is optional now, so it gives way instead of breaking (unmet above)")
      } else {
        lines.append("  conflict resolved: \(conflict.broken) holds again")
      }
    }
    return lines
  }

  /// The line and a caret under the culprit; long lines are cut to a window
  /// around it (as swift-parsing does) so a pasted megabyte stays readable.
  static func caret(_ line: String, column: Int, length: Int) -> [String] {
    let chars = Array(line)
    let width = 100
    var start = 0
    if chars.count > width { start = max(0, min(column - 1 - width / 2, chars.count - width)) }
    let end = min(chars.count, start + width)
    let prefix = start > 0 ? "…" : ""
    let suffix = end < chars.count ? "…" : ""
    // A control character is shown as one replacement character, so the
    // caret still lines up and the terminal is never sent an escape.
    let shown = prefix + String(chars[start..<end].map { $0.isControlCharacter ? "\u{FFFD}" : $0 }) + suffix
    let offset = column - 1 - start + prefix.count
    let marks = max(1, min(length, end - (column - 1) + (column - 1 >= end ? 1 : 0)))
    return ["  " + shown, "  " + String(repeating: " ", count: max(0, offset)) + String(repeating: "^", count: marks)]
  }

  /// The frames that changed, indented as the report's other lines.
  private static func frameChanges(_ report: Report) -> TextLines {
    var table = TextTable(rowCapacity: report.frameChanges.count, columns: 3)
    for change in report.frameChanges {
      table.cell(change.name)
      switch (change.before, change.after) {
      case (nil, let now?):
        table.cell("new")
        table.write(frame: now)
        table.endCell()
      case (let previous?, let now?):
        table.write(frame: previous)
        table.endCell()
        table.write("→ ")
        table.write(frame: now)
        table.endCell()
      default:
        table.cell("removed")
        table.endCell()
      }
      table.endRow()
    }
    return table.lines(trimmed: true, indent: 2)
  }

  private static func ambiguityChanges(_ report: Report) -> [String] {
    // In tree order, one entry per view and field.
    // Worked out once by the report (from the snapshot's delta when it has one).
    var lines: [String] = []
    let opened = report.openedValues
    if !opened.isEmpty { lines.append(openedLine(opened)) }
    let gone = Set(report.frameChanges.filter { $0.after == nil }.map(\.name))
    let closed = report.closedValues.filter { !gone.contains($0.view) }
    if !closed.isEmpty {
      lines.append("no longer ambiguous: " + closed.map(\.key).joined(separator: ", "))
    }
    let content = ListDiff(report.before.contentSizeAmbiguities, report.after.contentSizeAmbiguities) { $0.key }
    for open in content.changed {
      lines.append("ambiguous: \(open.key): Scrollable content size ambiguity; fix: \(open.fix)")
    }
    let closedContent = content.gone.filter { !gone.contains($0.view) }
    if !closedContent.isEmpty {
      lines.append("no longer ambiguous: " + closedContent.map(\.key).joined(separator: ", "))
    }
    return lines
  }

  /// "ambiguous: a.x 0…10, b.width ≥ 0", written as bytes: a rotation
  /// opens every card's values anew (three a card, over new ranges), and
  /// a string interpolated for each key and number was 2% of the
  /// 10,000-command replay.
  static func openedLine(_ opened: [LayoutSnapshot.Open]) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(11 + 28 * opened.count)
    bytes.append(contentsOf: "ambiguous: ".utf8)
    for (k, open) in opened.enumerated() {
      if k > 0 {
        bytes.append(0x2C)
        bytes.append(0x20)
      }
      bytes.append(contentsOf: open.view.utf8)
      bytes.append(0x2E)
      bytes.append(contentsOf: open.field.rawValue.utf8)
      bytes.append(0x20)
      Format.appendRange(open.min, open.max, to: &bytes)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func unmetChanges(_ report: Report) -> [String] {
    var lines: [String] = []
    let news = report.newlyUnmet
    for u in news.prefix(unmetLineLimit) {
      var line = "unsatisfied: \(u.name) \(u.text) (off by \(Format.amount(u.error)))"
      if let why = report.explanations["unmet:\(u.name)"] { line += "; " + why }
      lines.append(line)
    }
    if news.count > unmetLineLimit {
      lines.append("… and \(news.count - unmetLineLimit) more unsatisfied or changed (explain C shows any one)")
    }
    if news.count > ReportArithmetic.unmetExplanationLimit {
      lines.append("(the first \(ReportArithmetic.unmetExplanationLimit) are explained; explain C shows what holds any other one back)")
    }
    let again = report.satisfiedAgain
    lines += again.prefix(unmetLineLimit).map { "satisfied again: \($0.name)" }
    if again.count > unmetLineLimit { lines.append("… and \(again.count - unmetLineLimit) more satisfied again") }
    return lines
  }

  /// A report is read at a glance: past this many unsatisfied wishes it
  /// counts the rest (a thousand optional constraints pulling one width
  /// would otherwise print a thousand lines after every command).
  static let unmetLineLimit = 20

  /// Apple's console block, then what alrepl knows beyond it.
  static func conflictBlock(_ c: LayoutSnapshot.ConflictInfo, arithmetic: String?) -> [String] {
    var lines = ["Unable to simultaneously satisfy constraints."]
    if c.descriptions.contains(where: { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint") }) {
      // Apple adds this note whenever an autoresizing constraint is listed.
      lines.append("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)")
    }
    lines.append("(")
    // The engine's non-negativity rule is not in Apple's list; it gets a note below.
    let listed = c.descriptions.filter { !$0.hasPrefix("<NSEngineSizeConstraint") }
    lines += listed.enumerated().map { "    \"\($0.element)\"" + ($0.offset < listed.count - 1 ? "," : "") }
    lines += [")", "Will attempt to recover by breaking constraint", c.brokenDescription]
    let names = Format.list(c.set)
    lines.append(c.set.count == 2
      ? "alrepl: \(names) cannot both hold."
      : "alrepl: \(names) cannot all hold; without any one of them the rest can.")
    if let arithmetic { lines.append("alrepl: " + arithmetic) }
    if !c.implicitMembers.isEmpty {
      lines.append("alrepl: the set also needs \(c.implicitMembers.joined(separator: ", ")): the engine's own rule that sizes are never negative, which Apple's list never shows.")
    }
    lines.append("alrepl: " + BreakRuleText.why(broken: c.broken, clause: c.whyBroken))
    return lines
  }
}

extension String {
  var replacingTabs: String { String(map { $0 == "\t" ? " " : $0 }) }
}
