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
    let value = value(of: variable)
    let symbol = variable.symbol
    if let slot = slot(of: symbol) {
      if !rows[slot].cells.contains(where: { isFreeOnOptimalFace($0.symbol) }) {
        return (value, value)
      }
    } else if !isFreeOnOptimalFace(symbol) {
      return (value, value)
    }
    var probe = self
    probe.pinned = (0..<slotOfSymbol.count).map {
      probe.slotOfSymbol[$0] < 0 && !probe.isFreeOnOptimalFace(probe.symbol(id: $0))
    }
    let upper = probe.extreme(of: symbol, sign: -1)
    let lower = probe.extreme(of: symbol, sign: 1)
    return (lower, upper)
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

  private func isFreeOnOptimalFace(_ symbol: Symbol) -> Bool {
    symbol.isPivotable && !objective.hasCost(symbol)
  }

  private func symbol(id: Int) -> Symbol {
    // Only the kind matters to `isPivotable`; recover it from the owner table.
    Symbol(id: Int32(id), kind: kindOfSymbol[id])
  }
}
