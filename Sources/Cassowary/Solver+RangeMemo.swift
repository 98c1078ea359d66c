import Synchronization

// The range of a free symbol on the optimal face, remembered by what it
// depends on, so that a report after a command that left that part of the
// tableau as it was does not run its two simplex probes again.
//
// Why a symbol's range depends on little: the probe minimises and
// maximises the symbol over the face, the points where every charged
// symbol and every dummy stays at zero and every slack and error row stays
// at or above zero. Only the restricted rows that hold the symbol, the free
// symbols of those rows, the restricted rows that hold those, and so on (its
// *component*) can block it: a row outside holds none of the symbols that
// move, so it stays at its constant, and the rows of user variables never
// block. The simplex that finds each end reads and pivots those rows only,
// choosing by their coefficients and constants and breaking ties by symbol
// id. So when the component, read at the optimum, is the same (the same
// rows by basic symbol, with bit for bit the same constants and the same
// free cells), the probe would find the same range: it is taken from here.
//
// What it saves: a list of cards keeps, in each card, a free slack that
// moves (a title and an avatar hugging at the same priority share the
// room). A height constant or a title's new text changes one card's
// component, and a rotation leaves each card's component as it was at the
// same window size two rotations before: the probes of every other card
// were most of a report's ambiguity work.

extension Solver {
  /// Ranges of free symbols found by probes, with the components they were
  /// found from.
  ///
  /// A reference, shared by every copy of the solver: what it holds is true
  /// of any tableau whose component reads the same, whichever copy found
  /// it. As a value inside the solver, the session's second copy of the
  /// layout (the one a refused command goes back to) made the first probe
  /// after every command copy the whole table, which cost more than the
  /// probes it saved. Behind a lock, since copies may live on other threads.
  final class RangeMemo: Sendable {
    /// The component a range was found from (see `rangeMemoKey`) and the range.
    struct Entry: Sendable {
      var key: [UInt64]
      var range: (lower: Double?, upper: Double?)
    }
    struct Table: Sendable {
      /// By symbol id: the latest entries, newest first, at most `depth`.
      var entries: [Int32: [Entry]] = [:]
      var hits = 0
      var misses = 0
    }
    private let table = Mutex(Table())
    /// Two, so that a layout switching between two states (portrait and
    /// landscape) finds both.
    static let depth = 2
    /// A component larger than this is probed, not remembered: reading it
    /// would cost as much as the probe.
    static let rowLimit = 64

    /// Ranges taken from here, and ranges probed and remembered (tests
    /// read them).
    var hits: Int { table.withLock { $0.hits } }
    var misses: Int { table.withLock { $0.misses } }

    /// The range remembered for `symbol` with this component, if any
    /// (counted as a hit).
    func range(of symbol: Int32, key: [UInt64]) -> (lower: Double?, upper: Double?)? {
      table.withLock { table in
        guard let list = table.entries[symbol] else { return nil }
        for entry in list where entry.key == key {
          table.hits &+= 1
          return entry.range
        }
        return nil
      }
    }

    /// Remembers a probe's result, dropping the oldest beyond `depth`.
    func remember(_ symbol: Int32, key: [UInt64], range: (lower: Double?, upper: Double?)) {
      table.withLock { table in
        table.misses &+= 1
        var list = table.entries.removeValue(forKey: symbol) ?? []
        list.insert(Entry(key: key, range: range), at: 0)
        if list.count > RangeMemo.depth { list.removeLast(list.count - RangeMemo.depth) }
        table.entries[symbol] = list
      }
    }
  }

