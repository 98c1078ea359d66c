// Which values the constraints leave open. A value is determined when every
// optimal solution (optimal at every priority level) gives it the same
// value; otherwise it can move over a range without making anything worse.

extension Solver {
  /// The body of ``optimalRangesInPlace(of:)``: probes inside a
  /// transaction, then rolls it back.
  ///
  /// Symbols with a non-zero reduced cost at any level but the tie-break
  /// one, and dummies, are pinned at zero on the optimal face; the others
  /// are free. A variable whose row holds no free symbol is determined at
  /// once; otherwise a simplex over the free symbols finds the range.
  mutating func probeRangesAndRollBack(of variables: [Variable]) -> [(lower: Double?, upper: Double?)] {
    updateValues()
    beginTransaction(symbolCount: tableau.slotOfSymbol.count, recordCount: constraints.records.count)
    let ranges = probeRanges(of: variables)
    rollbackTransaction()
    // The rollback restores the tableau the values were read from.
    definitions.valuesAreCurrent = true
    return ranges
  }

  /// Probes the optimal face, moving this solver's solution as it goes.
  private mutating func probeRanges(of variables: [Variable]) -> [(lower: Double?, upper: Double?)] {
    // Every value is read at the optimum, before the first probe moves it.
    updateValues()
    let symbolCount = tableau.slotOfSymbol.count
    let rowCount = tableau.rows.count
    // The tables by symbol and by row, kept from the last report, all zero
    // (Solver+ProbeTables.swift); each taken out while in use, so that it is
    // written in place, and every entry written is noted, to be cleared.
    if probe.tables == nil { probe.tables = ProbeTablePool() }
    var tables = probe.tables!.take()
    tables.fit(symbols: symbolCount, rows: rowCount)
    #if DEBUG
      assert(tables.isClear, "the probes' kept tables were not cleared")
    #endif
    var moves: [UInt8] = []
    var movingIndex: [Int32] = []
    var rowHasOpen: [Bool] = []
    swap(&moves, &tables.moves)
    swap(&movingIndex, &tables.movingIndex)
    swap(&rowHasOpen, &tables.rowHasOpen)
    var movesWritten: [Int32] = []
    var openWritten: [Int32] = []
    swap(&movesWritten, &tables.movesWritten)
    swap(&openWritten, &tables.openWritten)

    // A symbol is free on the optimal face if it can pivot and no priority
    // level charges for it.
    // (The passes over every symbol write through buffer pointers: they
    // run after every command over every symbol ever made, and an array
    // write checks the array's uniqueness each time. `charged` and the
    // pinned table are made afresh: kept, noting each charged id to clear
    // it cost more than a new table, and a probe runs in most reports.)
    var charged = [Bool](repeating: false, count: symbolCount)
    charged.withUnsafeMutableBufferPointer { charged in
      for k in 0..<objective.levelCount where objective.priorities[k] > Strength.tieBreak.value {
        objective.forEachCharged(level: k) { charged[Int($0)] = true }
      }
    }
    func isFree(_ symbol: Symbol) -> Bool { symbol.isPivotable && !charged[Int(symbol.id)] }

    // The rows that hold a free symbol that may move, found from those
    // symbols' columns: reading every row's cells to find them cost more
    // than everything else here. The first pass finds the free symbols and
    // notes which non-basic symbols a probe must hold at zero.
    var pinnedAtOptimum = [Bool](repeating: false, count: symbolCount)
    var freeInRows: [Int] = []
    // (`isFree` spelled out on the raw tables: this loop is the one pass
    // over every symbol ever made, after every command.)
    pinnedAtOptimum.withUnsafeMutableBufferPointer { pinned in
      tableau.slotOfSymbol.withUnsafeBufferPointer { slots in
        tableau.symbolFacts.withUnsafeBufferPointer { facts in
          charged.withUnsafeBufferPointer { charged in
            for id in 0..<slots.count where slots[id] < 0 {
              if facts[id].kind == .dummy || charged[id] {
                pinned[id] = true
              } else if tableau.columns.occurrences(of: id) > 0 {
                freeInRows.append(id)
              }
            }
          }
        }
      }
    }
    var opened: [Int32] = []
    // Every column read below is read again after each command, but the
    // solver compacts a column only once it is eight times its true size
    // (`isStale`), and every rollback of the probes notes its restored rows
    // in their columns again: with probes that rarely pivot (their ranges
    // remembered), a free symbol's column grew to dozens of repeats of the
    // same rows, each searched and proved again. Compacted here once it is
    // twice its size, each read costs what the column holds.
    for id in freeInRows where Solver.isMostlyStale(count: tableau.columns.count(of: id), occurrences: tableau.columns.occurrences(of: id)) {
      compactColumn(id)
    }
    for id in freeInRows where isHeldAtZero(self.symbol(id: id), isFree: isFree) {
      moves[id] = 1
      movesWritten.append(Int32(id))
    }
    for id in freeInRows where moves[id] == 0 {
      let symbol = self.symbol(id: id)
      // A column may name slots that are gone or rows that no longer hold
      // the symbol (it is cleaned lazily): lookup checks.
      for k in 0..<tableau.columns.count(of: id) {
        let entry = tableau.columns.entry(id, k)
        let slot = Int(entry)
        if slot < rowCount && !rowHasOpen[slot] && lookup(slot, holding: symbol) != nil {
          rowHasOpen[slot] = true
          opened.append(Int32(slot))
          openWritten.append(Int32(slot))
        }
      }
    }
    // A definition moves when a row it refers to does: the definitions
    // that hold an open row's basic symbol open too, and so on, found
    // through that symbol's column (only definitions hold basic symbols).
    while let slot = opened.popLast() {
      let basic = tableau.basics[Int(slot)]
      for k in 0..<tableau.columns.count(of: Int(basic.id)) {
        let referrer = Int(tableau.columns.entry(Int(basic.id), k))
        if referrer < rowCount && !rowHasOpen[referrer] && lookup(referrer, holding: basic) != nil {
          rowHasOpen[referrer] = true
          opened.append(Int32(referrer))
          openWritten.append(Int32(referrer))
        }
      }
    }

    var pinnedYet = false
    // Every probe runs with the symbols charged at the optimum pinned.
    func startProbing() {
      guard !pinnedYet else { return }
      probe.pinned = pinnedAtOptimum
      pinnedYet = true
      definitions.valuesAreCurrent = false
      // Rows left behind must be put back: only inside a transaction.
      if journal.isActive { probe.startedAtRow = tableau.rowsMade }
    }
    func range(of symbol: Symbol, goal: Row? = nil) -> (lower: Double?, upper: Double?) {
      startProbing()
      return (extreme(of: symbol, sign: 1, goal: goal), extreme(of: symbol, sign: -1, goal: goal))
    }
    // Whether a free symbol takes more than one value on the optimal face.
    // Most do not: a tight inequality whose slack could grow at no cost is
    // usually held at zero by another tight one (a degenerate vertex). A
    // row whose free symbols all stay put is determined, without a probe
    // of its own; each free symbol is probed once, however many rows hold it.
    // The ranges of the symbols that move, as their probes found them:
    // by symbol id, 1 + the index of its range in `movingRanges` (0 for
    // none). A table by id, not a dictionary: hashing each moving symbol
    // as it was probed and again as each row read it cost more than the
    // table, after every command.
    var movingRanges: [(lower: Double?, upper: Double?)] = []
    func movingRange(_ id: Int32) -> (lower: Double?, upper: Double?)? {
      let k = movingIndex[Int(id)]
      return k == 0 ? nil : movingRanges[Int(k) - 1]
    }
    // The tableau's shape at the optimum: a probe that pivoted moves it.
    var optimumShape = tableau.shape
    var memoScratch = RangeMemoScratch()
    // Back to the optimum, where the rows below are read.
    func backToOptimum() {
      rollbackTransaction()
      definitions.valuesAreCurrent = true
      beginTransaction(symbolCount: tableau.slotOfSymbol.count, recordCount: constraints.records.count)
      probe.pinned = []
      probe.startedAtRow = nil
      pinnedYet = false
      optimumShape = tableau.shape
    }
    func isMoving(_ symbol: Symbol) -> Bool {
      let id = Int(symbol.id)
      if moves[id] != 0 { return moves[id] == 2 }
      if isHeldAtZero(symbol, isFree: isFree) {
        moves[id] = 1
        return false
      }
      // A range found before from the same component, read at the optimum
      // (Solver+RangeMemo.swift): the probes that pivoted since are rolled
      // back first, so that the component can be read there.
      if pinnedYet && tableau.shape != optimumShape { backToOptimum() }
      let keyed = charged.withUnsafeBufferPointer { rangeMemoKey(of: symbol, charged: $0, scratch: &memoScratch) }
      let r: (lower: Double?, upper: Double?)
      if keyed, let known = probe.memo?.range(of: symbol.id, key: memoScratch.key) {
        r = known
        #if DEBUG
          // Debug builds (tests, transcripts) probe anyway on tableaux
          // small enough for it, and check the remembered range is what
          // the probe finds, bit for bit.
          if tableau.rows.count <= 2000 {
            let fresh = range(of: symbol)
            assert(
              fresh.lower == known.lower && fresh.upper == known.upper,
              "remembered range \(known) of symbol \(symbol.id) differs from a probe's \(fresh)")
          }
        #endif
      } else {
        r = range(of: symbol)
        if keyed {
          if probe.memo == nil { probe.memo = RangeMemo() }
          probe.memo!.remember(symbol.id, key: memoScratch.key, range: r)
        }
      }
      // Anything beyond round-off counts as moving: the row is then probed
      // itself, exactly as without this shortcut.
      let moving = r.lower == nil || r.upper == nil || r.upper! - r.lower! > Tolerance.epsilon / 10
      moves[id] = moving ? 2 : 1
      movesWritten.append(Int32(id))
      if moving {
        movingRanges.append(r)
        movingIndex[id] = Int32(movingRanges.count)
      }
      return moving
    }
    // Definitions that move one way need no expansion, and often no probe
    // of their own (Solver+FaceSides.swift): their rows are read first,
    // and the symbols that reach them probed.
    var sides = faceSides(of: variables, rowHasOpen: rowHasOpen, tables: &tables, isFree: isFree) { moves[$0] != 1 }
    // (Probed here, not from a closure `reach` calls: in a closure every
    // probe read `self` through a copy of the whole solver.)
    for symbol in sides.oneWaySymbols { _ = isMoving(symbol) }
    sides.reach(moves: moves, movingIndex: movingIndex, movingRanges: movingRanges)
    if pinnedYet {
      // Their probes moved the solution: back to the optimum, where the
      // rows below are read. What the probes learnt of the free symbols
      // (`moves`, `movingRanges`) holds there too.
      backToOptimum()
    }

    // Everything read from the optimum itself is read before the first
    // probe moves the solution: each value, and the free symbols of its
    // row (kept in one pool, not an array per row: a layout has hundreds
    // of such rows, probed after every command).
    // A row with two free symbols or more may need a probe of its own,
    // whose goal is that row: kept as read here, since the probes do not
    // keep rows of user variables up to date (`isLeftAloneByProbe`).
    // A value whose range is known here (most are: determined) goes
    // straight into the result; only the others keep a plan, by index, and
    // are worked out below in the variables' order. (A plan per variable,
    // appended one by one, cost as much as the rest of this pass.)
    enum Plan { case row(Double, Range<Int>, goal: Int), own(Symbol) }
    var freePool: [Row.Cell] = []
    var goals: [Row] = []
    var plans: [(index: Int, plan: Plan)] = []
    // (An array, not a buffer copied into one at the end: that copy went
    // value by value and cost more than the uniqueness checks it spared.)
    var result = [(lower: Double?, upper: Double?)](repeating: (nil, nil), count: variables.count)
    for (index, variable) in variables.enumerated() {
      let value = value(of: variable)
      if let slot = slot(of: variable.symbol) {
        guard rowHasOpen[slot] else {
          result[index] = (value, value)
          continue
        }
        if let (lower, upper) = sides.range(of: slot, at: value) {
          result[index] = lower == upper ? (value, value) : (lower, upper)
          continue
        }
        let start = freePool.count
        // A definition that refers to other rows is read expanded.
        let row = tableau.refersToRows[slot] ? expanded(tableau.rows[slot]) : tableau.rows[slot]
        // Through the row's own iterator, not a closure over its buffer:
        // the closure wrote `freePool` as a captured variable, with an
        // exclusivity check each time, for every open value after every
        // command.
        for cell in row.cells where isFree(cell.symbol) { freePool.append(cell) }
        let free = start..<freePool.count
        if free.count >= 2 { goals.append(row) }
        if free.isEmpty {
          result[index] = (value, value)
        } else {
          plans.append((index, .row(value, free, goal: free.count >= 2 ? goals.count - 1 : -1)))
        }
        continue
      }
      if isFree(variable.symbol) {
        plans.append((index, .own(variable.symbol)))
      } else {
        result[index] = (value, value)
      }
    }

    // The sign the moving symbols of a row share, if they are all
    // restricted, and whether one of them is unbounded on the face.
    func sameSign(_ cells: ArraySlice<Row.Cell>) -> (sign: Double, unbounded: Bool)? {
      var sign = 0.0
      var unbounded = false
      for cell in cells where isMoving(cell.symbol) {
        guard cell.symbol.isRestricted, let r = movingRange(cell.symbol.id) else { return nil }
        let s: Double = cell.coefficient > 0 ? 1 : -1
        if sign == 0 { sign = s } else if sign != s { return nil }
        if r.upper == nil { unbounded = true }
      }
      return sign == 0 ? nil : (sign, unbounded)
    }
    for (index, plan) in plans {
      let variable = variables[index]
      switch plan {
      case .row(let value, let free, let goal):
        // On the face every other symbol of the row is constant (pinned
        // at zero, or free but held there), so with one moving symbol `s`
        // the variable is `value + a × s` and its range is the image of
        // s's range, already probed: no probe of its own. (A card's x and
        // width, and its neighbour's width, all move with one slack.)
        var moving: Row.Cell?
        var movingCount = 0
        for cell in freePool[free] where isMoving(cell.symbol) {
          moving = cell
          movingCount += 1
          if movingCount > 1 { break }
        }
        if movingCount == 0 {
          result[index] = (value, value)
        } else if movingCount == 1, let cell = moving, let r = movingRange(cell.symbol.id) {
          let a = cell.coefficient
          let ends = (r.lower.map { value + a * $0 }, r.upper.map { value + a * $0 })
          result[index] = a > 0 ? (ends.0, ends.1) : (ends.1, ends.0)
        } else if let side = sameSign(freePool[free]) {
          // Every moving symbol is a slack or error (at zero now, never
          // below) with the same sign in the row: the variable cannot move
          // the other way, so that end is its value; and if one of them
          // rises without bound, so does the variable. A row of views that
          // only have minimum widths held a slack per view before it, and
          // probing each x both ways cost a fifth of a second a command.
          // (The moving symbols may all have been probed before the
          // return to the optimum, so this may be the first probe since.)
          if !side.unbounded { startProbing() }
          let far = side.unbounded ? nil : extreme(of: variable.symbol, sign: -side.sign, goal: goals[goal])
          result[index] = side.sign > 0 ? (value, far) : (far, value)
        } else {
          result[index] = range(of: variable.symbol, goal: goals[goal])
        }
      case .own(let symbol):
        result[index] = range(of: symbol)
      }
    }
    probe.pinned = []
    probe.startedAtRow = nil
    // The kept tables back, cleared where written, for the next report.
    sides.giveBack(to: &tables)
    swap(&moves, &tables.moves)
    swap(&movingIndex, &tables.movingIndex)
    swap(&rowHasOpen, &tables.rowHasOpen)
    swap(&movesWritten, &tables.movesWritten)
    swap(&openWritten, &tables.openWritten)
    tables.clear()
    probe.tables!.give(tables)
    return result
  }

