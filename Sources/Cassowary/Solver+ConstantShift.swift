// Changing a constraint's constant in place (Auto Layout's cheap
// `constraint.constant = x`, and every suggested value of an edit): the
// marker's column moves, the dual simplex repairs what went infeasible
// (Solver+Constraints.swift, `setConstant`).

extension Solver {
  /// Changes the constant of the constraint whose marker is `marker` (with
  /// coefficient `sign` in the constraint's original row; see
  /// `ConstraintRecord`) by `delta` in the tableau.
  ///
  /// Writing the marker as `m = m' + sign·delta` turns the old system into
  /// the new one, so only the marker's column has to change.
  mutating func shiftConstant(by delta: Double, marker: Symbol, sign: Double) {
    let shift = sign * delta
    if let slot = slot(of: marker) {
      journalConstant(slot)
      tableau.rows[slot].constant -= shift
      noteIfInfeasible(slot)
      // Definitions that refer to the marker hold the symbol itself, whose
      // meaning just moved by `shift`: they move with it.
      shiftDefinitions(holding: marker, by: shift)
      return
    }
    // Only constants change, so the column can be compacted as it is read.
    // The objective's constants are not kept: nothing reads them.
    // This loop is the whole cost of a steady-state suggestValue, so it
    // works on buffers taken once (`shiftColumn`): no uniqueness checks on
    // the solver's storage per row.
    let id = Int(marker.id)
    // A drag suggests the same edit again and again, with no pivot between:
    // the rows holding the marker, and its coefficients there, are known.
    // A resize suggests two edits in turn (width, then height), so the
    // marker before last is kept too.
    if shiftCache.recent.marker == marker.id && shiftCache.recent.shape == tableau.shape {
      shiftCachedRows(by: shift)
      return
    }
    if shiftCache.older.marker == marker.id && shiftCache.older.shape == tableau.shape {
      swap(&shiftCache.recent, &shiftCache.older)
      shiftCachedRows(by: shift)
      return
    }
    // The entry filled below is the older one, whose buffers are reused;
    // the recent one becomes the older.
    swap(&shiftCache.recent, &shiftCache.older)
    // A column as long as the symbol's occurrences has no stale or repeated
    // entry (it is a superset), so its rows need no checks.
    let exact = tableau.columns.count(of: id) == Int(tableau.columns.occurrences(of: id))
    startVisit()
    // The parts are passed in place, each a distinct stored property: moving
    // the rows, the marks and the journal out of `self` and back made and
    // destroyed an empty Journal (nine arrays) and checked the ownership of
    // each part twice, on every change that misses the cache (a rotation's
    // label constants: each is changed once between pivots).
    let negative = Solver.shiftColumn(
      id, marker: marker, shift: shift, exact: exact, pass: scratch.visitPass,
      columns: &tableau.columns, rows: &tableau.rows, basics: tableau.basics, marks: &scratch.visitMark,
      journal: &journal, entry: &shiftCache.recent)
    shiftCache.recent.marker = marker.id
    shiftCache.recent.shape = tableau.shape
    // Rarely needed (a suggestion that breaks something): a second pass
    // queues the rows that went infeasible, in the column's order.
    if negative {
      var holdsDummy = false
      for k in 0..<shiftCache.recent.count {
        let slot = Int(shiftCache.recent.slots[k])
        if tableau.basics[slot].kind == .dummy { holdsDummy = true }
        noteIfInfeasible(slot)
      }
      // A row whose basic is a dummy (a redundant required equality) must
      // keep its constant at zero, so every shift has to queue it; the hit
      // path does not read the basics, so such a column is never a hit.
      // (No row has a dummy basic unless `negative`.)
      if holdsDummy { shiftCache.recent.marker = -1 }
    }
  }

