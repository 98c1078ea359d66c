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

  /// "alrepl breaks X; Apple broke Y", and whether they agree. alrepl's
  /// choice was made without reading Apple's (the import never looks at
  /// the "Will attempt to recover" lines before the layout is rebuilt).
  private var appleVerdict: String {
    let ours = alreplBroke.map { "alrepl breaks \($0.name)\($0.whereInLog)" } ?? "alrepl breaks nothing"
    guard let theirs = appleBroke else {
      return ours + "; the log does not say which constraint Apple broke (it is a list without 'Will attempt to recover…')"
    }
    var text = ours + "; Apple broke \(theirs.name)\(theirs.whereInLog)"
    if findings.appleBrokenEntry == nil {
      text += ", which is not in the list"
    } else if !findings.findings.isEmpty && !findings.appleBrokenIsInConflict {
      text += ", which is not in the conflicting set alrepl found (it conflicts without it)"
    }
    switch findings.agreesWithApple {
    case true?: text += ": they agree"
    case false?: text += ": they differ"
    case nil: break
    }
    return text
  }

  /// One side's broken constraint: alrepl's name, the line listing it, its address.
  struct BrokenConstraint {
    let name: String
    let line: Int?
    let address: String?
    var whereInLog: String {
      let parts = [line.map { "line \($0)" }, address].compactMap { $0 }
      return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
    }
    var json: JSONValue {
      .object([
        ("name", .string(name)), ("line", line.map { .number(Double($0)) } ?? .null),
        ("address", address.map { .string($0) } ?? .null),
      ])
    }
  }

  /// The constraint alrepl broke first, mapped back to the log's list.
  var alreplBroke: BrokenConstraint? {
    guard let member = findings.alreplBroken else { return nil }
    guard case .entry(let entry, let name) = member else { return BrokenConstraint(name: member.name, line: nil, address: nil) }
    let listed = plan.log.entries[entry]
    return BrokenConstraint(name: name, line: listed.line, address: listed.address)
  }

  /// The constraint Apple broke: where the list prints it, else the break line.
  var appleBroke: BrokenConstraint? {
    guard let broken = plan.log.broken else { return nil }
    guard let entry = findings.appleBrokenEntry else {
      return BrokenConstraint(name: broken.address ?? "?", line: broken.line, address: broken.address)
    }
    let listed = plan.log.entries[entry]
    return BrokenConstraint(name: findings.appleBrokenName ?? "entry \(entry + 1)", line: listed.line, address: listed.address)
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
      ("apple_broke", appleBroke?.json ?? .null), ("alrepl_broke", alreplBroke?.json ?? .null),
      ("agree", findings.agreesWithApple.map { .bool($0) } ?? .null),
    ])
  }
}

extension String {
  var replacingNewlines: String { split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n") }
}
