// The tableau's size, for benchmarks that ask what bounds memory and time:
// a layout whose rows fill in (a long chain written in terms of every
// height above it) costs in proportion to its cells, not its constraints.

extension Solver {
  /// What ``statistics`` reports (a public type).
  public struct Statistics: Sendable, Equatable {
    /// Rows in the tableau (basic symbols).
    public var rows: Int
    /// Non-zero cells over all rows.
    public var cells: Int
    /// The cells of the longest row.
    public var longestRow: Int
    /// Symbols ever made; per-symbol tables are this long.
    public var symbols: Int
    /// Cells the rows have room for: what their buffers cost (16 bytes each).
    public var cellCapacity: Int
    /// Entries carved from the column index's buffer, in use or released (4 bytes each).
    public var columnEntries: Int
    /// Rows rewritten by substitution since the solver was made: the work of pivoting.
    public var substitutions: Int
    /// Pivots since the solver was made, by either simplex.
    public var pivots: Int = 0
    /// The pivots of ``pivots`` that the dual simplex made (required rows
    /// added without a subject, constant changes, suggestions).
    public var dualPivots: Int = 0
    /// Cells by the kind of their symbol: external, slack, error, dummy.
    public var cellsByKind: [Int] = [0, 0, 0, 0]
    /// Cells by the kind of the row's basic symbol.
    public var cellsByBasicKind: [Int] = [0, 0, 0, 0]
  }

  /// The body of ``statistics``.
  func measureStatistics() -> Statistics {
    var result = Statistics(
      rows: 0, cells: 0, longestRow: 0, symbols: symbolCount, cellCapacity: 0,
      columnEntries: tableau.columns.carvedEntries, substitutions: tableau.substitutionCount,
      pivots: tableau.pivotCount, dualPivots: tableau.dualPivotCount)
    for slot in tableau.rows.indices where tableau.basics[slot] != .invalid {
      result.rows += 1
      result.cells += tableau.rows[slot].cells.count
      for cell in tableau.rows[slot].cells { result.cellsByKind[Int(cell.symbol.kind.rawValue)] += 1 }
      result.cellsByBasicKind[Int(tableau.basics[slot].kind.rawValue)] += tableau.rows[slot].cells.count
      result.cellCapacity += tableau.rows[slot].cells.capacity
      result.longestRow = max(result.longestRow, tableau.rows[slot].cells.count)
    }
    return result
  }
}
