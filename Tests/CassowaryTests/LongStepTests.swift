// The primal ratio test's long step (Solver+Breakpoints.swift): passing
// the kinks of optional constraints in one step, and stopping where the
// objective stops falling.

import Testing

@testable import Cassowary

private func expectClose(
  _ a: Double, _ b: Double, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(abs(a - b) < 1e-9, "\(a) != \(b) \(comment?.description ?? "")", sourceLocation: sourceLocation)
}

/// `n` widths equal to one W, each wishing for 100 at 250, and W held at
/// 116 at 500: every wish sits at the same distance from its kink.
private func sharedWidths(
  _ n: Int
) throws -> (Solver, Variable, [Variable], wishes: [ConstraintID], hold: ConstraintID) {
  var s = Solver()
  let W = s.makeVariable()
  var widths: [Variable] = []
  var wishes: [ConstraintID] = []
  for _ in 0..<n {
    let w = s.makeVariable()
    widths.append(w)
    try s.addConstraint(LinearExpression([term(w), term(W, -1)]), .equal)
    wishes.append(try s.addConstraint(LinearExpression([term(w)], constant: -100), .equal, strength: Strength(250)))
  }
  let hold = try s.addConstraint(LinearExpression([term(W)], constant: -116), .equal, strength: Strength(500))
  return (s, W, widths, wishes, hold)
}

@Suite struct LongStepTests {
  /// W3's worst removal in small: `n` widths tied to one W, each wanting
  /// 100 at a low priority, held at 116 by W == 116. Removing that lets
  /// every weak error reach its kink at the same point. One pivot at a
  /// time, that was about n/2 degenerate pivots, each through every width
  /// row.
  @Test func kinksMetTogetherArePassedInOneStep() throws {
    let n = 100
    var (s, W, widths, _, hold) = try sharedWidths(n)
    expectClose(s.value(of: W), 116)
    let before = s.tableau.substitutionCount
    try s.removeConstraint(hold)
    expectClose(s.value(of: W), 100)
    for w in widths { expectClose(s.value(of: w), 100) }
    let work = s.tableau.substitutionCount - before
    #expect(work <= 4 * n, "\(work) rows rewritten for one removal")
  }

  /// After that, the shared width's column holds every row. Removing one
  /// weak width wish at the kink tips the balance of the rest by one, and
  /// a pivot on that column would rewrite every row (every second removal
  /// did: about 2n rows); flipping one kink in place restores the balance.
  /// The wishes go from the last: the first one's error is the shared
  /// column itself, whose removal has to rewrite every row.
  @Test func aWishRemovedAtTheKinkIsBalancedByAFlip() throws {
    let n = 100
    var (s, W, _, wishes, hold) = try sharedWidths(n)
    try s.removeConstraint(hold)
    var worst = 0
    for id in wishes.suffix(20) {
      let before = s.tableau.substitutionCount
      try s.removeConstraint(id)
      worst = max(worst, s.tableau.substitutionCount - before)
      expectClose(s.value(of: W), 100)
    }
    #expect(worst <= n / 4, "a removal rewrote \(worst) rows")
  }

  /// Kinks at different points: coming down from 20, four `x >= 8` start
  /// to be violated at 8 (the slope rises from -6 to -2, still falling)
  /// and six `x <= 3` stop being violated at 3 (it rises to +4): x stops
  /// at 3. Passing the first kinks leaves their rows negative until the
  /// final pivot moves x; the answer must still be feasible and optimal.
  @Test func theStepStopsWhereTheSlopeTurns() throws {
    var s = Solver()
    let x = s.makeVariable()
    try s.addConstraint(LinearExpression([term(x)], constant: 100), .greaterThanOrEqual)
    for _ in 0..<6 {
      try s.addConstraint(LinearExpression([term(x)], constant: -3), .lessThanOrEqual, strength: Strength(250))
    }
    var low: [ConstraintID] = []
    for _ in 0..<4 {
      low.append(
        try s.addConstraint(LinearExpression([term(x)], constant: -8), .greaterThanOrEqual, strength: Strength(250)))
    }
    let hold = try s.addConstraint(LinearExpression([term(x)], constant: -20), .equal, strength: Strength(500))
    expectClose(s.value(of: x), 20)
    try s.removeConstraint(hold)
    expectClose(s.value(of: x), 3)
    for id in low { expectClose(s.violation(of: id), 5) }
    #expect(s.requiredViolations(beyond: 1e-9).isEmpty)
  }

  /// The median of equal-weight wishes is the optimum of their summed
  /// errors: x == 1 … x == 9 at one priority leave x at 5, whichever side
  /// it comes from.
  @Test func equalWishesSettleOnTheirMedian() throws {
    for start in [-40.0, 40.0] {
      var s = Solver()
      let x = s.makeVariable()
      for k in 1...9 {
        try s.addConstraint(LinearExpression([term(x)], constant: -Double(k)), .equal, strength: Strength(250))
      }
      let hold = try s.addConstraint(LinearExpression([term(x)], constant: -start), .equal, strength: Strength(500))
      expectClose(s.value(of: x), start)
      try s.removeConstraint(hold)
      expectClose(s.value(of: x), 5, "coming from \(start)")
    }
  }

  /// A kink at a higher priority than the one the step is lowering stops
  /// the step, even though the lower level would keep falling.
  @Test func aHigherPriorityKinkStopsTheStep() throws {
    var s = Solver()
    let x = s.makeVariable()
    for _ in 0..<5 {
      try s.addConstraint(LinearExpression([term(x)], constant: 0), .equal, strength: Strength(250))
    }
    try s.addConstraint(LinearExpression([term(x)], constant: -10), .greaterThanOrEqual, strength: Strength(400))
    let hold = try s.addConstraint(LinearExpression([term(x)], constant: -30), .equal, strength: Strength(500))
    expectClose(s.value(of: x), 30)
    try s.removeConstraint(hold)
    expectClose(s.value(of: x), 10)
  }
}
