import LayoutModel
/// Renders a report as one JSON object (a line of JSON Lines).
///
/// Keys, in order: command, ok, error, frames, changed, ambiguous,
/// noLongerAmbiguous, unsatisfied, broken, noLongerUnsatisfied, conflicts,
/// resolvedConflicts, then the answer of a query under its own key.
///
/// Every key but `command`, `ok` and `error` holds what the command
/// changed, so that output follows the change and not the layout's size
/// (every frame and every open value after every command was 642 MB for a
/// 2,000-view session): `frames` the views it added or moved (each
/// relative to its superview, as UIKit's `frame` is), `ambiguous` the
/// values it left open or opened anew, `unsatisfied` the optional
/// constraints it left unmet or unmet by a new amount, `conflicts` the
/// conflicts it started; the `noLonger…` and `resolved…` keys name what
/// it closed. The whole state is given by the session's first report and
/// by the report of `frames`, whose `noLonger…` and `resolved…` lists are
/// empty. `broken` is `unsatisfied`'s old name, kept with the same contents
/// for one release (0.3) and then dropped: the constraint a conflict broke
/// is `conflicts[].broken`.
public enum JSONRenderer {
  /// The report as one line of JSON, the same text as
  /// ``object(_:)``'s serialization, written directly because it runs after
  /// every command.
  public static func line(_ report: Report) -> String {
    // The same text as `object(report).serialized`, but `frames` (a value
    // per view, after every command) and `broken` (one per unmet
    // constraint) are written straight into the line instead of being
    // built as a tree first.
    guard case .object(let pairs) = tree(report, whole: false) else { return "" }
    var out = JSONText(capacity: 256 + report.after.frames.count * 80)
    out.raw("{")
    for (i, (key, value)) in pairs.enumerated() {
      if i > 0 { out.raw(", ") }
      out.key(key)
      switch key {
      case "frames": writeFrames(shownFrames(report), into: &out)
      case "unsatisfied", "broken": writeUnmet(shownUnmet(report), into: &out)
      default: value.write(to: &out)
      }
    }
    out.raw("}")
    return out.string
  }

  /// Whether a report's JSON carries the whole state (every frame, every
  /// open value, unmet wish and conflict): after `frames`, and when nothing
  /// came before (a first report, a session's state); otherwise it carries
  /// what the command changed.
  static func isWhole(_ report: Report) -> Bool {
    report.answer?.key == "framesTable" || report.before.frames.isEmpty
  }

  /// The frames a report's JSON carries: those the command added or
  /// moved, or all of them (``isWhole(_:)``).
  static func shownFrames(_ report: Report) -> [LayoutSnapshot.ViewFrame] {
    if isWhole(report) { return report.after.frames }
    // The views added or moved are in `after`'s order already: looking
    // each of them up beats testing every view's name against a set.
    return report.frameChanges.compactMap { $0.afterIndex.map { report.after.frames[$0] } }
  }

  /// The unmet wishes it carries: those unmet anew or by a new amount, or all.
  static func shownUnmet(_ report: Report) -> [LayoutSnapshot.Unmet] {
    isWhole(report) ? report.after.unmet : report.newlyUnmet
  }

  /// The open values it carries, and the keys (`view.attribute`) of those
  /// no longer open, removed views' included.
  static func shownAmbiguities(_ report: Report) -> (open: [JSONValue], closed: [String]) {
    let s = report.after
    if isWhole(report) { return (s.ambiguities.map(value) + s.contentSizeAmbiguities.map(\.json), []) }
    let content = ListDiff(report.before.contentSizeAmbiguities, s.contentSizeAmbiguities) { $0.key }
    return (
      report.openedValues.map(value) + content.changed.map(\.json), report.closedValues.map(\.key) + content.gone.map(\.key)
    )
  }

  /// The conflicts it carries (those begun by the command, or all), and
  /// the broken constraints of those it resolved.
  static func shownConflicts(_ report: Report) -> (started: [LayoutSnapshot.ConflictInfo], resolved: [String]) {
    if isWhole(report) { return (report.after.conflicts, []) }
    guard !report.before.conflicts.isEmpty || !report.after.conflicts.isEmpty else { return ([], []) }
    let old = Set(report.before.conflicts)
    let broken = Set(report.after.conflicts.map(\.broken))
    return (
      report.after.conflicts.filter { !old.contains($0) },
      report.before.conflicts.filter { !broken.contains($0.broken) }.map(\.broken)
    )
  }

