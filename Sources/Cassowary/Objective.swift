/// A lexicographic objective: one row per priority level, highest first.
///
/// Level k's row is the sum of the error variables of the optional
/// constraints at that priority, written in non-basic symbols. A symbol's
/// reduced cost is the vector of its coefficients across levels, compared
/// lexicographically, so a higher level always dominates any lower one.
///
/// The rows are dense: a coefficient per symbol id. Objective rows are the
/// longest rows there are (a cell for every symbol any error depends on),
/// and they are read and written by symbol on every pivot: as sorted cells,
/// each write was a binary search plus an insertion that moved the tail
/// (a fifth of a 1,000-view grid's build), and each read in the ratio tests
/// a binary search per level. Dense, both are one array access. A list of
/// the ids that may be non-zero (`support`) keeps the few passes that read
/// a whole row proportional to its cells, not to the symbol count.
///
/// Rolling back: while `recording` (a solver transaction), every write logs
/// the value it overwrote, and `rollback` writes them back. Saving the rows
/// whole, as the tableau's journal does, would copy every dense row a
/// transaction touches.
struct Objective: Sendable {
  /// By level, highest first: the priority, how many error symbols it owns
  /// (an unowned level is dropped) and where its coefficients are stored.
  private(set) var priorities: [Double] = []
  private var owners: [Int] = []
  private var storageOfLevel: [Int] = []

  /// One level's row, dense.
  fileprivate struct Dense: Sendable {
    /// By symbol id: the coefficients (missing ids are zero) and whether
    /// the id is in `support`.
    var costs: [Double] = []
    var listed: [Bool] = []
    /// The ids that may be non-zero.
    var support: [Int32] = []
  }

  /// By storage: the rows. One array of the three parts, not three arrays:
  /// a pass over a row moves it out of `self` and back in one swap.
  private var rows: [Dense] = []
  /// Storage of dropped levels, reused by new ones; its coefficients are zero.
  private var freeStorage: [Int] = []

  private struct Change: Sendable {
    var storage: Int32
    var symbol: Int32
    var old: Double
  }
  private var recording = false
  private var log: [Change] = []
  private var saved: (priorities: [Double], owners: [Int], storageOfLevel: [Int], freeStorage: [Int], storageCount: Int) =
    ([], [], [], [], 0)

  /// Room the log of writes starts with.
  static let firstLogCapacity = 256
  /// Room for levels a solver's tables start with.
  static let firstLevelCapacity = 8

  var isEmpty: Bool { priorities.isEmpty }
  var levelCount: Int { priorities.count }

  // MARK: - Levels

  /// The level of `priority`, created if needed.
  mutating func retainLevel(for priority: Double) -> Int {
    if let k = level(for: priority) {
      owners[k] += 1
      return k
    }
    if rows.capacity == 0 {
      // A solver's first level: room for a few more. Grown from empty,
      // the four tables went through every doubling on each new solver
      // (W4's five strengths: about eight reallocations a build).
      rows.reserveCapacity(Objective.firstLevelCapacity)
      priorities.reserveCapacity(Objective.firstLevelCapacity)
      owners.reserveCapacity(Objective.firstLevelCapacity)
      storageOfLevel.reserveCapacity(Objective.firstLevelCapacity)
    }
    let storage: Int
    if let reused = freeStorage.popLast() {
      storage = reused
    } else {
      storage = rows.count
      rows.append(Dense())
    }
    let k = priorities.firstIndex(where: { $0 < priority }) ?? priorities.count
    priorities.insert(priority, at: k)
    owners.insert(1, at: k)
    storageOfLevel.insert(storage, at: k)
    return k
  }

  /// Drops one owner of the level of `priority`. When none is left, the
  /// level goes, and the symbols it still charged (normally none) are
  /// returned, so their reduced costs can be looked at again.
  mutating func releaseLevel(for priority: Double) -> [Int32]? {
    guard let k = level(for: priority) else { return nil }
    owners[k] -= 1
    guard owners[k] == 0 else { return nil }
    let storage = storageOfLevel[k]
    var dropped: [Int32] = []
    for id in rows[storage].support where cost(id, storage: storage) != 0 {
      dropped.append(id)
      write(0, id, storage: storage)
    }
    priorities.remove(at: k)
    owners.remove(at: k)
    storageOfLevel.remove(at: k)
    freeStorage.append(storage)
    return dropped
  }

  func level(for priority: Double) -> Int? {
    priorities.firstIndex(of: priority)
  }

  // MARK: - Reading

