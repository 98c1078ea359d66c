// Two edit variables suggested in turn, as a window resize does (width,
// then height): each suggestion finds the other's marker in the shift
// cache's older entry (ShiftCache in Solver+ConstantShift.swift), and the
// edit itself in the table by variable id (Solver.EditConstraints).

import Testing

@testable import Cassowary

/// A row of `n` views across a window of editable width and height: each
/// view's width wishes for 100 and its height for the window's minus 16, at
/// priorities of their own (so the optimum is unique); widths at least 20,
/// heights at most 30 + 5i, and the row fills the width exactly.
private struct Strip {
  var solver = Solver()
  let width: Variable
  let height: Variable
  var all: [Variable]

  init(_ n: Int) throws {
    width = solver.makeVariable()
    height = solver.makeVariable()
    all = [width, height]
    var previousRight = LinearExpression([], constant: 0)
    for i in 0..<n {
      let x = solver.makeVariable(), w = solver.makeVariable(), h = solver.makeVariable()
      all += [x, w, h]
      // x == previous right + 8
      try solver.addConstraint(LinearExpression(x) - previousRight - LinearExpression([], constant: 8), .equal)
      try solver.addConstraint(LinearExpression([.init(w)], constant: -20), .greaterThanOrEqual)
      try solver.addConstraint(
        LinearExpression([.init(w)], constant: -100), .equal, strength: Strength(Double(250 + i)))
      try solver.addConstraint(
        LinearExpression([.init(h)], constant: -Double(30 + 5 * i)), .lessThanOrEqual)
      try solver.addConstraint(
        LinearExpression([.init(h), .init(height, -1)], constant: 16), .equal, strength: Strength(Double(400 + i)))
      previousRight = LinearExpression([.init(x), .init(w)], constant: 0)
    }
    // last right + 8 == width
    try solver.addConstraint(previousRight + LinearExpression([.init(width, -1)], constant: 8), .equal)
    try solver.addEditVariable(width, strength: Strength(750))
    try solver.addEditVariable(height, strength: Strength(750))
  }

  mutating func values() -> [Double] {
    solver.updateValues()
    return all.map { solver.value(of: $0) }
  }
}

@Suite struct EditPairTests {
  /// Width and height suggested in turn through sizes that make views
  /// shrink to their floors and grow back (dual pivots between some of the
  /// suggestions, none between others): after every suggestion, every
  /// value is what a fresh solver given the same two suggestions finds.
  /// A cached shift that outlived a pivot would move rows that no longer
  /// hold the marker, or miss rows that now do.
  @Test func suggestionsInTurnMatchAFreshSolver() throws {
    let sizes: [(Double, Double)] = [
      (800, 60), (800, 61), (200, 61), (200, 40), (1200, 40), (1200, 90), (300, 90), (301, 20),
      (960, 20), (960, 75), (960, 75), (150, 75), (150, 10), (700, 10), (700, 66),
    ]
    var strip = try Strip(6)
    for (step, (w, h)) in sizes.enumerated() {
      try strip.solver.suggestValue(w, for: strip.width)
      try strip.solver.suggestValue(h, for: strip.height)
      var fresh = try Strip(6)
      try fresh.solver.suggestValue(w, for: fresh.width)
      try fresh.solver.suggestValue(h, for: fresh.height)
      let got = strip.values(), want = fresh.values()
      #expect(zip(got, want).allSatisfy { abs($0 - $1) < 1e-9 }, "step \(step): \(got) against \(want)")
    }
  }

  /// The same, with a refused required change between suggestions: its
  /// rollback restores the rows, and the cached shifts must not survive it.
  @Test func aRollbackBetweenSuggestionsInTurnLeavesTheCacheUnused() throws {
    var strip = try Strip(4)
    // The first view's height at least 25, required: refused (its ceiling
    // is 30) when raised to 40.
    let floor = try strip.solver.addConstraint(
      LinearExpression([.init(strip.all[4])], constant: -25), .greaterThanOrEqual)
    for (w, h) in [(600.0, 50.0), (640, 52), (620, 44)] {
      try strip.solver.suggestValue(w, for: strip.width)
      try strip.solver.suggestValue(h, for: strip.height)
      let before = strip.values()
      #expect(throws: SolverError.self) { try strip.solver.setConstant(-40, of: floor) }
      #expect(strip.values() == before)
    }
    for (w, h) in [(300.0, 20.0), (900, 80)] {
      try strip.solver.suggestValue(w, for: strip.width)
      try strip.solver.suggestValue(h, for: strip.height)
      var fresh = try Strip(4)
      try fresh.solver.addConstraint(LinearExpression([.init(fresh.all[4])], constant: -25), .greaterThanOrEqual)
      try fresh.solver.suggestValue(w, for: fresh.width)
      try fresh.solver.suggestValue(h, for: fresh.height)
      let got = strip.values(), want = fresh.values()
      #expect(zip(got, want).allSatisfy { abs($0 - $1) < 1e-9 }, "\(w)x\(h): \(got) against \(want)")
    }
  }

  /// Edits are found by variable id: one made after many variables, one
  /// removed and made again, and a variable past every edit's id.
  @Test func editsAreFoundByVariable() throws {
    var s = Solver()
    let vs = (0..<40).map { _ in s.makeVariable() }
    try s.addEditVariable(vs[37], strength: Strength(500))
    #expect(s.hasEditVariable(vs[37]))
    #expect(!s.hasEditVariable(vs[39]))
    #expect(!s.hasEditVariable(vs[3]))
    #expect(throws: SolverError.duplicateEditVariable(vs[37])) {
      try s.addEditVariable(vs[37], strength: Strength(400))
    }
    #expect(throws: SolverError.unknownEditVariable(vs[39])) { try s.suggestValue(1, for: vs[39]) }
    try s.suggestValue(12, for: vs[37])
    #expect(s.value(of: vs[37]) == 12)
    try s.removeEditVariable(vs[37])
    #expect(!s.hasEditVariable(vs[37]))
    #expect(throws: SolverError.unknownEditVariable(vs[37])) { try s.removeEditVariable(vs[37]) }
    try s.addEditVariable(vs[37], strength: Strength(500))
    try s.suggestValue(-3, for: vs[37])
    #expect(s.value(of: vs[37]) == -3)
    #expect(s.constraintCount == 1)
  }
}
