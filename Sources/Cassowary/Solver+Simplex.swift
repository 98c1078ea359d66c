// The simplex steps: pivots, the primal simplex over the lexicographic
// objective, and the dual simplex that restores feasibility after a constant
// changes. Everything on the hot path of the solver lives in this file and
// in Solver+Tableau.swift (the column index it walks).

extension Solver {
  enum Goal {
    /// The priority levels of the optional constraints.
    case layout
    /// `probe.auxiliary`: an ambiguity probe's push on one variable.
    case auxiliary
  }

  /// Degenerate pivots in a row before the primal simplex falls back from
  /// Dantzig's rule to Bland's (lowest id), which cannot cycle.
  static let blandAfterDegeneratePivots = 32

  /// Pivots one pass of the dual simplex may make before it gives up. In
  /// exact arithmetic it ends: the leaving row is the infeasible one of
  /// lowest id and ties enter by lowest id. In floating point, rows that
  /// mix coefficients 1e-6 and 1e6 can return to the same basis with
  /// constants that differ only in the last digits; a fuzzer found such a
  /// cycle of six pivots, which ran until memory ran out. A layout's pass
  /// needs far fewer (a jump edit on 1,000 views: about 770 among some
  /// 5,000 rows).
  var dualPivotLimit: Int { 1_000 &+ 20 &* tableau.rows.count }

  // MARK: - Pivoting

  /// Replaces `symbol` by `row` in every row and objective that holds it.
  ///
  /// Only the rows the column index names are touched. Call with no other
  /// row detached than the one being pivoted (which must not hold `symbol`).
  ///
  /// - Complexity: O(Σ over rows holding `symbol` of their length + the
  ///   length of `row`).
  ///
  /// `markingDirty: false` is for the dual simplex, which keeps the
  /// objective optimal: nothing will be priced after it.
  mutating func substitute(
    _ symbol: Symbol, with row: Row, markingDirty: Bool = true, intoDefinitions: Bool = false
  ) {
    let id = Int(symbol.id)
    // Definitions that refer to rows keep the symbol, and their entries in
    // its column: they refer to its row from now on (see
    // Solver+Definitions.swift). Any other row takes the substitution.
    var kept: [Int32] = []
    if tableau.columns.occurrences(of: id) > 0 {
      startVisit()
      let substituted = Solver.substituteIntoRows(
        symbol, row, intoDefinitions: intoDefinitions, probeStart: probe.startedAtRow,
        rows: &tableau.rows, basics: tableau.basics, ranks: tableau.ranks, refersToRows: tableau.refersToRows,
        columns: &tableau.columns, pending: &tableau.columnsToCompact,
        visitMark: &scratch.visitMark, visitPass: scratch.visitPass,
        journal: &journal, infeasible: &infeasible, kept: &kept)
      // What `addToRow` counts per row, counted once for the pass.
      tableau.shape &+= UInt64(substituted)
      tableau.substitutionCount &+= Int(substituted)
      tableau.columns.addOccurrences(-substituted, of: id)
    }
    // The symbol is in no other row now.
    tableau.columns.clear(id)
    for slot in kept { tableau.columns.append(slot, to: id) }
    if objective.substitute(symbol, with: row) && markingDirty { markDirty(row) }
    probe.auxiliary?.substitute(symbol, with: row)
  }

  /// Whether an ambiguity probe leaves the row in `slot` as it is: a user
  /// variable's row that no probe pivot made. Nothing reads such a row
  /// while the probes pivot (the ratio test reads restricted rows only,
  /// and the goals were read before), and the rollback puts back the
  /// rows as they were before. Writing each pivot into them made a stack
  /// of 1,000 sizeless views cubic: every view's y holds the height of
  /// every view above it. (A row a probe pivot made has rank `-rowsMade`,
  /// below any made before; it holds a symbol a later goal may need.)
  @inline(__always)
  func isLeftAloneByProbe(_ slot: Int) -> Bool {
    guard let start = probe.startedAtRow else { return false }
    return tableau.basics[slot].isExternal && tableau.ranks[slot] >= -start
  }

