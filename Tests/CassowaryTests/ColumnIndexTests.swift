// The column index's shared buffer against plain arrays: whatever is
// appended, cleared, compacted or dropped, every column reads back what an
// array per column would hold, and a copy never sees the original's writes.

import Testing

@testable import Cassowary

@Suite struct ColumnIndexTests {
  @Test func columnsReadBackWhatArraysWouldHold() {
    var rng = SplitMix64(seed: 11)
    var index = ColumnIndex()
    var model: [[Int32]] = []
    var snapshots: [(ColumnIndex, [[Int32]])] = []
    for step in 0..<20_000 {
      switch Int.random(in: 0..<100, using: &rng) {
      case 0..<4:
        index.addColumn()
        model.append([])
      case 4..<70 where !model.isEmpty:
        // Long runs into one column move it through several block sizes.
        let id = Int.random(in: 0..<model.count, using: &rng)
        let n = Int.random(in: 1...(step % 7 == 0 ? 90 : 3), using: &rng)
        if n > 2 {
          index.withAppender { appender in
            for _ in 0..<n {
              let v = Int32.random(in: 0..<1000, using: &rng)
              appender.append(v, to: id)
              model[id].append(v)
            }
          }
        } else {
          for _ in 0..<n {
            let v = Int32.random(in: 0..<1000, using: &rng)
            index.append(v, to: id)
            model[id].append(v)
          }
        }
      case 70..<78 where !model.isEmpty:
        let id = Int.random(in: 0..<model.count, using: &rng)
        index.clear(id)
        model[id] = []
      case 78..<88 where !model.isEmpty:
        // Keep the even entries, in order.
        let id = Int.random(in: 0..<model.count, using: &rng)
        index.compact(id) { column in
          var kept = 0
          for k in column.indices where column[k] % 2 == 0 {
            column[kept] = column[k]
            kept += 1
          }
          return kept
        }
        model[id] = model[id].filter { $0 % 2 == 0 }
      case 88..<89 where !model.isEmpty:
        let n = Int.random(in: 1...min(3, model.count), using: &rng)
        index.removeLastColumns(n)
        model.removeLast(n)
      case 90..<92:
        snapshots.append((index, model))
      default:
        break
      }
    }
    #expect(model.count > 20)
    #expect(read(index) == model)
    // Copies taken along the way were never written through.
    #expect(snapshots.count > 100)
    for (copy, expected) in snapshots { #expect(read(copy) == expected) }
  }

  /// The REPL's pattern: a column gathers repeated entries (a rollback
  /// notes its rows again) and is compacted once it outgrows its block.
  /// Compacting must give the room back, or the block doubles every cycle.
  @Test func compactedColumnsGiveTheirRoomBack() {
    var index = ColumnIndex()
    for _ in 0..<4 { index.addColumn() }
    for cycle in 0..<2_000 {
      let id = cycle % 4
      index.withAppender { appender in
        for k in 0..<300 { appender.append(Int32(k % 5), to: id) }
      }
      index.compact(id) { column in
        // Five distinct entries survive, as the rows that hold the symbol.
        for k in 0..<5 { column[k] = Int32(k) }
        return 5
      }
      #expect(index.count(of: id) == 5)
    }
    #expect(index.spans.allSatisfy { $0.capacity <= 16 }, "\(index.spans.map(\.capacity))")
    // Four columns of at most 512 entries at their peak, and what their
    // earlier blocks left in the free lists: not 2,000 cycles' worth.
    #expect(index.carvedEntries <= 4 * 2 * 512, "carved \(index.carvedEntries) entries")
  }

  private func read(_ index: ColumnIndex) -> [[Int32]] {
    (0..<index.columnCount).map { id in (0..<index.count(of: id)).map { index.entry(id, $0) } }
  }
}
