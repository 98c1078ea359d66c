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
    // The list and the flags lent in place, as two distinct stored
    // properties: marking through `tableau.symbolFacts[id].isDirty`
    // checked both arrays' ownership for each symbol, and moving them out
    // of `self` and back made and released two empty arrays on every call.
    Solver.mark(row.cells, &pricing.dirtySymbols, &tableau.symbolFacts)
  }

  @inline(__always)
  private static func mark(_ cells: CellArray, _ ids: inout [Int32], _ facts: inout [SymbolFacts]) {
    facts.withUnsafeMutableBufferPointer { facts in
      cells.withUnsafeBufferPointer { cells in
        for cell in cells where !facts[Int(cell.symbol.id)].isDirty {
          facts[Int(cell.symbol.id)].isDirty = true
          ids.append(cell.symbol.id)
        }
      }
    }
  }

  @inline(__always)
  mutating func markDirty(_ symbol: Symbol) {
    let id = Int(symbol.id)
    if !tableau.symbolFacts[id].isDirty {
      tableau.symbolFacts[id].isDirty = true
      pricing.dirtySymbols.append(symbol.id)
    }
  }

  /// Forgets the dirty symbols: the objective is optimal again.
  mutating func clearDirty() {
    // Empty after most suggestions; removeAll is a generic call even then.
    guard !pricing.dirtySymbols.isEmpty else { return }
    for id in pricing.dirtySymbols { tableau.symbolFacts[Int(id)].isDirty = false }
    pricing.dirtySymbols.removeAll(keepingCapacity: true)
  }

  /// Replaces the dirty set (a rollback puts back the one it started with).
  mutating func resetDirty(to ids: [Int32]) {
    clearDirty()
    for id in ids where Int(id) < tableau.symbolFacts.count { markDirty(Symbol(id: id, kind: tableau.symbolFacts[Int(id)].kind)) }
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
    // The loop runs on the objective itself with the tables as plain
    // buffers: a local copy of the objective (to read it while writing
    // `self`) retained its arrays on every call, and every write to the
    // list or a flag in place checked its array's uniqueness.
    // (Lent in place, distinct stored properties of `self`: moved out and
    // back, they made and released two empty arrays on every call.)
    objective.price(&pricing.dirtySymbols, &tableau.symbolFacts, tableau.slotOfSymbol, lowestID: lowestID)
  }
}

extension Objective {
  /// The loop of `Solver.priceDirty`: the best candidate among `ids` and
  /// its direction; `ids` keeps the candidates only, and the others'
  /// flags (`facts[id].isDirty`) are cleared.
  func price(
    _ ids: inout [Int32], _ facts: inout [Solver.SymbolFacts], _ slots: [Int32], lowestID: Bool
  ) -> (Symbol, Double)? {
    var best = Symbol.invalid
    var bestDirection = 0.0
    var bestLevel = Int.max
    var bestCost = 0.0
    var kept = 0
    ids.withUnsafeMutableBufferPointer { ids in
      facts.withUnsafeMutableBufferPointer { facts in
        slots.withUnsafeBufferPointer { slots in
          do {
            for index in ids.indices {
              let id = ids[index]
              let symbol = Symbol(id: id, kind: facts[Int(id)].kind)
              guard let (level, coefficient) = reducedCost(symbol, slots) else {
                facts[Int(id)].isDirty = false
                continue
              }
              ids[kept] = id
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
          }
        }
      }
    }
    // (`removeLast(_:)` is a generic call even with nothing to remove.)
    if kept < ids.count { ids.removeLast(ids.count &- kept) }
    return best.isValid ? (best, bestDirection) : nil
  }

  /// The level and coefficient at which `symbol` could lower the objective,
  /// or nil: the first level with a non-zero coefficient decides, and the
  /// symbol is a candidate there if moving it (up for restricted symbols,
  /// either way for variables) lowers that level.
  @inline(__always)
  private func reducedCost(_ symbol: Symbol, _ slots: UnsafeBufferPointer<Int32>) -> (Int, Double)? {
    guard symbol.isPivotable, slots[Int(symbol.id)] < 0 else { return nil }
    for k in 0..<levelCount {
      let c = cost(of: symbol, level: k)
      if c == 0 { continue }
      return c < 0 || symbol.isExternal ? (k, c) : nil
    }
    return nil
  }
}
