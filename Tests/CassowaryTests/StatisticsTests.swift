// The tableau's size by kind, which Benchmarks/README uses to say what
// bounds memory on a long list. A chain of required equalities used to fill
// in (each variable's row held the dummy of every link above it: n(n+1)/2
// cells); its rows are now definitions, each written in the link before it.

import Testing

@testable import Cassowary

@Suite struct StatisticsTests {
  @Test func aChainKeepsEachLinkAsADefinitionOfTwoCells() throws {
    var s = Solver()
    let n = 20
    let x = (0..<n).map { _ in s.makeVariable() }
    try s.addConstraint(LinearExpression([.init(x[0], 1)]), .equal)
    for i in 1..<n {
      // x[i] = x[i-1] + 10: the previous variable and one dummy.
      try s.addConstraint(LinearExpression([.init(x[i], 1), .init(x[i - 1], -1)], constant: -10), .equal)
    }
    var t = s.statistics
    #expect(t.rows == n)
    #expect(t.cells == 2 * n - 1)
    #expect(t.longestRow == 2)
    // By kind: external, slack, error, dummy.
    #expect(t.cellsByKind == [n - 1, 0, 0, n])
    #expect(t.cellsByBasicKind == [2 * n - 1, 0, 0, 0])
    #expect(s.value(of: x[n - 1]) == Double(10 * (n - 1)))
    s.updateValues()
    #expect(s.value(of: x[n - 1]) == Double(10 * (n - 1)))

    // A wish the chain breaks: its error becomes basic, and its row, which
    // the simplex reads, is written in non-basic symbols: the last
    // variable expanded through the whole chain, and the slack. On the
    // way, x[1], whose only reference (x[0]) refers to nothing, is
    // expanded in place: the two dummies in place of x[0].
    try s.addConstraint(LinearExpression([.init(x[n - 1], 1)], constant: -5), .lessThanOrEqual, strength: Strength(250))
    t = s.statistics
    #expect(t.cellsByKind == [n - 2, 1, 0, 2 * n + 1])
    #expect(t.cellsByBasicKind == [2 * n - 1, 0, n + 1, 0])
    #expect(t.cells == t.cellsByKind.reduce(0, +))
    #expect(s.value(of: x[n - 1]) == Double(10 * (n - 1)))
  }
}
