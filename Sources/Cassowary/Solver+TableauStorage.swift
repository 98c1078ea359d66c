// The tableau's storage: one of the solver's named parts (see Solver.swift).
// Plain data; the operations on it are Solver's (Solver+Tableau.swift and
// Solver+Simplex.swift), which reach the tables as `tableau.rows[slot]` so
// that Swift mutates them in place.

extension Solver {
  /// The rows, which symbol each one defines, and the column index.
  @usableFromInline
  struct Tableau: Sendable {
    /// By symbol id: the slot of the symbol's row, or -1 when it is non-basic.
    @usableFromInline var slotOfSymbol: [Int32] = []
    /// By symbol id: the symbol's kind, and the constraint whose slack,
    /// error or dummy it is (-1 for a variable). One table for both: a new
    /// symbol appends to it once.
    var symbolFacts: [SymbolFacts] = []
    /// By slot: the rows. A slot keeps its row while the row lives, even
    /// across pivots (only its basic symbol changes), so the column index
    /// can name rows by slot. Free slots hold an empty row.
    @usableFromInline var rows: ContiguousArray<Row> = []
    /// By slot: the basic symbol, or `.invalid` for a free slot.
    var basics: ContiguousArray<Symbol> = []
    /// By slot: the row's rank, higher than the rank of every row it refers
    /// to (see `rank(of:)` in Solver+Definitions.swift).
    var ranks: ContiguousArray<Int64> = []
    /// By slot: whether the row may hold a basic symbol (only a definition
    /// can; see Solver+Definitions.swift). When false, it holds none: a row
    /// that refers to nothing has every new basic symbol substituted into
    /// it, as any row. When true it may have stopped referring (the symbol
    /// it held left the basis), which only spares it substitutions until
    /// an expansion reads it and clears the flag.
    @usableFromInline var refersToRows: ContiguousArray<Bool> = []
    /// Rows made since the solver was created, for their ranks.
    var rowsMade: Int64 = 0
    /// Free slots, reused last-in first-out.
    var freeSlots: [Int32] = []

    /// The column index: by symbol id, slots of the rows that hold the
    /// symbol.
    ///
    /// A superset: an entry can go stale (the row lost the symbol, or the
    /// slot was freed) or repeat, and is checked against the row when read.
    /// Keeping it exact would cost a search in the column for every cell
    /// that cancels; stale entries cost one binary search when the column
    /// is next read, and `occurrences` bounds how many pile up (see
    /// `noteInsert`).
    var columns = ColumnIndex()
    /// Columns that grew well past their occurrences; compacted after the
    /// current merge (never during one, when a row is half written).
    var columnsToCompact: [Int32] = []

    /// Moves whenever a row's cells or a slot's basic symbol change (not
    /// when only constants do), so that what was learnt about where a symbol
    /// sits stays usable until then.
    var shape: UInt64 = 0
    /// Rows rewritten by substitution since the solver was created: the
    /// work of pivoting, as a statistic for tests that compare strategies.
    var substitutionCount = 0
    /// Pivots since the solver was created, and how many of them the dual
    /// simplex made: what an add or an edit costs, counted.
    var pivotCount = 0
    var dualPivotCount = 0
  }

  /// What a symbol is, besides its id: see `Tableau.symbolFacts`.
  struct SymbolFacts: Sendable {
    /// The owner of a symbol given up (`Solver.release`), until it is forgotten.
    static let released: Int32 = .min
    var owner: Int32
    var kind: Symbol.Kind
    /// Whether the symbol is in `PricingQueue.dirtySymbols`. Here, not in a
    /// table of its own: the struct keeps its 8 bytes, and a new symbol
    /// appends (and checks the ownership of) one table fewer.
    var isDirty = false
  }
}