  /// Queues the row in `slot` for the dual simplex if its basic symbol has
  /// a value it may not take: a negative slack or error, a non-zero dummy.
  @inline(__always)
  mutating func noteIfInfeasible(_ slot: Int) {
    let basic = tableau.basics[slot]
    let c = tableau.rows[slot].constant
    if (basic.isRestricted && c < -Tolerance.epsilon) || (basic.kind == .dummy && !Tolerance.isZero(c)) {
      infeasible.push(basic)
    }
  }

  /// Makes `entering` basic in the row stored at `slot`; the row keeps its slot.
  ///
  /// - Complexity: O(row length) plus `substitute(entering, …)`.
  mutating func pivot(slot: Int, entering: Symbol, markingDirty: Bool = true) {
    tableau.shape &+= 1
    tableau.pivotCount &+= 1
    if !markingDirty { tableau.dualPivotCount &+= 1 }
    journalRow(slot)
    let leaving = tableau.basics[slot]
    var row = Row()
    swap(&row, &tableau.rows[slot])
    row.solve(for: entering, replacing: leaving)
    tableau.columns.addOccurrences(-1, of: Int(entering.id))
    noteInsert(leaving, slot: slot)
    tableau.slotOfSymbol[Int(leaving.id)] = -1
    tableau.basics[slot] = entering
    tableau.slotOfSymbol[Int(entering.id)] = Int32(slot)
    // Written in non-basic symbols: it refers to no row (see `rank(of:)`).
    tableau.rowsMade &+= 1
    tableau.ranks[slot] = -tableau.rowsMade
    tableau.refersToRows[slot] = false
    substitute(entering, with: row, markingDirty: markingDirty)
    tableau.rows[slot] = row
    compactPendingColumns()
  }

  // MARK: - Primal simplex

  /// Pivots until no symbol can improve `goal`.
  ///
  /// The entering symbol is the one with the largest reduced cost at the
  /// highest level that has one (Dantzig's rule, far fewer pivots than
  /// lowest id on layouts). After `blandAfterDegeneratePivots` pivots in a
  /// row that change nothing, it takes the lowest id instead (Bland's rule)
  /// until a pivot makes progress, so the simplex cannot cycle. For the
  /// layout, the ratio test takes the long step past the kinks of optional
  /// constraints while the objective still falls (Solver+Breakpoints.swift).
  ///
  /// - Returns: false when the goal is unbounded below (only an ambiguity
  ///   probe can be; the layout objective is a sum of non-negative errors).
  @discardableResult
  mutating func optimize(_ goal: Goal) -> Bool {
    var degenerate = 0
    while true {
      let bland = degenerate >= Solver.blandAfterDegeneratePivots
      guard let (entering, direction) = enteringSymbol(goal, lowestID: bland) else {
        if goal == .layout { clearDirty() }
        return true
      }
      guard var (slot, ratio) = leavingSlot(entering: entering, direction: direction) else { return false }
      // Bland's rule is kept plain: its guarantee against cycling is
      // proven for one pivot at a time.
      if goal == .layout && !bland {
        guard let step = passKinks(entering: entering, direction: direction, slot: slot, ratio: ratio) else {
          degenerate &+= 1
          continue
        }
        (slot, ratio) = step
      }
      degenerate = ratio < Tolerance.epsilon ? degenerate &+ 1 : 0
      pivot(slot: slot, entering: entering)
    }
  }

  /// The symbol whose change lowers the goal, and in which direction.
  ///
  /// For the layout, level by level from the highest priority: a symbol
  /// that a higher level charges for is never a candidate at a lower one.
  mutating func enteringSymbol(_ goal: Goal, lowestID: Bool) -> (Symbol, Double)? {
    switch goal {
    case .auxiliary:
      guard let row = probe.auxiliary else { return nil }
      return candidate(in: row, lowestID: lowestID)
    case .layout:
      return priceDirty(lowestID: lowestID)
    }
  }

