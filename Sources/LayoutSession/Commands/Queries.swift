import LayoutLanguage
import LayoutModel

/// Answers of the commands that only read the layout (`frames`,
/// `constraints`, …), from the snapshot the session's last report measured.
enum Queries {
  /// The `frames` table, formatted when it is shown (see
  /// `Report.Answer.init(key:json:deferred:)`): a line per view.
  static func frames(_ snapshot: LayoutSnapshot) -> Report.Answer {
    .init(key: "framesTable", json: .null) { framesTable(snapshot) }
  }

  private static func framesTable(_ snapshot: LayoutSnapshot) -> TextLines {
    var table = TextTable(rowCapacity: snapshot.frames.count + 1, columns: 6)
    for title in ["view", "in", "x", "y", "width", "height"] { table.cell(title) }
    table.endRow()
    let open = openFields(snapshot)
    for (f, open) in zip(snapshot.frames, open) {
      table.cell(f.name)
      table.cell(f.parent ?? "-")
      for (k, field) in FrameField.allCases.enumerated() {
        table.write(number: f.frame[field])
        if open & (1 << k) != 0 { table.write("?") }
        table.endCell()
      }
      table.endRow()
    }
    var lines = table.lines()
    if !snapshot.ambiguities.isEmpty { lines.append("? = ambiguous: other layouts satisfy the constraints equally well") }
    return lines
  }

  /// For each frame of the snapshot, which of its fields are open: bit k
  /// of entry i is field k of frame i.
  ///
  /// Ambiguities come in tree order, as frames do (both are read over
  /// `viewsInTreeOrder` by the same snapshot), so one cursor walks both.
  /// (Keys built and hashed for every cell of a thousand views cost more
  /// than the rest of the table.)
  private static func openFields(_ snapshot: LayoutSnapshot) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: snapshot.frames.count)
    let open = snapshot.ambiguities
    var k = 0
    for (i, f) in snapshot.frames.enumerated() {
      while k < open.count && open[k].view == f.name {
        result[i] |= 1 << FrameField.allCases.firstIndex(of: open[k].field)!
        k += 1
      }
    }
    assert(k == open.count, "ambiguities out of the frames' tree order")
    return result
  }

  static func constraints(_ layout: Layout, view: String?) -> Report.Answer {
    let viewID = view.flatMap { layout.view(named: $0) }
    var rows: [[String]] = []
    var json: [JSONValue] = []
    for c in layout.allConstraints where c.origin != .nonNegativeSize {
      if let viewID, !(c.spec.lhs + c.spec.rhs).contains(where: { $0.view == viewID }) { continue }
      let state = !c.isActive ? "inactive" : c.isBroken ? "BROKEN" : ""
      let text = ConstraintPrinter.text(c.spec, in: layout)
      rows.append([c.name, text, state])
      json.append(.object([
        ("id", .string(c.name)), ("text", .string(text)), ("priority", .number(c.spec.priority.value)),
        ("active", .bool(c.isActive)), ("broken", .bool(c.isBroken)),
        ("generated", .bool(c.origin != .user)),
      ]))
    }
    var lines = Format.trimmedTable(rows)
    if let view, viewID == nil { lines = ["no view named '\(view)'"] }
    if lines.isEmpty { lines = ["no constraints"] }
    return .init(key: "constraints", lines: lines, json: .array(json))
  }

  static func ambiguity(_ snapshot: LayoutSnapshot) -> Report.Answer {
    let open = snapshot.ambiguities
    let content = snapshot.contentSizeAmbiguities
    let lines = open.isEmpty && content.isEmpty
      ? ["nothing is ambiguous: every frame value is fixed by the constraints"]
      : open.map { "\($0.key): \(Format.range($0.min, $0.max))" }
        + content.map { "\($0.key): Scrollable content size ambiguity; fix: \($0.fix)" }
    return .init(key: "ambiguityList", lines: lines, json: .null)
  }

  static func conflicts(_ layout: Layout, _ snapshot: LayoutSnapshot) -> Report.Answer {
    let all = snapshot.conflicts
    let lines = all.isEmpty
      ? ["no conflicts: every required constraint holds"]
      : zip(all, layout.conflicts).flatMap { info, conflict in
        TextRenderer.conflictBlock(info, arithmetic: ReportArithmetic.conflict(conflict, layout))
      }
    return .init(key: "conflictList", lines: lines, json: .null)
  }

  static func history(_ entries: [[String]]) -> Report.Answer {
    let lines = entries.joined().enumerated().map { "\($0.offset + 1)  \($0.element)" }
    return .init(
      key: "history", lines: lines.isEmpty ? ["no commands yet"] : lines,
      json: .array(entries.joined().map { .string($0) }))
  }

  static func help(_ topic: String?) -> Report.Answer {
    let lines = Help.text(topic)
    return .init(key: "help", lines: lines, json: .string(lines.joined(separator: "\n")))
  }
}
