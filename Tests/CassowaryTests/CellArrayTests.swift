// CellArray against Array: random operations on both must leave the same
// cells, and copies taken along the way must never change (copy on write).

import Testing

@testable import Cassowary

@Suite struct CellArrayTests {
  private func cell(_ id: Int32, _ k: Double) -> Row.Cell { Row.Cell(symbol: Symbol(id: id, kind: .slack), coefficient: k) }

  private func ids(_ cells: CellArray) -> [Int32] { cells.map(\.symbol.id) }
  private func ids(_ cells: [Row.Cell]) -> [Int32] { cells.map(\.symbol.id) }

  @Test func randomOperationsMatchAnArray() {
    var rng = SplitMix64(seed: 7)
    var subject = CellArray()
    var model: [Row.Cell] = []
    var copies: [(CellArray, [Row.Cell])] = []
    var next: Int32 = 0
    for step in 0..<20_000 {
      let n = model.count
      switch Int.random(in: 0..<9, using: &rng) {
      case 0, 1:
        let c = cell(next, Double(step))
        next += 1
        subject.append(c)
        model.append(c)
      case 2:
        let i = Int.random(in: 0...n, using: &rng)
        let c = cell(next, -Double(step))
        next += 1
        subject.insert(c, at: i)
        model.insert(c, at: i)
      case 3 where n > 0:
        let i = Int.random(in: 0..<n, using: &rng)
        #expect(subject.remove(at: i).symbol.id == model.remove(at: i).symbol.id)
      case 4 where n > 0:
        let k = Int.random(in: 0...min(n, 5), using: &rng)
        subject.removeLast(k)
        model.removeLast(k)
      case 5:
        // A rewrite that keeps the first half and appends room's worth.
        let room = Int.random(in: 0...6, using: &rng)
        let extra = (0..<room).map { cell(next + Int32($0), 1) }
        next += Int32(room)
        subject.rewrite(room: room) { p, count in
          let kept = count / 2
          for (j, c) in extra.enumerated() { p[kept + j] = c }
          return kept + room
        }
        model = Array(model.prefix(n / 2)) + extra
      case 6 where n > 0:
        let i = Int.random(in: 0..<n, using: &rng)
        subject[i].coefficient += 1
        model[i].coefficient += 1
      case 7:
        copies.append((subject, model))
        if copies.count > 8 { copies.removeFirst() }
      default:
        let buffer = (0..<Int.random(in: 0...4, using: &rng)).map { cell(next + Int32($0), 2) }
        next += Int32(buffer.count)
        buffer.withUnsafeBufferPointer { subject.append(contentsOf: $0) }
        model += buffer
      }
      guard ids(subject) == ids(model), subject.map(\.coefficient) == model.map(\.coefficient) else {
        Issue.record("step \(step): \(ids(subject)) != \(ids(model))")
        return
      }
    }
    for (copy, expected) in copies {
      #expect(ids(copy) == ids(expected), "a copy changed after its original did")
      #expect(copy.map(\.coefficient) == expected.map(\.coefficient))
    }
    #expect(subject.withUnsafeBufferPointer { Array($0) }.map(\.symbol.id) == ids(model))
  }

  @Test func emptyArraysAllocateNothingAndReadAsEmpty() {
    let empty = CellArray()
    #expect(empty.isEmpty)
    #expect(empty.capacity == 0)
    #expect(empty.withUnsafeBufferPointer { $0.count } == 0)
    var grown = empty
    grown.reserveCapacity(10)
    #expect(grown.capacity >= 10)
    #expect(empty.capacity == 0)
  }
}
