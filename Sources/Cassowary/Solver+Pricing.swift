// Pricing: which symbol enters the basis in the primal simplex.
//
// Between operations the tableau is optimal: no symbol can lower the
// objective. An operation changes the objective rows only by merging rows
// into them, so afterwards only the symbols of those rows can have become
// candidates. The solver notes them ("dirty") and prices only those,
// instead of scanning every objective row (thousands of cells on a large
// layout) after every add. Every candidate is dirty, so the lowest-id rule
// (Bland's) stays exact.

extension Solver {
  /// Notes the symbols of `row`, merged into an objective row.
  mutating func markDirty(_ row: Row) {
    row.cells.withUnsafeBufferPointer { cells in
      for cell in cells { markDirty(cell.symbol) }
    }
  }

  @inline(__always)
  mutating func markDirty(_ symbol: Symbol) {
    let id = Int(symbol.id)
    if !isDirty[id] {
      isDirty[id] = true
      dirtySymbols.append(symbol.id)
    }
  }

  /// Forgets the dirty symbols: the objective is optimal again.
  mutating func clearDirty() {
    for id in dirtySymbols { isDirty[Int(id)] = false }
    dirtySymbols.removeAll(keepingCapacity: true)
  }

  /// Replaces the dirty set (a rollback puts back the one it started with).
  mutating func resetDirty(to ids: [Int32]) {
    clearDirty()
    for id in ids where Int(id) < isDirty.count { markDirty(Symbol(id: id, kind: symbolFacts[Int(id)].kind)) }
  }

  /// The entering symbol for the layout objective, and its direction.
  ///
  /// Dantzig's rule over the dirty symbols: the highest level at which one
  /// is a candidate, then the largest reduced cost there, then the lowest
  /// id; with `lowestID`, just the lowest id (Bland). Dirty symbols found
  /// not to be candidates are dropped from the set.
  ///
  /// - Complexity: O(dirty symbols × levels).
  mutating func priceDirty(lowestID: Bool) -> (Symbol, Double)? {
    var best = Symbol.invalid
    var bestDirection = 0.0
    var bestLevel = Int.max
    var bestCost = 0.0
    var kept = 0
    // Read through a local: called on `self` while the loop writes to
    // `isDirty`, the objective was copied whole (a memcpy) per symbol.
    let objective = self.objective
    for index in dirtySymbols.indices {
      let id = dirtySymbols[index]
      let symbol = Symbol(id: id, kind: symbolFacts[Int(id)].kind)
      guard let (level, coefficient) = Solver.reducedCost(symbol, objective, slotOfSymbol) else {
        isDirty[Int(id)] = false
        continue
      }
      dirtySymbols[kept] = id
      kept &+= 1
      let cost = abs(coefficient)
      let better: Bool
      if lowestID {
        better = !best.isValid || id < best.id
      } else {
        better =
          level < bestLevel || (level == bestLevel && (cost > bestCost || (cost == bestCost && id < best.id)))
      }
      if better {
        best = symbol
        bestDirection = coefficient < 0 ? 1 : -1
        bestLevel = level
        bestCost = cost
      }
    }
    dirtySymbols.removeLast(dirtySymbols.count &- kept)
    return best.isValid ? (best, bestDirection) : nil
  }

  /// The level and coefficient at which `symbol` could lower the objective,
  /// or nil: the first level with a non-zero coefficient decides, and the
  /// symbol is a candidate there if moving it (up for restricted symbols,
  /// either way for variables) lowers that level.
  @inline(__always)
  private static func reducedCost(_ symbol: Symbol, _ objective: Objective, _ slotOfSymbol: [Int32]) -> (Int, Double)? {
    guard symbol.isPivotable, slotOfSymbol[Int(symbol.id)] < 0 else { return nil }
    for k in 0..<objective.levelCount {
      let c = objective.cost(of: symbol, level: k)
      if c == 0 { continue }
      return c < 0 || symbol.isExternal ? (k, c) : nil
    }
    return nil
  }
}
