/// One row of the tableau: `constant + Σ coefficient·symbol`.
///
/// Before it has a subject a row reads `0 = constant + Σ…`; once it is stored
/// under a basic symbol `b` it reads `b = constant + Σ…`. Cells are kept sorted
/// by symbol id (kiwi's sorted-vector idea), so iteration order, and with it
/// every pivot choice, is deterministic, and two rows merge in one linear pass.
@usableFromInline
struct Row: Sendable {
  struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
  }

  @usableFromInline var constant: Double
  var cells: CellArray

  init(constant: Double = 0) {
    self.constant = constant
    self.cells = CellArray()
  }

  /// Where `symbol` is, or where it would be inserted.
  @inline(__always)
  func index(of symbol: Symbol) -> (found: Bool, index: Int) {
    cells.withUnsafeBufferPointer { Row.search($0, symbol.id) }
  }

  @inline(__always)
  static func search(_ cells: UnsafeBufferPointer<Cell>, _ id: Int32) -> (found: Bool, index: Int) {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low &+ high) >> 1
      let midID = cells[mid].symbol.id
      if midID == id { return (true, mid) }
      if midID < id { low = mid &+ 1 } else { high = mid }
    }
    return (false, low)
  }

  func coefficient(for symbol: Symbol) -> Double {
    let (found, i) = index(of: symbol)
    return found ? cells[i].coefficient : 0
  }

  func contains(_ symbol: Symbol) -> Bool { index(of: symbol).found }

  /// The coefficient of `symbol`, or nil when it is not in the row. Looks
  /// at the last two cells first: the symbols of a recently made constraint
  /// (an edit's two errors, say) have the highest ids and sit there.
  @inline(__always)
  func coefficientIfPresent(_ symbol: Symbol) -> Double? {
    cells.withUnsafeBufferPointer { cells in
      let n = cells.count
      guard n > 0 else { return nil }
      let id = symbol.id
      let last = cells[n &- 1].symbol.id
      if last == id { return cells[n &- 1].coefficient }
      if last < id { return nil }
      if n > 1 && cells[n &- 2].symbol.id == id { return cells[n &- 2].coefficient }
      let (found, i) = Row.search(cells, id)
      return found ? cells[i].coefficient : nil
    }
  }

  /// Adds `coefficient` to the cell of `symbol`, dropping it if it cancels.
  mutating func add(_ coefficient: Double, for symbol: Symbol) {
    // A new constraint's markers are the newest symbols: they go at the end,
    // where an append costs less than the general insert.
    if cells.isEmpty || symbol.id > cells[cells.count &- 1].symbol.id {
      if !Tolerance.isZero(coefficient) { cells.append(Cell(symbol: symbol, coefficient: coefficient)) }
      return
    }
    let (found, i) = index(of: symbol)
    if found {
      let sum = cells[i].coefficient + coefficient
      if Tolerance.isZero(sum) {
        cells.remove(at: i)
      } else {
        cells[i].coefficient = sum
      }
    } else if !Tolerance.isZero(coefficient) {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
    }
  }

  /// Adds `factor × other` to this row, constant included.
  ///
  /// - Complexity: O(length + other's length).
  mutating func add(_ other: Row, times factor: Double) {
    constant += other.constant * factor
    if Row.isShort(other.cells.count, comparedTo: cells.count) {
      for cell in other.cells { add(cell.coefficient * factor, for: cell.symbol) }
    } else {
      cells = other.cells.withUnsafeBufferPointer {
        Row.merge(cells, skipping: -1, $0, times: factor, inserted: { _ in }, cancelled: { _ in })
      }
    }
  }

  /// Whether adding a row of `count` cells to one of `target` cells is
  /// cheaper cell by cell (a binary search each, in place) than by a merge
  /// that copies the whole target. Objective rows are long (a cell per
  /// symbol any error depends on) and a pivot row is short, so on edits
  /// this decides most of the cost of a dual pivot.
  @inline(__always)
  static func isShort(_ count: Int, comparedTo target: Int) -> Bool {
    count &* 64 < target
  }

  /// `a + factor × b`, leaving out `a[skip]` (pass -1 to keep everything)
  /// and cells that cancel, in one linear pass.
  ///
  /// `inserted` sees each symbol of `b` that was not in `a`; `cancelled` each
  /// symbol of `a` that dropped out. The tableau uses them to keep its column
  /// index exact without a second pass.
  ///
  /// The result is written through raw pointers into a buffer of the worst
  /// case size: one allocation, no per-cell capacity or uniqueness checks
  /// (appending cell by cell cost about 50 instructions a cell).
  @inline(__always)
  static func merge(
    _ a: CellArray, skipping skip: Int, _ b: UnsafeBufferPointer<Cell>, times factor: Double,
    inserted: (Symbol) -> Void, cancelled: (Symbol) -> Void
  ) -> CellArray {
    CellArray(capacity: a.count &+ b.count) { out in
      a.withUnsafeBufferPointer { a in
        mergeForward(into: out, a, skipping: skip, b, times: factor, inserted: inserted, cancelled: cancelled)
      }
    }
  }

  /// The pass of `merge`: writes `a + factor × b` (without `a[skip]`) to
  /// `o`, which has room for both and overlaps neither, and returns how
  /// many cells it wrote.
  @inline(__always)
  static func mergeForward(
    into o: UnsafeMutablePointer<Cell>, _ a: UnsafeBufferPointer<Cell>, skipping skip: Int,
    _ b: UnsafeBufferPointer<Cell>, times factor: Double,
    inserted: (Symbol) -> Void, cancelled: (Symbol) -> Void
  ) -> Int {
    var n = 0
    var i = 0
    var j = 0
    let na = a.count
    let nb = b.count
    while i < na && j < nb {
      if i == skip {
        i &+= 1
        continue
      }
      let ai = a[i].symbol.id
      let bj = b[j].symbol.id
      if ai < bj {
        (o + n).initialize(to: a[i])
        n &+= 1
        i &+= 1
      } else if bj < ai {
        let c = b[j].coefficient * factor
        if !Tolerance.isZero(c) {
          (o + n).initialize(to: Cell(symbol: b[j].symbol, coefficient: c))
          n &+= 1
          inserted(b[j].symbol)
        }
        j &+= 1
      } else {
        let c = a[i].coefficient + b[j].coefficient * factor
        if Tolerance.isZero(c) {
          cancelled(a[i].symbol)
        } else {
          (o + n).initialize(to: Cell(symbol: a[i].symbol, coefficient: c))
          n &+= 1
        }
        i &+= 1
        j &+= 1
      }
    }
    while i < na {
      if i != skip {
        (o + n).initialize(to: a[i])
        n &+= 1
      }
      i &+= 1
    }
    while j < nb {
      let c = b[j].coefficient * factor
      if !Tolerance.isZero(c) {
        (o + n).initialize(to: Cell(symbol: b[j].symbol, coefficient: c))
        n &+= 1
        inserted(b[j].symbol)
      }
      j &+= 1
    }
    return n
  }

  /// `fa × a + fb × b` in one linear pass, dropping cells that cancel,
  /// with capacity for `room` more cells. `merge` with a scale for `a`
  /// would do, but that scale on the pivots' hot path cost 3% of a
  /// 1,000-view grid's build (w1k 244.4 M -> 251.6 M), so it stays apart.
  ///
  /// The sum is written on the stack and copied into a buffer of its own
  /// size plus `room`: the rows of a layout's neighbouring edges cancel
  /// (W4: sums of about 14 cells leave about 7), and a buffer made for
  /// both rows kept that difference for good, memory that a new solver
  /// touches page by page.
  static func sum(_ a: CellArray, _ fa: Double, _ b: CellArray, _ fb: Double, room: Int) -> CellArray {
    // The rows are read through pointers taken before the scratch is.
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        withUnsafeTemporaryAllocation(of: Cell.self, capacity: a.count &+ b.count) { scratch in
          let out = scratch.baseAddress.unsafelyUnwrapped
          let n = sum(into: out, a, fa, b, fb)
          return CellArray(capacity: n &+ room) { o in
            o.initialize(from: out, count: n)
            return n
          }
        }
      }
    }
  }

  /// The pass of `sum`: writes `fa × a + fb × b` to `o`, which has room
  /// for both, and returns how many cells it wrote.
  @inline(__always)
  private static func sum(
    into o: UnsafeMutablePointer<Cell>, _ a: UnsafeBufferPointer<Cell>, _ fa: Double, _ b: UnsafeBufferPointer<Cell>,
    _ fb: Double
  ) -> Int {
    var n = 0
    var i = 0
    var j = 0
    @inline(__always) func put(_ symbol: Symbol, _ c: Double) {
      if !Tolerance.isZero(c) {
        (o + n).initialize(to: Cell(symbol: symbol, coefficient: c))
        n &+= 1
      }
    }
    while i < a.count && j < b.count {
      let ai = a[i].symbol.id
      let bj = b[j].symbol.id
      if ai < bj {
        put(a[i].symbol, a[i].coefficient * fa)
        i &+= 1
      } else if bj < ai {
        put(b[j].symbol, b[j].coefficient * fb)
        j &+= 1
      } else {
        put(a[i].symbol, a[i].coefficient * fa + b[j].coefficient * fb)
        i &+= 1
        j &+= 1
      }
    }
    while i < a.count {
      put(a[i].symbol, a[i].coefficient * fa)
      i &+= 1
    }
    while j < b.count {
      put(b[j].symbol, b[j].coefficient * fb)
      j &+= 1
    }
    return n
  }

  /// `merge` for a short row, in place: the same result, without the
  /// fresh array, whose malloc and free cost more than merging a dozen
  /// cells (a small layout's every pivot). The row is grown by `b.count`
  /// unwritten cells and merged from the back (`mergeBackward`). Long rows
  /// keep `merge`: there the extra passes cost more than the allocation.
  @inline(__always)
  mutating func mergeInPlace(
    skipping skip: Int, _ b: UnsafeBufferPointer<Cell>, times factor: Double,
    inserted: (Symbol) -> Void, cancelled: (Symbol) -> Void
  ) {
    Row.mergeInPlace(&cells, skipping: skip, b, times: factor, inserted: inserted, cancelled: cancelled)
  }

  /// `mergeInPlace` on bare cells, for a caller that holds them in place
  /// in the tableau.
  @inline(__always)
  static func mergeInPlace(
    _ cells: inout CellArray, skipping skip: Int, _ b: UnsafeBufferPointer<Cell>, times factor: Double,
    inserted: (Symbol) -> Void, cancelled: (Symbol) -> Void
  ) {
    if cells.hasRoom(b.count) {
      cells.rewriteInRoom { o, na in
        mergeBackward(o, count: na, skipping: skip, b, times: factor, inserted: inserted, cancelled: cancelled)
      }
      return
    }
    // No room for the worst case (every cell of `b` new). Growing the
    // buffer to twice that kept most rows of a small layout at four to
    // five times their cells (W4: 3,606 cells of room for 770), memory a
    // new solver touches page by page. The merge goes to the stack
    // instead, and the row keeps its buffer when the result fits, or
    // takes one sized for the result. Same cells, same order: only the
    // room differs.
    cells.rebuild(bound: cells.count &+ b.count, room: b.count) { a, out in
      mergeForward(into: out, a, skipping: skip, b, times: factor, inserted: inserted, cancelled: cancelled)
    }
  }

  /// The pass of `mergeInPlace`: `o` holds `na` cells and has room for
  /// `na + b.count`; the merge is written from the back, so nothing unread
  /// is overwritten, and the merged tail then closes the gap that
  /// cancelled, shared and skipped cells left. `b` must not overlap `o`.
  /// Returns the merged count.
  @inline(__always)
  static func mergeBackward(
    _ o: UnsafeMutablePointer<Cell>, count na: Int, skipping skip: Int, _ b: UnsafeBufferPointer<Cell>,
    times factor: Double, inserted: (Symbol) -> Void, cancelled: (Symbol) -> Void
  ) -> Int {
    let nb = b.count
    let total = na &+ nb
    var i = na &- 1
    var j = nb &- 1
    var w = total &- 1
    // The cells after the skipped one (all of them when none is), then
    // those before it, then what is left of `b`: no test for the skipped
    // cell or for either end inside the loops (the skip test alone was a
    // tenth of a small layout's merge).
    while j >= 0 && i > skip {
      let bj = b[j].symbol.id
      let ai = o[i].symbol.id
      if ai > bj {
        o[w] = o[i]
        w &-= 1
        i &-= 1
      } else if ai == bj {
        let c = o[i].coefficient + b[j].coefficient * factor
        if Tolerance.isZero(c) {
          cancelled(o[i].symbol)
        } else {
          o[w] = Cell(symbol: o[i].symbol, coefficient: c)
          w &-= 1
        }
        i &-= 1
        j &-= 1
      } else {
        let c = b[j].coefficient * factor
        if !Tolerance.isZero(c) {
          o[w] = Cell(symbol: b[j].symbol, coefficient: c)
          w &-= 1
          inserted(b[j].symbol)
        }
        j &-= 1
      }
    }
    if j >= 0 && skip >= 0 {
      i = skip &- 1  // step over the skipped cell, whose symbol `b` lacks
      while j >= 0 && i >= 0 {
        let bj = b[j].symbol.id
        let ai = o[i].symbol.id
        if ai > bj {
          o[w] = o[i]
          w &-= 1
          i &-= 1
        } else if ai == bj {
          let c = o[i].coefficient + b[j].coefficient * factor
          if Tolerance.isZero(c) {
            cancelled(o[i].symbol)
          } else {
            o[w] = Cell(symbol: o[i].symbol, coefficient: c)
            w &-= 1
          }
          i &-= 1
          j &-= 1
        } else {
          let c = b[j].coefficient * factor
          if !Tolerance.isZero(c) {
            o[w] = Cell(symbol: b[j].symbol, coefficient: c)
            w &-= 1
            inserted(b[j].symbol)
          }
          j &-= 1
        }
      }
    }
    while j >= 0 {
      let c = b[j].coefficient * factor
      if !Tolerance.isZero(c) {
        o[w] = Cell(symbol: b[j].symbol, coefficient: c)
        w &-= 1
        inserted(b[j].symbol)
      }
      j &-= 1
    }
    // The front left over stays where it is, but for the skipped cell.
    if skip >= 0 && skip <= i {
      while i > skip {
        o[w] = o[i]
        w &-= 1
        i &-= 1
      }
      i &-= 1
    }
    let gap = w &- i
    if gap > 0 {
      let tail = w &+ 1
      (o + (i &+ 1)).update(from: o + tail, count: total &- tail)
    }
    return total &- gap
  }

  mutating func reverseSign() {
    constant = -constant
    cells.withUnsafeMutableBufferPointer { c in
      for i in c.indices { c[i].coefficient = -c[i].coefficient }
    }
  }

  /// Turns `0 = constant + a·symbol + rest` into `symbol = (constant + rest) / -a`.
  ///
  /// - Precondition: `symbol` is in the row.
  mutating func solve(for symbol: Symbol) {
    let (found, i) = index(of: symbol)
    precondition(found, "solve(for:) needs a symbol that is in the row")
    let factor = -1.0 / cells[i].coefficient
    constant *= factor
    // Scaling and closing the gap in one pass: the subject is usually near
    // the front (variables are made before the slacks and errors of the
    // rows that use them), so a separate remove(at:) moved nearly the
    // whole row (4.5% of a 1,000-view grid's build). One rewrite, one
    // ownership check: a separate `removeLast` checked it again.
    cells.rewrite(room: 0) { c, n in
      for k in 0..<i { c[k].coefficient *= factor }
      var k = i &+ 1
      while k < n {
        c[k &- 1] = Cell(symbol: c[k].symbol, coefficient: c[k].coefficient * factor)
        k &+= 1
      }
      return n &- 1
    }
  }

  /// Turns `lhs = constant + a·rhs + rest` into `rhs = …` (a pivot).
  ///
  /// One pass: the cells between where `rhs` leaves and `lhs` goes in
  /// shift by one place. Removing one and inserting the other moved every
  /// cell after each (on a 1,000-view grid's long rows, memmove was a
  /// tenth of the build).
  mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
    let (found, i) = index(of: rhs)
    let (lhsFound, j) = index(of: lhs)
    precondition(found, "solve(for:) needs a symbol that is in the row")
    guard !lhsFound else {
      add(-1.0, for: lhs)
      solve(for: rhs)
      return
    }
    let factor = -1.0 / cells[i].coefficient
    constant *= factor
    cells.withUnsafeMutableBufferPointer { c in
      // `j` is where lhs would be inserted among the cells, rhs included.
      let target: Int
      if j <= i {
        var k = i
        while k > j {
          c[k] = c[k &- 1]
          k &-= 1
        }
        target = j
      } else {
        var k = i
        while k < j &- 1 {
          c[k] = c[k &+ 1]
          k &+= 1
        }
        target = j &- 1
      }
      c[target] = Cell(symbol: lhs, coefficient: -1)
      for k in c.indices { c[k].coefficient *= factor }
    }
  }

  /// Replaces `symbol` by the expression `row` wherever it occurs.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    let (found, i) = index(of: symbol)
    guard found else { return }
    let coefficient = cells[i].coefficient
    constant += row.constant * coefficient
    if Row.isShort(row.cells.count, comparedTo: cells.count) {
      cells.remove(at: i)
      for cell in row.cells { add(cell.coefficient * coefficient, for: cell.symbol) }
    } else {
      cells = row.cells.withUnsafeBufferPointer {
        Row.merge(cells, skipping: i, $0, times: coefficient, inserted: { _ in }, cancelled: { _ in })
      }
    }
  }
}
