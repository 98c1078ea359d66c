// What the next text settle needs to know: one of the layout's named parts
// (see Layout.swift; the settle itself, Layout+TextSettle.swift).

extension Layout {
  struct TextSettleState: Sendable {
    /// Each view's frame at the end of the last text settle (by view id),
    /// and the views constraint changes have touched since: what tells
    /// ``Layout/settleText()`` which labels' surroundings changed.
    var settledFrames: [Frame] = []
    /// The solver's ``Cassowary/Solver/valueRevision`` and the tree when
    /// `settledFrames` were read: while both are the layout's, they are
    /// what ``Layout/framesByID()`` would read, and it returns them.
    var settledRevision: UInt64?
    var settledShape: TreeShape?
    /// A list, repeats and all, not a set: a rotation touches each label's
    /// constraints a thousand times between settles, and hashing each view
    /// into a set was 5% of it. The settle reads it into flags by view id.
    var touchedSinceSettle: [ViewID] = []
    /// Whether a label was ever made in this layout. Until then a settle
    /// has nothing to wrap and returns at once: reading every view to find
    /// the labels, evaluating every value and recording every frame after
    /// each constraint made `load` of a 10,000-view chain quadratic.
    var anyLabelMade = false
    /// While a text settle rewraps labels: the fillProportionally stacks
    /// whose proportions are to be rebuilt once the pass is over (nil when
    /// no settle is running, and they are rebuilt at once).
    var stacksToRebuild: [ViewID]?
    /// By label id, the views that the installed constraints on the label's
    /// frame read (the label's among them): the settle restarts a label
    /// when one of them was touched or moved. A label's entry goes when a
    /// constraint on its frame is installed or uninstalled, the only
    /// changes to which constraints read a variable (a constant or priority
    /// change keeps the terms): `Layout.neighboursChanged`.
    var neighbours: [ViewID: [ViewID]] = [:]
    /// By view id, whether a label's rewrap is known to be four optional
    /// constant changes and nothing else (``Layout/heightsWaitForTheirWrap(_:)``);
    /// nil where not known. What can change it (a new priority, stack,
    /// parent, or a generated constraint gone) installs or removes a
    /// constraint on the label, which touches it: a settle forgets the
    /// entries of the views touched since the last.
    var rewrapsByConstants: [Bool?] = []
    /// False only in tests that compare a settle with and without
    /// ``Layout/heightsWaitForTheirWrap(_:)``: restarts then set heights
    /// to one line at once, as they did before that rule.
    var heightsMayWait = true
  }
}