  /// What the probe of the free, non-basic `symbol` depends on, read from
  /// the tableau as it stands (it must be the optimum, before any probe
  /// pivoted): the symbol, then each restricted or dummy row of its
  /// component in order of basic symbol, as its basic symbol with its count
  /// of free cells, its constant and its free cells. Written into
  /// `scratch.key`; false (the key left unusable) when the component is
  /// larger than `RangeMemo.rowLimit` rows.
  ///
  /// `charged`, by symbol id: the symbols a priority level charges for
  /// (pinned, as dummies are). Mutating, and no closure: called from the
  /// probes' nested functions, a non-mutating method with a closure copied
  /// the whole solver at each call; and the component is small, so plain
  /// arrays searched in line beat sets.
  ///
  /// `scratch` holds the component's symbols and rows while it is read,
  /// and the key: kept by the caller across the keys of one report, so that
  /// each key does not allocate and grow them again (a report reads a key
  /// for every free symbol that moves, a hundred or more in a list of
  /// cards, and most keys are only compared with the memo's, never kept).
  mutating func rangeMemoKey(
    of symbol: Symbol, charged: UnsafeBufferPointer<Bool>, scratch: inout RangeMemoScratch
  ) -> Bool {
    scratch.symbols.removeAll(keepingCapacity: true)
    scratch.rows.removeAll(keepingCapacity: true)
    scratch.key.removeAll(keepingCapacity: true)
    scratch.symbols.append(symbol.id)
    return rangeMemoKey(of: symbol, charged: charged, symbols: &scratch.symbols, rows: &scratch.rows, key: &scratch.key)
  }

  private mutating func rangeMemoKey(
    of symbol: Symbol, charged: UnsafeBufferPointer<Bool>, symbols: inout [Int32], rows: inout [(basic: Int32, slot: Int32)],
    key: inout [UInt64]
  ) -> Bool {
    var next = 0
    while next < symbols.count {
      let s = Int(symbols[next])
      next += 1
      for k in 0..<tableau.columns.count(of: s) {
        let slot = Int(tableau.columns.entry(s, k))
        // A column may name slots that are gone or rows that no longer hold
        // the symbol; rows of user variables never block a probe.
        guard slot < tableau.basics.count else { continue }
        let basic = tableau.basics[slot]
        guard basic.isValid, !basic.isExternal, !rows.contains(where: { $0.slot == Int32(slot) }),
          tableau.rows[slot].index(of: Symbol(id: Int32(s), kind: tableau.symbolFacts[s].kind)).found
        else { continue }
        rows.append((basic.id, Int32(slot)))
        if rows.count > RangeMemo.rowLimit { return false }
        tableau.rows[slot].cells.withUnsafeBufferPointer { cells in
          for cell in cells where cell.symbol.isPivotable && !charged[Int(cell.symbol.id)] {
            if !symbols.contains(cell.symbol.id) { symbols.append(cell.symbol.id) }
          }
        }
      }
    }
    rows.sort { $0.basic < $1.basic }
    key.append(Solver.memoWord(symbol))
    for (_, slot) in rows {
      // The row's header carries its count of free cells, so that two
      // keys of the same words always mean the same rows.
      let header = key.count
      key.append(Solver.memoWord(tableau.basics[Int(slot)]))
      key.append(tableau.rows[Int(slot)].constant.bitPattern)
      var count: UInt64 = 0
      tableau.rows[Int(slot)].cells.withUnsafeBufferPointer { cells in
        for cell in cells where cell.symbol.isPivotable && !charged[Int(cell.symbol.id)] {
          key.append(Solver.memoWord(cell.symbol))
          key.append(cell.coefficient.bitPattern)
          count += 1
        }
      }
      key[header] |= count << 40
    }
    return true
  }

  /// The tables `rangeMemoKey` reads a component and writes its key into,
  /// kept between keys.
  struct RangeMemoScratch {
    var symbols: [Int32] = []
    var rows: [(basic: Int32, slot: Int32)] = []
    /// The last key read (a memo that keeps it keeps a copy).
    var key: [UInt64] = []
  }

  /// A symbol as one word of a key: its id (32 bits) and kind (8 bits).
  private static func memoWord(_ symbol: Symbol) -> UInt64 {
    UInt64(UInt32(bitPattern: symbol.id)) | UInt64(symbol.kind.rawValue) << 32
  }
}