  /// The coefficient of `symbol` at level `k`.
  @inline(__always)
  func cost(of symbol: Symbol, level k: Int) -> Double {
    cost(symbol.id, storage: storageOfLevel[k])
  }

  @inline(__always)
  private func cost(_ id: Int32, storage: Int) -> Double {
    let i = Int(id)
    return rows[storage].costs.withUnsafeBufferPointer { i < $0.count ? $0[i] : 0 }
  }

  /// True when `symbol` has a non-zero reduced cost at some level.
  func hasCost(_ symbol: Symbol) -> Bool {
    storageOfLevel.contains { cost(symbol.id, storage: $0) != 0 }
  }

  /// Calls `body` with each symbol id charged at level `k`, and drops the
  /// ids that are no longer charged from the level's list. `body` must not
  /// read the objective: the level's parts are lent to the pass (read
  /// through `self`, each id's cost copied the level's row, retaining its
  /// three arrays, on every command's ambiguity pass).
  mutating func forEachCharged(level k: Int, _ body: (Int32) -> Void) {
    withParts(of: storageOfLevel[k]) { costs, flags, ids in
      var kept = 0
      // The flags are written in place, only for the ids dropped: a solver
      // shares its buffers with its copies (undo keeps them), and opening
      // the flags for writing up front copied them on every pass.
      costs.withUnsafeBufferPointer { costs in
        for index in ids.indices {
          let id = ids[index]
          let i = Int(id)
          if i < costs.count && costs[i] != 0 {
            // Written only when an earlier id was dropped, for the same
            // reason as the flags.
            if kept != index { ids[kept] = id }
            kept &+= 1
            body(id)
          } else {
            flags[i] = false
          }
        }
      }
      if kept < ids.count { ids.removeLast(ids.count &- kept) }
    }
  }

  // MARK: - Writing

  /// Adds `value` to the coefficient of `symbol` at level `k`.
  mutating func add(_ value: Double, to symbol: Symbol, level k: Int) {
    let storage = storageOfLevel[k]
    write(cost(symbol.id, storage: storage) + value, symbol.id, storage: storage)
  }

  /// Adds `factor × row` to level `k` (the row's constant is not kept:
  /// nothing reads the objective's value).
  mutating func add(_ row: Row, times factor: Double, level k: Int) {
    addCells(row, times: factor, storage: storageOfLevel[k])
  }

