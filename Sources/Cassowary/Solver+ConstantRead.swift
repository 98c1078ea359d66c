// The constant the solver holds for a constraint, for callers that keep
// what they measured and must tell whether a constant came back to it.

extension Solver {
  /// The constant of constraint `id`'s expression as the solver holds it
  /// (what ``setConstant(_:of:)`` last set, or the one it was added with);
  /// nil when `id` is not in the solver.
  ///
  /// - Complexity: O(1); reads the record in place.
  public func constant(of id: ConstraintID) -> Double? {
    guard contains(id) else { return nil }
    return constraints.shiftFacts(of: Int(id.rawValue)).constant
  }
}
