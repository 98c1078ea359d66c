// The tableau's size by kind, which Benchmarks/README uses to say what
// bounds memory on a long list: a chain of required equalities fills in,
// and the fill is dummies in the rows of user variables.

import Testing

@testable import Cassowary

@Suite struct StatisticsTests {
  @Test func aChainFillsTheRowsOfItsVariablesWithDummies() throws {
    var s = Solver()
    let n = 20
    let x = (0..<n).map { _ in s.makeVariable() }
    try s.addConstraint(LinearExpression([.init(x[0], 1)]), .equal)
    for i in 1..<n {
      // x[i] = x[i-1] + 10: each row is the one before and one more dummy.
      try s.addConstraint(LinearExpression([.init(x[i], 1), .init(x[i - 1], -1)], constant: -10), .equal)
    }
    var t = s.statistics
    #expect(t.rows == n)
    #expect(t.cells == n * (n + 1) / 2)
    #expect(t.longestRow == n)
    #expect(t.cellsByKind == [0, 0, 0, n * (n + 1) / 2])
    #expect(t.cellsByBasicKind == [n * (n + 1) / 2, 0, 0, 0])
    #expect(s.value(of: x[n - 1]) == Double(10 * (n - 1)))

    // A wish the chain breaks: its error becomes basic, its row the last
    // variable's and its slack.
    try s.addConstraint(LinearExpression([.init(x[n - 1], 1)], constant: -5), .lessThanOrEqual, strength: Strength(250))
    t = s.statistics
    #expect(t.cellsByKind == [0, 1, 0, n * (n + 1) / 2 + n])
    #expect(t.cellsByBasicKind == [n * (n + 1) / 2, 0, n + 1, 0])
    #expect(t.cells == t.cellsByKind.reduce(0, +))
  }
}
