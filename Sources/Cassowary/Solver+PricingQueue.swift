// Which reduced costs to look at next: one of the solver's named parts (see
// Solver.swift; how they are priced, Solver+Pricing.swift).

extension Solver {
  struct PricingQueue: Sendable {
    /// Symbols whose reduced cost may have changed since the tableau was
    /// last optimal. The same as flags by symbol id are in the tableau's
    /// per-symbol table (`Tableau.symbolFacts[id].isDirty`), so that a new
    /// symbol appends to one table fewer.
    var dirtySymbols: [Int32] = []
  }
}
