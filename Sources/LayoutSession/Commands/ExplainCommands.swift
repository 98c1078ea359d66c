import LayoutLanguage
import LayoutModel

/// `why`, `explain` and `exercise`: answers that teach.
enum ExplainCommands {
  static func field(_ name: Located<String>) throws(CommandError) -> FrameField {
    switch name.value {
    case "x", "left", "leading", "minX": return .x
    case "y", "top", "minY": return .y
    case "width": return .width
    case "height": return .height
    default:
      throw CommandError(
        "why takes x, y, width or height (the frame), not '\(name.value)'", column: name.column, length: name.length)
    }
  }

  static func why(_ viewName: Located<String>, _ fieldName: Located<String>, in layout: Layout) throws(CommandError) -> Report.Answer {
    let id = try Applier.view(viewName, in: layout)
    let f = try field(fieldName)
    let key = "\(viewName.value).\(f.rawValue)"
    let value = layout.frame(of: id)[f]
    guard let derivation = layout.derivation(of: id, f) else {
      let open = layout.ambiguities().first { $0.view == id && $0.field == f }
      var lines: [String]
      if let open {
        lines = ["\(key) is not fixed: it can be \(Format.range(open.min, open.max)); alrepl shows \(Format.number(value))."]
        lines.append("  " + Suggestions.fix(viewName.value, LayoutSnapshot.Open(view: viewName.value, field: open.field, min: open.min, max: open.max), openLinks: Suggestions.openLinks(from: id, f, in: layout)))
      } else {
        lines = ["\(key) = \(Format.number(value)), held by inequalities and priorities rather than equations."]
      }
      let json = JSONValue.object([
        ("view", .string(viewName.value)), ("attribute", .string(f.rawValue)), ("value", .number(value.cleaned)),
        ("constraints", .array([])), ("text", .string(lines.joined(separator: "\n"))),
      ])
      return Report.Answer(key: "why", lines: lines, json: json)
    }
    var lines = derivationLines(key, derivation, layout)
    lines += alignmentNote(derivation, layout)
    lines += DirectionNotes.notes(for: derivation, in: layout)
    lines += InsetNotes.lines(derivation, layout)
    lines += gridNote(key, id, f, layout)
    let json = JSONValue.object([
      ("view", .string(viewName.value)), ("attribute", .string(f.rawValue)), ("value", .number(derivation.value)),
      ("constraints", .array(derivation.steps.map { .string(layout.constraint($0.constraint).name) })),
      ("text", .string(lines.joined(separator: "\n"))),
    ])
    return Report.Answer(key: "why", lines: lines, json: json)
  }

  /// Why the frames report another number than the engine's: the layout
  /// shows frames on a pixel grid (an imported storyboard or xib does).
  private static func gridNote(_ key: String, _ id: ViewID, _ f: FrameField, _ layout: Layout) -> [String] {
    guard let grid = layout.frameGrid else { return [] }
    let engine = layout.frame(of: id)[f], shown = layout.shownFrame(of: id)[f]
    guard abs(engine - shown) > 1e-6 else { return [] }
    return ["  frames show \(key) as \(Format.number(shown)): root.frameGrid \(grid.compact) puts each edge on the nearest 1/\(grid.compact) point, as UIKit applies the engine's \(Format.number(engine))."]
  }

  /// Why a step's number is not its constraint's constant: constraints on
  /// a view with alignment insets bind its alignment rect, and the sum is
  /// of frames, so the insets are in the numbers.
  private static func alignmentNote(_ d: Derivation, _ layout: Layout) -> [String] {
    var seen: Set<ViewID> = []
    var notes: [String] = []
    for step in d.steps {
      let spec = layout.constraint(step.constraint).spec
      for term in spec.lhs + spec.rhs where seen.insert(term.view).inserted {
        let v = layout.view(term.view)
        guard v.alignmentInsets != EdgeInsets(all: 0) else { continue }
        let i = v.alignmentInsets
        notes.append(
          "  note: \(v.name)'s constraints bind its alignment rect, its frame inset by top \(i.top.compact), left \(i.left.compact), "
            + "bottom \(i.bottom.compact), right \(i.right.compact); the numbers above are frames")
      }
    }
    return notes
  }

