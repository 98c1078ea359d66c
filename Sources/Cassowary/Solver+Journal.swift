// Undo for the two operations that can be refused: a required add that
// goes through the dual simplex, and a constant change (`setConstant`,
// `suggestValue`).
//
// A refused call must leave the solver exactly as it was. Copying the solver
// up front (`let saved = self`) is simple, but copy-on-write then copies the
// whole tableau as soon as one row changes: O(rows) on every suggestion.
// Instead, a row is saved the first time it changes inside the transaction
// (a copy of a short row's cells, or a long row's buffer), a changed
// constant saves just the old number, and a rollback replays the saves in
// reverse.

/// The saved state of a transaction; see the file comment.
struct Journal: Sendable {
  /// One save: a row constant, or (when `row >= 0`) a whole row kept in
  /// `rows`. Plain data, so the hot path of `setConstant`, which saves
  /// thousands of constants, appends without reference counting.
  struct Entry: Sendable {
    var slot: Int32
    /// Index into `rows`, or -1 for a constant-only save.
    var row: Int32
    var constant: Double
  }

  /// A row saved whole. A short row's cells are copied into `cells`; a
  /// long one's buffer is kept in `longRows` (index `long`). Retaining the
  /// buffer is O(1), but the row's first in-place change then finds it
  /// shared and copies it, a malloc and a free: on a small layout's adds
  /// that copy was most of a pivot. Long rows are merged into a fresh
  /// buffer anyway, so keeping theirs costs nothing more.
  struct SavedRow: Sendable {
    var basic: Symbol
    var rank: Int64
    var refers: Bool
    var constant: Double
    var start: Int32
    var count: Int32
    var long: Int32
  }

  /// Room the saved rows and the saves start with.
  static let firstSaveCapacity = 32

  /// Room for the marks of `n` slots, and for a few saves: called once, by
  /// a new solver's first row (`Solver.place`). Grown from empty, the
  /// marks, the saved rows and the saves went through every doubling on
  /// each new solver (on W4's builds, about twenty reallocations each).
  mutating func reserveForFirstRows(_ n: Int) {
    savedIn.reserveCapacity(n)
    rows.reserveCapacity(Journal.firstSaveCapacity)
    pool.reserveCapacity(Journal.firstSaveCapacity)
  }

  /// Rows up to this many cells are copied when saved.
  static let copyLimit = 64

  private(set) var isActive = false
  /// Whether the objective logs its writes in this transaction. A change
  /// to an optional constraint's constant does not: see `setConstant`.
  private(set) var logsObjective = true
  /// The saves, in order: the first `entryCount` elements of `pool`.
  var entries: ArraySlice<Entry> { pool[0..<entryCount] }
  /// Never shrinks: ending a transaction resets `entryCount` only, and the
  /// first change of the next one writes its saves straight into it. A
  /// steady suggestion then neither copies its saves in from a buffer nor
  /// removes them through a generic call at the end (together about a
  /// tenth of a cached suggestion).
  private var pool: [Entry] = []
  private(set) var entryCount = 0
  /// The rows saved whole, in order.
  private var rows: [SavedRow] = []
  /// The short rows' cells, back to back. A CellArray, not an Array: its
  /// append of a buffer is a copy, where Array's took a generic path.
  private var cells = CellArray()
  private var longRows: [CellArray] = []
  /// By slot: the transaction that last saved the row.
  private var savedIn: [UInt64] = []
  private var transaction: UInt64 = 0

  // Sizes and small state at the start, restored wholesale.
  private(set) var rowCount = 0
  private(set) var symbolCount = 0
  private(set) var recordCount = 0
  private(set) var constraintCount = 0
  private(set) var freeSlots: [Int32] = []
  private(set) var dirtySymbols: [Int32] = []

  mutating func slotAppended() { savedIn.append(0) }

  /// Whether the row in `slot` still needs saving before it changes.
  @inline(__always)
  func needsSave(_ slot: Int) -> Bool {
    isActive && slot < rowCount && savedIn[slot] != transaction
  }

  mutating func save(slot: Int, basic: Symbol, rank: Int64, refers: Bool, row: Row) {
    savedIn[slot] = transaction
    appendEntry(Entry(slot: Int32(slot), row: Int32(rows.count), constant: 0))
    if row.cells.count <= Journal.copyLimit {
      rows.append(
        SavedRow(
          basic: basic, rank: rank, refers: refers, constant: row.constant, start: Int32(cells.count), count: Int32(row.cells.count),
          long: -1))
      row.cells.withUnsafeBufferPointer { cells.append(contentsOf: $0) }
    } else {
      rows.append(
        SavedRow(basic: basic, rank: rank, refers: refers, constant: row.constant, start: 0, count: 0, long: Int32(longRows.count)))
      longRows.append(row.cells)
    }
  }

