// Which values the constraints leave open. A value is determined when every
// optimal solution (optimal at every priority level) gives it the same
// value; otherwise it can move over a range without making anything worse.

extension Solver {
  /// The range of values `variable` takes over all optimal solutions.
  ///
  /// `lower` or `upper` is nil when that side is unbounded. The two are equal
  /// when the value is determined.
  ///
  /// Symbols with a non-zero reduced cost at any level, and dummies, are
  /// pinned at zero on the optimal face; the others are free. A variable
  /// whose row holds no free symbol is determined at once; otherwise a
  /// simplex over the free symbols, on a copy of the tableau, finds the range.
  ///
  /// - Complexity: O(row length) for determined variables; two short
  ///   simplex runs on a copy otherwise.
  public func optimalRange(of variable: Variable) -> (lower: Double?, upper: Double?) {
    optimalRanges(of: [variable])[0]
  }

  /// The ranges of several variables over all optimal solutions, in order.
  ///
  /// Which symbols are free is worked out once, and every probe runs on one
  /// copy of the tableau: a probe only pivots among free symbols, so the
  /// optimal face stays the same and the next probe can start where the
  /// last one ended.
  ///
  /// - Complexity: O(rows + symbols) once, O(row length) per determined
  ///   variable, and two short simplex runs per open one.
  public func optimalRanges(of variables: [Variable]) -> [(lower: Double?, upper: Double?)] {
    // A symbol is free on the optimal face if it can pivot and no priority
    // level charges for it.
    var charged = [Bool](repeating: false, count: slotOfSymbol.count)
    for row in objective.rows {
      for cell in row.cells where !Tolerance.isZero(cell.coefficient) { charged[Int(cell.symbol.id)] = true }
    }
    func isFree(_ symbol: Symbol) -> Bool { symbol.isPivotable && !charged[Int(symbol.id)] }

    var probe: Solver?
    return variables.map { variable in
      let value = value(of: variable)
      let symbol = variable.symbol
      if let slot = slot(of: symbol) {
        if !rows[slot].cells.contains(where: { isFree($0.symbol) }) { return (value, value) }
      } else if !isFree(symbol) {
        return (value, value)
      }
      if probe == nil {
        var copy = self
        copy.pinned = (0..<slotOfSymbol.count).map { slotOfSymbol[$0] < 0 && !isFree(self.symbol(id: $0)) }
        probe = copy
      }
      let upper = probe!.extreme(of: symbol, sign: -1)
      let lower = probe!.extreme(of: symbol, sign: 1)
      return (lower, upper)
    }
  }

  /// Minimises `sign × symbol` over the optimal face; nil when unbounded.
  private mutating func extreme(of symbol: Symbol, sign: Double) -> Double? {
    var goal = Row()
    if let slot = slot(of: symbol) {
      goal.add(rows[slot], times: sign)
    } else {
      goal.add(sign, for: symbol)
    }
    auxiliary = goal
    defer { auxiliary = nil }
    guard optimize(.auxiliary) else { return nil }
    return value(of: Variable(id: symbol.id))
  }

  private func symbol(id: Int) -> Symbol {
    // Only the kind matters to `isPivotable`; recover it from the owner table.
    Symbol(id: Int32(id), kind: kindOfSymbol[id])
  }
}
