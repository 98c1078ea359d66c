import Testing
@testable import Cassowary

private func expectClose(_ a: Double, _ b: Double, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(abs(a - b) < 1e-6, "\(a) != \(b) \(comment?.description ?? "")", sourceLocation: sourceLocation)
}

@Suite struct SolverTests {
  @Test func simpleEquality() throws {
    var s = Solver()
    let x = s.makeVariable()
    try s.addConstraint(LinearExpression([.init(x)], constant: -10), .equal)
    expectClose(s.value(of: x), 10)
  }

  /// kiwi's SimplexTest: x + 2 == y, y == 10 → x = 8.
  @Test func chainOfEqualities() throws {
    var s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    try s.addConstraint(LinearExpression([.init(x), .init(y, -1)], constant: 2), .equal)
    try s.addConstraint(LinearExpression([.init(y)], constant: -10), .equal)
    expectClose(s.value(of: x), 8)
    expectClose(s.value(of: y), 10)
  }

  @Test func inequalitiesClampOptionalPreference() throws {
    // Reference §3.2 worked example: A.width in [40, 280] required,
    // == 400 @750, == 150 @250 → 280.
    var s = Solver()
    let w = s.makeVariable()
    try s.addConstraint(LinearExpression([.init(w)], constant: -40), .greaterThanOrEqual)
    try s.addConstraint(LinearExpression([.init(w)], constant: -280), .lessThanOrEqual)
    let strong = try s.addConstraint(LinearExpression([.init(w)], constant: -400), .equal, strength: Strength(750))
    let weak = try s.addConstraint(LinearExpression([.init(w)], constant: -150), .equal, strength: Strength(250))
    expectClose(s.value(of: w), 280)
    expectClose(s.violation(of: strong), 120)
    expectClose(s.violation(of: weak), 130)
  }

  @Test func thousandLowPriorityErrorsDoNotOutweighOneHigher() throws {
    // 1,000 constraints at 250 want x == 0; one at 251 wants x == 100.
    // Blended weights would let the many win; strict levels must not.
    var s = Solver()
    let x = s.makeVariable()
    for _ in 0..<1000 {
      try s.addConstraint(LinearExpression([.init(x)]), .equal, strength: Strength(250))
    }
    try s.addConstraint(LinearExpression([.init(x)], constant: -100), .equal, strength: Strength(251))
    expectClose(s.value(of: x), 100)
  }

