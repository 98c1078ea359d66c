import LayoutLanguage
import LayoutModel

/// The answer of `import FILE`: how the log was rebuilt and what the
/// conflict is, as text lines and under the JSON key `import`.
struct ImportReport {
  let path: String
  let plan: ConflictLogImport
  let findings: ImportFindings
  /// Lines of the script the layout refused, with the reason.
  let refused: [(constraint: String, reason: String)]

  var answer: Report.Answer { .init(key: "import", lines: lines, json: json) }

  // MARK: - Text

  var lines: [String] {
    let log = plan.log
    let platform = log.platform == .unknown ? "a constraint list" : "a \(log.platform.rawValue) log"
    var lines = [
      "imported \(path): \(platform), \(count(log.entries.count, "constraint")), \(count(plan.views.count, "view"))"
    ]
    lines.append("  views (alrepl name, object in the log, superview):")
    lines += Format.table(plan.views.map { v in
      [v.name, v.isPlaceholder ? "(the '|' of a line without names:)" : describe(v.item), v.parent ?? "root"]
    }).map { "    " + $0 }
    lines.append("  constraints (alrepl name, line in the log, as rebuilt):")
    let sorted = plan.constraints.sorted { $0.entry < $1.entry }
    lines += Format.table(sorted.map { c in
      let entry = log.entries[c.entry]
      let body = String(c.line.dropFirst(c.name.count + 2))
      return [c.name, "line \(entry.line)", body + (entry.identifier.map { "   '\($0)'" } ?? "")]
    }).map { "    " + $0 }
    for (entry, first) in plan.duplicates {
      lines.append("  line \(log.entries[entry].line) repeats line \(log.entries[first].line) (same address); counted once")
    }
    for (constraint, reason) in refused { lines.append("  not rebuilt: \(constraint): \(reason)") }
    lines += conflictLines
    return lines
  }

  private var conflictLines: [String] {
    let log = plan.log
    var lines: [String] = []
    if findings.findings.isEmpty {
      lines.append("  no conflict: the constraints as printed can all hold (the log rounds numbers to about six digits, and may list constraints that do not connect)")
    }
    for finding in findings.findings {
      let listed = finding.members.compactMap { m -> (Int, String)? in
        if case .entry(let i, let name) = m { (i, name) } else { nil }
      }.sorted { $0.0 < $1.0 }
      var text = "  conflict reproduced: " + listed.map(\.1).joined(separator: ", ")
      text += " (" + (listed.count == 1 ? "line " : "lines ")
        + listed.map { String(log.entries[$0.0].line) }.joined(separator: ", ") + ")"
      let rules = finding.members.compactMap { if case .engineRule(let n) = $0 { n } else { nil } }
      if !rules.isEmpty { text += " and the engine's own \(rules.joined(separator: ", "))" }
      let unlisted = finding.members.compactMap { if case .unlisted(let n) = $0 { n } else { nil } }
      if !unlisted.isEmpty { text += "; not from the log: \(unlisted.joined(separator: ", "))" }
      lines.append(text)
    }
    lines.append("  " + appleVerdict)
    return lines
  }

  private var appleVerdict: String {
    let log = plan.log
    guard let broken = log.broken else {
      return "the log does not say which constraint Apple broke (it is a list without 'Will attempt to recover…')"
    }
    let address = broken.address ?? "?"
    guard let entry = findings.appleBrokenEntry else {
      return "Apple broke \(address) (line \(broken.line)), which is not in the list"
    }
    let name = findings.appleBrokenName ?? "entry \(entry + 1)"
    let which = "Apple broke \(name) (line \(log.entries[entry].line), \(address))"
    guard !findings.findings.isEmpty else { return which + "; alrepl finds nothing to break" }
    if findings.appleBrokenIsInConflict {
      let same = findings.findings.contains { $0.broken == name }
      return which + ": it is in the conflicting set" + (same ? "; alrepl broke it too" : "")
    }
    return which + ": it is not in the conflicting set, which conflicts without it"
  }

  private func describe(_ item: ConflictLogItem) -> String {
    var text = "\(item.className ?? "?"):\(item.address ?? "?")"
    if let shown = item.text { text += "'\(shown.replacingNewlines)'" }
    if let name = item.name { text += " (shown as \(name))" }
    return text
  }

  private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

  // MARK: - JSON

  var json: JSONValue {
    let log = plan.log
    func optional(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }
    let views: [JSONValue] = plan.views.map { v in
      .object([
        ("name", .string(v.name)), ("class", optional(v.isPlaceholder ? nil : v.item.className)),
        ("address", optional(v.isPlaceholder ? nil : v.item.address)), ("text", optional(v.item.text)),
        ("parent", .string(v.parent ?? "root")), ("guide", .bool(v.isGuide)),
      ])
    }
    let constraints: [JSONValue] = plan.constraints.sorted { $0.entry < $1.entry }.map { c in
      let e = log.entries[c.entry]
      return .object([
        ("id", .string(c.name)), ("entry", .number(Double(c.entry + 1))), ("line", .number(Double(e.line))),
        ("class", .string(e.className)), ("address", optional(e.address)), ("identifier", optional(e.identifier)),
        ("text", .string(String(c.line.dropFirst(c.name.count + 2)))),
      ])
    }
    let conflicts: [JSONValue] = findings.findings.map { f in
      .object([
        ("set", .array(f.members.map { .string($0.name) })),
        ("entries", .array(f.entries.map { .number(Double($0 + 1)) })),
        ("engineRules", .array(f.members.compactMap { if case .engineRule(let n) = $0 { .string(n) } else { nil } })),
        ("broken", .string(f.broken)),
      ])
    }
    var apple: JSONValue = .null
    if let broken = log.broken {
      apple = .object([
        ("address", optional(broken.address)), ("line", .number(Double(broken.line))),
        ("entry", findings.appleBrokenEntry.map { .number(Double($0 + 1)) } ?? .null),
        ("id", optional(findings.appleBrokenName)), ("inConflictSet", .bool(findings.appleBrokenIsInConflict)),
      ])
    }
    return .object([
      ("file", .string(path)), ("platform", .string(log.platform.rawValue)),
      ("entries", .number(Double(log.entries.count))), ("views", .array(views)), ("constraints", .array(constraints)),
      ("notRebuilt", .array(refused.map { .object([("constraint", .string($0.constraint)), ("error", .string($0.reason))]) })),
      ("conflicts", .array(conflicts)), ("appleBroken", apple),
    ])
  }
}

extension String {
  var replacingNewlines: String { split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n") }
}
