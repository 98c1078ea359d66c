// Degenerate and near-degenerate systems (the tolerance policy is in
// Tolerance.swift): many redundant equalities, many constraints through one
// vertex (where a simplex without an anti-cycling rule can loop), coefficients
// just above and below the tolerance, huge and tiny constants. Each must end,
// and every value must be finite and where it belongs. A test that cycled
// would never finish: the suite's own time limit is the failure then.

import Testing

@testable import Cassowary

@Suite struct NumericRobustnessTests {
  /// The same equality 200 times, in several scaled forms, then removed in
  /// an interleaved order: every copy but the first is redundant.
  @Test func manyRedundantEqualities() throws {
    var solver = Solver()
    let x = solver.makeVariable(), y = solver.makeVariable()
    var ids: [ConstraintID] = []
    for i in 0..<200 {
      let k = Double(i % 7 + 1)
      // k·x - 10k == 0 and k·(x + y) - 30k == 0: x = 10, y = 20.
      ids.append(try solver.addConstraint(LinearExpression([term(x, k)], constant: -10 * k), .equal))
      ids.append(try solver.addConstraint(LinearExpression([term(x, k), term(y, k)], constant: -30 * k), .equal))
    }
    #expect(abs(solver.value(of: x) - 10) <= 1e-9 && abs(solver.value(of: y) - 20) <= 1e-9)
    for (n, id) in ids.enumerated() where n % 3 != 2 { try solver.removeConstraint(id) }
    #expect(abs(solver.value(of: x) - 10) <= 1e-9 && abs(solver.value(of: y) - 20) <= 1e-9)
  }

  /// Dozens of inequalities tight at one vertex, with optional pulls at
  /// three levels: the classic degenerate case for cycling. The answer must
  /// be the exact reference's.
  @Test func manyConstraintsThroughOneVertex() throws {
    var solver = Solver()
    let vars = [solver.makeVariable(), solver.makeVariable()]
    var held: [RefConstraint] = []
    func add(_ c: RefConstraint) throws {
      let strength = c.level.map { Strength(optionalLevels[$0]) } ?? .required
      _ = try solver.addConstraint(expression(c, vars), c.relation, strength: strength)
      held.append(c)
    }
    try add(RefConstraint(a: [1, 0], k: 0, relation: .greaterThanOrEqual, level: nil))
    try add(RefConstraint(a: [0, 1], k: 0, relation: .greaterThanOrEqual, level: nil))
    for a in 1...12 {
      for b in 1...4 {
        // a·x + b·y <= 5a + 5b: all tight at (5, 5).
        try add(RefConstraint(a: [a, b], k: -5 * (a + b), relation: .lessThanOrEqual, level: nil))
      }
    }
    for (a, level) in [([1, 1], 0), ([0, 1], 1), ([1, 0], 2), ([1, 1], 2)] {
      try add(RefConstraint(a: a, k: -1000, relation: .greaterThanOrEqual, level: level))
    }
    let values = vars.map { solver.value(of: $0) }
    let finite = values.allSatisfy { $0.isFinite }
    #expect(finite)
    let ref = reference(variables: 2, held)
    let mine = errorVector(held, values)
    let optimal = zip(mine, ref.errors).allSatisfy { isClose($0, $1) }
    #expect(optimal, "error vector \(mine), optimum \(ref.errors) at \(values)")
    #expect(abs(values[0] - 5) <= 1e-9 && abs(values[1] - 5) <= 1e-9, "\(values): the pulls end at the vertex")
  }

  /// A coefficient below the tolerance is zero (the constraint says 0 == 1
  /// and is refused); just above it, it is a real, steep coefficient.
  @Test func coefficientsAtTheTolerance() throws {
    var solver = Solver()
    let x = solver.makeVariable()
    #expect(throws: SolverError.self) {
      try solver.addConstraint(LinearExpression([term(x, 1e-9)], constant: -1), .equal)
    }
    _ = try solver.addConstraint(LinearExpression([term(x, 1e-6)], constant: -1), .equal)
    #expect(abs(solver.value(of: x) - 1e6) <= 1e-3)
  }

  /// Constants from 1e-9 to 1e9 side by side: sums stay finite and exact
  /// to the tolerance relative to their size.
  @Test func hugeAndTinyConstants() throws {
    var solver = Solver()
    let a = solver.makeVariable(), b = solver.makeVariable(), c = solver.makeVariable()
    _ = try solver.addConstraint(LinearExpression([term(a)], constant: -1e9), .equal)
    _ = try solver.addConstraint(LinearExpression([term(b), term(a, -1)], constant: -1e-9), .equal)
    _ = try solver.addConstraint(LinearExpression([term(c), term(a, -1), term(b, -1)], constant: 0), .equal)
    _ = try solver.addConstraint(LinearExpression([term(c)], constant: -5), .lessThanOrEqual, strength: Strength(250))
    #expect(solver.value(of: a) == 1e9)
    #expect(abs(solver.value(of: b) - 1e9) <= 1e-6)
    #expect(abs(solver.value(of: c) - 2e9) <= 1e-6)
    for v in [a, b, c] { #expect(solver.value(of: v).isFinite) }
  }

  /// Random highly degenerate systems: constants only 0 or ±10, so many
  /// constraints share vertices. The solver must end and match the exact
  /// reference's error vector.
  @Test func randomDegenerateSystemsEndAtTheOptimum() {
    var rng = SplitMix64(seed: 0xDE6E)
    for seed in 0..<600 {
      var solver = Solver()
      let n = 2 + seed % 2
      let vars = (0..<n).map { _ in solver.makeVariable() }
      var held: [RefConstraint] = []
      for v in vars {
        for (k, r) in [(-box, Relation.lessThanOrEqual), (box, .greaterThanOrEqual)] {
          _ = try? solver.addConstraint(LinearExpression([term(v)], constant: Double(k)), r)
        }
      }
      for _ in 0..<12 {
        let level = Int.random(in: 0...3, using: &rng)
        let c = RefConstraint(
          a: (0..<n).map { _ in Int.random(in: -1...1, using: &rng) }, k: [0, 10, -10][Int.random(in: 0...2, using: &rng)],
          relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0...2, using: &rng)],
          level: level == 0 ? nil : level - 1)
        let strength = c.level.map { Strength(optionalLevels[$0]) } ?? .required
        if (try? solver.addConstraint(expression(c, vars), c.relation, strength: strength)) != nil { held.append(c) }
      }
      let values = vars.map { solver.value(of: $0) }
      let finite = values.allSatisfy { $0.isFinite }
      #expect(finite, "seed \(seed)")
      let ref = reference(variables: n, held)
      #expect(ref.feasible, "seed \(seed): the solver holds infeasible constraints \(held)")
      let mine = errorVector(held, values)
      let optimal = zip(mine, ref.errors).allSatisfy { isClose($0, $1) }
      #expect(optimal, "seed \(seed): \(mine) vs \(ref.errors) for \(held)")
    }
  }
}
