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

  /// `solve(for:)` (every add's subject) scales, closes the gap and drops
  /// the last cell in one rewrite of the buffer: the result must be
  /// `symbol = (constant + rest) / -a` cell for cell, wherever the subject
  /// sits, and a copy of the row taken before must not change.
  @Test func solveForMatchesThePlainFormulaAndLeavesCopiesAlone() {
    var rng = SplitMix64(seed: 5)
    for _ in 0..<2_000 {
      let ids = Array(Set((0..<Int.random(in: 1...12, using: &rng)).map { _ in Int32.random(in: 0..<40, using: &rng) }))
        .sorted()
      var row = Row(constant: Double(Int.random(in: -20...20, using: &rng)))
      for id in ids {
        let k = Double(Int.random(in: 1...9, using: &rng)) * (Bool.random(using: &rng) ? 1 : -1)
        row.cells.append(.init(symbol: Symbol(id: id, kind: .slack), coefficient: k))
      }
      let index = Int.random(in: 0..<row.cells.count, using: &rng)
      let subject = row.cells[index].symbol
      let a = row.cells[index].coefficient
      let before = row
      let expected = row.cells.filter { $0.symbol != subject }.map { ($0.symbol.id, $0.coefficient * (-1.0 / a)) }

      row.solve(for: subject)

      #expect(row.constant == before.constant * (-1.0 / a))
      #expect(row.cells.map(\.symbol.id) == expected.map(\.0), "rows \(ids), subject \(subject.id)")
      #expect(row.cells.map(\.coefficient) == expected.map(\.1))
      #expect(before.cells.count == ids.count, "the copy taken before lost a cell")
      #expect(before.cells[index].symbol == subject && before.cells[index].coefficient == a)
    }
  }

  /// The in-place merge (written from the back, in separate loops for the
  /// cells after the skipped one, those before it and the rest of the
  /// pivot row) must give what the forward merge into a fresh buffer
  /// gives, cell for cell, and report the same inserted and cancelled
  /// symbols: wherever the skipped cell sits, with nothing skipped, with
  /// either row exhausted first and with cells that cancel exactly.
  @Test func mergeInPlaceMatchesForwardMerge() {
    var rng = SplitMix64(seed: 11)
    func sortedIDs(_ count: Int, below limit: Int32) -> [Int32] {
      Array(Set((0..<count).map { _ in Int32.random(in: 0..<limit, using: &rng) })).sorted()
    }
    for round in 0..<4_000 {
      let aIDs = sortedIDs(Int.random(in: 0...14, using: &rng), below: 40)
      let skip = aIDs.isEmpty || round % 5 == 0 ? -1 : Int.random(in: 0..<aIDs.count, using: &rng)
      // The pivot row never holds the symbol it replaces.
      let bIDs = sortedIDs(Int.random(in: 0...14, using: &rng), below: 40).filter { skip < 0 || $0 != aIDs[skip] }
      let factor = [1.0, -1.0, 0.5, -2.0, 3.0][round % 5]
      var a = CellArray()
      for id in aIDs {
        a.append(.init(symbol: Symbol(id: id, kind: .slack), coefficient: Double(Int.random(in: -4...4, using: &rng)) + 0.5))
      }
      var b = CellArray()
      for id in bIDs {
        // About one shared cell in three cancels exactly.
        var c = Double(Int.random(in: -4...4, using: &rng)) + 0.25
        if let k = aIDs.firstIndex(of: id), k != skip, Int.random(in: 0..<3, using: &rng) == 0 {
          c = -a[k].coefficient / factor
        }
        b.append(.init(symbol: Symbol(id: id, kind: .error), coefficient: c))
      }
      var forwardInserted: [Int32] = [], forwardCancelled: [Int32] = []
      let forward = b.withUnsafeBufferPointer {
        Row.merge(
          a, skipping: skip, $0, times: factor, inserted: { forwardInserted.append($0.id) },
          cancelled: { forwardCancelled.append($0.id) })
      }
      var inPlace = a
      var inPlaceInserted: [Int32] = [], inPlaceCancelled: [Int32] = []
      b.withUnsafeBufferPointer {
        Row.mergeInPlace(
          &inPlace, skipping: skip, $0, times: factor, inserted: { inPlaceInserted.append($0.id) },
          cancelled: { inPlaceCancelled.append($0.id) })
      }
      let context = "a \(aIDs), skip \(skip), b \(bIDs), factor \(factor)"
      #expect(inPlace.map(\.symbol.id) == forward.map(\.symbol.id), "\(context)")
      #expect(inPlace.map(\.coefficient) == forward.map(\.coefficient), "\(context)")
      #expect(inPlaceInserted.sorted() == forwardInserted.sorted(), "\(context)")
      #expect(inPlaceCancelled.sorted() == forwardCancelled.sorted(), "\(context)")
    }
  }
}
