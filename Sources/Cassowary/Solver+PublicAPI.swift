// Cassowary's public face: every public member of `Solver`, in one place,
// with what it does, what it needs and what it costs. The members here are
// thin: each calls the internal implementation in the file its comment
// names, or is short enough to be its own. Everything else in the module is
// internal.
//
// The public value types have files of their own: `Variable`,
// `ConstraintID` and `Relation` (Variable.swift), `LinearExpression`,
// `Strength`, `SolverError`, `Tolerance`, and `Solver.Statistics`
// (Solver+Statistics.swift).

extension Solver {
  // MARK: - Variables

  /// Makes a new variable. Its value is 0 until constraints say otherwise.
  ///
  /// - Complexity: O(1) amortised.
  public mutating func makeVariable() -> Variable {
    valueRevision &+= 1
    return Variable(id: makeSymbol(.external).id)
  }

  /// Gives up `variable`: the caller will not use it again. Once nothing
  /// holds it and every symbol made after it is gone too, the solver
  /// forgets it and the next symbol made takes its id, so that a session
  /// that makes and drops variables (a view added and removed, again and
  /// again) keeps its tables, and the passes over them, at the size of its
  /// largest layout. Ids are only taken back from the top, so that a new
  /// symbol still comes after every live one and ties between symbols are
  /// broken as they would have been.
  ///
  /// - Precondition: `variable` was made by this solver and no constraint
  ///   the caller will keep holds it.
  /// - Complexity: O(entries in the columns of the symbols forgotten).
  public mutating func releaseVariable(_ variable: Variable) {
    valueRevision &+= 1
    release(Symbol(id: variable.id, kind: .external))
  }

  /// Symbols ever made, variables included: one past the largest id, for
  /// tables a caller indexes by variable id.
  ///
  /// - Complexity: O(1).
  public var symbolCount: Int { tableau.slotOfSymbol.count }

  // MARK: - Constraints (Solver+Constraints.swift)

  /// Adds the constraint `expression relation 0` at `strength`.
  ///
  /// - Returns: an id for later removal or constant changes.
  /// - Throws: `.unsatisfiable` when `strength` is required and the required
  ///   constraints could not all hold with it (the solver is unchanged,
  ///   its values included); `.notFinite` for NaN or infinite numbers.
  /// - Precondition: every variable was made by this solver.
  /// - Complexity: one row creation (merging the rows of its basic
  ///   variables), a substitution into the rows that hold the row's subject,
  ///   plus the pivots the primal simplex needs; each pivot touches only the
  ///   rows that hold the entering symbol (see the column index).
  @discardableResult
  public mutating func addConstraint(
    _ expression: LinearExpression, _ relation: Relation, strength: Strength = .required
  ) throws(SolverError) -> ConstraintID {
    valueRevision &+= 1
    return try insertConstraint(expression, relation, strength: strength)
  }

  /// Removes a constraint added earlier.
  ///
  /// - Throws: `.unknownConstraint` if it is not in the solver.
  /// - Complexity: the rows that hold the constraint's marker, plus the
  ///   pivots the primal simplex needs.
  public mutating func removeConstraint(_ id: ConstraintID) throws(SolverError) {
    valueRevision &+= 1
    try deleteConstraint(id)
  }

