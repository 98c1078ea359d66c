// Rows of user variables kept as definitions.
//
// The rows of restricted symbols (slacks, errors, dummies), the objective
// and the auxiliary row are *reduced*: written in non-basic symbols only,
// as the simplex needs. A row whose basic symbol is a user variable is
// never a pivot row of the primal or dual simplex, so it may instead be a
// *definition*: `x = c + Σ a·s`, where `s` may be basic too (the row then
// refers to the row of `s`). A new constraint solved for a variable no row
// holds yet (a card's y in a list: `y = previous y + previous height + 8`)
// is stored as written, four cells, when summing its variables' rows in
// would make it long (`Solver.definitionThreshold`): at 10,000 views the
// summed rows held the markers of every card above, 10 M cells.
//
// Each definition is an identity of the constraints in the solver, so it
// stays true however the basis moves: a row that refers to rows takes no
// substitution when a symbol it holds becomes basic; it refers to that
// symbol's row from then on. A row that refers to none takes every
// substitution, as any row, so a row `refersToRows` calls plain holds no
// basic symbol. Definitions are
// rewritten only when a removed constraint's marker goes (its meaning goes
// with it), and when a reader expands one in place.
//
// No cycle can form, and ranks order the rows (see `rank(of:)`): a
// definition that refers to rows is made only for a subject no row holds,
// and every other row that becomes basic is written in non-basic symbols.
//
// Values are evaluated, not read: `updateValues` runs the definitions in
// dependency order into a cache (kiwi's updateVariables), and a read
// before it walks the definitions its variable refers to.

extension Solver {
  /// Whether the row in `slot` is a definition (its basic symbol is a user
  /// variable) and so may hold basic symbols.
  @inline(__always)
  func isDefinition(_ slot: Int) -> Bool { tableau.basics[slot].isExternal }

  /// Whether `row` holds a basic symbol.
  func holdsBasicSymbol(_ row: Row) -> Bool {
    row.cells.withUnsafeBufferPointer { cells in
      tableau.slotOfSymbol.withUnsafeBufferPointer { slots in
        cells.contains { slots[Int($0.symbol.id)] >= 0 }
      }
    }
  }

  /// The rank a row stored now gets: above every row it refers to, and
  /// above every row made later that refers to nothing.
  ///
  /// A row that refers to nothing (reduced, or a definition made expanded)
  /// ranks `-rowsMade`, lower the later it is made; a definition `1 +` the
  /// highest rank it refers to. That order holds as the basis moves: a row
  /// that refers to nothing can only come to refer to rows made after it
  /// (a symbol it holds turns basic), and a definition's subject is held by
  /// no row when it is made, so only later rows can refer to it.
  /// Also whether the row refers to any.
  mutating func rank(of row: Row) -> (Int64, Bool) {
    tableau.rowsMade &+= 1
    var rank = -tableau.rowsMade
    var refers = false
    row.cells.withUnsafeBufferPointer { cells in
      for cell in cells {
        let slot = Int(tableau.slotOfSymbol[Int(cell.symbol.id)])
        if slot >= 0 {
          rank = max(rank, tableau.ranks[slot] &+ 1)
          refers = true
        }
      }
    }
    return (rank, refers)
  }

  /// `row` written in non-basic symbols only: every basic symbol it holds
  /// replaced by its row, through definitions as deep as they go.
  ///
  /// The rows it reaches are read highest rank first, so each is read once,
  /// when every row that refers to it has given its share: a row whose
  /// shares cancel (a label's y held against its card's y, both written in
  /// the cards above) is never read. A definition whose rows all refer to
  /// nothing is expanded in place on the way (its expansion is one merge,
  /// and the next row that reads it saves that merge).
  ///
  /// - Complexity: O(rows read × log + their cells), plus sorting the cells
  ///   gathered from definitions read through.
  mutating func expanded(_ row: Row) -> Row {
    guard holdsBasicSymbol(row) else { return row }
    prepareExpansionScratch()
    var result = Row(constant: row.constant)
    var gathered: [Int32] = []
    row.cells.withUnsafeBufferPointer { cells in
      for cell in cells {
        let slot = Int(tableau.slotOfSymbol[Int(cell.symbol.id)])
        if slot >= 0 {
          share(cell.coefficient, of: slot)
        } else {
          result.cells.append(cell)  // in order: the row's cells are sorted
        }
      }
    }
    while let top = scratch.expansionHeap.first {
      popExpansionHeap()
      let slot = Int(top)
      scratch.expansionQueued[slot] = false
      let factor = scratch.expansionShare[slot]
      scratch.expansionShare[slot] = 0
      if Tolerance.isZero(factor) { continue }
      if tableau.refersToRows[slot] && refersOnlyToExpandedRows(slot) { expandInPlace(slot) }
      if !tableau.refersToRows[slot] {
        result.add(tableau.rows[slot], times: factor)
        continue
      }
      result.constant += factor * tableau.rows[slot].constant
      let cells = tableau.rows[slot].cells
      for cell in cells {
        let id = Int(cell.symbol.id)
        let child = Int(tableau.slotOfSymbol[id])
        if child >= 0 {
          share(factor * cell.coefficient, of: child)
        } else {
          if !scratch.expansionTouched[id] {
            scratch.expansionTouched[id] = true
            gathered.append(Int32(id))
          }
          scratch.expansionSum[id] += factor * cell.coefficient
        }
      }
    }
    guard !gathered.isEmpty else { return result }
    gathered.sort()
    var walked = Row()
    walked.cells.reserveCapacity(gathered.count)
    for id in gathered {
      let c = scratch.expansionSum[Int(id)]
      scratch.expansionSum[Int(id)] = 0
      scratch.expansionTouched[Int(id)] = false
      if !Tolerance.isZero(c) {
        walked.cells.append(Row.Cell(symbol: Symbol(id: id, kind: tableau.symbolFacts[Int(id)].kind), coefficient: c))
      }
    }
    result.add(walked, times: 1)
    return result
  }

