// The room rows keep (issue 42, items 1 and 4, "Memory and caches of small
// systems"): a merge in place that has no room for its worst case goes
// through a scratch buffer on the stack, and a sum of two rows is copied
// into a buffer of its own size. The cells must be exactly those of the
// forward merge and of a plain sum, whichever path a merge takes, a copy
// sharing the buffer must never change, and the room kept must stay
// bounded by the result, not by the worst case.

import Testing

@testable import Cassowary

@Suite struct RowRoomTests {
  private func cells(_ ids: [Int32], _ rng: inout SplitMix64) -> CellArray {
    var out = CellArray()
    for id in ids {
      out.append(.init(symbol: Symbol(id: id, kind: .slack), coefficient: Double(Int.random(in: -4...4, using: &rng)) + 0.5))
    }
    return out
  }

  private func sortedIDs(_ count: Int, below limit: Int32, _ rng: inout SplitMix64) -> [Int32] {
    Array(Set((0..<count).map { _ in Int32.random(in: 0..<limit, using: &rng) })).sorted()
  }

  /// The three ways a merge in place can find its row: its own buffer with
  /// room for the worst case, its own buffer without (exactly full), and a
  /// buffer shared with a copy.
  @Test(arguments: ["room", "exact", "shared"])
  func mergeInPlaceMatchesForwardMergeOnEveryPath(_ path: String) {
    var rng = SplitMix64(seed: 42)
    for round in 0..<3_000 {
      let aIDs = sortedIDs(Int.random(in: 0...20, using: &rng), below: 48, &rng)
      let skip = aIDs.isEmpty || round % 4 == 0 ? -1 : Int.random(in: 0..<aIDs.count, using: &rng)
      let bIDs = sortedIDs(Int.random(in: 0...20, using: &rng), below: 48, &rng).filter { skip < 0 || $0 != aIDs[skip] }
      let factor = [1.0, -1.0, 0.5, -2.0][round % 4]
      let a = cells(aIDs, &rng)
      var b = cells(bIDs, &rng)
      // Some shared cells cancel exactly.
      b.withUnsafeMutableBufferPointer { b in
        for k in b.indices where round % 3 == 0 {
          if let i = aIDs.firstIndex(of: b[k].symbol.id), i != skip { b[k].coefficient = -a[i].coefficient / factor }
        }
      }
      var expectedInserted: [Int32] = [], expectedCancelled: [Int32] = []
      let expected = b.withUnsafeBufferPointer {
        Row.merge(
          a, skipping: skip, $0, times: factor, inserted: { expectedInserted.append($0.id) },
          cancelled: { expectedCancelled.append($0.id) })
      }

      var row: CellArray
      switch path {
      case "room":
        row = CellArray()
        row.reserveCapacity(aIDs.count + bIDs.count)
        a.withUnsafeBufferPointer { row.append(contentsOf: $0) }
      case "exact":
        row = a.withUnsafeBufferPointer { CellArray($0) }
      default:
        row = a
      }
      let keep = a
      var inserted: [Int32] = [], cancelled: [Int32] = []
      b.withUnsafeBufferPointer {
        Row.mergeInPlace(
          &row, skipping: skip, $0, times: factor, inserted: { inserted.append($0.id) },
          cancelled: { cancelled.append($0.id) })
      }
      let context = "\(path): a \(aIDs), skip \(skip), b \(bIDs), factor \(factor)"
      #expect(row.map(\.symbol.id) == expected.map(\.symbol.id), "\(context)")
      #expect(row.map(\.coefficient) == expected.map(\.coefficient), "\(context)")
      #expect(inserted.sorted() == expectedInserted.sorted(), "\(context)")
      #expect(cancelled.sorted() == expectedCancelled.sorted(), "\(context)")
      #expect(keep.map(\.symbol.id) == aIDs, "a copy changed: \(context)")
      // Without room for the worst case the row keeps its buffer or takes
      // one sized for the result and one more row like `b`: never the
      // worst case doubled, as before.
      if path != "room" {
        #expect(row.capacity <= max(aIDs.count, expected.count + bIDs.count, 1), "\(context)")
      }
    }
  }

  @Test func sumIsExactAndSizedToItsCells() {
    var rng = SplitMix64(seed: 5)
    for round in 0..<3_000 {
      let aIDs = sortedIDs(Int.random(in: 0...20, using: &rng), below: 48, &rng)
      let bIDs = sortedIDs(Int.random(in: 0...20, using: &rng), below: 48, &rng)
      let a = cells(aIDs, &rng)
      let b = cells(bIDs, &rng)
      let fa = [1.0, -1.0, 2.0][round % 3]
      // Every third round fb = -fa: shared cells of equal coefficients cancel.
      let fb = round % 3 == 0 ? -fa : 0.5
      let room = round % 7
      let sum = Row.sum(a, fa, b, fb, room: room)
      // The same arithmetic as the pass: a product, or two and a sum.
      var expected: [(Int32, Double)] = []
      for id in Set(aIDs + bIDs).sorted() {
        let ca = a.first { $0.symbol.id == id }?.coefficient
        let cb = b.first { $0.symbol.id == id }?.coefficient
        let c: Double
        if let ca, let cb { c = ca * fa + cb * fb } else if let ca { c = ca * fa } else { c = cb! * fb }
        if !Tolerance.isZero(c) { expected.append((id, c)) }
      }
      #expect(sum.map(\.symbol.id) == expected.map(\.0))
      #expect(sum.map(\.coefficient) == expected.map(\.1))
      #expect(sum.capacity == max(sum.count + room, 1), "a \(aIDs) b \(bIDs)")
    }
  }
}
