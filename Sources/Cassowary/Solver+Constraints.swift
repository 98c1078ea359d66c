// Adding and removing constraints, and changing a constraint's constant in
// place (Auto Layout's cheap `constraint.constant = x`).

extension Solver {
  /// Adds the constraint `expression relation 0` at `strength`.
  ///
  /// - Returns: an id for later removal or constant changes.
  /// - Throws: `.unsatisfiable` when `strength` is required and the required
  ///   constraints could not all hold with it (the solver is unchanged);
  ///   `.notFinite` for NaN or infinite numbers.
  /// - Complexity: one row creation plus the pivots the primal simplex needs;
  ///   each pivot is linear in the size of the tableau.
  @discardableResult
  public mutating func addConstraint(
    _ expression: LinearExpression, _ relation: Relation, strength: Strength = .required
  ) throws(SolverError) -> ConstraintID {
    guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite })
    else { throw .notFinite }
    let id = ConstraintID(rawValue: Int32(records.count))
    // A failed add must leave every value as it was, even where the optimum
    // is not unique, so the state is kept (copy-on-write: nothing is copied
    // unless phase one actually pivots) and restored on failure.
    let saved = self
    var (row, record) = makeRow(expression, relation, strength, owner: id.rawValue)
    records.append(record)

    var subject = chooseSubject(row, record)
    if !subject.isValid && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
      guard Tolerance.isZero(row.constant) else {
        let proof = row.cells.map(\.symbol)
        self = saved
        throw .unsatisfiable(involved: owners(of: proof))
      }
      subject = record.marker  // redundant but consistent: keep it as its own row
    }
    if subject.isValid {
      row.solve(for: subject)
      substitute(subject, with: row)
      insertRow(row, for: subject)
    } else if let proof = addThroughArtificialVariable(row, marker: record.marker) {
      self = saved
      throw .unsatisfiable(involved: owners(of: proof))
    }
    constraintCount += 1
    // Optimising after every add keeps the tableau optimal, which the dual
    // simplex used by edits and constant changes relies on.
    optimize(.layout)
    return id
  }

  /// Removes a constraint added earlier.
  ///
  /// - Throws: `.unknownConstraint` if it is not in the solver.
  public mutating func removeConstraint(_ id: ConstraintID) throws(SolverError) {
    guard contains(id), let record = records[Int(id.rawValue)] else { throw .unknownConstraint(id) }
    records[Int(id.rawValue)] = nil
    constraintCount -= 1
    removeErrorCosts(record)
    if let slot = slot(of: record.marker) {
      _ = takeRow(at: slot)
    } else if let slot = markerLeavingSlot(record.marker) {
      let leaving = basics[slot]
      var row = takeRow(at: slot)
      row.solve(for: record.marker, replacing: leaving)
      substitute(record.marker, with: row)
    }
    optimize(.layout)
  }

  /// Sets the constant of constraint `id`'s expression, re-solving in place.
  ///
  /// - Throws: `.unsatisfiable` if the new constant makes the required
  ///   constraints impossible (the old constant is kept); `.notFinite`.
  /// - Complexity: one pass over the rows holding the constraint's marker,
  ///   then the dual simplex's pivots.
  public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
    guard constant.isFinite else { throw .notFinite }
    guard contains(id), let record = records[Int(id.rawValue)] else { throw .unknownConstraint(id) }
    let delta = constant - record.expression.constant
    if delta == 0 { return }
    let saved = self  // see addConstraint: a refusal restores every value
    shiftConstant(by: delta, of: record)
    if let failing = dualOptimize() {
      let proof = [failing] + rows[slot(of: failing)!].cells.map(\.symbol)
      self = saved
      throw .unsatisfiable(involved: owners(of: proof).filter { $0 != id })
    }
    records[Int(id.rawValue)]!.expression.constant = constant
  }

  // MARK: - Rows

  /// Builds the row of a new constraint, written in non-basic symbols.
  private mutating func makeRow(
    _ expression: LinearExpression, _ relation: Relation, _ strength: Strength, owner: Int32
  ) -> (Row, ConstraintRecord) {
    var row = Row(constant: expression.constant)
    for term in expression.terms {
      let symbol = term.variable.symbol
      if let slot = slot(of: symbol) {
        row.add(rows[slot], times: term.coefficient)
      } else {
        row.add(term.coefficient, for: symbol)
      }
    }
    var record = ConstraintRecord(
      expression: expression, relation: relation, strength: strength,
      marker: .invalid, other: .invalid, markerSign: 1)
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack, owner: owner)
      record.marker = slack
      record.markerSign = sign
      row.add(sign, for: slack)
      if !strength.isRequired {
        let error = makeSymbol(.error, owner: owner)
        record.other = error
        row.add(-sign, for: error)
        addErrorCost(error, strength)
      }
    case .equal:
      if strength.isRequired {
        let dummy = makeSymbol(.dummy, owner: owner)
        record.marker = dummy
        row.add(1, for: dummy)
      } else {
        let plus = makeSymbol(.error, owner: owner)
        let minus = makeSymbol(.error, owner: owner)
        record.marker = plus
        record.other = minus
        record.markerSign = -1
        row.add(-1, for: plus)
        row.add(1, for: minus)
        addErrorCost(plus, strength)
        addErrorCost(minus, strength)
      }
    }
    // A row kept with a non-negative constant lets a restricted subject with
    // a negative coefficient keep the tableau feasible.
    if row.constant < 0 { row.reverseSign() }
    return (row, record)
  }

  /// The symbol to solve a new row for, or `.invalid` if it needs phase one.
  private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol {
    // An unrestricted variable can take any value, so it is always safe.
    if let external = row.cells.first(where: { $0.symbol.isExternal }) { return external.symbol }
    for symbol in [record.marker, record.other] where symbol.isValid && symbol.isRestricted {
      if row.coefficient(for: symbol) < 0 { return symbol }
    }
    return .invalid
  }

  /// Phase one: adds `row` with an artificial variable and drives it to zero.
  ///
  /// - Returns: nil on success; otherwise the symbols of the artificial
  ///   variable's final row, which prove infeasibility. On failure the
  ///   tableau holds the old system again (in a possibly different basis).
  private mutating func addThroughArtificialVariable(_ row: Row, marker: Symbol) -> [Symbol]? {
    let artificial = makeSymbol(.slack)
    insertRow(row, for: artificial)
    auxiliary = row
    optimize(.auxiliary)
    let succeeded = Tolerance.isZero(auxiliary!.constant)
    auxiliary = nil
    if let slot = slot(of: artificial) {
      if !succeeded {
        let proof = rows[slot].cells.map(\.symbol)
        _ = takeRow(at: slot)
        return proof
      }
      var artificialRow = takeRow(at: slot)
      // A row left with only dummies is redundant; it stays in the tableau
      // under the new marker so a later constant change can still be checked.
      let entering =
        artificialRow.cells.first(where: { $0.symbol.isPivotable })?.symbol
        ?? artificialRow.cells.first(where: { $0.symbol == marker })?.symbol
      if let entering {
        artificialRow.solve(for: entering, replacing: artificial)
        substitute(entering, with: artificialRow)
        insertRow(artificialRow, for: entering)
      }
    }
    for slot in rows.indices { rows[slot].remove(artificial) }
    for k in objective.rows.indices { objective.rows[k].remove(artificial) }
    return nil
  }

  // MARK: - Objective bookkeeping

  private mutating func addErrorCost(_ error: Symbol, _ strength: Strength) {
    let k = objective.retainLevel(for: strength.value)
    objective.rows[k].add(1, for: error)
  }

  private mutating func removeErrorCosts(_ record: ConstraintRecord) {
    for symbol in [record.marker, record.other] where symbol.kind == .error {
      guard let k = objective.level(for: record.strength.value) else { continue }
      if let slot = slot(of: symbol) {
        objective.rows[k].add(rows[slot], times: -1)
      } else {
        objective.rows[k].add(-1, for: symbol)
      }
      objective.releaseLevel(for: record.strength.value)
    }
  }

  // MARK: - Helpers

  /// The row to pivot a removed constraint's non-basic marker into: the most
  /// restrictive restricted row first, then any restricted row, then an
  /// unrestricted one (as in the Cassowary paper, section 3.3).
  private func markerLeavingSlot(_ marker: Symbol) -> Int? {
    var first: Int?, second: Int?, third: Int?
    var r1 = Double.infinity, r2 = Double.infinity
    for slot in rows.indices {
      let c = rows[slot].coefficient(for: marker)
      if c == 0 { continue }
      // A redundant equality's row (a basic dummy over dummies) goes first:
      // eliminating the marker through it touches only dummies, so the
      // redundant constraint takes over. Through any other row the dummy
      // row would be left holding real symbols, and nothing would keep its
      // dummy at zero.
      if basics[slot].kind == .dummy { return slot }
      if basics[slot].isExternal {
        if third == nil { third = slot }
      } else if c < 0 {
        let r = -rows[slot].constant / c
        if r < r1 { r1 = r; first = slot }
      } else {
        let r = rows[slot].constant / c
        if r < r2 { r2 = r; second = slot }
      }
    }
    return first ?? second ?? third
  }

  /// Changes the constant of `record`'s constraint by `delta` in the tableau.
  ///
  /// Writing the marker as `m = m' + sign·delta` turns the old system into
  /// the new one, so only the marker's column has to change.
  private mutating func shiftConstant(by delta: Double, of record: ConstraintRecord) {
    let shift = record.markerSign * delta
    if let slot = slot(of: record.marker) {
      rows[slot].constant -= shift
      noteIfInfeasible(slot)
      return
    }
    for slot in rows.indices {
      let c = rows[slot].coefficient(for: record.marker)
      if c == 0 { continue }
      rows[slot].constant += c * shift
      noteIfInfeasible(slot)
    }
    for k in objective.rows.indices {
      objective.rows[k].constant += objective.rows[k].coefficient(for: record.marker) * shift
    }
  }

  func owners(of symbols: [Symbol]) -> [ConstraintID] {
    var ids = Set<Int32>()
    // Symbols of a refused constraint no longer exist once the state is restored.
    for symbol in symbols where symbol.kind != .external && Int(symbol.id) < ownerOfSymbol.count {
      let owner = ownerOfSymbol[Int(symbol.id)]
      if owner >= 0 && Int(owner) < records.count && records[Int(owner)] != nil { ids.insert(owner) }
    }
    return ids.sorted().map { ConstraintID(rawValue: $0) }
  }
}
