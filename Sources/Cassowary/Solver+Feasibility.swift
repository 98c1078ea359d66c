// A yes/no feasibility check for a set of required constraints, used by the
// layout model to shrink a conflict to an irreducible set.

extension Solver {
  /// Whether the constraints `expression relation 0` can all hold at once.
  ///
  /// The variables may come from any solver; only their ids are used.
  ///
  /// - Complexity: one fresh solve of the given constraints.
  public static func isFeasible(_ constraints: [(LinearExpression, Relation)]) -> Bool {
    var solver = Solver()
    let highest = constraints.lazy.flatMap { $0.0.terms }.map { Int($0.variable.id) }.max() ?? -1
    while solver.slotOfSymbol.count <= highest { _ = solver.makeVariable() }
    for (expression, relation) in constraints {
      do {
        try solver.addConstraint(expression, relation)
      } catch {
        return false
      }
    }
    return true
  }
}
