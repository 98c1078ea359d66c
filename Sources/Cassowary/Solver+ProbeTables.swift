import Synchronization

// The tables the ambiguity probes (Solver+Ambiguity.swift) index by symbol
// id or by row slot, kept from one report to the next.
//
// A report probes after every command, and each time these tables were
// made afresh, sized by every symbol ever made and every row: three of
// them by symbol, five by row, each filled value by value (about a tenth of a
// million instructions a report on a list of 143 cards, before a single
// value was read). Kept here, each is all zero between reports, and a
// report puts back to zero only the entries it wrote, which it notes as it
// writes them: what it reads is what fresh tables would have held.

extension Solver {
  /// The probes' tables, all zero (false, `.unknown`, NaN) between reports.
  struct ProbeTables: Sendable {
    /// By symbol id: 0 not known, 1 stays put, 2 moves (see `probeRanges`).
    var moves: [UInt8] = []
    /// By symbol id: 1 + the index of a moving symbol's range, 0 for none.
    var movingIndex: [Int32] = []
    /// By symbol id: 0 not checked, 1 boxed, 2 not (`FaceSides`).
    var boxed: [UInt8] = []
    /// By slot: the row holds a free symbol that may move, or refers to a
    /// row that does.
    var rowHasOpen: [Bool] = []
    /// By slot: `FaceSides`' side, reach and pooled ranges of each row.
    var side: [FaceSide] = []
    var reaches: [Double] = []
    var start: [(free: Int32, child: Int32)] = []
    var end: [(free: Int32, child: Int32)] = []

    /// The entries written since the tables were last cleared: symbol ids
    /// (`moves` and `movingIndex`) and slots (`rowHasOpen`).
    /// `FaceSides` clears its own (`side`, `reaches`, `boxed`); `start` and
    /// `end` are only read where `side` was written in the same report.
    var movesWritten: [Int32] = []
    var openWritten: [Int32] = []

    /// Grows the tables, with zeros, to `symbols` symbol ids and `rows`
    /// slots. (Never shrunk: reads are bounded by the tableau's counts.)
    mutating func fit(symbols: Int, rows: Int) {
      if moves.count < symbols {
        let more = symbols - moves.count
        moves.append(contentsOf: repeatElement(0, count: more))
        movingIndex.append(contentsOf: repeatElement(0, count: more))
        boxed.append(contentsOf: repeatElement(0, count: more))
      }
      if rowHasOpen.count < rows {
        let more = rows - rowHasOpen.count
        rowHasOpen.append(contentsOf: repeatElement(false, count: more))
        side.append(contentsOf: repeatElement(.unknown, count: more))
        reaches.append(contentsOf: repeatElement(.nan, count: more))
        start.append(contentsOf: repeatElement((free: Int32(0), child: Int32(0)), count: more))
        end.append(contentsOf: repeatElement((free: Int32(0), child: Int32(0)), count: more))
      }
    }

    /// Puts every entry the lists name back to zero, and empties them.
    mutating func clear() {
      for id in movesWritten {
        moves[Int(id)] = 0
        movingIndex[Int(id)] = 0
      }
      for slot in openWritten { rowHasOpen[Int(slot)] = false }
      movesWritten.removeAll(keepingCapacity: true)
      openWritten.removeAll(keepingCapacity: true)
    }

    #if DEBUG
      /// Whether every entry is zero, as between reports (debug checks).
      var isClear: Bool {
        !moves.contains { $0 != 0 } && !movingIndex.contains { $0 != 0 }
          && !boxed.contains { $0 != 0 } && !rowHasOpen.contains(true) && !side.contains { $0 != .unknown }
          && !reaches.contains { !$0.isNaN }
      }
    #endif
  }

  /// Where the probes' tables wait between reports: a reference, shared by
  /// every copy of the solver like the range memo (a table inside the
  /// solver's value would be copied whole at the first write after the
  /// session copied the layout). Behind a lock, since copies may live on
  /// other threads; a report that finds the tables taken makes its own.
  final class ProbeTablePool: Sendable {
    private let kept = Mutex<ProbeTables?>(nil)

    /// The kept tables (all zero), or new empty ones if none are kept.
    func take() -> ProbeTables {
      kept.withLock { kept in
        let tables = kept ?? ProbeTables()
        kept = nil
        return tables
      }
    }

    /// Keeps `tables`, which must be all zero again, for the next report.
    func give(_ tables: ProbeTables) {
      kept.withLock { $0 = tables }
    }
  }
}
