// Row slots and the column index: which rows hold a symbol, so that a
// substitution, a ratio test or a constant change touches only those rows
// instead of scanning the whole tableau (kiwi's main cost on layouts).

extension Solver {
  // MARK: - Slots

  /// Puts `row` in a slot (a freed one if any, else a new one at the end)
  /// with its basic symbol, rank and flag, files its cells in the column
  /// index, and returns the slot. A new slot's tables are appended their
  /// final values: appending blanks and then writing them checked each
  /// table's uniqueness twice. The cells are filed from the row while it
  /// is still this call's own: read back through `tableau.rows[slot]`,
  /// they were a copy of the buffer's reference, a retain and a release
  /// on every new row.
  private mutating func place(_ row: consuming Row, basic: Symbol, rank: Int64, refers: Bool) -> Int {
    if let free = tableau.freeSlots.popLast() {
      let slot = Int(free)
      journalRow(slot)
      noteInserts(row.cells, slot: slot)
      tableau.rows[slot] = row
      tableau.basics[slot] = basic
      tableau.ranks[slot] = rank
      tableau.refersToRows[slot] = refers
      return slot
    }
    if tableau.rows.isEmpty {
      tableau.rows.reserveCapacity(Solver.firstTableCapacity / 2)
      tableau.basics.reserveCapacity(Solver.firstTableCapacity / 2)
      scratch.visitMark.reserveCapacity(Solver.firstTableCapacity / 2)
      tableau.ranks.reserveCapacity(Solver.firstTableCapacity / 2)
      tableau.refersToRows.reserveCapacity(Solver.firstTableCapacity / 2)
      journal.reserveForFirstRows(Solver.firstTableCapacity / 2)
      infeasible.reserveCapacity(16)
    }
    noteInserts(row.cells, slot: tableau.rows.count)
    tableau.rows.append(row)
    tableau.basics.append(basic)
    tableau.ranks.append(rank)
    tableau.refersToRows.append(refers)
    scratch.visitMark.append(0)
    journal.slotAppended()
    return tableau.rows.count - 1
  }

  /// Stores `row` as the row of basic `symbol`.
  ///
  /// - Complexity: O(row length), amortised.
  /// `mayRefer` says the row may hold basic symbols (a definition as
  /// written); any other row refers to nothing and is not read for it.
  ///
  /// The row is consumed: a caller's copy kept alive would make the first
  /// change to the stored row (often the next pivot) copy its cells.
  mutating func insertRow(_ row: consuming Row, for symbol: Symbol, mayRefer: Bool = false) {
    tableau.shape &+= 1
    let rank: Int64
    let refers: Bool
    if mayRefer {
      (rank, refers) = self.rank(of: row)
    } else {
      tableau.rowsMade &+= 1
      (rank, refers) = (-tableau.rowsMade, false)
    }
    let slot = place(consume row, basic: symbol, rank: rank, refers: refers)
    tableau.slotOfSymbol[Int(symbol.id)] = Int32(slot)
    compactPendingColumns()
  }

  /// Takes the row in `slot` out of the tableau and frees the slot.
  ///
  /// - Complexity: O(row length).
  mutating func removeRow(at slot: Int) -> Row {
    tableau.shape &+= 1
    journalRow(slot)
    var row = Row()
    swap(&row, &tableau.rows[slot])
    for cell in row.cells { tableau.columns.addOccurrences(-1, of: Int(cell.symbol.id)) }
    tableau.slotOfSymbol[Int(tableau.basics[slot].id)] = -1
    tableau.basics[slot] = .invalid
    tableau.refersToRows[slot] = false
    tableau.freeSlots.append(Int32(slot))
    return row
  }

  // MARK: - Column index

  /// Records that the row in `slot` now holds `symbol`.
  @inline(__always)
  mutating func noteInsert(_ symbol: Symbol, slot: Int) {
    let id = Int(symbol.id)
    tableau.columns.addOccurrences(1, of: id)
    tableau.columns.append(Int32(slot), to: id)
    // Stale entries may pile up in a column that is never read; compact it
    // once it is well past its true size (`isStale`), which keeps the work
    // amortised O(1).
    if Solver.isStale(count: tableau.columns.count(of: id), occurrences: tableau.columns.occurrences(of: id)) {
      tableau.columnsToCompact.append(symbol.id)
    }
  }

  /// `noteInsert` for every cell of a row, in one pass: a new row on a
  /// large layout has hundreds of cells.
  mutating func noteInserts(_ cells: CellArray, slot: Int) {
    Solver.noteInserts(cells, entry: Int32(slot), columns: &tableau.columns, pending: &tableau.columnsToCompact)
  }