  /// `key = 16 + 100 + 16 + 50 + 16 = 198`, then one line per constraint.
  static func derivationLines(_ key: String, _ d: Derivation, _ layout: Layout) -> [String] {
    var lines = [ReportArithmetic.equation(key, d)]
    let rows = d.steps.map { step -> [String] in
      let c = layout.constraint(step.constraint)
      // A multiplier shows where the number comes from: 93.75 = 0.25 × 375.
      let amount = abs(abs(step.multiplier) - 1) < 1e-9 || step.contribution == 0
        ? Format.number(step.contribution)
        : "\(Format.number(step.contribution)) = \(step.multiplier.compact) × \(Format.number(step.constant))"
      return ["  " + amount, c.name, ConstraintPrinter.text(c.spec, in: layout)]
    }
    lines += Format.table(rows)
    return lines
  }

  /// `16 + 100 - 16`, skipping constraints that add nothing.
  static func sum(_ d: Derivation) -> String { sum(d.steps.map(\.contribution)) }

  /// `375 - 16 - 16`: zeros left out, and a positive term first when there
  /// is one, so a sum never opens with a minus sign it does not need.
  static func sum(_ values: [Double]) -> String {
    var parts = values.filter { $0 != 0 }
    if let first = parts.first, first < 0, let positive = parts.firstIndex(where: { $0 > 0 }) {
      parts.insert(parts.remove(at: positive), at: 0)
    }
    guard let first = parts.first else { return "0" }
    return parts.dropFirst().reduce(Format.number(first)) { $0 + ($1 < 0 ? " - " : " + ") + Format.number(abs($1)) }
  }

  static func explain(_ name: Located<String>, in layout: Layout) throws(CommandError) -> Report.Answer {
    let id = try Applier.constraintID(name, in: layout)
    let c = layout.constraint(id)
    var lines = ["\(c.name): \(ConstraintPrinter.text(c.spec, in: layout))"]
    lines.append("  in words: " + PlainEnglish.sentence(c, layout))
    if let direction = DirectionNotes.note(for: id, in: layout) { lines.append("  direction: " + direction) }
    lines.append("  Apple: " + ConstraintPrinter.appleDescription(c, in: layout))
    if let vfl = VisualFormatPrinter.format(c.spec, in: layout) { lines.append("  VFL: " + vfl) }
    lines.append("  now: " + status(c, layout))
    lines += role(c, layout).map { "  " + $0 }
    let json = JSONValue.object([("id", .string(c.name)), ("text", .string(lines.joined(separator: "\n")))])
    return Report.Answer(key: "explain", lines: lines, json: json)
  }

  private static func status(_ c: LayoutConstraint, _ layout: Layout) -> String {
    if !c.isActive { return "inactive: it takes no part in the layout" }
    if c.isBroken {
      let conflict = layout.conflicts.first { $0.broken == c.id }
      let others = conflict.map { $0.set.filter { $0 != c.id }.map { layout.constraint($0).name }.joined(separator: ", ") } ?? "others"
      return "broken: it cannot hold together with \(others) (see conflicts)"
    }
    if c.spec.priority.isTieBreak {
      return "alrepl's tie-break, below every priority: it picks one of several equally good layouts, "
        + "never counts as unmet, and the values it picks stay reported as ambiguous (help stacks)"
    }
    if let unmet = layout.unmetConstraints().first(where: { $0.constraint == c.id }) {
      var text = "optional and not met, off by \(Format.amount(unmet.error))"
      if let why = ReportArithmetic.whatBeats(c.id, layout) { text += "; \(why)" }
      return text
    }
    return c.spec.priority.isRequired ? "required and satisfied" : "optional (@\(c.spec.priority.value.compact)) and satisfied"
  }

  private static func role(_ c: LayoutConstraint, _ layout: Layout) -> [String] {
    var fixes: [String] = []
    let views = Set((c.spec.lhs + c.spec.rhs).map(\.view)).sorted { layout.creationOrder(of: $0) < layout.creationOrder(of: $1) }
    for v in views {
      for f in FrameField.allCases where layout.derivation(of: v, f)?.steps.contains(where: { $0.constraint == c.id }) == true {
        fixes.append("\(layout.view(v).name).\(f.rawValue)")
      }
    }
    return fixes.isEmpty ? [] : ["role: it takes part in fixing " + fixes.joined(separator: ", ")]
  }