  /// Sets the constant of constraint `id`'s expression, re-solving in place
  /// (Auto Layout's cheap `constraint.constant = x`).
  ///
  /// - Throws: `.unsatisfiable` if the new constant makes the required
  ///   constraints impossible (the old constant and every value are kept);
  ///   `.notFinite`; `.unknownConstraint`.
  /// - Complexity: one pass over the rows holding the constraint's marker
  ///   (found through the column index), then the dual simplex's pivots.
  public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
    valueRevision &+= 1
    try changeConstant(to: constant, of: id)
  }

  /// Whether `id` names a constraint currently in the solver.
  ///
  /// - Complexity: O(1).
  public func contains(_ id: ConstraintID) -> Bool {
    let i = Int(id.rawValue)
    return i >= 0 && i < constraints.records.count && constraints.records[i] != nil
  }

  /// How many constraints the solver holds, edit constraints included.
  ///
  /// - Complexity: O(1).
  public var constraintCount: Int { constraints.count }

  // MARK: - Edit variables
  //
  // A variable a caller will move repeatedly (a drag, a window resize). Each
  // is an optional equality `v == value` whose constant changes in place and
  // is re-solved by the dual simplex, never by a fresh add.

  /// Makes `variable` editable at `strength`, starting at its current value.
  ///
  /// Starting at the current value (kiwi starts at 0) means the first
  /// suggestion moves nothing that is not asked to move.
  ///
  /// - Throws: `.duplicateEditVariable`, `.requiredEditVariable`.
  /// - Complexity: one optional add (see ``addConstraint(_:_:strength:)``).
  public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard constraints.editConstraints[variable] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .requiredEditVariable(variable) }
    let current = value(of: variable)
    let id = try addConstraint(
      LinearExpression([.init(variable)], constant: -current), .equal, strength: strength)
    constraints.editConstraints[variable] = id
  }

  /// Stops editing `variable`; its value then follows the other constraints.
  ///
  /// - Throws: `.unknownEditVariable` if it is not being edited.
  /// - Complexity: one removal (see ``removeConstraint(_:)``).
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let id = constraints.editConstraints.removeValue(forKey: variable) else {
      throw .unknownEditVariable(variable)
    }
    try removeConstraint(id)
  }

  /// Whether `variable` is being edited.
  ///
  /// - Complexity: O(1).
  public func hasEditVariable(_ variable: Variable) -> Bool {
    constraints.editConstraints[variable] != nil
  }

  /// Asks for `variable` to be `value`, as far as higher priorities allow.
  ///
  /// - Throws: `.unknownEditVariable` if it is not being edited.
  /// - Complexity: proportional to the rows holding the edit's error
  ///   symbol, plus the dual simplex's pivots (usually none or a few).
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let id = constraints.editConstraints[variable] else { throw .unknownEditVariable(variable) }
    try setConstant(-value, of: id)
  }

  // MARK: - Values (Solver+Definitions.swift)

  /// The current value of `variable`.
  ///
  /// O(1) after ``updateValues()``; after a change and before it, a
  /// variable whose row is a definition is evaluated through the rows it
  /// refers to, so read many values after `updateValues()`.
  ///
  /// Inlinable: a layout reads every value after each change (kiwi's
  /// updateVariables), and a call across the module boundary cost about
  /// as much as the read itself.
  ///
  /// - Precondition: `variable` was made by this solver.
  /// - Complexity: O(1) when values are current.
  @inlinable @inline(__always)
  public func value(of variable: Variable) -> Double {
    let slot = tableau.slotOfSymbol[Int(variable.id)]
    guard slot >= 0 else { return 0 }
    // A row that refers to no other row holds the value as its constant;
    // the cache holds the others'.
    let value =
      !tableau.refersToRows[Int(slot)] ? tableau.rows[Int(slot)].constant
      : definitions.valuesAreCurrent ? definitions.cachedValues[Int(slot)]
      : Solver.evaluate(slot: Int(slot), rows: tableau.rows, slots: tableau.slotOfSymbol, refers: tableau.refersToRows)
    return Tolerance.isZero(value) ? 0 : value
  }

  /// The values of four variables (a view's frame) in one call: a layout
  /// reads every frame after each change, and each call from another
  /// module copied the solver's fields for `self` first.
  ///
  /// - Complexity: O(1) when values are current (see ``value(of:)``).
  public func values(
    of a: Variable, _ b: Variable, _ c: Variable, _ d: Variable
  ) -> (Double, Double, Double, Double) {
    (value(of: a), value(of: b), value(of: c), value(of: d))
  }

  /// Evaluates every definition into the value cache, so that reads are
  /// O(1) until the next change. Call after a batch of changes and before
  /// reading many values (kiwi's `updateVariables`); reads without it are
  /// right, but walk the definitions each time.
  ///
  /// - Complexity: O(definitions + the rows they refer to) while the rows'
  ///   cells stay as they are (a drag, a constant change: see
  ///   `ValueProgram`); otherwise a walk of every definition's cells too.
  public mutating func updateValues() {
    if definitions.valuesAreCurrent { return }
    evaluateDefinitions()
  }

  /// Evaluates the definitions (see ``updateValues()``) and writes the
  /// values of `variables` to `buffer`, in order: one call for a caller
  /// that reads every variable after each change (kiwi's updateVariables
  /// and a read of each), where a read per variable from another module
  /// copied the solver's fields for each call.
  ///
  /// - Precondition: `buffer` holds at least as many elements as
  ///   `variables`, and every variable was made by this solver.
  /// - Complexity: ``updateValues()``, then O(1) per variable.
  public mutating func readValues(
    of variables: UnsafeBufferPointer<Variable>, into buffer: UnsafeMutableBufferPointer<Double>
  ) {
    precondition(buffer.count >= variables.count, "readValues needs room for every variable")
    updateValues()
    readCurrentValues(of: variables, into: buffer)
  }

  /// `readValues(of:into:)` without evaluating first, for a caller that
  /// holds the solver as a constant (a layout reading every frame): each
  /// value as `value(of:)` reads it, so right whether or not the values
  /// are current, and in one pass over plain buffers when they are.
  ///
  /// - Precondition: `buffer` holds at least as many elements as
  ///   `variables`, and every variable was made by this solver.
  /// - Complexity: ``value(of:)`` per variable.
  public func values(of variables: UnsafeBufferPointer<Variable>, into buffer: UnsafeMutableBufferPointer<Double>) {
    precondition(buffer.count >= variables.count, "reading values needs room for every variable")
    guard definitions.valuesAreCurrent else {
      for i in variables.indices { buffer[i] = value(of: variables[i]) }
      return
    }
    readCurrentValues(of: variables, into: buffer)
  }

  // MARK: - How far constraints are from holding (Solver+Violations.swift)

  /// How far the current values are from satisfying constraint `id`:
  /// `|e|` for `e == 0`, `max(0, e)` for `e <= 0`, `max(0, -e)` for `e >= 0`;
  /// 0 for a removed constraint.
  ///
  /// - Precondition: `id` was returned by this solver.
  /// - Complexity: O(terms of the constraint) when values are current.
  public func violation(of id: ConstraintID) -> Double {
    violation(ofRecordAt: Int(id.rawValue))
  }

  /// The value of constraint `id`'s expression (`e` in `e relation 0`) at
  /// the current values: zero when an inequality is tight; 0 for a removed
  /// constraint.
  ///
  /// - Precondition: `id` was returned by this solver.
  /// - Complexity: O(terms of the constraint) when values are current.
  public func residual(of id: ConstraintID) -> Double {
    residual(ofRecordAt: Int(id.rawValue))
  }

  /// The optional constraints (above the tie-break level) the current
  /// values miss by more than `tolerance`, with how far, in id order: what
  /// a layout reports as unmet after every command, read from the records
  /// alone.
  ///
  /// - Complexity: O(records + terms of the optional constraints).
  public func optionalViolations(beyond tolerance: Double) -> [(id: ConstraintID, error: Double)] {
    guard definitions.valuesAreCurrent, let program = constraints.violationProgram.program(for: self) else {
      return violations(of: { !$0.isRequired && $0.value > Strength.tieBreak.value }, isOff: { $0 > tolerance })
    }
    let found = violations(in: program.optional, isOff: { $0 > tolerance })
    assertSameViolations(found, of: { !$0.isRequired && $0.value > Strength.tieBreak.value }, isOff: { $0 > tolerance })
    return found
  }

  /// The required constraints the current values miss by more than
  /// `tolerance`, with how far, in id order: a check of the tableau's
  /// precision, run after every command of a layout with large numbers.
  /// A NaN error counts as missed.
  ///
  /// - Complexity: O(records + terms of the required constraints).
  public func requiredViolations(beyond tolerance: Double) -> [(id: ConstraintID, error: Double)] {
    guard definitions.valuesAreCurrent, let program = constraints.violationProgram.program(for: self) else {
      return violations(of: \.isRequired, isOff: { !($0 <= tolerance) })
    }
    let found = violations(in: program.required, isOff: { !($0 <= tolerance) })
    assertSameViolations(found, of: \.isRequired, isOff: { !($0 <= tolerance) })
    return found
  }

  // MARK: - Which values the constraints leave open (Solver+Ambiguity.swift)

  /// The range of values `variable` takes over all optimal solutions
  /// (optimal at every priority level).
  ///
  /// `lower` or `upper` is nil when that side is unbounded. The two are equal
  /// when the value is determined.
  ///
  /// - Complexity: O(row length) for a determined variable; two short
  ///   simplex runs on a copy of the tableau otherwise.
  public func optimalRange(of variable: Variable) -> (lower: Double?, upper: Double?) {
    optimalRanges(of: [variable])[0]
  }

  /// The ranges of several variables over all optimal solutions, in order.
  ///
  /// Which symbols are free is worked out once, and every probe runs on one
  /// copy of the tableau: a probe only pivots among free symbols, so the
  /// optimal face stays the same and the next probe can start where the
  /// last one ended. A variable is probed only when its row holds a free
  /// symbol that moves on the face.
  ///
  /// - Complexity: O(rows + symbols) once, O(row length) per determined
  ///   variable, and two short simplex runs per open one; the first probe
  ///   copies the tableau.
  public func optimalRanges(of variables: [Variable]) -> [(lower: Double?, upper: Double?)] {
    // Copy-on-write copies the tableau when the first probe pivots. The
    // copy probes in a transaction too: the probes may have to go back to
    // the optimum part way (see `faceSides`).
    var copy = self
    return copy.optimalRangesInPlace(of: variables)
  }

  /// ``optimalRanges(of:)`` without copying the tableau: the probes pivot
  /// this solver inside a transaction that is rolled back, so it ends as it
  /// began (values, rows and basis; ties are broken by id, so the order of
  /// the column index, which may differ, never decides anything). After
  /// every command this saves copying every row and column of the tableau.
  ///
  /// - Complexity: as ``optimalRanges(of:)``, without the copy, plus
  ///   undoing what the probes changed.
  public mutating func optimalRangesInPlace(of variables: [Variable]) -> [(lower: Double?, upper: Double?)] {
    probeRangesAndRollBack(of: variables)
  }

  // MARK: - Feasibility of a set of required constraints (Solver+Feasibility.swift)

  /// Whether the constraints `expression relation 0` can all hold at once.
  ///
  /// The variables may come from any solver; only their ids are used.
  ///
  /// - Complexity: one fresh solve of the given constraints.
  public static func isFeasible(_ constraints: [(LinearExpression, Relation)]) -> Bool {
    let (empty, constraints) = compacted(constraints)
    return isFeasibleAsGiven(constraints, empty)
  }

  /// The indices of an irreducible infeasible subset of `constraints` that
  /// holds `constraints[kept]`, or nil if they can all hold: what a layout
  /// reports as a conflict. Each is `expression relation 0`, required;
  /// only the variables' ids are used.
  ///
  /// The deletion filter: each other constraint, in order, leaves the set
  /// for good if the set stays infeasible without it. Small sets are tested
  /// with a fresh solve of the rest each time; larger ones share their adds
  /// (see `filter` in Solver+Feasibility.swift).
  ///
  /// - Precondition: without `kept` the constraints can hold, as a layout's
  ///   installed ones can.
  /// - Complexity: a fresh solve per member up to 48 members; about
  ///   members × log₂(members) adds beyond.
  public static func irreducibleInfeasibleSubset(
    of constraints: [(LinearExpression, Relation)], keeping kept: Int
  ) -> [Int]? {
    irreducibleInfeasibleSubset(of: constraints, keeping: kept, freshlySolvedUpTo: freshlySolvedLimit)
  }

  // MARK: - Size (Solver+Statistics.swift)

  /// The tableau's size and the work of pivoting so far, for benchmarks
  /// that ask what bounds memory and time.
  ///
  /// - Complexity: O(cells).
  public var statistics: Statistics { measureStatistics() }
}
