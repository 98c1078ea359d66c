// Feasibility of a set of required constraints, and the irreducible
// infeasible subset the layout model reports as a conflict.

extension Solver {
  /// Sets up to this many constraints are filtered with fresh solves.
  static let freshlySolvedLimit = 48

  /// The body of ``irreducibleInfeasibleSubset(of:keeping:)``, with the
  /// limit as a parameter, so that tests can run small sets through either
  /// way.
  ///
  /// A set of up to `limit` constraints is tested with a fresh solve of
  /// the rest each time, in the order given. A larger one shares its adds
  /// (see `filter`): about members × log₂(members) adds in all instead of
  /// members², which took minutes on a conflict down a nest of 500 views
  /// (about 1,000 members). The two agree wherever a set is clearly
  /// feasible or not. They can differ on a set infeasible by a hair, where
  /// the order of the adds decides (a `threshold` search bisects to such
  /// constants), which is why small sets, the usual conflict, keep the
  /// fresh solves.
  static func irreducibleInfeasibleSubset(
    of constraints: [(LinearExpression, Relation)], keeping kept: Int, freshlySolvedUpTo limit: Int
  ) -> [Int]? {
    var (root, constraints) = compacted(constraints)
    guard !isFeasibleAsGiven(constraints, root) else { return nil }
    guard constraints.count > limit else {
      var set = Array(constraints.indices)
      var i = 0
      while i < set.count {
        var rest = set
        rest.remove(at: i)
        if set[i] != kept && !isFeasibleAsGiven(rest.map { constraints[$0] }, root) { set = rest } else { i += 1 }
      }
      return set
    }
    guard (try? root.addConstraint(constraints[kept].0, constraints[kept].1)) != nil else { return [kept] }
    let others = constraints.indices.filter { $0 != kept }
    var member = [Bool](repeating: true, count: constraints.count)
    filter(others[...], in: &root, constraints, &member)
    return member.indices.filter { member[$0] }
  }

  /// Whether the constraints can all hold, added in order to `empty`.
  static func isFeasibleAsGiven(_ constraints: [(LinearExpression, Relation)], _ empty: Solver) -> Bool {
    var solver = empty
    return solver.addsAll(constraints)
  }

  /// Decides, in order, which of `range` leave the set. `solver` holds
  /// every member outside `range` and no member inside it, and it is
  /// feasible; it is given back holding the same constraints.
  ///
  /// A member is needed exactly when the solver holding all the others is
  /// feasible, so each half is decided while the solver holds the other
  /// half: the first half with all of the second (not decided yet), the
  /// second with what is left of the first. A solver that turns infeasible
  /// before it holds all of the other half proves that every member of its
  /// own half can go. The halves added are taken out again last first,
  /// which is cheaper than copying the solver for each half.
  private static func filter(
    _ range: ArraySlice<Int>, in solver: inout Solver,
    _ constraints: [(LinearExpression, Relation)], _ member: inout [Bool]
  ) {
    guard range.count > 1 else { return }  // the rest holds without it: needed
    let middle = range.startIndex + range.count / 2
    let (first, second) = (range[..<middle], range[middle...])
    var added = solver.addingAll(second.map { constraints[$0] })
    if added.count == second.count {
      filter(first, in: &solver, constraints, &member)
    } else {
      for i in first { member[i] = false }
    }
    solver.removeAll(added)
    let firstLeft = first.filter { member[$0] }
    added = solver.addingAll(firstLeft.map { constraints[$0] })
    if added.count == firstLeft.count {
      filter(second, in: &solver, constraints, &member)
    } else {
      for i in second { member[i] = false }
    }
    solver.removeAll(added)
  }

  /// Adds required constraints until one cannot hold; whether all could.
  private mutating func addsAll(_ constraints: [(LinearExpression, Relation)]) -> Bool {
    addingAll(constraints).count == constraints.count
  }

  /// Adds required constraints until one cannot hold; the ids of those added.
  private mutating func addingAll(_ constraints: [(LinearExpression, Relation)]) -> [ConstraintID] {
    var added: [ConstraintID] = []
    for (expression, relation) in constraints {
      guard let id = try? addConstraint(expression, relation) else { break }
      added.append(id)
    }
    return added
  }

  /// Removes constraints this solver added, last first.
  private mutating func removeAll(_ added: [ConstraintID]) {
    for id in added.reversed() { try! removeConstraint(id) }
  }

  /// A solver with a variable for each variable the constraints read, and
  /// the constraints rewritten to read those. The order of the ids is kept,
  /// so pivots choose as they would have; the ids left out (a layout's other
  /// variables) would only have made every solver the filter starts longer.
  static func compacted(
    _ constraints: [(LinearExpression, Relation)]
  ) -> (Solver, [(LinearExpression, Relation)]) {
    let ids = Set(constraints.lazy.flatMap { $0.0.terms }.map(\.variable.id)).sorted()
    var solver = Solver()
    var variableOf: [Int32: Variable] = [:]
    for id in ids { variableOf[id] = solver.makeVariable() }
    let rewritten = constraints.map { expression, relation in
      (
        LinearExpression(
          expression.terms.map { LinearExpression.Term(variableOf[$0.variable.id]!, $0.coefficient) },
          constant: expression.constant), relation
      )
    }
    return (solver, rewritten)
  }
}