  /// The column pass of `shiftConstant`: compacts the marker's column to
  /// the rows that hold it, moves their constants (saving the old ones, as
  /// the first change of the transaction) and fills `entry` with those
  /// rows and the marker's coefficients. Returns whether a row may have
  /// gone infeasible.
  private static func shiftColumn(
    _ id: Int, marker: Symbol, shift: Double, exact: Bool, pass: UInt64,
    columns: inout ColumnIndex, rows: inout ContiguousArray<Row>, basics: ContiguousArray<Symbol>,
    marks: inout [UInt64], journal: inout Journal, entry: inout ShiftCache.Entry
  ) -> Bool {
    let count = columns.count(of: id)
    // The entry's buffers only grow: `count` says how much of them is in use.
    entry.reserve(count)
    var slots: [Int32] = []
    var coefficients: [Double] = []
    swap(&slots, &entry.slots)
    swap(&coefficients, &entry.coefficients)
    var negative = false
    columns.compact(id) { column in
      var kept = 0
      // This is the first change of the transaction: every row needs saving
      // (see Journal.takeConstantSaves).
      journal.takeConstantSaves(count: count) { saves in
        let result = slots.withUnsafeMutableBufferPointer { slots in
          coefficients.withUnsafeMutableBufferPointer { coefficients in
            shiftRows(
              column: column, rows: &rows, marks: &marks, basics: basics, saves: saves, slots: slots,
              coefficients: coefficients, marker: marker, shift: shift, exact: exact, pass: pass)
          }
        }
        (kept, negative) = (result.kept, result.negative)
        return result.kept
      }
      return kept
    }
    swap(&slots, &entry.slots)
    swap(&coefficients, &entry.coefficients)
    // The compacted column is exactly the rows holding the marker.
    entry.count = columns.count(of: id)
    return negative
  }

  /// The loop of `shiftConstant`: moves the constant of every row of
  /// `column` that holds `marker` by its coefficient × `shift`, saving the
  /// old constants; compacts the column as it goes, writing the rows kept
  /// and the marker's coefficients to `slots` and `coefficients` too.
  /// Returns how many entries the column keeps (each row kept is saved
  /// once) and whether one may have gone infeasible.
  @inline(__always)
  private static func shiftRows(
    column: UnsafeMutableBufferPointer<Int32>, rows: inout ContiguousArray<Row>, marks: inout [UInt64],
    basics: ContiguousArray<Symbol>, saves: UnsafeMutableBufferPointer<Journal.Entry>,
    slots: UnsafeMutableBufferPointer<Int32>, coefficients: UnsafeMutableBufferPointer<Double>,
    marker: Symbol, shift: Double, exact: Bool, pass: UInt64
  ) -> (kept: Int, negative: Bool) {
    rows.withUnsafeMutableBufferPointer { rows in
      marks.withUnsafeMutableBufferPointer { marks in
        basics.withUnsafeBufferPointer { basics in
          shiftRows(
            column: column, rows: rows, marks: marks, basics: basics, saves: saves, slots: slots,
            coefficients: coefficients, marker: marker, shift: shift, exact: exact, pass: pass)
        }
      }
    }
  }

  @inline(__always)
  private static func shiftRows(
    column: UnsafeMutableBufferPointer<Int32>, rows: UnsafeMutableBufferPointer<Row>,
    marks: UnsafeMutableBufferPointer<UInt64>, basics: UnsafeBufferPointer<Symbol>,
    saves: UnsafeMutableBufferPointer<Journal.Entry>, slots: UnsafeMutableBufferPointer<Int32>,
    coefficients: UnsafeMutableBufferPointer<Double>, marker: Symbol, shift: Double, exact: Bool, pass: UInt64
  ) -> (kept: Int, negative: Bool) {
    var kept = 0
    var negative = false
    for k in 0..<column.count {
      let slot = Int(column[k])
      if !exact {
        guard slot < basics.count, basics[slot].isValid, marks[slot] != pass else { continue }
        marks[slot] = pass
      }
      guard let coefficient = rows[slot].coefficientIfPresent(marker) else { continue }
      column[kept] = column[k]
      slots[kept] = column[k]
      coefficients[kept] = coefficient
      let old = rows[slot].constant
      saves[kept] = Journal.Entry(slot: Int32(slot), row: -1, constant: old)
      kept &+= 1
      let value = old + coefficient * shift
      rows[slot].constant = value
      if value < -Tolerance.epsilon || basics[slot].kind == .dummy { negative = true }
    }
    return (kept, negative)
  }