  /// Adds `amount` to how much of the row in `slot` the expansion takes,
  /// queueing the row the first time.
  @inline(__always)
  private mutating func share(_ amount: Double, of slot: Int) {
    scratch.expansionShare[slot] += amount
    if !scratch.expansionQueued[slot] {
      scratch.expansionQueued[slot] = true
      pushExpansionHeap(Int32(slot))
    }
  }

  /// Whether every row the definition in `slot` refers to refers to nothing.
  private func refersOnlyToExpandedRows(_ slot: Int) -> Bool {
    tableau.rows[slot].cells.withUnsafeBufferPointer { cells in
      for cell in cells {
        let child = Int(tableau.slotOfSymbol[Int(cell.symbol.id)])
        if child >= 0 && tableau.refersToRows[child] { return false }
      }
      return true
    }
  }

  /// Rewrites the definition in `slot` in non-basic symbols, given that the
  /// rows it refers to already are.
  private mutating func expandInPlace(_ slot: Int) {
    while true {
      let found: (Int, Symbol, Int)? = tableau.rows[slot].cells.withUnsafeBufferPointer { cells in
        for i in cells.indices {
          let child = Int(tableau.slotOfSymbol[Int(cells[i].symbol.id)])
          if child >= 0 { return (i, cells[i].symbol, child) }
        }
        return nil
      }
      guard let (i, symbol, child) = found else {
        // The flag is part of the row's state: a rolled-back transaction
        // must find it as it was (the row may refer again by then).
        journalRow(slot)
        tableau.refersToRows[slot] = false
        return
      }
      let coefficient = tableau.rows[slot].cells[i].coefficient
      tableau.columns.addOccurrences(-1, of: Int(symbol.id))
      addToRow(slot, tableau.rows[child], times: coefficient, skipping: i)
      compactPendingColumns()
    }
  }

  // The queue of rows to read, a binary heap by rank (ties: lower slot),
  // highest first.

  @inline(__always)
  private func heapAbove(_ a: Int32, _ b: Int32) -> Bool {
    let ra = tableau.ranks[Int(a)], rb = tableau.ranks[Int(b)]
    return ra > rb || (ra == rb && a < b)
  }

