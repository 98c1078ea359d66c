// What the tests that replay random scenarios share: a generator that is
// the same on every run, and a check that the objective is still the one
// the rows imply after a rollback.

@testable import Cassowary

/// A small deterministic generator (an LCG), so that a scenario found by a
/// seed is the same on every run and every machine.
struct Generator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(state >> 11) / Double(1 << 53)
  }
  mutating func below(_ n: Int) -> Int { Int(next() * Double(n)) }
}

/// Every level's cost of every symbol, level after level.
func costs(_ s: Solver) -> [Double] {
  (0..<s.objective.levelCount).flatMap { k in
    (0..<s.symbolCount).map { s.objective.cost(of: Symbol(id: Int32($0), kind: s.tableau.symbolFacts[$0].kind), level: k) }
  }
}

/// Whether the objective is, up to rounding, the one `rebuildObjective`
/// writes from the rows.
func objectiveMatchesARebuiltOne(_ s: Solver) -> Bool {
  var rebuilt = s
  rebuilt.rebuildObjective()
  return zip(costs(s), costs(rebuilt)).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($0)) }
}
