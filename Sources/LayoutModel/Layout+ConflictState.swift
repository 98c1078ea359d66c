// Required conflicts and when constraints last changed: one of the layout's
// named parts (see Layout.swift; how conflicts are found and retried,
// Layout+Conflicts.swift).

extension Layout {
  struct ConflictState: Sendable {
    /// Required conflicts in force, one per broken constraint.
    var conflicts: [Conflict] = []
    /// Every constraint ever broken and maybe still broken: the only ones a
    /// retry needs to look at (install is the only place a constraint
    /// breaks).
    var everBroken: Set<LayoutConstraintID> = []
    /// While a view's generated constraints take new constants together (a
    /// stack's spacing, a label's new wrap: one update in UIKit), retries
    /// of broken constraints wait for the last one. Retried after each,
    /// every constraint a squeezed stack had broken was tried again after
    /// every spacing: a 1,000-view form did not finish `set form.spacing`
    /// in 300 s.
    var retriesDeferred = false
    var retryPending = false
    /// How many conflicts have been analysed (a deletion filter each): what
    /// tests count instead of timing.
    var conflictAnalyses = 0
    /// Counts constraint changes; `touchedAt` holds each constraint's last
    /// (by constraint id) and `conflictRecordedAt` the count when each
    /// broken constraint's conflict was found.
    var revision = 0
    var touchedAt: [Int] = []
    var conflictRecordedAt: [LayoutConstraintID: Int] = [:]
  }
}
