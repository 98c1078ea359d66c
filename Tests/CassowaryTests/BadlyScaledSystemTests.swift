// Random sessions on systems whose coefficients span 7e-9 to 1e6: adds of
// one to four terms at any relation and strength, removals, edit
// variables, suggestions and constant changes. In exact arithmetic the
// simplex's rules guarantee every call ends with a right answer; in
// floating point, rows this badly scaled break those guarantees. What
// must still hold: nothing traps, nothing hangs, every value stays finite,
// and a refused call leaves every value as it was, bit for bit.
//
// A fuzzer running these sessions found two failures (2026-11-26):
// - seed 266: the long step's flips substituted into a row that round-off
//   had left holding a kink's partner, and the row the step ended at no
//   longer held the entering symbol: `Row.solve` trapped.
// - seed 14176: the dual simplex cycled through six bases whose constants
//   differed in the last digits, journalling each pivot until memory ran
//   out. Without `dualPivotLimit` this test never ends. Since an add's dual
//   pass repairs the most infeasible row first (2026-11-28), that add no
//   longer cycles (nor does any add or change in seeds 0..<20,000); the
//   seed is replayed in the order of before too, to keep the limit tested.

import Testing

@testable import Cassowary

@Suite struct BadlyScaledSystemTests {
  @Test(arguments: [266, 14176]) func theFuzzersFindings(seed: Int) throws {
    let refusals = try replay(seed: seed)
    if seed == 14176 {
      // The add that cycled now ends, most infeasible row first.
      #expect(!refusals.contains(43))
      // In the order of before it cycles, is refused, and the solver goes on.
      #expect(try replay(seed: seed, addDualOrder: .lowestID).contains(43))
    }
  }

  @Test func manyScenarios() throws {
    var refused = 0
    for seed in 0..<300 { refused += try replay(seed: seed).count }
    // The scales must make the solver refuse some calls, or the rollbacks
    // go untested.
    #expect(refused > 300)
  }
}

private let scales = [1.0, 1.0, 1.0, 2.5, 1e-3, 1e-6, 3e-6, 1e-7, 7e-9, 1e-8, 1e5, 1e6]

/// Replays one seed's session of 80 calls, checking each; returns the
/// steps whose call was refused.
private func replay(seed: Int, addDualOrder: Solver.DualOrder = .mostInfeasible) throws -> [Int] {
  var g = Generator(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 17)
  var s = Solver()
  s.addDualOrder = addDualOrder
  let n = 3 + g.below(10)
  let vs = (0..<n).map { _ in s.makeVariable() }
  var ids: [ConstraintID] = []
  var edits: [Variable] = []
  var refused: [Int] = []
  for step in 0..<80 {
    let choice = g.next()
    s.updateValues()
    let before = vs.map { s.value(of: $0).bitPattern }
    do {
      if choice < 0.5 || ids.isEmpty {
        var terms: [LinearExpression.Term] = []
        for _ in 0..<(1 + g.below(4)) {
          let sign = g.next() < 0.5 ? -1.0 : 1.0
          terms.append(.init(vs[g.below(n)], sign * scales[g.below(scales.count)] * (0.5 + g.next())))
        }
        let constant = (g.next() - 0.5) * [1.0, 100, 2000, 1e5][g.below(4)]
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][g.below(3)]
        let strength = g.next() < 0.4 ? Strength.required : Strength(Double(g.below(999) + 1))
        ids.append(try s.addConstraint(LinearExpression(terms, constant: constant), relation, strength: strength))
      } else if choice < 0.62 {
        try s.removeConstraint(ids.remove(at: g.below(ids.count)))
      } else if choice < 0.7 {
        let v = vs[g.below(n)]
        if !s.hasEditVariable(v) {
          try s.addEditVariable(v, strength: Strength(Double(1 + g.below(999))))
          edits.append(v)
        }
      } else if choice < 0.85, !edits.isEmpty {
        let v = edits[g.below(edits.count)]
        try s.suggestValue((g.next() - 0.5) * [1.0, 100, 1e4, 1e6][g.below(4)], for: v)
      } else {
        let id = ids[g.below(ids.count)]
        try s.setConstant((g.next() - 0.5) * [1.0, 100, 1e4, 1e6][g.below(4)], of: id)
      }
    } catch {
      refused.append(step)
      s.updateValues()
      let unchanged = vs.map { s.value(of: $0).bitPattern } == before
      #expect(unchanged, "seed \(seed) step \(step): \(error)")
    }
    s.updateValues()
    let finite = vs.allSatisfy { s.value(of: $0).isFinite }
    #expect(finite, "seed \(seed) step \(step)")
    let closed = !s.journal.isActive
    #expect(closed, "seed \(seed) step \(step)")
  }
  return refused
}
