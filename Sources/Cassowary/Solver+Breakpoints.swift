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
  /// restricted symbols and whose partner is in the row with coefficient
  /// 1: the partner. Past the kink the partner is basic, and the slope of
  /// any entering symbol rises by its reduced cost (the pair's costs, at
  /// their level) times the rate at which the basic symbol fell.
  ///
  /// A constraint's two symbols are made one after the other (makeRow),
  /// so the partner is the neighbouring id with the same owner: no record
  /// is read on this path, which every primal pivot takes.
  @inline(__always)
  func kinkPartner(ofRowIn slot: Int) -> Symbol? {
    let basic = tableau.basics[slot]
    guard basic.isRestricted else { return nil }
    let id = Int(basic.id)
    let owner = tableau.symbolFacts[id].owner
    guard owner >= 0 else { return nil }
    let partnerID: Int
    if id > 0 && tableau.symbolFacts[id &- 1].owner == owner {
      partnerID = id &- 1
    } else if id &+ 1 < tableau.symbolFacts.count && tableau.symbolFacts[id &+ 1].owner == owner {
      partnerID = id &+ 1
    } else {
      return nil
    }
    let partner = Symbol(id: Int32(partnerID), kind: tableau.symbolFacts[partnerID].kind)
    guard partner.isRestricted, let coefficient = tableau.rows[slot].coefficientIfPresent(partner),
      Tolerance.isZero(coefficient - 1), flipTouchesNoOtherRow(partner, slot)
    else { return nil }
    return partner
  }

  /// Whether making `partner` basic in `slot` leaves every other row as it
  /// is. In exact arithmetic only definitions (rows kept as written, which
  /// a substitution passes over) hold it besides. Round-off on badly scaled
  /// rows (coefficients 1e-8 beside 1e6) can leave it in others too;
  /// flipping would substitute into them, and the row the step ends at
  /// could lose the entering symbol (a fuzzer's seed 266 trapped so). Such
  /// a row is a plain blocking row.
  @inline(__always)
  private func flipTouchesNoOtherRow(_ partner: Symbol, _ slot: Int) -> Bool {
    let id = Int(partner.id)
    if tableau.columns.occurrences(of: id) == 1 { return true }
    for k in 0..<tableau.columns.count(of: id) {
      let other = Int(tableau.columns.entry(id, k))
      if other != slot && lookup(other, holding: partner) != nil && !tableau.refersToRows[other] { return false }
    }
    return true
  }

  /// Adds the slope's rise past a kink; false (and nothing added) when the
  /// partner costs nothing: a removed constraint's leftover pair, which is
  /// treated as a plain bound.
  private mutating func rise(past partner: Symbol, rate: Double) -> Bool {
    var costs = false
    for k in 0..<objective.levelCount {
      let c = objective.cost(of: partner, level: k)
      if c != 0 {
        scratch.slope[k] += c * rate
        costs = true
      }
    }
    return costs
  }

  /// Where `entering` should pivot, given that the plain ratio test chose
  /// `slot`: when that row is a kink the objective still falls past, the
  /// kinks passed are flipped (their partners made basic) and the row
  /// where the slope stops falling is returned, with its ratio. When the
  /// slope turns at a kink the entering symbol reaches without moving (a
  /// degenerate kink), that kink is flipped too and nil is returned: the
  /// flips alone make `entering` stop lowering the objective, and it need
  /// not enter. That spares a pivot on a column that may hold every row
  /// (the grid's shared width), which each removal of a weak width at its
  /// kink otherwise made again.
  mutating func passKinks(entering: Symbol, direction: Double, slot: Int, ratio: Double) -> (Int, Double)? {
    guard let first = kinkPartner(ofRowIn: slot), let i = lookup(slot, holding: entering) else {
      return (slot, ratio)
    }
    scratch.slope.removeAll(keepingCapacity: true)
    // Reserved to the levels at once: appended one by one from empty, a
    // new solver's first long step grew it through every doubling.
    if scratch.slope.capacity < objective.levelCount { scratch.slope.reserveCapacity(objective.levelCount &* 2) }
    for k in 0..<objective.levelCount { scratch.slope.append(direction * objective.cost(of: entering, level: k)) }
    // Decided at the first kink: no need to sort the column.
    guard rise(past: first, rate: abs(tableau.rows[slot].cells[i].coefficient)) else { return (slot, ratio) }
    if !slopeFalls() {
      guard ratio < Tolerance.epsilon, staysPut(entering) else { return (slot, ratio) }
      pivot(slot: slot, entering: first)
      return nil
    }
    for k in 0..<objective.levelCount { scratch.slope[k] = direction * objective.cost(of: entering, level: k) }

    var points = scratch.breakpoints
    scratch.breakpoints = []
    defer { scratch.breakpoints = points }
    points.removeAll(keepingCapacity: true)
    forEachBlockingRow(entering: entering, direction: direction) { slot, basic, rate, ratio in
      points.append(Breakpoint(ratio: ratio, basic: basic.id, slot: Int32(slot), rate: rate))
    }
    // The plain test's order: by ratio, ties to the lowest basic id. A
    // repeated column entry lands next to its twin; one of them goes.
    points.sort { $0.ratio < $1.ratio || ($0.ratio == $1.ratio && $0.basic < $1.basic) }
    var unique = 0
    for k in points.indices where unique == 0 || points[k].slot != points[unique &- 1].slot {
      points[unique] = points[k]
      unique &+= 1
    }
    points.removeLast(points.count &- unique)
    guard !points.isEmpty else { return (slot, ratio) }
    var last = 0
    var turnsInPlace = false
    while last < points.count &- 1, let partner = kinkPartner(ofRowIn: Int(points[last].slot)),
      rise(past: partner, rate: points[last].rate)
    {
      if !slopeFalls() {
        turnsInPlace = points[last].ratio < Tolerance.epsilon && staysPut(entering)
        break
      }
      last &+= 1
    }
    for k in 0..<(turnsInPlace ? last &+ 1 : last) {
      let slot = Int(points[k].slot)
      // A flip touches only its own row when the pair is exact; should
      // round-off have left a partner in another row, that row may no
      // longer be a kink: then the step ends there, which is still a valid
      // pivot (every row flipped so far has a smaller ratio).
      guard let partner = kinkPartner(ofRowIn: slot) else { return (slot, points[k].ratio) }
      pivot(slot: slot, entering: partner)
    }
    return turnsInPlace ? nil : (Int(points[last].slot), points[last].ratio)
  }

  /// Whether `entering`, once degenerate kinks stop its slope, should be
  /// left out of the basis. Only for a long column: pivoting a short one
  /// in costs little, while the flips alone change the reduced costs of
  /// every symbol in the flipped rows and can stall the simplex (W4's
  /// 37-variable builds took 123 simplex steps a build instead of 28).
  @inline(__always)
  private func staysPut(_ entering: Symbol) -> Bool {
    tableau.columns.occurrences(of: Int(entering.id)) > Solver.stayPutAbove
  }

  /// Rows an entering column must hold before flips may replace its pivot.
  static let stayPutAbove: Int32 = 32

  /// Whether `slope` is lexicographically negative: moving on still lowers
  /// the objective.
  private func slopeFalls() -> Bool {
    for s in scratch.slope where !Tolerance.isZero(s) { return s < 0 }
    return false
  }
}