  /// The basic symbol and row saved as number `index`.
  func savedRow(_ index: Int) -> (basic: Symbol, rank: Int64, refers: Bool, row: Row) {
    let saved = rows[index]
    var row = Row(constant: saved.constant)
    if saved.long >= 0 {
      row.cells = longRows[Int(saved.long)]
    } else {
      let start = Int(saved.start)
      row.cells = cells.withUnsafeBufferPointer { CellArray(UnsafeBufferPointer(rebasing: $0[start..<start + Int(saved.count)])) }
    }
    return (saved.basic, saved.rank, saved.refers, row)
  }

  @inline(__always)
  mutating func save(slot: Int, constant: Double) {
    appendEntry(Entry(slot: Int32(slot), row: -1, constant: constant))
  }

  @inline(__always)
  private mutating func appendEntry(_ entry: Entry) {
    if entryCount < pool.count { pool[entryCount] = entry } else { pool.append(entry) }
    entryCount &+= 1
  }

  /// Takes the constant saves written in one go by the first change
  /// of a transaction (no row saved yet, so none needs a `needsSave` check).
  ///
  /// `fill` writes up to `count` saves, straight into the pool, and returns
  /// how many it wrote.
  @inline(__always)
  mutating func takeConstantSaves(count: Int, _ fill: (UnsafeMutableBufferPointer<Entry>) -> Int) {
    precondition(isActive && entryCount == 0)
    if pool.count < count {
      pool.append(contentsOf: repeatElement(Entry(slot: -1, row: -1, constant: 0), count: count &- pool.count))
    }
    entryCount = pool.withUnsafeMutableBufferPointer { fill(UnsafeMutableBufferPointer(rebasing: $0[0..<count])) }
  }

  /// Starts a transaction. Takes the few fields it keeps one by one:
  /// passing the whole solver would copy (retain) all of its storage, which
  /// on a small layout was a fifth of a suggestion's cost.
  mutating func begin(
    rowCount: Int, symbolCount: Int, recordCount: Int, constraintCount: Int,
    freeSlots: [Int32], dirtySymbols: [Int32], logsObjective: Bool
  ) {
    precondition(!isActive, "transactions do not nest")
    isActive = true
    self.logsObjective = logsObjective
    transaction &+= 1
    self.rowCount = rowCount
    self.symbolCount = symbolCount
    self.recordCount = recordCount
    self.constraintCount = constraintCount
    // Both are empty outside a transaction (see `end`), and almost always
    // at its start (a suggestion's): an empty one is not assigned, which
    // saved a retain here and a release in `end` for each.
    if !freeSlots.isEmpty { self.freeSlots = freeSlots }
    if !dirtySymbols.isEmpty { self.dirtySymbols = dirtySymbols }
  }

  /// Ends the transaction and lets go of the saved rows.
  mutating func end() {
    isActive = false
    // Not removeAll(keepingCapacity:): an unspecialised generic call, paid
    // by every suggestion even when there is nothing to remove.
    entryCount = 0
    if !rows.isEmpty { rows.removeLast(rows.count) }
    if !cells.isEmpty { cells.removeLast(cells.count) }
    if !longRows.isEmpty { longRows.removeLast(longRows.count) }
    // Let go of the solver's arrays, whose next change would otherwise
    // find them shared and copy them.
    if !freeSlots.isEmpty { freeSlots = [] }
    if !dirtySymbols.isEmpty { dirtySymbols = [] }
  }

  /// Keeps the per-slot marks as long as the rows after a rollback.
  mutating func truncateSlots(to count: Int) {
    savedIn.removeLast(max(0, savedIn.count - count))
  }
}

extension Solver {
  /// Saves the row in `slot` before its first change in a transaction.
  @inline(__always)
  mutating func journalRow(_ slot: Int) {
    if journal.needsSave(slot) {
      journal.save(
        slot: slot, basic: tableau.basics[slot], rank: tableau.ranks[slot],
        refers: tableau.refersToRows[slot], row: tableau.rows[slot])
    }
  }

  /// Saves the constant of the row in `slot` before a constant-only change.
  @inline(__always)
  mutating func journalConstant(_ slot: Int) {
    if journal.needsSave(slot) { journal.save(slot: slot, constant: tableau.rows[slot].constant) }
  }

