import Cassowary

// A layout split for a report: its solver goes with the layout to another
// thread, where the ambiguity ranges are refreshed in place, while a copy
// without the solver serves reads of the views, constraints and names.
//
// Why not refresh a plain copy: a copy shares the solver's tables, and the
// probes write to them (they pivot, then roll back), so copy-on-write
// duplicated the rows, the column index and every table the probes touched,
// on every command; on the 10,000-command replay that cost more than the
// probes themselves. Without the solver, the reading copy shares nothing
// the refresh writes but the small ambiguity tables.

extension Layout {
  /// This layout with an empty solver: its view tree, constraint tables,
  /// names and caches, for reading those while the layout itself is
  /// refreshed elsewhere. Nothing that reads the solver may be asked of it:
  /// a frame or a variable's value traps (no variable is in an empty
  /// solver), and counts of the solver's symbols read zero.
  public func withoutSolver() -> Layout {
    var copy = self
    copy.solver = Solver()
    return copy
  }
}
