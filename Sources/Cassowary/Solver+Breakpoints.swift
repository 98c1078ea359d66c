// The primal ratio test's long step: moving the entering symbol past the
// kinks of optional constraints instead of stopping at each.
//
// An optional constraint's two restricted symbols (an equality's errors,
// an inequality's slack and error) differ by a fixed expression, so while
// one is basic the other sits in that row alone, with coefficient 1. When
// the entering symbol drives the basic one to zero, the constraint reaches
// its kink: past it, the partner takes over at a positive value and the
// objective's slope rises by the two symbols' costs. The plain ratio test
// stops there and pivots; the objective often keeps falling past the kink.
//
// On a layout, many kinks are met at once: removing `W == 1000` from a
// 1,000-view grid lets every view's weak `width == 100` reach its kink at
// the same point. The plain test then made one degenerate pivot per kink,
// each substituting a column that held every width row (one removal took
// 9.6 s of W3's 9.9). Passing a kink only swaps the pair in its own row,
// which touches no other row; the one real pivot comes where the slope
// stops falling. (The same idea as the "bound flipping" ratio test of
// dual simplex codes, applied to the primal.)

extension Solver {
  /// A row blocking the entering symbol: at `ratio` units of movement its
  /// basic symbol reaches zero, falling by `rate` a unit.
  struct Breakpoint {
    var ratio: Double
    var basic: Int32
    var slot: Int32
    var rate: Double
  }

  /// For a row whose basic symbol is one of an optional constraint's two
  /// restricted symbols and whose partner is in the row with coefficient 1:
  /// the partner, and the level and amount by which the objective's slope
  /// rises per unit of the basic symbol's fall once past zero.
  func kink(ofRowIn slot: Int) -> (partner: Symbol, level: Int, rise: Double)? {
    let basic = basics[slot]
    guard basic.isRestricted else { return nil }
    let owner = Int(ownerOfSymbol[Int(basic.id)])
    guard owner >= 0, let record = records[owner], !record.strength.isRequired else { return nil }
    let partner = basic == record.marker ? record.other : record.marker
    guard partner.isValid, partner.isRestricted, partner != basic,
      let coefficient = rows[slot].coefficientIfPresent(partner), Tolerance.isZero(coefficient - 1),
      let level = objective.level(for: record.strength.value)
    else { return nil }
    let rise = (basic.kind == .error ? 1.0 : 0) + (partner.kind == .error ? 1.0 : 0)
    return rise > 0 ? (partner, level, rise) : nil
  }

  /// The row `entering` should pivot into, given that the plain ratio test
  /// chose `slot`: when that row is a kink the objective still falls past,
  /// the kinks passed are flipped (their partners made basic) and the row
  /// where the slope stops falling is returned, with its ratio. Otherwise
  /// `slot` and `ratio` unchanged.
  mutating func passKinks(entering: Symbol, direction: Double, slot: Int, ratio: Double) -> (Int, Double) {
    guard let first = kink(ofRowIn: slot) else { return (slot, ratio) }
    slope.removeAll(keepingCapacity: true)
    for k in 0..<objective.levelCount { slope.append(direction * objective.cost(of: entering, level: k)) }
    // Cheap refusal before the column is sorted: the first kink already
    // stops the fall.
    guard let i = lookup(slot, holding: entering) else { return (slot, ratio) }
    let firstRate = abs(rows[slot].cells[i].coefficient)
    slope[first.level] += first.rise * firstRate
    guard slopeFalls() else { return (slot, ratio) }
    slope[first.level] -= first.rise * firstRate

    var points = breakpoints
    breakpoints = []
    points.removeAll(keepingCapacity: true)
    startVisit()
    for entry in columns[Int(entering.id)] {
      let slot = Int(entry)
      guard let i = visit(slot, holding: entering) else { continue }
      let basic = basics[slot]
      if basic.isExternal { continue }
      let rate = rows[slot].cells[i].coefficient * direction
      guard rate < 0 else { continue }
      points.append(
        Breakpoint(ratio: max(0, rows[slot].constant) / -rate, basic: basic.id, slot: Int32(slot), rate: -rate))
    }
    // The plain test's order: by ratio, ties to the lowest basic id.
    points.sort { $0.ratio < $1.ratio || ($0.ratio == $1.ratio && $0.basic < $1.basic) }
    guard !points.isEmpty else {
      breakpoints = points
      return (slot, ratio)
    }
    var last = 0
    while last < points.count &- 1, let kink = kink(ofRowIn: Int(points[last].slot)) {
      slope[kink.level] += kink.rise * points[last].rate
      guard slopeFalls() else { break }
      last &+= 1
    }
    for k in 0..<last {
      let slot = Int(points[k].slot)
      pivot(slot: slot, entering: kink(ofRowIn: slot)!.partner)
    }
    let result = (Int(points[last].slot), points[last].ratio)
    breakpoints = points
    return result
  }

  /// Whether `slope` is lexicographically negative: moving on still lowers
  /// the objective.
  private func slopeFalls() -> Bool {
    for s in slope where !Tolerance.isZero(s) { return s < 0 }
    return false
  }
}
