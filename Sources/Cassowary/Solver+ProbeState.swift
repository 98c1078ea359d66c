// What an ambiguity probe (Solver+Ambiguity.swift) adds to the solver while
// it runs: one of the solver's named parts (see Solver.swift). Empty
// between probes.

extension Solver {
  struct ProbeState: Sendable {
    /// The probe's objective: the variable to push, as a row over the
    /// non-basic symbols; nil when no probe runs.
    var auxiliary: Row?
    /// By symbol id: symbols pinned to zero.
    var pinned: [Bool] = []
    /// `tableau.rowsMade` when the probes began: pivots then leave alone
    /// the rows of user variables made before (see `isLeftAloneByProbe`).
    /// nil otherwise.
    var startedAtRow: Int64?
  }
}
