// Which member of a conflicting set alrepl breaks. Apple documents no rule
// ("can vary greatly from layout to layout"); this one is inferred from real
// conflict logs (Benchmarks/README.md, "Which constraint breaks", measures it).
//
// 1. The system's constraints (window size, autoresizing, layout guides, the
//    engine's own sizes >= 0) are candidates only when nothing else is.
// 2. When the set forces a view's width or height below zero, the candidate
//    that places that view's far edge (trailing, right, bottom, or the size
//    itself) breaks, the newest if several: in most such logs Apple broke
//    the constraint on the far side of the view that would turn inside out.
// 3. Otherwise the oldest candidate breaks: the first made, a changed
//    constant counting as a new making, a stack view's own constraints
//    counting as made after everything else. In the logs Apple listed the members
//    roughly in the order they were made and mostly broke the first listed.

/// Which clause of alrepl's break rule chose a conflict's broken constraint.
public enum BreakReason: Equatable, Sendable {
  /// The set would make `view`'s `attribute` (width or height) negative; the
  /// broken constraint places that view's far edge on that axis.
  case negativeSize(view: ViewID, attribute: LayoutAttribute)
  /// The set forces no size below zero; the broken constraint is the oldest
  /// candidate.
  case oldest
}

extension Layout {
  /// The member to break and why (the rule at the top of this file).
  func choiceToBreak(in set: [LayoutConstraintID]) -> (broken: LayoutConstraintID, reason: BreakReason) {
    let engineRules = set.filter { constraint($0).origin == .nonNegativeSize }
    let candidates = set.filter { !countsAsSystemForBreaking(constraint($0)) }
    let breakable = set.filter { constraint($0).origin != .nonNegativeSize }
    let pool = !candidates.isEmpty ? candidates : !breakable.isEmpty ? breakable : set
    func newest(_ ids: [LayoutConstraintID]) -> LayoutConstraintID { ids.max { constraint($0).stamp < constraint($1).stamp }! }
    // Sizes the set would make negative, as (view, width or height).
    let negative = engineRules.compactMap { id -> (view: ViewID, attribute: LayoutAttribute)? in
      guard let side = constraint(id).spec.lhs.first, side.attribute == .width || side.attribute == .height else { return nil }
      return (side.view, side.attribute)
    }
    if let last = negative.last {
      // With several views turned inside out (two views in one row that
      // is too narrow), the newest far-edge constraint of any of them.
      let farSide = pool.filter { id in negative.contains { placesFarEdge(of: $0.view, along: $0.attribute, constraint(id).spec) } }
      guard !farSide.isEmpty else { return (newest(pool), .negativeSize(view: last.view, attribute: last.attribute)) }
      let broken = newest(farSide)
      let size = negative.first { placesFarEdge(of: $0.view, along: $0.attribute, constraint(broken).spec) }!
      return (broken, .negativeSize(view: size.view, attribute: size.attribute))
    }
    // A stack's own constraints count as made after the views they arrange,
    // as UIKit makes them in the layout pass after the views' constraints:
    // a hidden view's required height then breaks rather than its
    // 'UISV-hiding' collapse, as in Apple's logs of that mistake.
    func age(_ id: LayoutConstraintID) -> (Int, Int) { (constraint(id).origin == .stackView ? 1 : 0, constraint(id).stamp) }
    return (pool.min { age($0) < age($1) }!, .oldest)
  }

  /// Whether the rule leaves `c` for last: the window's, the engine's and
  /// autoresizing constraints, and constraints standing in for them (an
  /// imported log's encapsulated, autoresizing or guide constraints).
  func countsAsSystemForBreaking(_ c: LayoutConstraint) -> Bool {
    c.origin.isSystem || c.standsInForSystem
  }

  /// Whether `spec` reads `view`'s far edge along the axis of `size`: its
  /// trailing, right or bottom (margins included) or the size itself.
  private func placesFarEdge(of view: ViewID, along size: LayoutAttribute, _ spec: ConstraintSpec) -> Bool {
    let farEdges: Set<LayoutAttribute> = size == .width
      ? [.width, .trailing, .right, .trailingMargin, .rightMargin]
      : [.height, .bottom, .bottomMargin]
    return (spec.lhs + spec.rhs).contains { $0.view == view && farEdges.contains($0.attribute) }
  }
}