  /// The best candidate of an ambiguity probe's auxiliary row (its pinned
  /// symbols may not move): Dantzig's rule, ties to the lowest id, or just
  /// the lowest id (Bland). The layout objective is priced in
  /// Solver+Pricing.swift.
  private func candidate(in row: Row, lowestID: Bool) -> (Symbol, Double)? {
    var best = Symbol.invalid
    var bestDirection = 0.0
    var bestCost = 0.0
    for cell in row.cells {
      let symbol = cell.symbol
      guard symbol.isPivotable else { continue }
      let direction: Double
      if cell.coefficient < 0 {
        direction = 1
      } else if symbol.isExternal {
        direction = -1
      } else {
        continue
      }
      let cost = abs(cell.coefficient)
      // Ties keep the lower id (cells are sorted), so the choice is deterministic.
      if !lowestID && cost <= bestCost { continue }
      if isPinned(symbol) { continue }
      if lowestID { return (symbol, direction) }
      best = symbol
      bestDirection = direction
      bestCost = cost
    }
    return best.isValid ? (best, bestDirection) : nil
  }

  @inline(__always)
  func isPinned(_ symbol: Symbol) -> Bool {
    !probe.pinned.isEmpty && probe.pinned[Int(symbol.id)]
  }

  /// The row that first blocks `entering` moving in `direction` (the ratio
  /// test), ties broken by the lowest basic id, with its ratio; nil when
  /// nothing blocks.
  ///
  /// - Complexity: O(rows holding `entering` × log(row length)).
  func leavingSlot(entering: Symbol, direction: Double) -> (Int, Double)? {
    var best = -1
    var bestRatio = Double.infinity
    var bestID = Int32.max
    forEachBlockingRow(entering: entering, direction: direction) { slot, basic, _, ratio in
      if ratio < bestRatio || (ratio == bestRatio && basic.id < bestID) {
        best = slot
        bestRatio = ratio
        bestID = basic.id
      }
    }
    return best >= 0 ? (best, bestRatio) : nil
  }

  /// Calls `body` with each row that blocks `entering` moving in
  /// `direction`: its slot, basic symbol, the rate at which the basic
  /// symbol falls per unit (> 0) and the movement that brings it to zero.
  /// A repeated column entry gives the same row again.
  @inline(__always)
  func forEachBlockingRow(
    entering: Symbol, direction: Double, _ body: (_ slot: Int, _ basic: Symbol, _ rate: Double, _ ratio: Double) -> Void
  ) {
    let id = Int(entering.id)
    for k in 0..<tableau.columns.count(of: id) {
      let slot = Int(tableau.columns.entry(id, k))
      // A user variable's row never blocks: checked before searching the
      // row, as an ambiguity probe's column holds many such rows.
      guard slot < tableau.basics.count, !tableau.basics[slot].isExternal,
        let i = lookup(slot, holding: entering)
      else { continue }
      let basic = tableau.basics[slot]
      let rate = tableau.rows[slot].cells[i].coefficient * direction
      guard rate < 0 else { continue }
      body(slot, basic, -rate, max(0, tableau.rows[slot].constant) / -rate)
    }
  }

  // MARK: - Dual simplex

  /// Restores feasibility after constants changed, keeping optimality.
  ///
  /// - Returns: nil on success, or the basic symbol of a row that proves the
  ///   required constraints cannot hold (its constant is negative and
  ///   nothing can raise it), or, when rounding kept the pass from ending
  ///   within `dualPivotLimit` pivots, the row it had reached. Either way
  ///   the caller rolls back.
  ///
  /// `order` says which infeasible row leaves first (see `DualOrder`).
  mutating func dualOptimize(_ order: DualOrder = .lowestID) -> Symbol? {
    var pivotsLeft = dualPivotLimit
    while let id = order == .lowestID ? infeasible.popMin() : popMostInfeasible() {
      let leaving = Symbol(id: id, kind: tableau.symbolFacts[Int(id)].kind)
      guard let slot = slot(of: leaving) else { continue }
      let constant = tableau.rows[slot].constant
      if leaving.kind == .dummy {
        // A dummy row holds only dummies: nothing can bring it back to zero.
        if Tolerance.isZero(constant) { continue }
        infeasible.removeAll()
        return leaving
      }
      guard constant < -Tolerance.epsilon else { continue }
      // The cells are read in place: a copy of the row kept alive into the
      // pivot made its solve copy the cells (the buffer looked shared), and
      // passing `rows[slot]` itself copied the whole solver. The static
      // form takes the objective alone: the method, called from the closure
      // over the cells, had the whole solver (657 bytes) copied to the stack
      // for every dual pivot.
      let entering = Solver.dualEnteringSymbol(in: tableau.rows[slot].cells, objective: objective)
      guard let entering, pivotsLeft > 0 else {
        infeasible.removeAll()
        return leaving
      }
      pivotsLeft &-= 1
      pivot(slot: slot, entering: entering, markingDirty: false)
    }
    return nil
  }

