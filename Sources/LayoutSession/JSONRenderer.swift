/// Renders a report as one JSON object (a line of JSON Lines).
///
/// Keys, in order: command, ok, error, frames, changed, ambiguous, broken,
/// conflicts, then the answer of a query under its own key. `frames` holds
/// every view relative to its superview, as UIKit's `frame` is.
public enum JSONRenderer {
  public static func line(_ report: Report) -> String {
    object(report).serialized
  }

  public static func object(_ report: Report) -> JSONValue {
    let s = report.after
    var pairs: [(String, JSONValue)] = [
      ("command", .string(report.command)),
      ("ok", .bool(report.ok)),
      ("error", report.failure.map { f in
        .object([("message", .string(f.message)), ("column", f.column.map { .number(Double($0)) } ?? .null)])
      } ?? .null),
      ("frames", .object(s.frames.map { f in
        (f.name, .object([
          ("parent", f.parent.map { .string($0) } ?? .null),
          ("x", .number(f.frame.x)), ("y", .number(f.frame.y)),
          ("width", .number(f.frame.width)), ("height", .number(f.frame.height)),
        ]))
      })),
      ("changed", .array(report.changedViews.map { .string($0) })),
      ("ambiguous", .array(s.ambiguities.map { a in
        .object([
          ("view", .string(a.view)), ("attribute", .string(a.field.rawValue)),
          ("min", .optional(a.min)), ("max", .optional(a.max)),
        ])
      })),
      ("broken", .array(s.unmet.map { u in
        .object([
          ("id", .string(u.name)), ("priority", .number(u.priority)), ("error", .number(u.error)),
          ("text", .string(u.text)),
        ])
      })),
      ("conflicts", .array(s.conflicts.map { c in
        .object([("broken", .string(c.broken)), ("set", .array(c.set.map { .string($0) }))])
      })),
    ]
    if let answer = report.answer, answer.json != .null {
      pairs.append((answer.key, answer.json))
    }
    return .object(pairs)
  }
}
