/// One row of the tableau: `constant + Σ coefficient·symbol`.
///
/// Before it has a subject a row reads `0 = constant + Σ…`; once it is stored
/// under a basic symbol `b` it reads `b = constant + Σ…`. Cells are kept sorted
/// by symbol id (kiwi's sorted-vector idea), so iteration order, and with it
/// every pivot choice, is deterministic.
struct Row: Sendable {
  struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
  }

  var constant: Double
  var cells: [Cell]

  init(constant: Double = 0) {
    self.constant = constant
    self.cells = []
  }

  @inline(__always)
  private func index(of symbol: Symbol) -> (found: Bool, index: Int) {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      let id = cells[mid].symbol.id
      if id == symbol.id { return (true, mid) }
      if id < symbol.id { low = mid + 1 } else { high = mid }
    }
    return (false, low)
  }

  func coefficient(for symbol: Symbol) -> Double {
    let (found, i) = index(of: symbol)
    return found ? cells[i].coefficient : 0
  }

  /// Adds `coefficient` to the cell of `symbol`, dropping it if it cancels.
  mutating func add(_ coefficient: Double, for symbol: Symbol) {
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
  mutating func add(_ other: Row, times factor: Double) {
    constant += other.constant * factor
    if other.cells.count <= 4 {
      // Short rows (the common case in layouts) merge in place.
      for cell in other.cells { add(cell.coefficient * factor, for: cell.symbol) }
      return
    }
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    var i = 0
    var j = 0
    while i < cells.count || j < other.cells.count {
      if j == other.cells.count || (i < cells.count && cells[i].symbol.id < other.cells[j].symbol.id) {
        merged.append(cells[i])
        i += 1
      } else if i == cells.count || other.cells[j].symbol.id < cells[i].symbol.id {
        let c = other.cells[j].coefficient * factor
        if !Tolerance.isZero(c) { merged.append(Cell(symbol: other.cells[j].symbol, coefficient: c)) }
        j += 1
      } else {
        let c = cells[i].coefficient + other.cells[j].coefficient * factor
        if !Tolerance.isZero(c) { merged.append(Cell(symbol: cells[i].symbol, coefficient: c)) }
        i += 1
        j += 1
      }
    }
    cells = merged
  }

  mutating func remove(_ symbol: Symbol) {
    let (found, i) = index(of: symbol)
    if found { cells.remove(at: i) }
  }

  mutating func reverseSign() {
    constant = -constant
    for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
  }

  /// Turns `0 = constant + a·symbol + rest` into `symbol = (constant + rest) / -a`.
  ///
  /// - Precondition: `symbol` is in the row.
  mutating func solve(for symbol: Symbol) {
    let (found, i) = index(of: symbol)
    precondition(found, "solve(for:) needs a symbol that is in the row")
    let factor = -1.0 / cells[i].coefficient
    cells.remove(at: i)
    constant *= factor
    for k in cells.indices { cells[k].coefficient *= factor }
  }

  /// Turns `lhs = constant + a·rhs + rest` into `rhs = …` (a pivot).
  mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
    add(-1.0, for: lhs)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the expression `row` wherever it occurs.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    let (found, i) = index(of: symbol)
    guard found else { return }
    let coefficient = cells[i].coefficient
    cells.remove(at: i)
    add(row, times: coefficient)
  }
}