  /// Replaces `symbol` by `row` at every level that charges it.
  ///
  /// - Returns: whether any level did.
  @discardableResult
  mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
    var any = false
    for storage in storageOfLevel {
      let c = cost(symbol.id, storage: storage)
      guard c != 0 else { continue }
      any = true
      addCells(row, times: c, storage: storage, clearing: symbol.id)
    }
    return any
  }

  /// Adds `factor × row` to the level in `storage`, first setting the
  /// coefficient of `cleared` (a substituted symbol, charged there) to
  /// zero unless it is -1.
  private mutating func addCells(_ row: Row, times factor: Double, storage: Int, clearing cleared: Int32 = -1) {
    // Grown once for the row's highest id, then written through the level
    // and the log moved out of `self` (not copied): no per-cell growth,
    // bounds or uniqueness checks. This loop is most of a dual pivot's cost.
    var log: [Change] = []
    swap(&log, &self.log)
    let recording = self.recording
    // Doubling: room reserved to the exact count is reallocated (copied)
    // by every next row.
    let needed = log.count &+ row.cells.count &+ 1
    if recording && needed > log.capacity { log.reserveCapacity(max(needed, log.capacity &* 2)) }
    let tag = Int32(storage)
    let last = row.cells.last.map { Int($0.symbol.id) &+ 1 } ?? 0
    withParts(of: storage, covering: last) { dense, flags, ids in
      dense.withUnsafeMutableBufferPointer { dense in
        if cleared >= 0 {
          if recording { log.append(Change(storage: tag, symbol: cleared, old: dense[Int(cleared)])) }
          dense[Int(cleared)] = 0
        }
        flags.withUnsafeMutableBufferPointer { flags in
          row.cells.withUnsafeBufferPointer { cells in
            for cell in cells {
              let i = Int(cell.symbol.id)
              let old = dense[i]
              var new = old + cell.coefficient * factor
              if Tolerance.isZero(new) { new = 0 }
              if new == old { continue }
              if recording { log.append(Change(storage: tag, symbol: cell.symbol.id, old: old)) }
              dense[i] = new
              if old == 0 && !flags[i] {
                flags[i] = true
                ids.append(cell.symbol.id)
              }
            }
          }
        }
      }
    }
    swap(&log, &self.log)
  }

  /// Runs `body` on the level in `storage`, first grown to cover ids below
  /// `count`, with its costs, flags and support list lent in place.
  ///
  /// The levels are reached through a pointer into their table (one
  /// ownership check for the table): moving the level out of `self` and
  /// its three parts out of it, and back, made and released three empty
  /// arrays and checked the table twice on every call, about a tenth of
  /// a substitution into the objective. `body` must not touch `self`.
  @inline(__always)
  private mutating func withParts<R>(
    of storage: Int, covering count: Int = 0, _ body: (inout [Double], inout [Bool], inout [Int32]) -> R
  ) -> R {
    rows.withUnsafeMutableBufferPointer { rows in
      let level = rows.baseAddress.unsafelyUnwrapped + storage
      precondition(storage >= 0 && storage < rows.count)
      level.pointee.cover(count)
      return body(&level.pointee.costs, &level.pointee.listed, &level.pointee.support)
    }
  }

  /// Sets one coefficient, logging the old one while recording.
  private mutating func write(_ value: Double, _ id: Int32, storage: Int) {
    let i = Int(id)
    let new = Tolerance.isZero(value) ? 0 : value
    let old = cost(id, storage: storage)  // 0 past the ids covered
    guard new != old else { return }
    if recording { log.append(Change(storage: Int32(storage), symbol: id, old: old)) }
    // In place through `withParts`: through `rows[storage]`, the cost and
    // the listing checked the table's and each part's ownership again
    // (a new constraint's error cost, about 300 instructions).
    withParts(of: storage, covering: i &+ 1) { costs, listed, support in
      costs[i] = new
      if old == 0 && !listed[i] {
        listed[i] = true
        support.append(id)
      }
    }
  }

  /// Sets every coefficient of every level to zero, keeping the levels
  /// (for `Solver.rebuildObjective`).
  mutating func clearCosts() {
    for storage in storageOfLevel {
      withParts(of: storage) { costs, listed, support in
        for id in support {
          costs[Int(id)] = 0
          listed[Int(id)] = false
        }
        support.removeAll(keepingCapacity: true)
      }
    }
  }

  // MARK: - Transactions

  /// Starts logging writes, and keeps the small state to go back to.
  mutating func beginRecording() {
    recording = true
    // The log keeps its buffer from one transaction to the next; a fresh
    // solver's first transactions grew it one doubling at a time.
    if log.capacity == 0 { log.reserveCapacity(Objective.firstLogCapacity) }
    clearLog()
    saved = (priorities, owners, storageOfLevel, freeStorage, rows.count)
  }

  /// Keeps every change made since `beginRecording`.
  mutating func endRecording() {
    recording = false
    clearLog()
    saved = ([], [], [], [], 0)
  }

  /// `removeAll(keepingCapacity:)` is a generic, unspecialised call even on
  /// an empty array; a suggestion begins and ends a transaction each time.
  @inline(__always)
  private mutating func clearLog() {
    if !log.isEmpty { log.removeLast(log.count) }
  }

  /// Undoes every change made since `beginRecording`.
  mutating func rollback() {
    for change in log.reversed() {
      let storage = Int(change.storage)
      rows[storage].costs[Int(change.symbol)] = change.old
      if change.old != 0 { rows[storage].list(change.symbol) }
    }
    priorities = saved.priorities
    owners = saved.owners
    storageOfLevel = saved.storageOfLevel
    freeStorage = saved.freeStorage
    // Storage made during the transaction is all zeros again: drop it.
    rows.removeLast(rows.count - saved.storageCount)
    endRecording()
  }
}

extension Objective.Dense {
  /// Puts `id` in the support list, once.
  @inline(__always)
  mutating func list(_ id: Int32) {
    if !listed[Int(id)] {
      listed[Int(id)] = true
      support.append(id)
    }
  }

  /// Room for the coefficients of ids below `count`.
  @inline(__always)
  mutating func cover(_ count: Int) {
    if count > costs.count { grow(to: count) }
  }

  /// By half again at least: new error symbols come one id at a time,
  /// and growing by the few ids missing cost a call and a reallocation
  /// check per new symbol (3% of a small grid's build).
  private mutating func grow(to count: Int) {
    let missing = max(count, costs.count + costs.count / 2, Solver.firstTableCapacity) - costs.count
    costs.append(contentsOf: repeatElement(0, count: missing))
    listed.append(contentsOf: repeatElement(false, count: missing))
    // An id is listed once, so the list never outgrows the ids covered:
    // grown one append at a time from empty, it was reallocated and
    // copied seven times per level on each of W4's builds.
    support.reserveCapacity(costs.count)
  }
}