  @Test func unsatisfiableRequiredIsReportedAndSolverStaysUsable() throws {
    var s = Solver()
    let h = s.makeVariable()
    let atLeast = try s.addConstraint(LinearExpression([.init(h)], constant: -44), .greaterThanOrEqual)
    #expect(throws: SolverError.unsatisfiable(involved: [atLeast])) {
      try s.addConstraint(LinearExpression([.init(h)], constant: -20), .equal)
    }
    expectClose(s.value(of: h), 44)
    #expect(s.constraintCount == 1)
    try s.addConstraint(LinearExpression([.init(h)], constant: -50), .equal)
    expectClose(s.value(of: h), 50)
  }

  @Test func conflictingEqualitiesNameEachOther() throws {
    var s = Solver()
    let a = s.makeVariable(), b = s.makeVariable()
    let c1 = try s.addConstraint(LinearExpression([.init(a)], constant: -10), .equal)
    let c2 = try s.addConstraint(LinearExpression([.init(b), .init(a, -1)], constant: -5), .equal)
    _ = try s.addConstraint(LinearExpression([.init(b)], constant: -1000), .lessThanOrEqual)
    #expect(throws: SolverError.unsatisfiable(involved: [c1, c2])) {
      try s.addConstraint(LinearExpression([.init(b)], constant: -20), .equal)
    }
    expectClose(s.value(of: b), 15)
  }

  @Test func removeRestoresPreviousSolution() throws {
    var s = Solver()
    let x = s.makeVariable()
    try s.addConstraint(LinearExpression([.init(x)], constant: -10), .equal, strength: Strength(250))
    let c = try s.addConstraint(LinearExpression([.init(x)], constant: -20), .equal, strength: Strength(500))
    expectClose(s.value(of: x), 20)
    try s.removeConstraint(c)
    expectClose(s.value(of: x), 10)
    #expect(throws: SolverError.unknownConstraint(c)) { try s.removeConstraint(c) }
  }

  @Test func setConstantResolvesInPlace() throws {
    var s = Solver()
    let x = s.makeVariable(), y = s.makeVariable()
    let c = try s.addConstraint(LinearExpression([.init(x)], constant: -10), .equal)
    let link = try s.addConstraint(LinearExpression([.init(y), .init(x, -1)], constant: -5), .equal)
    let bound = try s.addConstraint(LinearExpression([.init(y)], constant: -100), .lessThanOrEqual)
    try s.setConstant(-50, of: c)
    expectClose(s.value(of: y), 55)
    // 96 + 5 > 100: refused, old constant kept.
    #expect(throws: SolverError.unsatisfiable(involved: [link, bound])) { try s.setConstant(-96, of: c) }
    expectClose(s.value(of: x), 50)
    try s.setConstant(-90, of: c)
    expectClose(s.value(of: y), 95)
  }

  @Test func repeatedSuggestionsGiveWhatAFreshSolverGives() throws {
    // Steady steps reuse what the first suggestion learnt about where the
    // edit sits; steps that cross 100 pivot, which must invalidate it.
    // Every value must be the one a solver that never saw the earlier
    // suggestions gives.
    func system() throws -> (Solver, Variable, [Variable]) {
      var s = Solver()
      let left = s.makeVariable(), width = s.makeVariable(), right = s.makeVariable(), half = s.makeVariable()
      try s.addConstraint(LinearExpression([.init(right), .init(left, -1), .init(width, -1)]), .equal)
      try s.addConstraint(LinearExpression([.init(width)], constant: -100), .greaterThanOrEqual)
      try s.addConstraint(LinearExpression([.init(left)]), .equal, strength: Strength(250))
      try s.addConstraint(LinearExpression([.init(half, 2), .init(width, -1)]), .equal)
      try s.addEditVariable(right, strength: Strength(500))
      return (s, right, [left, width, right, half])
    }
    var (s, right, all) = try system()
    for target in [150.0, 151, 152, 40, 41, 42, 300, 299, 100, 99, 101, 101, 7] {
      try s.suggestValue(target, for: right)
      var (fresh, freshRight, freshAll) = try system()
      try fresh.suggestValue(target, for: freshRight)
      for (a, b) in zip(all, freshAll) { #expect(s.value(of: a) == fresh.value(of: b), "at \(target)") }
    }
  }

  @Test func editVariablesFollowSuggestions() throws {
    var s = Solver()
    let left = s.makeVariable(), width = s.makeVariable(), right = s.makeVariable()
    try s.addConstraint(LinearExpression([.init(right), .init(left, -1), .init(width, -1)]), .equal)
    try s.addConstraint(LinearExpression([.init(width)], constant: -100), .greaterThanOrEqual)
    try s.addConstraint(LinearExpression([.init(left)]), .equal, strength: Strength(250))
    try s.addEditVariable(right, strength: Strength(500))
    for target in stride(from: 0.0, through: 300, by: 37) {
      try s.suggestValue(target, for: right)
      // left gives way (@250) before the edit (@500) does.
      expectClose(s.value(of: right), target)
      expectClose(s.value(of: width), max(100, target))
    }
    try s.removeEditVariable(right)
    #expect(throws: SolverError.unknownEditVariable(right)) { try s.suggestValue(1, for: right) }
  }

  @Test func rangeOfUnderdeterminedVariable() throws {
    // Reference §9: only leading, top and width → height ∈ [0, ∞).
    var s = Solver()
    let h = s.makeVariable(), w = s.makeVariable(), x = s.makeVariable()
    try s.addConstraint(LinearExpression([.init(h)]), .greaterThanOrEqual)
    try s.addConstraint(LinearExpression([.init(w)], constant: -100), .equal)
    let range = s.optimalRange(of: h)
    #expect(range.lower == 0 && range.upper == nil)
    let fixed = s.optimalRange(of: w)
    #expect(fixed.lower == 100 && fixed.upper == 100)
    let free = s.optimalRange(of: x)
    #expect(free.lower == nil && free.upper == nil)
  }

  @Test func equalPriorityTieIsAmbiguousOverTheInterval() throws {
    // Reference §3.2: == 100 @500 and == 200 @500 → any value in [100, 200].
    var s = Solver()
    let w = s.makeVariable()
    try s.addConstraint(LinearExpression([.init(w)], constant: -100), .equal, strength: Strength(500))
    try s.addConstraint(LinearExpression([.init(w)], constant: -200), .equal, strength: Strength(500))
    let range = s.optimalRange(of: w)
    #expect(range.lower.map { abs($0 - 100) < 1e-9 } == true)
    #expect(range.upper.map { abs($0 - 200) < 1e-9 } == true)
  }

  @Test func feasibilityCheck() {
    var s = Solver()
    let x = s.makeVariable()
    #expect(Solver.isFeasible([(LinearExpression([.init(x)], constant: -1), .greaterThanOrEqual)]))
    #expect(!Solver.isFeasible([
      (LinearExpression([.init(x)], constant: -1), .greaterThanOrEqual),
      (LinearExpression([.init(x)], constant: 0), .lessThanOrEqual),
    ]))
  }

  /// A stack view switching from fill to center alignment: the centre
  /// constraint is redundant while top and bottom hold, then must take over
  /// when they go. Removing `top` once left the redundant row holding real
  /// symbols, and the centres drifted 75 points apart.
  @Test func redundantEqualityTakesOverWhenItsTwinsAreRemoved() throws {
    var s = Solver()
    let t1 = s.makeVariable(), h1 = s.makeVariable(), t2 = s.makeVariable(), h2 = s.makeVariable()
    let top = try s.addConstraint(LinearExpression([.init(t1), .init(t2, -1)]), .equal)
    let bottom = try s.addConstraint(LinearExpression([.init(t1), .init(h1), .init(t2, -1), .init(h2, -1)]), .equal)
    let center = try s.addConstraint(LinearExpression([.init(t1), .init(h1, 0.5), .init(t2, -1), .init(h2, -0.5)]), .equal)
    try s.addConstraint(LinearExpression([.init(t1)]), .equal, strength: Strength(750))
    try s.addConstraint(LinearExpression([.init(h1)], constant: -200), .equal, strength: Strength(750))
    try s.addConstraint(LinearExpression([.init(h2)], constant: -50), .equal, strength: Strength(750))
    try s.addConstraint(LinearExpression([.init(t2)], constant: -150), .equal, strength: Strength(250))
    try s.removeConstraint(top)
    expectClose(s.violation(of: center), 0)
    try s.removeConstraint(bottom)
    expectClose(s.violation(of: center), 0)
    expectClose(s.value(of: t2) + 25, s.value(of: t1) + 100)
  }
}
