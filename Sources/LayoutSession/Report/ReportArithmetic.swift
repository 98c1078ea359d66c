import Foundation
import LayoutLanguage
import LayoutModel

/// Sentences with arithmetic, shared by reports and `explain`.
enum ReportArithmetic {
  /// `sheet.top - root.top`: what a constraint relates, without its constant.
  static func quantity(_ spec: ConstraintSpec, _ layout: Layout) -> String {
    var bare = spec
    bare.constant = 0
    bare.priority = .required
    let text = ConstraintPrinter.text(bare, in: layout)
    let parts = text.components(separatedBy: " \(ConstraintPrinter.symbol(spec.relation)) ")
    guard parts.count == 2 else { return text }
    if parts[1] == "0" { return parts[0] }
    let several = parts[1].contains(" + ") || parts[1].contains(" - ")
    return several ? "\(parts[0]) - (\(parts[1]))" : "\(parts[0]) - \(parts[1])"
  }

  /// `16 + 100 - 16`.
  static func sum(_ d: Derivation) -> String { ExplainCommands.sum(d) }

  /// `Q = 16 + 100 = 116`, or `Q = 44` when one constraint says it all.
  ///
  /// `offset` is what the quantity's own anchors add (a margin of 8 in
  /// `a.leading - root.leadingMargin`); it joins the sum as a last term.
  static func equation(_ quantity: String, _ d: Derivation, bound: String = "", offset: Double = 0) -> String {
    if offset == 0, let shared = sharedFactor(d) {
      let prefix = bound.isEmpty ? "\(quantity) = " : "\(quantity) \(bound) "
      return prefix + shared + " = " + Format.number(d.value.cleaned)
    }
    var terms = d.steps.map(\.contribution).filter { $0 != 0 }
    if offset != 0 { terms.append(offset) }
    let value = (d.value + offset).cleaned
    let prefix = bound.isEmpty ? "\(quantity) = " : "\(quantity) \(bound) "
    if terms.count <= 1 { return prefix + Format.number(value) }
    return prefix + ExplainCommands.sum(terms) + " = " + Format.number(value)
  }

  /// "(320 - 10 - 10) / 3" when every constant counts with the same
  /// multiplier: a fillEqually stack's third of the width minus a third of
  /// each gap reads as the rule it is, not as 106.67 - 3.33 - 3.33.
  static func sharedFactor(_ d: Derivation) -> String? {
    let steps = d.steps.filter { $0.contribution != 0 }
    guard steps.count >= 2, let m = steps.first.map({ abs($0.multiplier) }), m > 1e-9, abs(m - 1) > 1e-9,
      steps.allSatisfy({ abs(abs($0.multiplier) - m) < 1e-9 })
    else { return nil }
    let inner = "(" + ExplainCommands.sum(steps.map { $0.multiplier < 0 ? -$0.constant : $0.constant }) + ")"
    let divisor = (1 / m).rounded()
    // Multipliers are rounded to a millionth (0.333333), hence the tolerance.
    if divisor >= 2 && abs(1 / m - divisor) < 1e-4 { return "\(inner) / \(Format.number(divisor))" }
    if abs(m - m.rounded()) < 1e-9 { return "\(inner) × \(Format.number(m))" }
    return nil
  }

  /// "c3 and c4 make card.top - root.top = 667 - 16 - … = 469; c13 says 0."
  static func conflict(_ conflict: Conflict, _ layout: Layout) -> String? {
    guard let d = layout.conflictArithmetic(conflict) else { return nil }
    let broken = layout.constraint(conflict.broken)
    let others = d.steps.map { layout.constraint($0.constraint) }
    let allEqual = others.allSatisfy { $0.spec.relation == .equal }
    let wanted = broken.spec.constant
    let offset = layout.anchorOffset(of: conflict.broken)
    let bound = allEqual ? "" : d.value + offset < wanted ? "at most" : "at least"
    let says: String
    switch broken.spec.relation {
    case .equal: says = Format.number(wanted)
    case .lessThanOrEqual: says = "at most \(Format.number(wanted))"
    case .greaterThanOrEqual: says = "at least \(Format.number(wanted))"
    }
    let names = others.map(\.name)
    let subject = names.count == 1 ? "\(names[0]) makes" : "together, \(names.joined(separator: ", ")) make"
    return "\(subject) \(equation(quantity(broken.spec, layout), d, bound: bound, offset: offset)); \(broken.name) says \(says)."
  }
}

extension ReportArithmetic {
  /// Why an optional constraint is not met: the constraints that hold and
  /// fix what it wanted to set, with the arithmetic; failing that, the
  /// stronger wishes that pull the other way; nil when neither is found.
  static func whatBeats(
    _ id: LayoutConstraintID, _ layout: Layout, strongestUnmet: Double? = nil, range: Layout.OpenRange? = nil
  ) -> String? {
    switch layout.cause(ofUnmet: id, strongestUnmet: strongestUnmet, range: range) {
    case .heldBy(let d):
      let names = d.steps.map { layout.constraint($0.constraint).name }
      let verb = names.count == 1 ? "holds" : "hold"
      let q = equation(quantity(layout.constraint(id).spec, layout), d, offset: layout.anchorOffset(of: id))
      return "\(names.joined(separator: ", ")) \(verb) \(q)"
    case .outweighedBy(let all):
      let opponents = all.prefix(3).map { o in
        let c = layout.constraint(o)
        return "\(c.name) @\(c.spec.priority.value.compact)"
      }
      return "\(opponents.joined(separator: ", ")) \(opponents.count == 1 ? "pulls" : "pull") the other way and \(opponents.count == 1 ? "wins" : "win")"
    case nil:
      return nil
    }
  }

  /// Explanations for the problems that are new in `report`, by key.
  /// At most this many unmet wishes are explained in one report: a report
  /// is read at a glance, and a change that moves a hundred wishes (a
  /// rotation) would otherwise cost a derivation for each of them.
  static let unmetExplanationLimit = 8

  static func news(_ report: Report, _ layout: inout Layout) -> [String: String] {
    var result: [String: String] = [:]
    var context = UnmetContext(report, layout)
    for u in report.newlyUnmet.prefix(unmetExplanationLimit) {
      guard let id = layout.constraint(named: u.name) else { continue }
      let near = context.strongestUnmet(near: id, priority: u.priority, in: &layout)
      guard let text = whatBeats(id, layout, strongestUnmet: near, range: context.range) else { continue }
      result["unmet:\(u.name)"] = text
    }
    let old = Set(report.before.conflicts)
    for (info, c) in zip(report.after.conflicts, layout.conflicts) where !old.contains(info) {
      if let text = conflict(c, layout) { result["conflict:\(info.broken)"] = text }
    }
    return result
  }
}
