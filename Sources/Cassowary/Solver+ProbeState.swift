// What an ambiguity probe (Solver+Ambiguity.swift) adds to the solver while
// it runs: one of the solver's named parts (see Solver.swift). Empty
// between probes, but for the ranges it remembers.

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
    /// Ranges of free symbols found by earlier probes, by the component
    /// they were found from (Solver+RangeMemo.swift): kept between probes,
    /// and never rolled back (what it holds is true of any tableau whose
    /// component reads the same). Made by the first probe that remembers,
    /// so that a new solver allocates nothing for it.
    var memo: RangeMemo?
    /// The probes' tables by symbol and by row, kept between reports
    /// (Solver+ProbeTables.swift). Made by the first report.
    var tables: ProbeTablePool?
  }
}
