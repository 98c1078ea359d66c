// Which member of a conflicting set alrepl breaks. Apple documents no rule
// ("can vary greatly from layout to layout"); this one is inferred from 62
// real conflict logs (Benchmarks/README.md, "Which constraint breaks",
// measures it). Tried in order:
//
// 1. The system's constraints (window size, autoresizing, layout guides, the
//    engine's own sizes >= 0) are candidates only when nothing else is.
// 2. A fixed size: among candidates that set a view's width or height to a
//    constant (`v.height == 200`, `v.width >= 330`), on a view that has no
//    subviews, while another member places that view on the same axis, the
//    one with the largest constant breaks (the newest on a tie). In the logs
//    Apple gave up a leaf view's fixed size before the edges around it.
// 3. When the set forces a view's width or height below zero (or forces a
//    view whose size is tied equal to it), the candidate that places that
//    view's far edge (trailing, right, bottom, or the size itself) breaks,
//    the newest if several; but when two views would turn inside out and a
//    candidate is the spacing between them, the oldest such spacing breaks.
// 4. Otherwise the oldest candidate breaks: the first made, a changed
//    constant counting as a new making, a stack view's own constraints
//    counting as made after everything else. In the logs Apple listed the
//    members roughly in the order they were made and mostly broke the first.

/// Which clause of alrepl's break rule chose a conflict's broken constraint.
public enum BreakReason: Equatable, Sendable {
  /// The broken constraint fixed `view`'s `attribute` (width or height) to
  /// a constant, the largest such in the set.
  case fixedSize(view: ViewID, attribute: LayoutAttribute)
  /// The set would make `view`'s `attribute` (width or height) negative; the
  /// broken constraint places that view's far edge on that axis.
  case negativeSize(view: ViewID, attribute: LayoutAttribute)
  /// The set would turn `first` and `second` inside out along one axis; the
  /// broken constraint is the spacing between them.
  case spacingBetween(first: ViewID, second: ViewID)
  /// None of the above; the broken constraint is the oldest candidate.
  case oldest
  /// Interface Builder's rule (``ConflictBreaking/interfaceBuilder``): the
  /// broken constraint places `view`'s far edge, `attribute`.
  case farEdge(view: ViewID, attribute: LayoutAttribute)
  /// Interface Builder's rule: the broken constraint is the stack's
  /// 'UISV-hiding' collapse of hidden `view`'s `attribute`, which the view's
  /// own constraints hold at a length.
  case hiding(view: ViewID, attribute: LayoutAttribute)
}

extension Layout {
  /// The member to break and why (the rule at the top of this file, after
  /// Interface Builder's far edge when the layout follows it), `adding`
  /// being the constraint whose installation found the conflict.
  func choiceToBreak(in set: [LayoutConstraintID], adding: LayoutConstraintID) -> (broken: LayoutConstraintID, reason: BreakReason) {
    if conflictBreaking == .interfaceBuilder {
      if let hiding = hidingToBreak(in: set, adding: adding) { return hiding }
      if let far = farEdgeToBreak(in: set, adding: adding) { return far }
    }
    let candidates = set.filter { !countsAsSystemForBreaking(constraint($0)) }
    let breakable = set.filter { constraint($0).origin != .nonNegativeSize }
    let pool = !candidates.isEmpty ? candidates : !breakable.isEmpty ? breakable : set
    if let fixed = largestFixedSize(in: set, candidates: candidates) { return fixed }
    if let negative = farEdgeOfNegativeSize(in: set, pool: pool) { return negative }
    // A stack's own constraints count as made after the views they arrange,
    // as UIKit makes them in the layout pass after the views' constraints:
    // a hidden view's required height then breaks rather than its
    // 'UISV-hiding' collapse, as in Apple's logs of that mistake.
    func age(_ id: LayoutConstraintID) -> (Int, Int) { (constraint(id).origin == .stackView ? 1 : 0, constraint(id).stamp) }
    return (pool.min { age($0) < age($1) }!, .oldest)
  }

