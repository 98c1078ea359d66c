/// A min-heap of symbols by id: the queue of infeasible rows.
///
/// The dual simplex takes the lowest id first (or, adding a row, the most
/// infeasible row, ties to the lowest id: `Solver.popMostInfeasible`)
/// rather than the most recently noted row, so its pivots do not depend on
/// the order in which a column happened to list the rows it changed. That
/// keeps the solver's answers bit for bit the same whatever the history of
/// the column index.
struct SymbolHeap: Sendable {
  private var ids: [Int32] = []

  var isEmpty: Bool { ids.isEmpty }

  /// Room for `n` symbols (a new solver's queue otherwise grew through
  /// 1, 2, 4 and 8 in its first adds).
  mutating func reserveCapacity(_ n: Int) { ids.reserveCapacity(n) }

  /// - Complexity: O(log n).
  mutating func push(_ symbol: Symbol) {
    ids.append(symbol.id)
    var child = ids.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if ids[parent] <= ids[child] { break }
      ids.swapAt(parent, child)
      child = parent
    }
  }

  /// Removes and returns the lowest id.
  ///
  /// - Complexity: O(log n).
  mutating func popMin() -> Int32? {
    guard let last = ids.popLast() else { return nil }
    guard !ids.isEmpty else { return last }
    let top = ids[0]
    ids[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      if left >= ids.count { break }
      let right = left + 1
      let child = right < ids.count && ids[right] < ids[left] ? right : left
      if ids[parent] <= ids[child] { break }
      ids.swapAt(parent, child)
      parent = child
    }
    return top
  }

  mutating func removeAll() { ids.removeAll(keepingCapacity: true) }

  /// How many ids are queued, repeats and stale ones included.
  var count: Int { ids.count }

  /// The id at `index` in the heap's storage (no order but the heap's).
  subscript(index: Int) -> Int32 { ids[index] }

  /// Removes the id at `index` in the heap's storage, keeping the heap.
  ///
  /// - Complexity: O(log n).
  mutating func remove(at index: Int) {
    let last = ids.removeLast()
    guard index < ids.count else { return }
    ids[index] = last
    // The moved id goes down if a child is lower, else up if its parent is higher.
    var node = index
    while true {
      let left = 2 &* node &+ 1
      if left >= ids.count { break }
      let right = left &+ 1
      let child = right < ids.count && ids[right] < ids[left] ? right : left
      if ids[node] <= ids[child] { break }
      ids.swapAt(node, child)
      node = child
    }
    while node > 0 {
      let parent = (node &- 1) >> 1
      if ids[parent] <= ids[node] { break }
      ids.swapAt(parent, node)
      node = parent
    }
  }
}
