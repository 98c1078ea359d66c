// The deletion filter that shrinks a conflict to an irreducible set: both
// ways the solver runs it (fresh solves for small sets, shared adds for
// large ones) must give exactly what testing each member with a fresh
// solve gives, and that set must be irreducible.

import PropertyBased
import Testing

@testable import Cassowary

@Suite struct IrreducibleSubsetTests {
  private static func row(_ terms: [(Variable, Double)], _ constant: Double, _ relation: Relation) -> (
    LinearExpression, Relation
  ) {
    (LinearExpression(terms.map { LinearExpression.Term($0.0, $0.1) }, constant: constant), relation)
  }

  /// The filter as it was written first: one fresh solve per test.
  private static func freshlySolved(_ constraints: [(LinearExpression, Relation)], keeping kept: Int) -> [Int]? {
    var set = Array(constraints.indices)
    guard !Solver.isFeasible(set.map { constraints[$0] }) else { return nil }
    var i = 0
    while i < set.count {
      var rest = set
      rest.remove(at: i)
      if set[i] != kept && !Solver.isFeasible(rest.map { constraints[$0] }) { set = rest } else { i += 1 }
    }
    return set
  }

  @Test func aChainIsKeptWholeAndWhatItDoesNotNeedGoes() {
    var s = Solver()
    let x = (0...6).map { _ in s.makeVariable() }
    let y = s.makeVariable()
    var constraints = [Self.row([(x[0], 1)], 0, .equal), Self.row([(y, 1)], -1, .equal)]
    for i in 0..<6 { constraints.append(Self.row([(x[i + 1], 1), (x[i], -1)], -1, .greaterThanOrEqual)) }
    // y = 1 <= x3 makes x6 >= 4 only: no conflict without the chain's start.
    constraints.append(Self.row([(y, 1), (x[3], -1)], 0, .lessThanOrEqual))
    constraints.append(Self.row([(x[6], 1)], -5, .lessThanOrEqual))  // x6 <= 5, but the chain makes it >= 6
    for limit in [0, 100] {
      let found = Solver.irreducibleInfeasibleSubset(
        of: constraints, keeping: constraints.count - 1, freshlySolvedUpTo: limit)
      #expect(found == [0] + Array(2...7) + [9], "limit \(limit)")
    }
  }

  @Test func earlierMembersGoFirstWhenTwoSetsConflict() {
    var s = Solver()
    let x = s.makeVariable()
    let constraints = [
      Self.row([(x, 1)], -1, .greaterThanOrEqual), Self.row([(x, 1)], -2, .greaterThanOrEqual),
      Self.row([(x, 1)], 0, .lessThanOrEqual),
    ]
    // x >= 1 and x >= 2 each conflict with x <= 0; the filter tests x >= 1 first.
    for limit in [0, 100] {
      #expect(Solver.irreducibleInfeasibleSubset(of: constraints, keeping: 2, freshlySolvedUpTo: limit) == [1, 2])
    }
  }

  @Test func aFeasibleSetHasNoneAndAnImpossibleConstraintIsItsOwn() {
    var s = Solver()
    let x = s.makeVariable()
    let fine = [Self.row([(x, 1)], -1, .greaterThanOrEqual), Self.row([(x, 1)], -4, .lessThanOrEqual)]
    #expect(Solver.irreducibleInfeasibleSubset(of: fine, keeping: 1) == nil)
    let impossible = fine + [Self.row([], 1, .equal)]
    #expect(Solver.irreducibleInfeasibleSubset(of: impossible, keeping: 2) == [2])
  }

  /// Random required systems of up to twelve constraints: the constraints
  /// that keep the set feasible are kept, and the first that does not is
  /// the one the set must hold, placed at a random index.
  @Test func sharedAddsGiveWhatFreshSolvesGiveAndTheSetIsIrreducible() async {
    let gen = zip(
      Gen.int(in: 1...3),
      zip(Gen.int(in: -3...3).array(of: 3), Gen.int(in: -20...20), Gen.int(in: 0...2)).array(of: 2...12),
      Gen.int(in: 0...11))
    var conflicts = 0
    await propertyCheck(count: 1500, input: gen) { n, specs, place in
      var s = Solver()
      let variables = (0..<n).map { _ in s.makeVariable() }
      let all = specs.map { coefficients, constant, relation in
        Self.row(
          zip(variables, coefficients).map { ($0, Double($1)) }, Double(constant),
          [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][relation])
      }
      var others: [(LinearExpression, Relation)] = []
      var kept: (LinearExpression, Relation)?
      for c in all {
        if Solver.isFeasible(others + [c]) { others.append(c) } else { kept = c; break }
      }
      guard let kept else {
        #expect(Solver.irreducibleInfeasibleSubset(of: others, keeping: others.count - 1) == nil)
        return
      }
      conflicts += 1
      let k = place % (others.count + 1)
      var constraints = others
      constraints.insert(kept, at: k)
      let found = Solver.irreducibleInfeasibleSubset(of: constraints, keeping: k)
      #expect(found == Self.freshlySolved(constraints, keeping: k))
      // The same systems through the shared adds that large sets take.
      let shared = Solver.irreducibleInfeasibleSubset(of: constraints, keeping: k, freshlySolvedUpTo: 0)
      #expect(shared == found)
      guard let found else {
        Issue.record("an infeasible set was reported feasible")
        return
      }
      #expect(found.contains(k))
      #expect(!Solver.isFeasible(found.map { constraints[$0] }))
      for i in found.indices {
        var rest = found
        rest.remove(at: i)
        #expect(Solver.isFeasible(rest.map { constraints[$0] }), "still infeasible without \(found[i])")
      }
    }
    #expect(conflicts >= 300, "only \(conflicts) conflicting systems were generated")
  }
}