  /// Starts recording. `symbolCount` and `recordCount` are the sizes to go
  /// back to, which may predate symbols and records the caller just made.
  ///
  /// With `logsObjective: false` the objective's writes are not logged, and
  /// a rollback rebuilds it from the restored rows instead
  /// (`rebuildObjective`): for a transaction that almost never rolls back
  /// and may rewrite the objective on every pivot.
  mutating func beginTransaction(symbolCount: Int, recordCount: Int, logsObjective: Bool = true) {
    journal.begin(
      rowCount: tableau.rows.count, symbolCount: symbolCount, recordCount: recordCount,
      constraintCount: constraints.count, freeSlots: tableau.freeSlots,
      dirtySymbols: pricing.dirtySymbols, logsObjective: logsObjective)
    if logsObjective { objective.beginRecording() }
  }

  mutating func commitTransaction() {
    if journal.logsObjective { objective.endRecording() }
    journal.end()
  }

  /// Puts back everything the transaction changed.
  ///
  /// - Complexity: O(size of the rows it changed).
  mutating func rollbackTransaction() {
    tableau.shape &+= 1
    var journal = Journal()
    swap(&journal, &self.journal)
    let rowCount = journal.rowCount

    // 1. Take the current contents of every changed slot out of the counts.
    func forget(_ slot: Int) {
      for cell in tableau.rows[slot].cells { tableau.columns.addOccurrences(-1, of: Int(cell.symbol.id)) }
      let basic = tableau.basics[slot]
      if basic.isValid { tableau.slotOfSymbol[Int(basic.id)] = -1 }
    }
    for slot in rowCount..<tableau.rows.count { forget(slot) }
    for entry in journal.entries where entry.row >= 0 { forget(Int(entry.slot)) }
    tableau.rows.removeLast(tableau.rows.count - rowCount)
    tableau.basics.removeLast(tableau.basics.count - rowCount)
    tableau.ranks.removeLast(tableau.ranks.count - rowCount)
    tableau.refersToRows.removeLast(tableau.refersToRows.count - rowCount)
    scratch.visitMark.removeLast(scratch.visitMark.count - rowCount)
    journal.truncateSlots(to: rowCount)

    // 2. Replay the saves newest first, so the oldest value of each wins.
    for entry in journal.entries.reversed() {
      let slot = Int(entry.slot)
      if entry.row >= 0 {
        (tableau.basics[slot], tableau.ranks[slot], tableau.refersToRows[slot], tableau.rows[slot]) =
          journal.savedRow(Int(entry.row))
      } else {
        tableau.rows[slot].constant = entry.constant
      }
    }

    // 3. Count the restored rows back in. Their column entries may repeat
    // old ones; reads skip repeats.
    for entry in journal.entries where entry.row >= 0 {
      let slot = Int(entry.slot)
      noteInserts(tableau.rows[slot].cells, slot: slot)
      let basic = tableau.basics[slot]
      if basic.isValid { tableau.slotOfSymbol[Int(basic.id)] = Int32(slot) }
    }

    // 4. Symbols, records and the small state.
    let symbolCount = journal.symbolCount
    tableau.columnsToCompact.removeAll { Int($0) >= symbolCount }
    // The dirty flags live in `symbolFacts`: cleared before it shrinks.
    resetDirty(to: [])
    tableau.slotOfSymbol.removeLast(tableau.slotOfSymbol.count - symbolCount)
    tableau.symbolFacts.removeLast(tableau.symbolFacts.count - symbolCount)
    tableau.columns.removeLastColumns(tableau.columns.columnCount - symbolCount)
    resetDirty(to: journal.dirtySymbols)
    constraints.records.removeLast(constraints.records.count - journal.recordCount)
    while let last = constraints.live.last, Int(last) >= journal.recordCount { constraints.live.removeLast() }
    constraints.count = journal.constraintCount
    tableau.freeSlots = journal.freeSlots
    let logsObjective = journal.logsObjective
    if logsObjective { objective.rollback() }
    probe.auxiliary = nil
    infeasible.removeAll()
    compactPendingColumns()

    journal.end()
    swap(&journal, &self.journal)
    if !logsObjective { rebuildObjective() }
  }

  /// Writes every level of the objective again from the rows: the sum of
  /// the level's error symbols, each replaced by its row when basic (what
  /// `addErrorCost` and the substitutions since have made it). Exact up to
  /// rounding: the old coefficients came by other sums.
  ///
  /// - Complexity: O(constraints + the cells of the error symbols' rows).
  mutating func rebuildObjective() {
    objective.clearCosts()
    for case let record? in constraints.live.map({ constraints.records[Int($0)] }) {
      guard !record.strength.isRequired, let k = objective.level(for: record.strength.value) else { continue }
      for error in [record.marker, record.other] where error.kind == .error {
        if let slot = slot(of: error) {
          objective.add(tableau.rows[slot], times: 1, level: k)
        } else {
          objective.add(1, to: error, level: k)
        }
      }
    }
  }
}