  /// Whether one row proves that the free, restricted, non-basic `symbol`
  /// cannot leave zero on the optimal face, so that no simplex run is
  /// needed to show it.
  ///
  /// The proof is a row whose basic symbol may not go below zero (a slack
  /// or error) or leave it (a dummy), sits at zero, and falls as `symbol`
  /// rises, while none of the row's other symbols can lift it: each is
  /// pinned at zero, or is restricted with a coefficient that is not
  /// positive. Then `symbol` > 0 would push the basic symbol below zero.
  /// This is the usual case in a layout (a tight inequality whose slack
  /// another tight one holds), and it spares the two simplex runs, and the
  /// rollback of their pivots, that `range(of:)` costs.
  private func isHeldAtZero(_ symbol: Symbol, isFree: (Symbol) -> Bool) -> Bool {
    guard symbol.isRestricted else { return false }
    for k in 0..<tableau.columns.count(of: Int(symbol.id)) {
      let entry = tableau.columns.entry(Int(symbol.id), k)
      let slot = Int(entry)
      guard let i = lookup(slot, holding: symbol) else { continue }
      let row = tableau.rows[slot]
      let c = row.cells[i].coefficient
      let basic = tableau.basics[slot]
      guard c < 0, basic.isRestricted || basic.kind == .dummy else { continue }
      // Round-off: the slack left must not let `symbol` move more than
      // what `isMoving` counts as staying put.
      guard row.constant >= -Tolerance.epsilon, row.constant / -c <= Tolerance.epsilon / 10 else { continue }
      let holds = row.cells.allSatisfy { cell in
        cell.symbol == symbol || !isFree(cell.symbol) || (cell.symbol.isRestricted && cell.coefficient <= 0)
      }
      if holds { return true }
    }
    return false
  }