  /// Which infeasible row the dual simplex takes first.
  ///
  /// Both are deterministic (ties go to the lowest id) and both end at an
  /// optimal, feasible tableau; they differ in the path, so where the
  /// optimum is not unique they can end at different optimal values.
  enum DualOrder {
    /// The lowest id: a constant change or a suggestion. A jump edit
    /// (W2b) leaves hundreds of rows infeasible at once, slightly so; taking
    /// the most infeasible there made five times the work.
    case lowestID
    /// The row furthest below zero: an added required row that holds
    /// against the layout. Its pivots push a chain of rows below zero one
    /// after another, and repairing the worst first skips the rows it
    /// repairs on the way: W4's build went from 27 dual pivots to 20 (its
    /// 64th add, `fl3t - ctheight - cttop - 10 >= 0`, from 10 to 6).
    case mostInfeasible
  }

  /// Removes from the queue and returns the queued row furthest below zero
  /// (a non-zero dummy first, which ends the pass), ties to the lowest id;
  /// nil, with the queue emptied, when no queued row is infeasible.
  ///
  /// - Complexity: O(queued ids): the queue of an add is short.
  mutating func popMostInfeasible() -> Int32? {
    var best = -1
    var bestValue = 0.0
    var bestID = Int32.max
    for k in 0..<infeasible.count {
      let id = infeasible[k]
      let kind = tableau.symbolFacts[Int(id)].kind
      let slot = Int(tableau.slotOfSymbol[Int(id)])
      guard slot >= 0 else { continue }
      let c = tableau.rows[slot].constant
      let value: Double
      if kind == .dummy {
        if Tolerance.isZero(c) { continue }
        value = -.infinity
      } else {
        guard c < -Tolerance.epsilon else { continue }
        value = c
      }
      if value < bestValue || (value == bestValue && id < bestID) {
        best = k
        bestValue = value
        bestID = id
      }
    }
    guard best >= 0 else {
      infeasible.removeAll()
      return nil
    }
    infeasible.remove(at: best)
    return bestID
  }

  /// The symbol that raises the row's value while costing the least per
  /// unit, compared lexicographically across priority levels.
  ///
  /// This is most of a dual pivot's reading (a jump edit's pivots leave
  /// rows of a few hundred cells), so the best candidate's ratios are kept
  /// rather than read again for every comparison.
  func dualEnteringSymbol(_ cells: UnsafeBufferPointer<Row.Cell>) -> Symbol? {
    Solver.dualEnteringSymbol(cells, objective: objective)
  }

  /// `dualEnteringSymbol` of the cells of a row, priced by `objective`.
  static func dualEnteringSymbol(in cells: CellArray, objective: Objective) -> Symbol? {
    cells.withUnsafeBufferPointer { dualEnteringSymbol($0, objective: objective) }
  }

  /// The body of `dualEnteringSymbol`.
  static func dualEnteringSymbol(_ cells: UnsafeBufferPointer<Row.Cell>, objective: Objective) -> Symbol? {
    let levels = objective.levelCount
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: Swift.max(levels, 1)) { bestRatios in
      var best: Symbol?
      for cell in cells {
        let symbol = cell.symbol
        guard symbol.isPivotable else { continue }
        guard cell.coefficient > 0 || symbol.isExternal else { continue }
        let k = abs(cell.coefficient)
        if let current = best {
          var order = 0
          for level in 0..<levels {
            let ratio = objective.cost(of: symbol, level: level) / k
            if Tolerance.isZero(ratio - bestRatios[level]) { continue }
            order = ratio < bestRatios[level] ? -1 : 1
            break
          }
          guard order < 0 || (order == 0 && symbol.id < current.id) else { continue }
        }
        best = symbol
        for level in 0..<levels { bestRatios[level] = objective.cost(of: symbol, level: level) / k }
      }
      return best
    }
  }
}
