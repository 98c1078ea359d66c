import Cassowary

// Installing constraints in the solver, and what happens when required
// constraints cannot all hold: Apple logs the conflict and breaks one
// constraint; alrepl does the same, with an irreducible conflicting set.

extension Layout {
  /// Puts an active constraint into the solver, resolving any conflict.
  mutating func install(_ id: LayoutConstraintID) {
    touch(id)
    // Each round either installs `id` or breaks one more constraint, so
    // this ends after at most as many rounds as there are constraints.
    while true {
      let c = constraint(id)
      let (expression, relation) = compile(c.spec)
      constraintTable.largestConstantInstalled = max(
        constraintTable.largestConstantInstalled, abs(expression.constant), abs(c.spec.constant))
      do {
        let solverID = try solver.addConstraint(
          expression, relation, strength: Strength(c.spec.priority.value))
        constraintTable.constraints[Int(id.rawValue)]!.solverID = solverID
        constraintTable.constraintOfSolverID[solverID] = id
        if c.spec.relatesAxes { constraintTable.installedAcrossAxes += 1 }
        let variables = expression.terms.map(\.variable.id)
        constraintTable.constraints[Int(id.rawValue)]!.solverVariables = variables
        for v in variables { constraintTable.constraintsOfVariable[v, default: []].append(id) }
        neighboursChanged(variables)
        linksAdded(variables)
        ambiguityTouched(variables)
        return
      } catch {
        guard case .unsatisfiable(let involved) = error else {
          preconditionFailure("validated constraints cannot fail otherwise: \(error)")
        }
        conflictState.conflictAnalyses += 1
        let set = minimalConflict(adding: id, hint: involved.compactMap { constraintTable.constraintOfSolverID[$0] })
        let (broken, reason) = choiceToBreak(in: set, adding: id)
        if broken != id { uninstall(broken) }
        conflictState.conflicts.removeAll { $0.broken == broken }
        conflictState.conflicts.append(Conflict(broken: broken, set: set, reason: reason))
        conflictState.conflictRecordedAt[broken] = conflictState.revision
        conflictState.everBroken.insert(broken)
        if broken == id { return }
      }
    }
  }

  /// Notes that a constraint changed: the views it reads, for the next
  /// ``settleText()``, and when, for retrying broken constraints.
  mutating func touch(_ id: LayoutConstraintID) {
    conflictState.revision += 1
    let index = Int(id.rawValue)
    // Grown in place: `+= Array(repeating:)` built a temporary array each time.
    if conflictState.touchedAt.count <= index {
      conflictState.touchedAt.append(contentsOf: repeatElement(0, count: index + 1 - conflictState.touchedAt.count))
    }
    conflictState.touchedAt[index] = conflictState.revision
    // The terms read in place: binding the constraint copied all of it
    // (retaining each field) for each of a rotation's constant changes.
    guard constraintTable.constraints[index] != nil else { return }
    for term in constraintTable.constraints[index]!.spec.lhs { textSettle.touchedSinceSettle.append(term.view) }
    for term in constraintTable.constraints[index]!.spec.rhs { textSettle.touchedSinceSettle.append(term.view) }
  }

  /// Takes a constraint out of the solver (it keeps its active flag).
  mutating func uninstall(_ id: LayoutConstraintID) {
    touch(id)
    conflictState.conflicts.removeAll { $0.broken == id }
    guard let solverID = constraint(id).solverID else { return }
    try! solver.removeConstraint(solverID)
    constraintTable.constraintOfSolverID[solverID] = nil
    if constraintTable.constraints[Int(id.rawValue)]!.spec.relatesAxes { constraintTable.installedAcrossAxes -= 1 }
    constraintTable.constraints[Int(id.rawValue)]!.solverID = nil
    for v in constraintTable.constraints[Int(id.rawValue)]!.solverVariables {
      constraintTable.constraintsOfVariable[v]?.removeAll { $0 == id }
    }
    neighboursChanged(constraintTable.constraints[Int(id.rawValue)]!.solverVariables)
    linksChanged(constraintTable.constraints[Int(id.rawValue)]!.solverVariables)
    ambiguityTouched(constraintTable.constraints[Int(id.rawValue)]!.solverVariables)
    constraintTable.constraints[Int(id.rawValue)]!.solverVariables = []
  }

  /// Tries broken constraints again, oldest first, after something that
  /// may have freed them (a removal, a deactivation, a new constant).
  mutating func retryBrokenConstraints() {
    if conflictState.retriesDeferred {
      conflictState.retryPending = true
      return
    }
    // Nothing ever broken, nothing to retry: filtering the empty set made
    // a new one after each of a rotation's constant changes.
    guard !conflictState.everBroken.isEmpty else { return }
    // Every active constraint outside the solver, not only those with a
    // recorded conflict: a conflict is forgotten when one of its members goes.
    conflictState.everBroken = conflictState.everBroken.filter { constraintTable.constraints[Int($0.rawValue)]?.isBroken == true }
    guard !conflictState.everBroken.isEmpty else { return }
    let broken = conflictState.everBroken.sorted { constraint($0).stamp < constraint($1).stamp }
    for id in broken where constraintTable.constraints[Int(id.rawValue)] != nil && constraint(id).isBroken && mayHold(id) {
      conflictState.conflicts.removeAll { $0.broken == id }
      install(id)
    }
  }

  /// Whether a broken constraint is worth retrying: not while every member
  /// of its recorded conflict is as it was, since that set still cannot
  /// hold. This keeps a standing conflict from costing a deletion filter
  /// after every unrelated change.
  private func mayHold(_ id: LayoutConstraintID) -> Bool {
    guard let recorded = conflictState.conflictRecordedAt[id],
      let conflict = conflictState.conflicts.first(where: { $0.broken == id })
    else { return true }
    return conflict.set.contains { member in
      Int(member.rawValue) < conflictState.touchedAt.count && conflictState.touchedAt[Int(member.rawValue)] > recorded
    }
  }

  /// An irreducible infeasible subset containing `new`.
  ///
  /// Starts from the solver's certificate (usually a short chain) and falls
  /// back to every installed required constraint if the certificate alone
  /// is not infeasible; the solver's deletion filter then drops members one
  /// at a time while the rest stays infeasible, so the result is irreducible.
  func minimalConflict(adding new: LayoutConstraintID, hint: [LayoutConstraintID]) -> [LayoutConstraintID] {
    // Compiling walks each view up to the common ancestor: the certificate's
    // members are compiled once for both tries.
    var compiled: [LayoutConstraintID: (LinearExpression, Relation)] = [:]
    func irreducible(_ set: [LayoutConstraintID]) -> [LayoutConstraintID]? {
      let compiled = set.map { id in
        if let known = compiled[id] { return known }
        let c = compile(constraint(id).spec)
        compiled[id] = c
        return c
      }
      return Solver.irreducibleInfeasibleSubset(of: compiled, keeping: set.firstIndex(of: new)!)
        .map { $0.map { set[$0] }.sorted() }
    }
    if let set = irreducible(Array(Set(hint + [new])).sorted()) { return set }
    let all = allConstraints.filter { $0.isInstalled && $0.spec.priority.isRequired }.map(\.id) + [new]
    return irreducible(all) ?? all.sorted()
  }
}
