// The tableau's size by kind, which Benchmarks/README uses to say what
// bounds memory on a long list. A chain of required equalities used to fill
// in (each variable's row held the dummy of every link above it: n(n+1)/2
// cells). Once a link's row would be longer than the definition threshold,
// the links are kept as definitions, each written in the link before it.

import Testing

@testable import Cassowary

@Suite struct StatisticsTests {
  @Test func aLongChainKeepsItsLinksAsDefinitionsOfTwoCells() throws {
    var s = Solver()
    let k = Solver.definitionThreshold
    let extra = 50
    let n = k + 1 + extra
    let x = (0..<n).map { _ in s.makeVariable() }
    try s.addConstraint(LinearExpression([.init(x[0], 1)]), .equal)
    for i in 1..<n {
      // x[i] = x[i-1] + 10.
      try s.addConstraint(LinearExpression([.init(x[i], 1), .init(x[i - 1], -1)], constant: -10), .equal)
    }
    // Links 0...k are summed, x[i] holding i + 1 dummies; every later link
    // refers to the one before and holds its own dummy.
    let summed = (k + 1) * (k + 2) / 2
    var t = s.statistics
    #expect(t.rows == n)
    #expect(t.cells == summed + 2 * extra)
    #expect(t.longestRow == k + 1)
    // By kind: external, slack, error, dummy.
    #expect(t.cellsByKind == [extra, 0, 0, summed + extra])
    #expect(t.cellsByBasicKind == [summed + 2 * extra, 0, 0, 0])
    #expect(s.value(of: x[n - 1]) == Double(10 * (n - 1)))
    s.updateValues()
    #expect(s.value(of: x[n - 1]) == Double(10 * (n - 1)))

    // A wish the chain breaks: its error becomes basic, and its row, which
    // the simplex reads, is written in non-basic symbols: the last link
    // expanded through the whole chain (n dummies), and the slack. On the
    // way, x[k + 1], whose only reference (x[k]) refers to nothing, is
    // expanded in place: k + 1 dummies in place of x[k].
    try s.addConstraint(LinearExpression([.init(x[n - 1], 1)], constant: -5), .lessThanOrEqual, strength: Strength(250))
    t = s.statistics
    #expect(t.cellsByKind == [extra - 1, 1, 0, summed + (extra - 1) + (k + 2) + n])
    #expect(t.cellsByBasicKind == [summed + 2 * (extra - 1) + (k + 2), 0, n + 1, 0])
    #expect(t.cells == t.cellsByKind.reduce(0, +))
    #expect(s.value(of: x[n - 1]) == Double(10 * (n - 1)))
  }

  @Test func aShortChainIsSummedAsBefore() throws {
    var s = Solver()
    let n = 20
    let x = (0..<n).map { _ in s.makeVariable() }
    try s.addConstraint(LinearExpression([.init(x[0], 1)]), .equal)
    for i in 1..<n {
      try s.addConstraint(LinearExpression([.init(x[i], 1), .init(x[i - 1], -1)], constant: -10), .equal)
    }
    let t = s.statistics
    #expect(t.cells == n * (n + 1) / 2)
    #expect(t.cellsByKind == [0, 0, 0, n * (n + 1) / 2])
  }
}
