// Changing a constraint's constant (Solver.setConstant, suggestValue): an
// optional constraint's change runs without a transaction, since it can
// never be refused; if rounding ever made its dual simplex fail, the old
// constant is shifted back and the system re-solved.

import Testing

@testable import Cassowary

/// `total == Σ parts`, each part wishing for `i + 1` at a priority of its
/// own (so the optimum is unique) and held within [0, 40], with `total`
/// editable: a large suggestion pushes part after part against its bound,
/// each a dual pivot.
private func editedSum(of parts: Int) throws -> (Solver, total: Variable, [Variable]) {
  var (s, total, vs) = try sumOfParts(parts, wish: { 250 + Double($0) }, bounds: 0...40)
  try s.addEditVariable(total, strength: Strength(750))
  return (s, total, vs)
}

@Suite struct ConstantChangeTests {
  /// The fallback, driven by hand: the constant is shifted as a change
  /// would, the dual simplex makes two pivots and is taken to have failed
  /// (its queue dropped), and the restore must bring back the old system's
  /// optimum, unique here, and leave a solver that goes on like a fresh one.
  @Test func restoringAfterAFailedOptionalChangeGivesBackTheOldOptimum() throws {
    var (s, total, vs) = try editedSum(of: 12)
    try s.suggestValue(100, for: total)
    let all = [total] + vs
    let before = all.map { s.value(of: $0) }
    let id = s.editConstraints[total]!
    let record = s.records[Int(id.rawValue)]!
    // suggestValue(400) moves the edit's constant from -100 to -400.
    let delta = -300.0
    s.shiftConstant(by: delta, of: record)
    #expect(!s.infeasible.isEmpty, "the shift must leave rows to repair, or the restore is not exercised")
    // Two of the dual simplex's pivots, as `dualOptimize` makes them; then
    // it "fails" and drops its queue. Shifting back alone would not repair
    // the rows those pivots left infeasible.
    var pivots = 0
    while pivots < 2, let leaving = s.infeasible.popMin() {
      guard let slot = s.slot(of: Symbol(id: leaving, kind: s.symbolFacts[Int(leaving)].kind)),
        s.rows[slot].constant < -Tolerance.epsilon
      else { continue }
      let entering = s.rows[slot].cells.withUnsafeBufferPointer { s.dualEnteringSymbol($0) }!
      s.pivot(slot: slot, entering: entering, markingDirty: false)
      pivots += 1
    }
    #expect(pivots == 2)
    s.infeasible.removeAll()
    s.restoreAfterNumericalFailure(shiftingBack: delta, of: record)
    #expect(s.infeasible.isEmpty)
    s.updateValues()
    #expect(zip(all.map { s.value(of: $0) }, before).allSatisfy { abs($0 - $1) < 1e-9 })

    // The restored solver takes the next suggestion as a fresh one does.
    try s.suggestValue(300, for: total)
    var (fresh, freshTotal, freshParts) = try editedSum(of: 12)
    try fresh.suggestValue(300, for: freshTotal)
    s.updateValues()
    fresh.updateValues()
    let got = all.map { s.value(of: $0) }
    let want = ([freshTotal] + freshParts).map { fresh.value(of: $0) }
    #expect(zip(got, want).allSatisfy { abs($0 - $1) < 1e-9 }, "restored \(got), fresh \(want)")
  }

  /// After optional changes made without a transaction, a required change
  /// that cannot hold is still refused and rolled back bit for bit.
  @Test func aRefusedRequiredChangeAfterOptionalOnesStillRollsBack() throws {
    var (s, total, vs) = try editedSum(of: 6)
    try s.suggestValue(200, for: total)
    try s.suggestValue(150, for: total)
    let all = [total] + vs
    // total >= 230, required, beats the edit's 200; the parts can give at
    // most 6 · 40 = 240, so total >= 250 cannot hold.
    let floor = try s.addConstraint(LinearExpression([term(total)], constant: -230), .greaterThanOrEqual)
    s.updateValues()
    #expect(s.value(of: total) == 230)
    let before = all.map { s.value(of: $0).bitPattern }
    #expect(throws: SolverError.self) { try s.setConstant(-250, of: floor) }
    s.updateValues()
    #expect(all.map { s.value(of: $0).bitPattern } == before)
    #expect(!s.journal.isActive)
  }
}
