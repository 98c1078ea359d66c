// The queue of infeasible rows: a min-heap by id from which an add's dual
// pass also removes the most infeasible row wherever it sits
// (`SymbolHeap.remove(at:)`), so the heap must stay a heap for the pops
// that follow.

import Testing

@testable import Cassowary

@Suite struct SymbolHeapTests {
  @Test func removalsAnywhereKeepTheLowestIDFirst() {
    var g = Generator(seed: 42)
    for _ in 0..<200 {
      var heap = SymbolHeap()
      var expected: [Int32] = []
      for _ in 0..<(1 + g.below(40)) {
        let id = Int32(g.below(30))  // repeats, as the queue holds them
        heap.push(Symbol(id: id, kind: .slack))
        expected.append(id)
      }
      for _ in 0..<g.below(heap.count) {
        let index = g.below(heap.count)
        expected.remove(at: expected.firstIndex(of: heap[index])!)
        heap.remove(at: index)
      }
      var popped: [Int32] = []
      while let id = heap.popMin() { popped.append(id) }
      #expect(popped == expected.sorted())
    }
  }

  @Test func theLastOneCanBeRemoved() {
    var heap = SymbolHeap()
    for id: Int32 in [5, 3, 9] { heap.push(Symbol(id: id, kind: .slack)) }
    heap.remove(at: heap.count - 1)
    #expect(heap.count == 2)
    var popped: [Int32] = []
    while let id = heap.popMin() { popped.append(id) }
    #expect(popped.count == 2 && popped == popped.sorted())
  }
}
