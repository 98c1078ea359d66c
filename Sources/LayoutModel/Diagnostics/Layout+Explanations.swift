import Cassowary

// The answers to "why": which constraints fix a frame value and how their
// constants add up; why a conflict cannot hold; what beats an optional
// constraint that is not met.

/// What keeps an optional constraint from being met (``Layout/cause(ofUnmet:strongestUnmet:range:)``).
public enum UnmetCause: Equatable {
  /// Constraints of higher priority that hold and fix the quantity it wanted to set.
  case heldBy(Derivation)
  /// Stronger unmet wishes, connected to it through constraints that hold, highest priority first.
  case outweighedBy([LayoutConstraintID])
}

extension Layout {
  /// The constraints that fix a frame value, with the arithmetic; nil when
  /// the value is not fixed (it is ambiguous) or cannot be explained by
  /// equalities alone.
  public func derivation(of id: ViewID, _ field: FrameField) -> Derivation? {
    let variable = frameVariable(id, field)
    // The report after the last command measured it already, when nothing
    // changed since (Layout+AmbiguityCache.swift).
    let range = keptRange(of: id, field) ?? solver.optimalRange(of: variable)
    #if DEBUG
      // Debug builds check the kept range against a probe on solvers small
      // enough for it: the same answer to whether the value is fixed.
      if let kept = keptRange(of: id, field), solver.symbolCount <= 8000 {
        let probed = solver.optimalRange(of: variable)
        func isFixed(_ r: (lower: Double?, upper: Double?)) -> Bool {
          guard let lower = r.lower, let upper = r.upper else { return false }
          return upper - lower <= 1e-7
        }
        assert(isFixed(kept) == isFixed(probed), "kept range \(kept) of \(variable) differs from a probe's \(probed)")
      }
    #endif
    guard let lower = range.lower, let upper = range.upper, upper - lower <= 1e-7 else { return nil }
    return deriveNearby([variable.id: 1])
  }

  /// What the other members of a conflict make of the broken constraint's
  /// quantity (its left side minus its right side, without the constant),
  /// when they all hold exactly.
  public func conflictArithmetic(_ conflict: Conflict) -> Derivation? {
    let others = preferredOrder(conflict.set.filter { $0 != conflict.broken })
    return derive(quantity(of: conflict.broken), from: others)
  }

  /// At most this many constraints are looked at to explain one unmet
  /// wish: an explanation longer than that is not read, and it is asked for
  /// after every command.
  static let explanationLimit = 256

  /// The higher-priority constraints that hold now and fix the quantity an
  /// unmet optional constraint wanted to set.
  public func beaters(of unmet: LayoutConstraintID) -> Derivation? {
    var rings = tightRings(around: unmet)
    return beaters(of: unmet, rings: &rings)
  }

  private func beaters(of unmet: LayoutConstraintID, rings: inout TightRings) -> Derivation? {
    let c = constraint(unmet)
    // The way the wish pulls: towards its constant, from where it is now.
    let compiled = compile(c.spec).expression
    let error = compiled.evaluate { solver.value(of: $0) }
    let direction: Double? = abs(error) < 1e-9 ? nil : error < 0 ? 1 : -1
    return deriveNearby(quantity(of: unmet), rings: &rings, direction: direction, limit: Self.explanationLimit)
  }

  /// When no constraint that holds explains an unmet one (`beaters` is
  /// nil), what does: the unmet constraints of higher priority connected
  /// to it through constraints that hold exactly, highest priority first.
  /// A wish at 750 pulling a width up is why a wish at 250 cannot pull it
  /// down, though no constraint stops it there.
  public func opponents(of unmet: LayoutConstraintID) -> [LayoutConstraintID] {
    var rings = tightRings(around: unmet)
    return opponents(of: unmet, rings: &rings)
  }

  private func opponents(of unmet: LayoutConstraintID, rings: inout TightRings) -> [LayoutConstraintID] {
    rings.extendForOpponents(limit: Self.explanationLimit)
    return rings.unmet.filter { $0 != unmet }.sorted {
      (-constraint($0).spec.priority.value, $0) < (-constraint($1).spec.priority.value, $1)
    }
  }

  /// What keeps an optional constraint from being met: the constraints
  /// that hold and fix its quantity (``beaters(of:)``), failing that the
  /// stronger wishes that pull the other way (``opponents(of:)``); nil
  /// when neither is found.
  ///
  /// Both look at the same constraints, so they share one walk. Reports ask
  /// this for every newly unmet wish; `strongestUnmet`, the highest
  /// priority of any unmet wish in the layout, or in the wish's part of it
  /// (``part(of:)``), when the caller knows it, spares the search for
  /// opponents when none can be stronger: opponents are found through
  /// constraints that hold, so they are in the wish's part.
  ///
  /// `range`, the ambiguity report's ranges, spares the search when the
  /// wish's value is free to move its way (see `isOpenTowardsWish`).
  public func cause(
    ofUnmet unmet: LayoutConstraintID, strongestUnmet: Double? = nil, range: OpenRange? = nil
  ) -> UnmetCause? {
    if let range, isOpenTowardsWish(unmet, strongestUnmet: strongestUnmet, range: range) { return nil }
    var rings = tightRings(around: unmet)
    if let d = beaters(of: unmet, rings: &rings), !d.steps.isEmpty { return .heldBy(d) }
    if let strongest = strongestUnmet, strongest <= constraint(unmet).spec.priority.value { return nil }
    let opponents = opponents(of: unmet, rings: &rings)
    return opponents.isEmpty ? nil : .outweighedBy(opponents)
  }

  private func tightRings(around unmet: LayoutConstraintID) -> TightRings {
    TightRings(self, around: Set(quantity(of: unmet).keys), above: constraint(unmet).spec.priority.value)
  }

  /// The quantity a constraint relates, `Σ lhs − Σ rhs`, as a linear form.
  func quantity(of constraintID: LayoutConstraintID) -> [Int32: Double] {
    LinearSpan.form(compile(constraint(constraintID).spec).expression)
  }
}
