import Cassowary

// The answers to "why": which constraints fix a frame value and how their
// constants add up; why a conflict cannot hold; what beats an optional
// constraint that is not met.

extension Layout {
  /// The constraints that fix a frame value, with the arithmetic; nil when
  /// the value is not fixed (it is ambiguous) or cannot be explained by
  /// equalities alone.
  public func derivation(of id: ViewID, _ field: FrameField) -> Derivation? {
    let variable = frameVariable(id, field)
    let range = solver.optimalRange(of: variable)
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

  /// The higher-priority constraints that hold now and fix the quantity an
  /// unmet optional constraint wanted to set.
  public func beaters(of unmet: LayoutConstraintID) -> Derivation? {
    let c = constraint(unmet)
    return deriveNearby(quantity(of: unmet), above: c.spec.priority.value)
  }

  /// The quantity a constraint relates, `Σ lhs − Σ rhs`, as a linear form.
  func quantity(of constraintID: LayoutConstraintID) -> [Int32: Double] {
    LinearSpan.form(compile(constraint(constraintID).spec).expression)
  }
}