  static func exercise(_ name: Located<String>, in layout: Layout) throws(CommandError) -> Session.Outcome {
    let id = try Applier.view(name, in: layout)
    guard let (field, frames) = layout.exercise(id) else {
      let lines = ["\(name.value) is not ambiguous: no other layout satisfies the constraints as well."]
      return Session.Outcome(answer: Report.Answer(key: "exercise", lines: lines, json: .object([("view", .string(name.value)), ("frames", .null)])))
    }
    var rows: [[String]] = []
    var json: [(String, JSONValue)] = []
    for v in layout.viewsInTreeOrder {
      let old = layout.frame(of: v), new = frames[v]!
      let same = [FrameField.x, .y, .width, .height].allSatisfy { abs(old[$0] - new[$0]) < 1e-6 }
      if !same { rows.append(["  " + layout.view(v).name, Format.frame(old), "→ " + Format.frame(new)]) }
      json.append((layout.view(v).name, .object(FrameField.allCases.map { ($0.rawValue, JSONValue.number(new[$0].cleaned)) })))
    }
    var lines = ["another layout that satisfies every constraint equally well (\(name.value).\(field.rawValue) moves); the session is unchanged:"]
    lines += Format.trimmedTable(rows)
    return Session.Outcome(answer: Report.Answer(
      key: "exercise", lines: lines, json: .object([("view", .string(name.value)), ("frames", .object(json))])))
  }
}

/// What kind of constraint would fix an ambiguous value.
enum Suggestions {
  /// `openLinks`: the open values along the chain of constraints that
  /// reaches this one, nearest first (``openLinks(from:_:in:)``).
  static func fix(_ view: String, _ open: LayoutSnapshot.Open, openLinks: [String] = []) -> String {
    if open.min != nil && open.max != nil {
      return "constraints of equal priority pull \(view).\(open.field.rawValue) apart: give one of them a different priority"
    }
    let bound = open.min ?? open.max ?? 0
    if bound != 0 && (open.min == nil) != (open.max == nil) {
      // Held on one side only: the chain that would fix it has a loose link.
      guard !openLinks.isEmpty else {
        return "\(view).\(open.field.rawValue) is held on one side only: another value in the chain that fixes it is open (see ambiguity)"
      }
      let named = Format.list(Array(openLinks.prefix(3))) + (openLinks.count > 3 ? " and \(openLinks.count - 3) more" : "")
      return "\(view).\(open.field.rawValue) is held on one side only: the chain of constraints that fixes it goes through \(named), \(openLinks.count == 1 ? "which is" : "which are") open too. Fix \(openLinks.count == 1 ? "that" : "those") and this follows (why \(openLinks[0]))"
    }
    switch open.field {
    case .x: return "\(view) has no horizontal position: constrain its leading, trailing or centerX"
    case .y: return "\(view) has no vertical position: constrain its top, bottom, centerY or a baseline"
    case .width: return "\(view) has no width: constrain its width, or both leading and trailing, or give it an intrinsic size"
    case .height: return "\(view) has no height: constrain its height, or both top and bottom, or give it an intrinsic size"
    }
  }

  static func fix(_ view: String, _ open: Ambiguity) -> String {
    fix(view, LayoutSnapshot.Open(view: view, field: open.field, min: open.min, max: open.max))
  }
}

extension Suggestions {
  /// The other open values of the same axis that the constraints touching
  /// `view` reach, breadth first (nearest first): what `why` names when a
  /// value is open only because a link of its chain is.
  static func openLinks(from view: ViewID, _ field: FrameField, in layout: Layout) -> [String] {
    let horizontal = field == .x || field == .width
    let open = layout.ambiguities().filter { ($0.field == .x || $0.field == .width) == horizontal }
    guard open.contains(where: { $0.view != view }) else { return [] }
    let links = layout.allConstraints.filter { $0.isActive && !$0.origin.isSystem }.map { c in
      (c.spec.lhs + c.spec.rhs).filter { ($0.attribute.axis == .horizontal) == horizontal }.map(\.view)
    }
    var seen: Set<ViewID> = [view]
    var frontier = [view]
    var order: [ViewID] = [view]
    while !frontier.isEmpty {
      var next: [ViewID] = []
      for views in links where views.contains(where: { frontier.contains($0) }) {
        for v in views where seen.insert(v).inserted { next.append(v) }
      }
      order += next
      frontier = next
    }
    let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    // The view's own other value (its y, when its height is open) is open
    // because this one is: naming it would send the reader in a circle.
    return open.filter { rank[$0.view] != nil && $0.view != view }
      .sorted { rank[$0.view]! < rank[$1.view]! }
      .map { "\(layout.name(of: $0.view)).\($0.field.rawValue)" }
  }
}