  /// Whether a column of `count` entries, for a symbol that `occurrences`
  /// rows hold, is more than twice that (and 4 entries) long: compacted
  /// before the probes read it (see `probeRanges`). Compaction keeps the
  /// first of each row's entries, in order, so it changes no pass's
  /// result: every pass skips stale entries, and a repeat is either
  /// skipped (visit marks, the substitution) or gives the same row again
  /// to a choice that breaks ties by basic id (the ratio tests).
  @inline(__always)
  static func isMostlyStale(count: Int, occurrences: Int32) -> Bool { count > 2 &* Int(occurrences) &+ 4 }

  /// Minimises `sign × symbol` over the optimal face; nil when unbounded.
  ///
  /// `row` is the symbol's row as read at the optimum, before any probe
  /// pivoted: required for a user variable, whose row the probes leave
  /// behind.
  private mutating func extreme(of symbol: Symbol, sign: Double, goal row: Row?) -> Double? {
    var goal = Row()
    if let row {
      // Written in the symbols that were non-basic at the optimum; those
      // the probes made basic since are replaced by their rows, which are
      // restricted rows or rows a probe pivoted, all kept up to date.
      goal.constant = sign * row.constant
      var basic: [(slot: Int, coefficient: Double)] = []
      for cell in row.cells {
        if let slot = slot(of: cell.symbol) {
          basic.append((slot, cell.coefficient))
        } else {
          goal.cells.append(Row.Cell(symbol: cell.symbol, coefficient: sign * cell.coefficient))
        }
      }
      for (slot, coefficient) in basic { goal.add(tableau.rows[slot], times: sign * coefficient) }
    } else if let slot = slot(of: symbol) {
      precondition(!isLeftAloneByProbe(slot), "a user variable's goal is read before the probes")
      goal.add(tableau.refersToRows[slot] ? expanded(tableau.rows[slot]) : tableau.rows[slot], times: sign)
    } else {
      goal.add(sign, for: symbol)
    }
    probe.auxiliary = goal
    defer { probe.auxiliary = nil }
    guard optimize(.auxiliary) else { return nil }
    let value: Double
    if row != nil {
      // The goal is `sign × symbol` throughout, so its constant, with
      // every non-basic symbol at zero, is the value times `sign`.
      value = sign * probe.auxiliary!.constant
    } else if let slot = slot(of: symbol) {
      // The symbol may be a slack or an error: read its row, not the cache.
      value = evaluate(slot: slot)
    } else {
      return 0
    }
    return Tolerance.isZero(value) ? 0 : value
  }

  func symbol(id: Int) -> Symbol {
    // Only the kind matters to `isPivotable`; recover it from the owner table.
    Symbol(id: Int32(id), kind: tableau.symbolFacts[id].kind)
  }
}
