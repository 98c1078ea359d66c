extension Layout {
  /// The other active required constraints of the person's that say
  /// exactly what required `id` says: the same items, relation,
  /// multipliers and constant. (Optional copies are a way to weigh a wish
  /// twice, and never conflict.)
  ///
  /// Two copies agree until one of them changes, and then they conflict
  /// with no new constraint in sight, so a report names the copy when it is
  /// made. Only constraints sharing a solver variable with `id` can be
  /// copies, so this reads those, not every constraint.
  public func duplicates(of id: LayoutConstraintID) -> [LayoutConstraintID] {
    let c = constraint(id)
    guard c.origin == .user, c.spec.priority.isRequired, let variable = c.solverVariables.first else { return [] }
    return (constraintsOfVariable[variable] ?? []).filter { other in
      guard other != id, let o = constraints[Int(other.rawValue)], o.origin == .user, o.isActive, o.spec.priority.isRequired else { return false }
      return o.spec.lhs == c.spec.lhs && o.spec.rhs == c.spec.rhs && o.spec.relation == c.spec.relation
        && o.spec.constant == c.spec.constant
    }.sorted { $0.rawValue < $1.rawValue }
  }
}