  /// The body of `noteInserts`, on the stored properties it changes passed
  /// in place (see `addToRow`).
  @inline(__always)
  private static func noteInserts(
    _ cells: CellArray, entry: Int32, columns: inout ColumnIndex, pending: inout [Int32]
  ) {
    columns.withAppender { columns in
      cells.withUnsafeBufferPointer { cells in
        for cell in cells { Solver.file(cell.symbol, entry: entry, &columns, &pending) }
      }
    }
  }

  /// Files `entry` (a row's slot) in `symbol`'s column and counts the
  /// occurrence. A column that had to move to a bigger block is queued for
  /// compaction when it holds too many stale entries: checked then only,
  /// which keeps them within a constant factor of the column's true size.
  @inline(__always)
  private static func file(
    _ symbol: Symbol, entry: Int32, _ columns: inout ColumnIndex.Appender, _ pending: inout [Int32]
  ) {
    let id = Int(symbol.id)
    columns.addOccurrences(1, of: id)
    if columns.append(entry, to: id) && isStale(count: columns.count(of: id), occurrences: columns.occurrences(of: id)) {
      pending.append(symbol.id)
    }
  }

  /// Whether a column of `count` entries for a symbol in `occurrences` rows
  /// is past eight times its true size (and 32 entries) and due for
  /// compaction. At twice (and 8), W4's builds compacted 58 columns each,
  /// at about 2,200 instructions a compaction (3.5% of the build), more
  /// than the stale entries cost the reads that skip them; the bound is
  /// still a constant factor, so memory stays linear in the cells.
  @inline(__always)
  static func isStale(count: Int, occurrences: Int32) -> Bool { count > 8 &* Int(occurrences) &+ 32 }

  /// Compacts the columns noted by `noteInsert`. Call only when no row is
  /// detached from its slot (a pivot row, a row being merged).
  mutating func compactPendingColumns() {
    while let id = tableau.columnsToCompact.popLast() {
      // A column is noted on every append past its limit; compact it once.
      if Solver.isStale(count: tableau.columns.count(of: Int(id)), occurrences: tableau.columns.occurrences(of: Int(id))) {
        compactColumn(Int(id))
      }
    }
  }

  /// Drops stale and repeated entries from a column.
  ///
  /// - Complexity: O(entries × log(row length)).
  mutating func compactColumn(_ id: Int) {
    let symbol = Symbol(id: Int32(id), kind: tableau.symbolFacts[id].kind)
    var columns = ColumnIndex()
    swap(&columns, &self.tableau.columns)
    startVisit()
    columns.compact(id) { column in
      var kept = 0
      for k in column.indices where visit(Int(column[k]), holding: symbol) != nil {
        column[kept] = column[k]
        kept &+= 1
      }
      return kept
    }
    swap(&columns, &self.tableau.columns)
  }

  /// Starts a pass over a column; each row is visited at most once per pass.
  @inline(__always)
  mutating func startVisit() { scratch.visitPass &+= 1 }

  /// The index of `symbol` in the row of `slot`, or nil when the entry is
  /// stale or the row was already visited in this pass.
  @inline(__always)
  mutating func visit(_ slot: Int, holding symbol: Symbol) -> Int? {
    guard slot < tableau.basics.count, tableau.basics[slot].isValid,
      scratch.visitMark[slot] != scratch.visitPass
    else { return nil }
    scratch.visitMark[slot] = scratch.visitPass
    let (found, index) = tableau.rows[slot].index(of: symbol)
    return found ? index : nil
  }

  /// The index of `symbol` in the row of `slot`, or nil for a stale entry.
  /// For read-only passes, where a repeated entry does no harm.
  @inline(__always)
  func lookup(_ slot: Int, holding symbol: Symbol) -> Int? {
    guard slot < tableau.basics.count, tableau.basics[slot].isValid else { return nil }
    let (found, index) = tableau.rows[slot].index(of: symbol)
    return found ? index : nil
  }

  /// Rows up to this many cells (with the added one) merge in place.
  static let inPlaceMergeLimit = 64

  /// `rows[slot] += factor × source`, leaving out the cell at `skip` (a
  /// substituted symbol; the caller accounts for it), with the column index
  /// kept up to date.
  ///
  /// - Complexity: O(row length + source length).
  @inline(__always)
  mutating func addToRow(_ slot: Int, _ source: Row, times factor: Double, skipping skip: Int) {
    tableau.shape &+= 1
    tableau.substitutionCount &+= 1
    journalRow(slot)
    tableau.rows[slot].constant += source.constant * factor
    // The row, the column index and the counts are distinct stored
    // properties, so they are passed in place: swapping them out into
    // empty temporaries cost a retain, a release and a uniqueness check
    // each, on every row a pivot touches.
    Solver.merge(
      into: &tableau.rows[slot].cells, entry: Int32(slot), source.cells, times: factor, skipping: skip,
      columns: &tableau.columns, pending: &tableau.columnsToCompact)
  }