  private mutating func pushExpansionHeap(_ slot: Int32) {
    scratch.expansionHeap.append(slot)
    var i = scratch.expansionHeap.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      guard heapAbove(scratch.expansionHeap[i], scratch.expansionHeap[parent]) else { break }
      scratch.expansionHeap.swapAt(i, parent)
      i = parent
    }
  }

  private mutating func popExpansionHeap() {
    let last = scratch.expansionHeap.removeLast()
    guard !scratch.expansionHeap.isEmpty else { return }
    scratch.expansionHeap[0] = last
    var i = 0
    let n = scratch.expansionHeap.count
    while true {
      let l = 2 * i + 1, r = l + 1
      var best = i
      if l < n && heapAbove(scratch.expansionHeap[l], scratch.expansionHeap[best]) { best = l }
      if r < n && heapAbove(scratch.expansionHeap[r], scratch.expansionHeap[best]) { best = r }
      if best == i { return }
      scratch.expansionHeap.swapAt(i, best)
      i = best
    }
  }

  private mutating func prepareExpansionScratch() {
    let symbols = tableau.slotOfSymbol.count
    if scratch.expansionSum.count < symbols {
      scratch.expansionSum.append(contentsOf: repeatElement(0, count: symbols - scratch.expansionSum.count))
      scratch.expansionTouched.append(contentsOf: repeatElement(false, count: symbols - scratch.expansionTouched.count))
    }
    if scratch.expansionShare.count < tableau.rows.count {
      scratch.expansionShare.append(contentsOf: repeatElement(0, count: tableau.rows.count - scratch.expansionShare.count))
      scratch.expansionQueued.append(
        contentsOf: repeatElement(false, count: tableau.rows.count - scratch.expansionQueued.count))
    }
  }

  // MARK: - Values

  /// The body of ``updateValues()``: evaluates every definition into the
  /// value cache, replaying the recorded program while the rows' cells
  /// stay as they are.
  mutating func evaluateDefinitions() {
    let count = tableau.rows.count
    if definitions.cachedValues.count < count {
      definitions.cachedValues.append(contentsOf: repeatElement(0, count: count - definitions.cachedValues.count))
    }
    var program = ValueProgram()
    var values = ContiguousArray<Double>()
    swap(&program, &definitions.valueProgram)
    swap(&values, &definitions.cachedValues)
    if program.shape != tableau.shape {
      program.record(rows: tableau.rows, refers: tableau.refersToRows, slots: tableau.slotOfSymbol, shape: tableau.shape)
    }
    tableau.rows.withUnsafeBufferPointer { rows in
      values.withUnsafeMutableBufferPointer { values in program.run(rows, values) }
    }
    swap(&program, &definitions.valueProgram)
    swap(&values, &definitions.cachedValues)
    definitions.valuesAreCurrent = true
  }

  /// The reads of ``readValues(of:into:)`` and ``values(of:into:)``, once
  /// the values are current. (Always inlined: `readValues` is each step of
  /// a drag, where a call more was 1% of W4.)
  @inline(__always)
  func readCurrentValues(
    of variables: UnsafeBufferPointer<Variable>, into buffer: UnsafeMutableBufferPointer<Double>
  ) {
    tableau.slotOfSymbol.withUnsafeBufferPointer { slots in
      definitions.cachedValues.withUnsafeBufferPointer { values in
        tableau.refersToRows.withUnsafeBufferPointer { refers in
          tableau.rows.withUnsafeBufferPointer { rows in
            Solver.read(variables, into: buffer, slots, values, refers, rows)
          }
        }
      }
    }
  }

  /// The loop of `readCurrentValues`, on plain buffers.
  private static func read(
    _ variables: UnsafeBufferPointer<Variable>, into buffer: UnsafeMutableBufferPointer<Double>,
    _ slots: UnsafeBufferPointer<Int32>, _ values: UnsafeBufferPointer<Double>, _ refers: UnsafeBufferPointer<Bool>,
    _ rows: UnsafeBufferPointer<Row>
  ) {
    for i in variables.indices {
      let slot = Int(slots[Int(variables[i].id)])
      let value = slot < 0 ? 0 : refers[slot] ? values[slot] : rows[slot].constant
      buffer[i] = Tolerance.isZero(value) ? 0 : value
    }
  }

  /// The value of the basic symbol of `slot`, evaluated through the
  /// definitions it refers to (no cache).
  func evaluate(slot: Int) -> Double {
    Solver.evaluate(slot: slot, rows: tableau.rows, slots: tableau.slotOfSymbol, refers: tableau.refersToRows)
  }

  /// `evaluate(slot:)` on the tables it reads, passed one by one: called
  /// from an inlined `value(of:)` in a mutating method, a method on
  /// `self` made each read copy the whole solver first.
  ///
  /// A row that refers to nothing is its constant; any other is evaluated
  /// once the rows it refers to are, which go on the stack above it.
  @usableFromInline @inline(never)
  static func evaluate(slot: Int, rows: ContiguousArray<Row>, slots: [Int32], refers: ContiguousArray<Bool>) -> Double {
    if !refers[slot] { return rows[slot].constant }
    var known: [Int32: Double] = [:]
    var stack: [Int32] = [Int32(slot)]
    while let top = stack.last {
      let s = Int(top)
      if known[top] != nil {
        stack.removeLast()
        continue
      }
      var ready = true
      var value = rows[s].constant
      for cell in rows[s].cells {
        let child = slots[Int(cell.symbol.id)]
        guard child >= 0 else { continue }
        if !refers[Int(child)] {
          value += cell.coefficient * rows[Int(child)].constant
        } else if let v = known[child] {
          value += cell.coefficient * v
        } else {
          ready = false
          stack.append(child)
        }
      }
      if ready {
        known[top] = value
        stack.removeLast()
      }
    }
    return known[Int32(slot)]!
  }
}

