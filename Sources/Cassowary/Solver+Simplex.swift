// The simplex steps: pivots, the primal simplex over the lexicographic
// objective, and the dual simplex that restores feasibility after a constant
// changes. Everything on the hot path of the solver lives in this file.

extension Solver {
  enum Goal {
    /// The priority levels of the optional constraints.
    case layout
    /// `auxiliary`: phase one of an add, or an ambiguity probe.
    case auxiliary
  }

  // MARK: - Pivoting

  /// Replaces `symbol` by `row` in every row and objective.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    for slot in rows.indices {
      rows[slot].substitute(symbol, with: row)
      noteIfInfeasible(slot)
    }
    for k in objective.rows.indices {
      objective.rows[k].substitute(symbol, with: row)
    }
    auxiliary?.substitute(symbol, with: row)
  }

  /// Queues the row in `slot` for the dual simplex if its basic symbol has
  /// a value it may not take: a negative slack or error, a non-zero dummy.
  @inline(__always)
  mutating func noteIfInfeasible(_ slot: Int) {
    let basic = basics[slot]
    let c = rows[slot].constant
    if (basic.isRestricted && c < -Tolerance.epsilon) || (basic.kind == .dummy && !Tolerance.isZero(c)) {
      infeasible.append(basic)
    }
  }

  /// Makes `entering` basic in the row stored at `slot`.
  mutating func pivot(slot: Int, entering: Symbol) {
    let leaving = basics[slot]
    var row = takeRow(at: slot)
    row.solve(for: entering, replacing: leaving)
    substitute(entering, with: row)
    insertRow(row, for: entering)
  }

  // MARK: - Primal simplex

  /// Pivots until no symbol can improve `goal`.
  ///
  /// - Returns: false when the goal is unbounded below (only an ambiguity
  ///   probe can be; the layout objective is a sum of non-negative errors).
  @discardableResult
  mutating func optimize(_ goal: Goal) -> Bool {
    while true {
      guard let (entering, direction) = enteringSymbol(goal) else { return true }
      guard let slot = leavingSlot(entering: entering, direction: direction) else { return false }
      pivot(slot: slot, entering: entering)
    }
  }

  /// The symbol whose change lowers the goal, and in which direction.
  ///
  /// Level by level, from the highest priority: a symbol that a higher level
  /// charges for is never a candidate at a lower one. Among candidates the
  /// lowest id wins (Bland's rule), which also rules out cycling on
  /// degenerate layouts.
  func enteringSymbol(_ goal: Goal) -> (Symbol, Double)? {
    switch goal {
    case .auxiliary:
      guard let row = auxiliary else { return nil }
      return candidate(in: row, blockedBy: [])
    case .layout:
      for k in objective.rows.indices {
        if let found = candidate(in: objective.rows[k], blockedBy: objective.rows[..<k]) {
          return found
        }
      }
      return nil
    }
  }

  private func candidate(in row: Row, blockedBy higher: ArraySlice<Row>) -> (Symbol, Double)? {
    for cell in row.cells {
      let symbol = cell.symbol
      guard symbol.isPivotable, !isPinned(symbol) else { continue }
      let direction: Double
      if cell.coefficient < 0 {
        direction = 1
      } else if symbol.isExternal {
        direction = -1
      } else {
        continue
      }
      if higher.contains(where: { $0.coefficient(for: symbol) != 0 }) { continue }
      return (symbol, direction)
    }
    return nil
  }

  @inline(__always)
  func isPinned(_ symbol: Symbol) -> Bool {
    !pinned.isEmpty && pinned[Int(symbol.id)]
  }

  /// The row that first blocks `entering` moving in `direction` (the ratio
  /// test), ties broken by the lowest basic id; nil when nothing blocks.
  func leavingSlot(entering: Symbol, direction: Double) -> Int? {
    var best: Int?
    var bestRatio = Double.infinity
    for slot in rows.indices {
      let basic = basics[slot]
      if basic.isExternal { continue }
      let rate = rows[slot].coefficient(for: entering) * direction
      guard rate < 0 else { continue }
      let ratio = max(0, rows[slot].constant) / -rate
      if ratio < bestRatio || (ratio == bestRatio && basic.id < basics[best!].id) {
        best = slot
        bestRatio = ratio
      }
    }
    return best
  }

  // MARK: - Dual simplex

  /// Restores feasibility after constants changed, keeping optimality.
  ///
  /// - Returns: nil on success, or the basic symbol of a row that proves the
  ///   required constraints cannot hold (its constant is negative and
  ///   nothing can raise it).
  mutating func dualOptimize() -> Symbol? {
    while let leaving = infeasible.popLast() {
      guard let slot = slot(of: leaving) else { continue }
      let constant = rows[slot].constant
      if leaving.kind == .dummy {
        // A dummy row holds only dummies: nothing can bring it back to zero.
        if Tolerance.isZero(constant) { continue }
        infeasible.removeAll()
        return leaving
      }
      guard constant < -Tolerance.epsilon else { continue }
      guard let entering = dualEnteringSymbol(rows[slot]) else {
        infeasible.removeAll()
        return leaving
      }
      pivot(slot: slot, entering: entering)
    }
    return nil
  }

  /// The symbol that raises the row's value while costing the least per
  /// unit, compared lexicographically across priority levels.
  private func dualEnteringSymbol(_ row: Row) -> Symbol? {
    var best: Symbol?
    var bestCoefficient = 0.0
    for cell in row.cells {
      let symbol = cell.symbol
      guard symbol.isPivotable else { continue }
      guard cell.coefficient > 0 || symbol.isExternal else { continue }
      guard let current = best else {
        best = symbol
        bestCoefficient = cell.coefficient
        continue
      }
      let order = compareCostRatios(symbol, abs(cell.coefficient), current, abs(bestCoefficient))
      if order < 0 || (order == 0 && symbol.id < current.id) {
        best = symbol
        bestCoefficient = cell.coefficient
      }
    }
    return best
  }

  /// Compares cost(a)/ka with cost(b)/kb level by level: -1, 0 or 1.
  private func compareCostRatios(_ a: Symbol, _ ka: Double, _ b: Symbol, _ kb: Double) -> Int {
    for row in objective.rows {
      let ra = row.coefficient(for: a) / ka
      let rb = row.coefficient(for: b) / kb
      if Tolerance.isZero(ra - rb) { continue }
      return ra < rb ? -1 : 1
    }
    return 0
  }
}
