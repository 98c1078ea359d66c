/// A min-heap of symbols by id: the queue of infeasible rows.
///
/// The dual simplex takes the lowest id first rather than the most recently
/// noted row, so its pivots do not depend on the order in which a column
/// happened to list the rows it changed. That keeps the solver's answers
/// bit for bit the same whatever the history of the column index.
struct SymbolHeap: Sendable {
  private var ids: [Int32] = []

  var isEmpty: Bool { ids.isEmpty }

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
}
