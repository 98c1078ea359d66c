// A long session must not make the solver's storage grow: after every
// command a REPL changes a constant and probes for ambiguity (a
// transaction rolled back), and each rollback notes its restored rows in
// the column index again.

import Testing

@testable import Cassowary

@Suite struct MemoryBoundTests {
  private func term(_ v: Variable, _ k: Double = 1) -> LinearExpression.Term { .init(v, k) }

  @Test func repeatedEditsAndProbesDoNotGrowTheColumnIndex() throws {
    var rng = SplitMix64(seed: 2026)
    var s = Solver()
    let vs = (0..<30).map { _ in s.makeVariable() }
    var ids: [ConstraintID] = []
    // Random two- and three-term constraints, a third of them inequalities,
    // most of them optional: the probes and the edits pivot.
    for _ in 0..<70 {
      let n = Int.random(in: 2...3, using: &rng)
      let terms = (0..<n).map { _ in term(vs[Int.random(in: 0..<vs.count, using: &rng)], Double(Int.random(in: -2...2, using: &rng) | 1)) }
      let relation: Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<4, using: &rng)]
      let strength = [Strength.required, Strength(750), Strength(500), Strength(250)][Int.random(in: 0..<4, using: &rng)]
      if let id = try? s.addConstraint(
        LinearExpression(terms, constant: Double(Int.random(in: -50...50, using: &rng))), relation, strength: strength)
      {
        ids.append(id)
      }
    }
    var carvedAfterWarmUp = 0
    for cycle in 0..<1_500 {
      let id = ids[Int.random(in: 0..<ids.count, using: &rng)]
      try? s.setConstant(Double(Int.random(in: -50...50, using: &rng)), of: id)
      _ = s.optimalRangesInPlace(of: vs)
      if cycle == 299 { carvedAfterWarmUp = s.tableau.columns.carvedEntries }
    }
    // 1,200 more cycles of the same work: the index may settle, not grow.
    #expect(
      s.tableau.columns.carvedEntries <= carvedAfterWarmUp + carvedAfterWarmUp / 4,
      "carved \(carvedAfterWarmUp) entries after 300 cycles, \(s.tableau.columns.carvedEntries) after 1,500")
  }
}