  private static func writeFrames(_ frames: [LayoutSnapshot.ViewFrame], into out: inout JSONText) {
    out.raw("{")
    // By index, in place: `enumerated()` copied each frame out, its name
    // and parent retained and released, for every view after every command.
    frames.withUnsafeBufferPointer { frames in
      for i in frames.indices {
        if i > 0 { out.raw(", ") }
        out.key(frames[i].name)
        out.raw("{\"parent\": ")
        if frames[i].parent != nil { out.quoted(frames[i].parent!) } else { out.raw("null") }
        out.raw(", \"x\": ")
        out.number(frames[i].frame.x)
        out.raw(", \"y\": ")
        out.number(frames[i].frame.y)
        out.raw(", \"width\": ")
        out.number(frames[i].frame.width)
        out.raw(", \"height\": ")
        out.number(frames[i].frame.height)
        out.raw("}")
      }
    }
    out.raw("}")
  }

  private static func writeUnmet(_ unmet: [LayoutSnapshot.Unmet], into out: inout JSONText) {
    out.raw("[")
    for (i, u) in unmet.enumerated() {
      if i > 0 { out.raw(", ") }
      out.raw("{\"id\": ")
      out.quoted(u.name)
      out.raw(", \"priority\": ")
      out.number(u.priority)
      out.raw(", \"error\": ")
      out.number(u.error)
      out.raw(", \"text\": ")
      out.quoted(u.text)
      out.raw("}")
    }
    out.raw("]")
  }

  // The shapes of a report's parts, which answers about other layouts
  // (`whatif`) reuse.

  static func value(_ a: LayoutSnapshot.Open) -> JSONValue {
    .object([
      ("view", .string(a.view)), ("attribute", .string(a.field.rawValue)), ("min", .optional(a.min)), ("max", .optional(a.max)),
    ])
  }

  static func value(_ u: LayoutSnapshot.Unmet) -> JSONValue {
    .object([("id", .string(u.name)), ("priority", .number(u.priority)), ("error", .number(u.error)), ("text", .string(u.text))])
  }

  static func value(_ c: LayoutSnapshot.ConflictInfo) -> JSONValue {
    .object([("broken", .string(c.broken)), ("set", .array(c.set.map { .string($0) }))])
  }

  static func value(_ f: Frame) -> JSONValue {
    .object(FrameField.allCases.map { ($0.rawValue, JSONValue.number(f[$0])) })
  }

  /// The report as a JSON value, for a caller that adds to it or reads it.
  public static func object(_ report: Report) -> JSONValue {
    tree(report, whole: true)
  }

  /// The report's object; unless `whole`, `frames` and the unmet lists are left
  /// empty for `line` to write.
  private static func tree(_ report: Report, whole: Bool) -> JSONValue {
    let ambiguous = shownAmbiguities(report)
    let conflicts = shownConflicts(report)
    let unmet = whole ? shownUnmet(report) : []
    var pairs: [(String, JSONValue)] = [
      ("command", .string(report.command)),
      ("ok", .bool(report.ok)),
      ("error", report.failure.map { f in
        .object([("message", .string(f.message)), ("column", f.column.map { .number(Double($0)) } ?? .null)])
      } ?? .null),
      ("frames", .object(!whole ? [] : shownFrames(report).map { f in
        (f.name, .object([
          ("parent", f.parent.map { .string($0) } ?? .null),
          ("x", .number(f.frame.x)), ("y", .number(f.frame.y)),
          ("width", .number(f.frame.width)), ("height", .number(f.frame.height)),
        ]))
      })),
      ("changed", .array(report.changedViews.map { .string($0) })),
      ("ambiguous", .array(ambiguous.open)),
      ("noLongerAmbiguous", .array(ambiguous.closed.map { .string($0) })),
      ("unsatisfied", .array(unmet.map(value))),
      // The old name of `unsatisfied`, for one release (see above).
      ("broken", .array(unmet.map(value))),
      ("noLongerUnsatisfied", .array(isWhole(report) ? [] : report.noLongerUnmet.map { .string($0.name) })),
      ("conflicts", .array(conflicts.started.map(value))),
      ("resolvedConflicts", .array(conflicts.resolved.map { .string($0) })),
    ]
    if let answer = report.answer, answer.json != .null {
      pairs.append((answer.key, answer.json))
      // A storyboard's import also gives the view ↔ IB id table and the
      // misplaced views at the top level, where tools look for frames.
      if answer.key == "import", case .object(let inner) = answer.json {
        pairs += inner.filter { $0.0 == "sources" || $0.0 == "misplaced" }
      }
    }
    return .object(pairs)
  }
}