/// The order to evaluate definitions in, and what each one reads, as of a
/// `Solver.shape`: recorded by walking the definitions' cells, then run as
/// one pass over plain arrays for as long as no row's cells change. A
/// drag changes only constants, so each step's evaluation is that pass.
struct ValueProgram: Sendable {
  /// A basic symbol a definition holds: the slot of its row, as `~slot`
  /// when that row refers to no row (its value is its constant).
  struct Reference: Sendable {
    var slot: Int32
    var coefficient: Double
  }

  var shape: UInt64 = .max
  /// Definitions that refer to rows, each after the rows it refers to.
  var order: [Int32] = []
  /// By position in `order`: where its references start in `references`
  /// (one more entry at the end).
  var starts: [Int32] = []
  var references: [Reference] = []
  /// Scratch space of `record`, kept to spare allocations: by slot, the
  /// pass that placed the row; the walk's stack.
  private var placed: [UInt32] = []
  private var pass: UInt32 = 0
  private var stack: [Int32] = []

  /// Records the rows that refer to rows; any other row's value is its
  /// constant, read as such.
  mutating func record(
    rows: ContiguousArray<Row>, refers: ContiguousArray<Bool>, slots: [Int32], shape: UInt64
  ) {
    self.shape = shape
    order.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
    references.removeAll(keepingCapacity: true)
    pass &+= 1
    if placed.count < rows.count { placed.append(contentsOf: repeatElement(0, count: rows.count - placed.count)) }
    recordReferring(rows, refers, slots)
    starts.append(Int32(references.count))
  }

  /// The definitions that refer to rows, depth first: each is placed once
  /// every definition it refers to is; until then they go on the stack.
  private mutating func recordReferring(
    _ rows: ContiguousArray<Row>, _ refers: ContiguousArray<Bool>, _ slots: [Int32]
  ) {
    // The rows that refer to rows are few (a few hundred references in
    // a list of 143 cards), the rows many: the scan for them, a flag at a
    // time, was nearly all of a recording, and a recording follows every
    // pivot (a rotation's label settle records several). The same starts,
    // in the same order, found eight flags at a time.
    let count = Swift.min(rows.count, refers.count)
    var start = Self.nextReferring(refers, from: 0, below: count)
    while start < count {
      defer { start = Self.nextReferring(refers, from: start &+ 1, below: count) }
      guard placed[start] != pass else { continue }
      stack.append(Int32(start))
      while let top = stack.last {
        let s = Int(top)
        if placed[s] == pass {
          stack.removeLast()
          continue
        }
        let height = stack.count
        for cell in rows[s].cells {
          let child = Int(slots[Int(cell.symbol.id)])
          if child >= 0 && refers[child] && placed[child] != pass { stack.append(Int32(child)) }
        }
        guard stack.count == height else { continue }
        placed[s] = pass
        stack.removeLast()
        order.append(top)
        starts.append(Int32(references.count))
        for cell in rows[s].cells {
          let child = Int(slots[Int(cell.symbol.id)])
          guard child >= 0 else { continue }
          references.append(
            Reference(slot: refers[child] ? Int32(child) : ~Int32(child), coefficient: cell.coefficient))
        }
      }
    }
  }

  /// The first slot from `from` on, below `end`, whose row refers to rows;
  /// `end` when none does. Eight flags are tested at once where all are
  /// false (a `Bool` is stored as one byte, 0 or 1).
  static func nextReferring(_ refers: ContiguousArray<Bool>, from: Int, below end: Int) -> Int {
    guard from < end else { return end }
    return refers.withUnsafeBufferPointer { flags in
      let raw = UnsafeRawPointer(flags.baseAddress!)
      var i = from
      while i < end && i & 7 != 0 {
        if flags[i] { return i }
        i &+= 1
      }
      while i &+ 8 <= end && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0 { i &+= 8 }
      while i < end {
        if flags[i] { return i }
        i &+= 1
      }
      return end
    }
  }

  func run(_ rows: UnsafeBufferPointer<Row>, _ values: UnsafeMutableBufferPointer<Double>) {
    order.withUnsafeBufferPointer { order in
      starts.withUnsafeBufferPointer { starts in
        references.withUnsafeBufferPointer { references in
          for k in order.indices {
            let slot = Int(order[k])
            var value = rows[slot].constant
            for r in Int(starts[k])..<Int(starts[k &+ 1]) {
              let reference = references[r]
              let child = Int(reference.slot)
              value += reference.coefficient * (child >= 0 ? values[child] : rows[~child].constant)
            }
            values[slot] = value
          }
        }
      }
    }
  }
}