  /// Clause 2: the largest constant size of a leaf view that another member
  /// places on the same axis.
  private func largestFixedSize(
    in set: [LayoutConstraintID], candidates: [LayoutConstraintID]
  ) -> (broken: LayoutConstraintID, reason: BreakReason)? {
    let members = set.filter { constraint($0).origin != .nonNegativeSize }
    var best: (id: LayoutConstraintID, size: Double, stamp: Int, view: ViewID, attribute: LayoutAttribute)?
    for id in candidates {
      let c = constraint(id)
      guard c.origin != .stackView, c.spec.lhs.count == 1, c.spec.rhs.isEmpty else { continue }
      let side = c.spec.lhs[0]
      guard side.attribute.isDimension, !hasSubviews(side.view) else { continue }
      let placed = members.contains { other in
        other != id && (constraint(other).spec.lhs + constraint(other).spec.rhs).contains {
          $0.view == side.view && !$0.attribute.isDimension && $0.attribute.axis == side.attribute.axis
        }
      }
      guard placed else { continue }
      let size = abs(c.spec.constant)
      if best == nil || (size, c.stamp) > (best!.size, best!.stamp) {
        best = (id, size, c.stamp, side.view, side.attribute)
      }
    }
    return best.map { ($0.id, .fixedSize(view: $0.view, attribute: $0.attribute)) }
  }

  /// Clause 3: the far edge of a view the set would turn inside out.
  private func farEdgeOfNegativeSize(
    in set: [LayoutConstraintID], pool: [LayoutConstraintID]
  ) -> (broken: LayoutConstraintID, reason: BreakReason)? {
    var negative = set.compactMap { id -> (view: ViewID, attribute: LayoutAttribute)? in
      guard constraint(id).origin == .nonNegativeSize, let side = constraint(id).spec.lhs.first,
        side.attribute.isDimension
      else { return nil }
      return (side.view, side.attribute)
    }
    guard let last = negative.last else { return nil }
    // A size tied equal to a negative one (`a.height == b.height`) is
    // negative too: the far edge Apple broke was often the tied view's.
    var grew = true
    while grew {
      grew = false
      for id in set where constraint(id).origin != .nonNegativeSize {
        guard let (a, b) = plainSizeEquality(constraint(id).spec) else { continue }
        for (from, to) in [(a, b), (b, a)]
        where negative.contains(where: { $0 == from }) && !negative.contains(where: { $0 == to }) {
          negative.append(to)
          grew = true
        }
      }
    }
    let farSide = pool.filter { id in negative.contains { placesFarEdge(of: $0.view, along: $0.attribute, constraint(id).spec) } }
    func newest(_ ids: [LayoutConstraintID]) -> LayoutConstraintID { ids.max { constraint($0).stamp < constraint($1).stamp }! }
    guard !farSide.isEmpty else { return (newest(pool), .negativeSize(view: last.view, attribute: last.attribute)) }
    let insideOut = Set(negative.map(\.view))
    if insideOut.count >= 2 {
      // The spacing between two inside-out views: it reads a location (not
      // a size) of each of them.
      let spacings = farSide.filter { id in
        let spec = constraint(id).spec
        return Set((spec.lhs + spec.rhs).filter { !$0.attribute.isDimension && insideOut.contains($0.view) }.map(\.view)).count >= 2
      }
      if let oldest = spacings.min(by: { constraint($0).stamp < constraint($1).stamp }) {
        let spec = constraint(oldest).spec
        let views = (spec.lhs + spec.rhs).map(\.view).filter { insideOut.contains($0) }
        return (oldest, .spacingBetween(first: views[0], second: views.first { $0 != views[0] }!))
      }
    }
    let broken = newest(farSide)
    let size = negative.first { placesFarEdge(of: $0.view, along: $0.attribute, constraint(broken).spec) }!
    return (broken, .negativeSize(view: size.view, attribute: size.attribute))
  }

  /// `a.size == b.size` with multiplier 1 and no constant, as two (view, attribute) pairs.
  private func plainSizeEquality(_ spec: ConstraintSpec) -> ((view: ViewID, attribute: LayoutAttribute), (view: ViewID, attribute: LayoutAttribute))? {
    guard spec.relation == .equal, spec.constant == 0, spec.lhs.count == 1, spec.rhs.count == 1 else { return nil }
    let a = spec.lhs[0], b = spec.rhs[0]
    guard a.coefficient == 1, b.coefficient == 1, a.attribute.isDimension, a.attribute == b.attribute, a.view != b.view
    else { return nil }
    return ((a.view, a.attribute), (b.view, b.attribute))
  }

  /// Whether `view` holds other views (guides do not count): such a
  /// container's size is what its subviews' constraints push against.
  private func hasSubviews(_ view: ViewID) -> Bool {
    self.view(view).children.contains { !self.view($0).isGuide && !self.view($0).isStackGuide }
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
