// Which reduced costs to look at next: one of the solver's named parts (see
// Solver.swift; how they are priced, Solver+Pricing.swift).

extension Solver {
  struct PricingQueue: Sendable {
    /// Symbols whose reduced cost may have changed since the tableau was
    /// last optimal, and the same as flags by symbol id.
    var dirtySymbols: [Int32] = []
    var isDirty: [Bool] = []
  }
}
