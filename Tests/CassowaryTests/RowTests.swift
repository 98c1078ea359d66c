// Row operations that pivots are built from, against the plain way of
// doing the same thing.

import Testing

@testable import Cassowary

@Suite struct RowTests {
  /// `solve(for:replacing:)` shifts only the cells between where the
  /// entering symbol leaves and the leaving one goes in; the result must be
  /// what adding `-1·lhs` and then solving gives, wherever the two sit.
  @Test func solveReplacingMatchesInsertThenSolve() {
    var rng = SplitMix64(seed: 7)
    for _ in 0..<2_000 {
      let ids = Array(Set((0..<Int.random(in: 1...12, using: &rng)).map { _ in Int32.random(in: 0..<40, using: &rng) }))
        .sorted()
      var row = Row(constant: Double(Int.random(in: -20...20, using: &rng)))
      for id in ids {
        row.cells.append(.init(symbol: Symbol(id: id, kind: .slack), coefficient: Double(Int.random(in: 1...9, using: &rng))))
      }
      let rhs = row.cells[Int.random(in: 0..<row.cells.count, using: &rng)].symbol
      var lhsID = Int32.random(in: 0..<41, using: &rng)
      while ids.contains(lhsID) { lhsID = Int32.random(in: 0..<41, using: &rng) }
      let lhs = Symbol(id: lhsID, kind: .error)

      var plain = row
      plain.add(-1.0, for: lhs)
      plain.solve(for: rhs)
      var onePass = row
      onePass.solve(for: rhs, replacing: lhs)

      #expect(onePass.constant == plain.constant)
      #expect(onePass.cells.map(\.symbol.id) == plain.cells.map(\.symbol.id), "rows \(ids), rhs \(rhs.id), lhs \(lhsID)")
      #expect(onePass.cells.map(\.coefficient) == plain.cells.map(\.coefficient))
    }
  }
}