  /// Moves the constant of each definition that holds the basic `marker`
  /// by its coefficient × `shift` (see `shiftConstant`).
  private mutating func shiftDefinitions(holding marker: Symbol, by shift: Double) {
    let id = Int(marker.id)
    guard tableau.columns.occurrences(of: id) > 0 else { return }
    startVisit()
    for k in 0..<tableau.columns.count(of: id) {
      let slot = Int(tableau.columns.entry(id, k))
      guard let i = visit(slot, holding: marker) else { continue }
      journalConstant(slot)
      tableau.rows[slot].constant += tableau.rows[slot].cells[i].coefficient * shift
    }
  }

  /// `shiftConstant` for the marker of `shiftCache.recent`, with no pivot since
  /// it was filled: no column to read, no row's cells to search, only each
  /// row's constant (a steady-state drag step).
  private mutating func shiftCachedRows(by shift: Double) {
    // The closure below writes into the journal in place, so it reads no
    // other part of `self`: the rows and the cache entry are moved out
    // (not copied) for it. Moving the whole journal out instead made and
    // destroyed an empty Journal, nine arrays, on every suggestion.
    var rows: ContiguousArray<Row> = []
    var cache = ShiftCache.Entry()
    swap(&rows, &self.tableau.rows)
    swap(&cache, &shiftCache.recent)
    let count = cache.count
    var lowest = Double.infinity
    journal.takeConstantSaves(count: count) { buffer in
      lowest = Solver.shiftRows(cache, rows: &rows, saves: buffer, shift: shift)
      return count
    }
    swap(&rows, &self.tableau.rows)
    swap(&cache, &shiftCache.recent)
    // No row here has a dummy basic (see `shiftConstant`): only a negative
    // constant queues the rows.
    if lowest < -Tolerance.epsilon {
      for k in 0..<shiftCache.recent.count { noteIfInfeasible(Int(shiftCache.recent.slots[k])) }
    }
  }

  /// The loop of `shiftCachedRows`; returns the lowest constant it wrote
  /// (+∞ for none). A drag's whole cost: a running minimum (`minsd`) is one
  /// instruction a row where a flag set by two tests compiled to three or
  /// four, and the basics are not read (no row here has a dummy basic).
  @inline(__always)
  private static func shiftRows(
    _ cache: ShiftCache.Entry, rows: inout ContiguousArray<Row>,
    saves: UnsafeMutableBufferPointer<Journal.Entry>, shift: Double
  ) -> Double {
    cache.slots.withUnsafeBufferPointer { slots in
      cache.coefficients.withUnsafeBufferPointer { coefficients in
        rows.withUnsafeMutableBufferPointer { rows in
          // A NaN compares false, as it did against −ε: it lowers nothing.
          var lowest = Double.infinity
          for i in 0..<cache.count {
            let slot = Int(slots[i])
            let old = rows[slot].constant
            saves[i] = Journal.Entry(slot: slots[i], row: -1, constant: old)
            let value = old + coefficients[i] * shift
            rows[slot].constant = value
            lowest = value < lowest ? value : lowest
          }
          return lowest
        }
      }
    }
  }
}

/// The rows that hold one constraint's marker, and its coefficient in
/// each, as of a `Solver.shape`: filled by a constant change that had to
/// read the column and the rows, used by the next ones until a row's cells
/// change. Two markers are kept, the last two changed: a window resize
/// suggests width and height in turn, and with one entry each suggestion
/// evicted the other's (W4: 10,001 hits in 110,011 changes).
struct ShiftCache: Sendable {
  struct Entry: Sendable {
    /// -1 for none (no hit), or for a column with a dummy basic's row.
    var marker: Int32 = -1
    var shape: UInt64 = .max
    /// How many of `slots` and `coefficients` are in use: the buffers
    /// only grow, so that filling an entry resizes neither.
    var count = 0
    var slots: [Int32] = []
    var coefficients: [Double] = []

    /// Room for `n` rows in both buffers.
    mutating func reserve(_ n: Int) {
      guard slots.count < n else { return }
      slots.append(contentsOf: repeatElement(0, count: n &- slots.count))
      coefficients.append(contentsOf: repeatElement(0, count: n &- coefficients.count))
    }
  }

  /// The marker changed last.
  var recent = Entry()
  /// The one before it, if another.
  var older = Entry()
}
