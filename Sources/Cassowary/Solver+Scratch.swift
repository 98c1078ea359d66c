// Buffers whose contents matter only during one call: one of the solver's
// named parts (see Solver.swift). They live in the solver, not on the stack,
// to spare an allocation per pivot or per expansion.

extension Solver {
  struct Scratch: Sendable {
    /// By slot: the pass that last visited the row, so a column read skips
    /// repeated entries without a set (see `visit(_:holding:)`).
    var visitMark: [UInt64] = []
    var visitPass: UInt64 = 0

    /// Scratch space of `expanded` (Solver+Definitions.swift): by symbol id,
    /// the coefficients gathered and whether the symbol is in the list to
    /// read back; by slot, how much of a definition the result takes.
    var expansionSum: [Double] = []
    var expansionTouched: [Bool] = []
    var expansionShare: [Double] = []
    var expansionQueued: [Bool] = []
    var expansionHeap: [Int32] = []

    /// Scratch space of the long ratio test (Solver+Breakpoints.swift).
    var breakpoints: [Breakpoint] = []
    var slope: [Double] = []
  }
}
