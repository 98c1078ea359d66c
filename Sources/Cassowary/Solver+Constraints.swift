// Adding and removing constraints, and changing a constraint's constant in
// place (Auto Layout's cheap `constraint.constant = x`).

extension Solver {
  /// The body of ``addConstraint(_:_:strength:)``.
  mutating func insertConstraint(
    _ expression: LinearExpression, _ relation: Relation, strength: Strength = .required
  ) throws(SolverError) -> ConstraintID {
    guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite })
    else { throw .notFinite }
    // A refused add leaves the solver as it was, the values included.
    let valuesWereCurrent = definitions.valuesAreCurrent
    definitions.valuesAreCurrent = false
    if constraints.records.isEmpty {
      // A small layout's tables otherwise grew through every doubling.
      constraints.records.reserveCapacity(Solver.firstTableCapacity / 2)
      constraints.live.reserveCapacity(Solver.firstTableCapacity / 2)
    }
    let id = ConstraintID(rawValue: Int32(constraints.records.count))
    let symbolCount = tableau.slotOfSymbol.count
    // A variable nothing holds yet makes the row a definition, kept as
    // written (see Solver+Definitions.swift), when summing its variables'
    // rows in would make it long. (The variable is the subject the summed
    // row would choose too: no other symbol of it is held by no row.) A
    // row that reads a definition that refers to rows is expanded as a
    // whole, so that what cancels is never read; otherwise it is summed
    // from its variables' rows directly, as a small layout's rows all are.
    let form = rowForm(expression)
    var (row, record) = makeRow(expression, relation, strength, owner: id.rawValue, form: form)
    constraints.records.append(record)
    constraints.live.append(id.rawValue)
    if form == .asWritten {
      if let subject = unheldVariable(in: row) {
        row.solve(for: subject)
        insertRow(consume row, for: subject, mayRefer: true)
        constraints.count += 1
        optimize(.layout)
        return id
      }
      row = expanded(row)
    }
    // A row kept with a non-negative constant lets a restricted subject with
    // a negative coefficient keep the tableau feasible.
    if row.constant < 0 { row.reverseSign() }

    var subject = chooseSubject(row, record)
    if !subject.isValid && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
      guard Tolerance.isZero(row.constant) else {
        // Only a required constraint gets here, and making its row changed
        // nothing but the symbol and record tables.
        let proof = row.cells.map(\.symbol)
        discardNewSymbols(from: symbolCount)
        constraints.records.removeLast()
        constraints.live.removeLast()
        definitions.valuesAreCurrent = valuesWereCurrent
        throw .unsatisfiable(involved: owners(of: proof))
      }
      subject = record.marker  // redundant but consistent: keep it as its own row
    }
    if subject.isValid {
      row.solve(for: subject)
      substitute(subject, with: row)
      insertRow(consume row, for: subject)
    } else {
      // Only a required constraint gets here (an optional one can always
      // be solved for an error), so the objective has not changed. The
      // dual simplex can fail, and a failed add must leave every value as
      // it was, even where the optimum is not unique: record what changes.
      beginTransaction(symbolCount: symbolCount, recordCount: constraints.records.count - 1)
      if let proof = addThroughDualSimplex(consume row, record) {
        rollbackTransaction()
        definitions.valuesAreCurrent = valuesWereCurrent
        throw .unsatisfiable(involved: owners(of: proof))
      }
      commitTransaction()
    }
    constraints.count += 1
    // Optimising after every add keeps the tableau optimal, which the dual
    // simplex used by edits and constant changes relies on.
    optimize(.layout)
    return id
  }

  /// The body of ``removeConstraint(_:)``.
  mutating func deleteConstraint(_ id: ConstraintID) throws(SolverError) {
    guard contains(id), let record = constraints.records[Int(id.rawValue)] else { throw .unknownConstraint(id) }
    definitions.valuesAreCurrent = false
    constraints.records[Int(id.rawValue)] = nil
    constraints.removeLive(id.rawValue)
    constraints.count -= 1
    removeErrorCosts(record)
    // The marker goes with the constraint: definitions that hold it take
    // what it stood for (they are not rewritten when it merely turns basic).
    if let slot = slot(of: record.marker) {
      let row = removeRow(at: slot)
      substitute(record.marker, with: row, intoDefinitions: true)
      compactPendingColumns()
    } else if let (slot, expansion) = markerLeavingRow(record.marker) {
      let leaving = tableau.basics[slot]
      var row = removeRow(at: slot)
      // Only a definition can hold basic symbols; the rows the marker is
      // substituted into must not.
      if let expansion { row = expansion }
      row.solve(for: record.marker, replacing: leaving)
      substitute(record.marker, with: row, intoDefinitions: true)
      compactPendingColumns()
    }
    optimize(.layout)
    release(record.other)
    release(record.marker)
  }

  /// The body of ``setConstant(_:of:)``.
  mutating func changeConstant(to constant: Double, of id: ConstraintID) throws(SolverError) {
    guard constant.isFinite else { throw .notFinite }
    // The few fields read here, not the record: copying it retained and
    // released its expression's terms on every suggestion.
    guard contains(id) else { throw .unknownConstraint(id) }
    let (oldConstant, marker, markerSign, isRequired) = constraints.shiftFacts(of: Int(id.rawValue))
    let delta = constant - oldConstant
    if delta == 0 { return }
    let valuesWereCurrent = definitions.valuesAreCurrent
    definitions.valuesAreCurrent = false
    // A refused change restores every value: record what changes. An
    // optional constraint's change cannot be refused in exact arithmetic
    // (its error variables take up any constant), only when rounding
    // defeats the dual simplex, which a fuzzer found with coefficients
    // far apart (1e-6 against 1e6). So for those the rows are journalled,
    // but the objective's writes are not logged: a rollback rebuilds it.
    // The log was a third of the instructions of an edit's jump (W2b),
    // where every dual pivot rewrites the objective.
    beginTransaction(
      symbolCount: tableau.slotOfSymbol.count, recordCount: constraints.records.count,
      logsObjective: isRequired)
    shiftConstant(by: delta, marker: marker, sign: markerSign)
    if let failing = dualOptimize() {
      let proof = proofOfInfeasibility(failing)
      rollbackTransaction()
      definitions.valuesAreCurrent = valuesWereCurrent
      throw .unsatisfiable(involved: owners(of: proof).filter { $0 != id })
    }
    commitTransaction()
    // The dual simplex keeps the objective optimal.
    clearDirty()
    constraints.records[Int(id.rawValue)]!.expression.constant = constant
  }

  // MARK: - Rows

  /// Builds the row of a new constraint as written: a basic variable stays
  /// in it as itself (`expanded` writes it in non-basic symbols when the
  /// row is not to be a definition).
  private mutating func makeRow(
    _ expression: LinearExpression, _ relation: Relation, _ strength: Strength, owner: Int32, form: RowForm
  ) -> (Row, ConstraintRecord) {
    var row: Row
    if form == .asWritten {
      row = Row(constant: expression.constant)
      row.cells.reserveCapacity(expression.terms.count &+ 2)
      for term in expression.terms { row.add(term.coefficient, for: term.variable.symbol) }
    } else {
      row = summedRow(expression)
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
    return (row, record)
  }

  /// How `makeRow` writes a new row: with its basic variables as themselves
  /// (a definition, or a row `expanded` then writes out), or with their
  /// rows, all written in non-basic symbols, summed in.
  enum RowForm { case asWritten, summed }

  /// Whether `symbol` is a variable no row holds, no objective charges and
  /// no row defines: a new constraint on it can be solved for it alone.
  private func isUnheld(_ symbol: Symbol) -> Bool {
    let id = Int(symbol.id)
    return tableau.slotOfSymbol[id] < 0 && tableau.columns.occurrences(of: id) == 0 && !objective.hasCost(symbol)
      && probe.auxiliary?.contains(symbol) != true
  }

  /// Summed rows longer than this, with a variable no row holds, are kept
  /// as definitions instead. Short rows cost nothing to keep expanded, and
  /// summing is cheaper than keeping a reference and expanding it later:
  /// a small layout (W1 at 96 views, W4) stays as fast as it was.
  static let definitionThreshold = 128

  /// How `makeRow` writes the row of `expression`: as written when a
  /// variable's row refers to rows, or when a variable no row holds would
  /// otherwise get a row summed from more than `definitionLimit` cells;
  /// summed otherwise. One pass over the terms: every add asks.
  ///
  /// Inlined, as `summedRow` and `chooseSubject` are: called from the
  /// mutating `addConstraint`, each call copied the whole solver struct
  /// (592 bytes) to pass `self`, twice per add.
  @inline(__always)
  private func rowForm(_ expression: LinearExpression) -> RowForm {
    var total = 0
    var maybeUnheld = false
    for term in expression.terms {
      let id = Int(term.variable.id)
      let slot = Int(tableau.slotOfSymbol[id])
      if slot >= 0 {
        if tableau.refersToRows[slot] { return .asWritten }
        total &+= tableau.rows[slot].cells.count
      } else if tableau.columns.occurrences(of: id) == 0 {
        maybeUnheld = true
      }
    }
    guard maybeUnheld && total > definitionLimit else { return .summed }
    return expression.terms.contains(where: { isUnheld($0.variable.symbol) }) ? .asWritten : .summed
  }

  /// The row of `expression` with its basic variables' rows summed in, when
  /// none of those rows refers to another.
  @inline(__always)
  private func summedRow(_ expression: LinearExpression) -> Row {
    var row = Row(constant: expression.constant)
    let terms = expression.terms
    // The first two basic variables' rows (a view's edge against another
    // view's edge and size, say) are summed in one pass, and the buffer is
    // made once with room for every other term's row, the other terms and
    // the markers, so that it never grows on the way. Summing one row at a
    // time copied the first row twice, and every growth (a cell at a time,
    // a third row merged in, the markers appended) reallocated and copied
    // it again: a small layout's adds spent more on that than on pivots.
    var first = -1
    var second = -1
    var room = terms.count &+ 2
    for k in terms.indices {
      guard let slot = slot(of: terms[k].variable.symbol) else { continue }
      room &+= tableau.rows[slot].cells.count
      if first < 0 {
        first = k
      } else if second < 0 {
        second = k
      }
    }
    // Room to grow as well: a new row is soon substituted into, and a
    // merge in place needs room for the worst case (every cell of the
    // other row new). Made to its worst case alone, nearly every row was
    // reallocated and copied by its first merge.
    room &+= Solver.newRowSlack(room)
    if second >= 0 {
      let a = tableau.rows[slot(of: terms[first].variable.symbol)!]
      let b = tableau.rows[slot(of: terms[second].variable.symbol)!]
      let fa = terms[first].coefficient
      let fb = terms[second].coefficient
      row.constant += a.constant * fa
      row.constant += b.constant * fb
      row.cells = Row.sum(a.cells, fa, b.cells, fb, room: room &- a.cells.count &- b.cells.count)
    } else {
      row.cells.reserveCapacity(room)
    }
    for k in terms.indices where k != first || second < 0 {
      if k == second { continue }
      let symbol = terms[k].variable.symbol
      if let slot = slot(of: symbol) {
        let source = tableau.rows[slot]
        row.constant += source.constant * terms[k].coefficient
        source.cells.withUnsafeBufferPointer {
          row.mergeInPlace(skipping: -1, $0, times: terms[k].coefficient, inserted: { _ in }, cancelled: { _ in })
        }
      } else {
        row.add(terms[k].coefficient, for: symbol)
      }
    }
    return row
  }

  /// Cells of spare capacity a new summed row of up to `cells` cells is
  /// made with (see `summedRow`).
  @inline(__always)
  static func newRowSlack(_ cells: Int) -> Int { Swift.min(cells, 8) }

  /// The variable of `row` that no row holds, no objective charges and no
  /// row defines, with the lowest id; nil if there is none.
  private func unheldVariable(in row: Row) -> Symbol? {
    for cell in row.cells where cell.symbol.isExternal && isUnheld(cell.symbol) { return cell.symbol }
    return nil
  }

  /// The symbol to solve a new row for, or `.invalid` when none keeps the
  /// tableau feasible (the row then goes in by `addThroughDualSimplex`).
  ///
  /// An unrestricted variable can take any value, so it is always safe.
  /// Among them the one held by the fewest rows wins (ties: lowest id):
  /// substituting it then changes the fewest rows and fills in the least.
  /// In a layout that is usually a variable no earlier constraint used, and
  /// the add costs no substitution at all. kiwi takes the lowest id, which
  /// on a grid of views fills every row with about 150 cells.
  @inline(__always)
  private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol {
    var best = Symbol.invalid
    var fewest = Int32.max
    for cell in row.cells where cell.symbol.isExternal {
      let count = tableau.columns.occurrences(of: Int(cell.symbol.id))
      if count < fewest {
        best = cell.symbol
        fewest = count
        if count == 0 { break }
      }
    }
    if best.isValid { return best }
    // The marker, then the other error. Not a loop over the array
    // `[record.marker, record.other]`: that literal was a heap allocation
    // and a free on every add that got here (77 of W4's 113 adds, 1.7% of
    // its build).
    if isNegativeRestricted(record.marker, in: row) { return record.marker }
    if isNegativeRestricted(record.other, in: row) { return record.other }
    return .invalid
  }

  /// Whether `symbol` is a slack or error with a negative coefficient in `row`.
  @inline(__always)
  private func isNegativeRestricted(_ symbol: Symbol, in row: Row) -> Bool {
    symbol.isValid && symbol.isRestricted && row.coefficient(for: symbol) < 0
  }

  /// Adds the row of a required constraint that no symbol can be solved
  /// for without a negative value, by the dual simplex.
  ///
  /// The tableau is optimal before an add, and a required constraint has
  /// no error, so the objective does not change: the new row only makes
  /// the tableau infeasible, which is what the dual simplex repairs while
  /// keeping it optimal. An inequality's slack becomes the row's subject
  /// at its negative value; an equality is solved at once for the symbol
  /// the dual simplex's first pivot would bring in (see below). Phase one
  /// through an artificial variable and objective (kiwi's way) found a
  /// feasible point with no regard for the layout's objective, which the
  /// primal simplex then had to win back: on a 1,000-view grid its 870
  /// adds took a quarter of the whole build.
  ///
  /// - Returns: nil on success; otherwise the symbols of a row that proves
  ///   the required constraints cannot hold. On failure the caller rolls
  ///   the transaction back.
  ///
  /// The row is consumed, and every row it becomes is handed on the same
  /// way (`consume`): a copy still alive when the row is pivoted made the
  /// pivot find its cells shared and copy them.
  private mutating func addThroughDualSimplex(_ row: consuming Row, _ record: ConstraintRecord) -> [Symbol]? {
    var row = row
    if record.marker.kind == .slack {
      // chooseSubject passed it over: its coefficient is positive and the
      // constant non-negative, so solving makes the slack's value <= 0.
      row.solve(for: record.marker)
      insertRow(consume row, for: record.marker)
      noteIfInfeasible(slot(of: record.marker)!)
    } else {
      // `0 = row` read as `a = -row`, whose value -c is at most 0: the
      // dual simplex's first step raises `a` to 0 by pivoting in the
      // entering symbol the ratio test picks, and then `a`, non-basic at
      // zero, could be dropped. Solving `0 = row` for that symbol directly
      // gives the same row, cell for cell, without making `a`, storing its
      // row and erasing its column afterwards (the grid's `y_i == y_{i-1}`
      // rows take this path: 77 of W1's 762 adds at N = 96). With c = 0
      // either sign does, and the one with a symbol that can enter is
      // taken. (Negated in place and back: exact, and no second copy.)
      row.reverseSign()
      if Tolerance.isZero(row.constant) && row.cells.withUnsafeBufferPointer({ dualEnteringSymbol($0) }) == nil {
        row.reverseSign()
      }
      guard let entering = row.cells.withUnsafeBufferPointer({ dualEnteringSymbol($0) }) else {
        return row.cells.map(\.symbol)
      }
      row.solve(for: entering)
      substitute(entering, with: row, markingDirty: false)
      insertRow(consume row, for: entering)
    }
    if let failing = dualOptimize(addDualOrder) { return proofOfInfeasibility(failing) }
    return nil
  }

  // MARK: - Objective bookkeeping

  private mutating func addErrorCost(_ error: Symbol, _ strength: Strength) {
    let k = objective.retainLevel(for: strength.value)
    objective.add(1, to: error, level: k)
  }

  private mutating func removeErrorCosts(_ record: ConstraintRecord) {
    // The marker, then the other symbol (not a loop over an array literal:
    // a heap allocation on every removal).
    removeErrorCost(record.marker, record)
    removeErrorCost(record.other, record)
  }

  private mutating func removeErrorCost(_ symbol: Symbol, _ record: ConstraintRecord) {
    if symbol.kind == .error {
      guard let k = objective.level(for: record.strength.value) else { return }
      if let slot = slot(of: symbol) {
        objective.add(tableau.rows[slot], times: -1, level: k)
        markDirty(tableau.rows[slot])
      } else {
        objective.add(-1, to: symbol, level: k)
        markDirty(symbol)
      }
      // A level that goes away no longer blocks the levels below it.
      for id in objective.releaseLevel(for: record.strength.value) ?? [] { markDirty(self.symbol(id: Int(id))) }
    }
  }

  // MARK: - Helpers

  /// The row to pivot a removed constraint's non-basic marker into (see
  /// `markerLeavingSlot`), with its expansion when it is a definition.
  ///
  /// A definition may hold the marker and yet not in its expansion (a row
  /// it refers to holds the marker too, and they cancel); the lowest
  /// definition whose expansion holds it is taken. One exists when any
  /// does: the marker reaches an expansion only through definitions that
  /// hold it, and one that refers to no other holder keeps its own cell.
  private mutating func markerLeavingRow(_ marker: Symbol) -> (Int, Row?)? {
    guard let slot = markerLeavingSlot(marker) else { return nil }
    guard tableau.refersToRows[slot] else { return (slot, nil) }
    var holders: [(Int32, Int)] = []
    for k in 0..<tableau.columns.count(of: Int(marker.id)) {
      let entry = Int(tableau.columns.entry(Int(marker.id), k))
      if lookup(entry, holding: marker) != nil && isDefinition(entry) { holders.append((tableau.basics[entry].id, entry)) }
    }
    holders.sort { $0.0 < $1.0 }
    var last = -1
    for (_, holder) in holders where holder != last {
      last = holder
      let expansion = expanded(tableau.rows[holder])
      if expansion.contains(marker) { return (holder, expansion) }
    }
    return nil
  }

  /// The row to pivot a removed constraint's non-basic marker into: the most
  /// restrictive restricted row first, then any restricted row, then an
  /// unrestricted one (as in the Cassowary paper, section 3.3).
  private func markerLeavingSlot(_ marker: Symbol) -> Int? {
    // Ties go to the lowest basic id, so the choice does not depend on the
    // order of the column's entries.
    var first = -1, second = -1, third = -1, redundant = -1
    var r1 = Double.infinity, r2 = Double.infinity
    var id1 = Int32.max, id2 = Int32.max, id3 = Int32.max, id0 = Int32.max
    for k in 0..<tableau.columns.count(of: Int(marker.id)) {
      let entry = tableau.columns.entry(Int(marker.id), k)
      let slot = Int(entry)
      guard let i = lookup(slot, holding: marker) else { continue }
      let c = tableau.rows[slot].cells[i].coefficient
      let id = tableau.basics[slot].id
      // A redundant equality's row (a basic dummy over dummies) goes first:
      // eliminating the marker through it touches only dummies, so the
      // redundant constraint takes over. Through any other row the dummy
      // row would be left holding real symbols, and nothing would keep its
      // dummy at zero.
      if tableau.basics[slot].kind == .dummy {
        if id < id0 { redundant = slot; id0 = id }
      } else if tableau.basics[slot].isExternal {
        if id < id3 { third = slot; id3 = id }
      } else if c < 0 {
        let r = -tableau.rows[slot].constant / c
        if r < r1 || (r == r1 && id < id1) { r1 = r; first = slot; id1 = id }
      } else {
        let r = tableau.rows[slot].constant / c
        if r < r2 || (r == r2 && id < id2) { r2 = r; second = slot; id2 = id }
      }
    }
    // In that order; tested one by one, not looped over an array literal,
    // which was a heap allocation and a free on every removal.
    if redundant >= 0 { return redundant }
    if first >= 0 { return first }
    if second >= 0 { return second }
    return third >= 0 ? third : nil
  }

  /// Forgets symbols made since the symbol tables had `count` entries.
  /// They must be in no row.
  mutating func discardNewSymbols(from count: Int) {
    tableau.columnsToCompact.removeAll { Int($0) >= count }
    tableau.slotOfSymbol.removeLast(tableau.slotOfSymbol.count - count)
    tableau.symbolFacts.removeLast(tableau.symbolFacts.count - count)
    tableau.columns.removeLastColumns(tableau.columns.columnCount - count)
    pricing.dirtySymbols.removeAll { Int($0) >= count }
  }

  /// The symbols of the row the dual simplex could not repair (its basic
  /// symbol and the non-basic ones it is written in): their constraints
  /// cannot all hold.
  private func proofOfInfeasibility(_ failing: Symbol) -> [Symbol] {
    [failing] + tableau.rows[slot(of: failing)!].cells.map(\.symbol)
  }

  func owners(of symbols: [Symbol]) -> [ConstraintID] {
    var ids = Set<Int32>()
    // Symbols of a refused constraint no longer exist once the state is restored.
    for symbol in symbols where symbol.kind != .external && Int(symbol.id) < tableau.symbolFacts.count {
      let owner = tableau.symbolFacts[Int(symbol.id)].owner
      if owner >= 0 && Int(owner) < constraints.records.count && constraints.records[Int(owner)] != nil { ids.insert(owner) }
    }
    return ids.sorted().map { ConstraintID(rawValue: $0) }
  }
}