  /// The body of `addToRow`: merges `factor × source` into `cells`, filing
  /// each new symbol's entry in the column index and queueing a column that
  /// outgrew its block with too many stale entries for compaction.
  @inline(__always)
  private static func merge(
    into cells: inout CellArray, entry: Int32, _ source: CellArray, times factor: Double,
    skipping skip: Int, columns: inout ColumnIndex, pending: inout [Int32]
  ) {
    columns.withAppender { columns in
      source.withUnsafeBufferPointer { b in
        merge(into: &cells, entry: entry, b, times: factor, skipping: skip, columns: &columns, pending: &pending)
      }
    }
  }

  /// `merge` through an appender the caller holds for many rows.
  @inline(__always)
  private static func merge(
    into cells: inout CellArray, entry: Int32, _ b: UnsafeBufferPointer<Row.Cell>, times factor: Double,
    skipping skip: Int, columns: inout ColumnIndex.Appender, pending: inout [Int32]
  ) {
    func inserted(_ symbol: Symbol) { Solver.file(symbol, entry: entry, &columns, &pending) }
    func cancelled(_ symbol: Symbol) { columns.addOccurrences(-1, of: Int(symbol.id)) }
    // Short rows merge in place (see Row.mergeInPlace).
    if cells.count &+ b.count <= Solver.inPlaceMergeLimit {
      Row.mergeInPlace(&cells, skipping: skip, b, times: factor, inserted: inserted, cancelled: cancelled)
    } else {
      cells = Row.merge(cells, skipping: skip, b, times: factor, inserted: inserted, cancelled: cancelled)
    }
  }

  /// The rows' part of `substitute`: `source × coefficient` merged into
  /// every row the column of `symbol` names, as `addToRow` does row by
  /// row, with the journal saving each row first and each row that goes
  /// infeasible queued. Returns how many rows took the substitution.
  ///
  /// One pass holds the tableau's parts for all the rows it rewrites: the
  /// rows' table and the column index are made unique once, not once per
  /// row (through `rows[slot]` and `withAppender`, that was four
  /// ownership checks and as many bounds checks on every row a pivot
  /// touched).
  ///
  /// Rows that keep the symbol (definitions that refer to rows, unless
  /// `intoDefinitions`, and rows an ambiguity probe leaves alone, see
  /// `isLeftAloneByProbe`) are listed once in `kept`, by the visit marks
  /// of the pass the caller started.
  static func substituteIntoRows(
    _ symbol: Symbol, _ source: Row, intoDefinitions: Bool, probeStart: Int64?,
    rows: inout ContiguousArray<Row>, basics: ContiguousArray<Symbol>, ranks: ContiguousArray<Int64>,
    refersToRows: ContiguousArray<Bool>, columns: inout ColumnIndex, pending: inout [Int32],
    visitMark: inout [UInt64], visitPass: UInt64, journal: inout Journal, infeasible: inout SymbolHeap,
    kept: inout [Int32]
  ) -> Int32 {
    let id = Int(symbol.id)
    let constant = source.constant
    return rows.withUnsafeMutableBufferPointer { rows in
      columns.withAppender { columns in
        source.cells.withUnsafeBufferPointer { b in
          var substituted: Int32 = 0
          // The merges add entries to other columns only: this one stays
          // put (its entries are read afresh, as a merge may move the
          // index's buffer), and its count is settled after the pass. A
          // row substituted once no longer holds the symbol, so a repeated
          // entry finds nothing there: only kept rows need a visit mark.
          for k in 0..<columns.count(of: id) {
            let slot = Int(columns.entry(id, k))
            guard slot < basics.count, basics[slot].isValid else { continue }
            let (found, i) = rows[slot].index(of: symbol)
            guard found else { continue }
            if (!intoDefinitions && refersToRows[slot])
              || (probeStart.map { basics[slot].isExternal && ranks[slot] >= -$0 } ?? false)
            {
              if visitMark[slot] != visitPass {
                visitMark[slot] = visitPass
                kept.append(Int32(slot))
              }
              continue
            }
            let coefficient = rows[slot].cells[i].coefficient
            substituted &+= 1
            if journal.needsSave(slot) {
              journal.save(slot: slot, basic: basics[slot], rank: ranks[slot], refers: refersToRows[slot], row: rows[slot])
            }
            rows[slot].constant += constant * coefficient
            merge(
              into: &rows[slot].cells, entry: Int32(slot), b, times: coefficient, skipping: i,
              columns: &columns, pending: &pending)
            // `noteIfInfeasible`.
            let basic = basics[slot]
            let c = rows[slot].constant
            if (basic.isRestricted && c < -Tolerance.epsilon) || (basic.kind == .dummy && !Tolerance.isZero(c)) {
              infeasible.push(basic)
            }
          }
          return substituted
        }
      }
    }
  }
}
