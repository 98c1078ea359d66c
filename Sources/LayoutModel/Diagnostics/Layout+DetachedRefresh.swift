// An ambiguity refresh made on a copy of the layout, so that it can run on
// another thread while the caller reads the layout for the rest of a
// report, and then taken back into the layout it was copied from.
//
// Why a copy gives what the layout itself would: the refresh reads the
// solver and the view tree, probes by pivoting and rolls its pivots back,
// and writes only the kept ranges and the parts tables it reads (all in
// `caches`); the ranges it remembers across copies (the solver's range
// memo and its probe tables) are shared and behind locks. So a copy taken
// after a command refreshes to exactly the ranges the layout would, and
// taking its caches back leaves the layout as refreshing in place would.

extension Layout {
  /// What ``refreshedOpenValues(shownIn:)`` measured, for ``adopt(_:)``.
  public struct DetachedRefresh: Sendable {
    /// What ``refreshOpenValues(shownIn:)`` returned on the copy.
    public let remeasured: [Int]?
    fileprivate let ambiguity: AmbiguityCache
    fileprivate let parts: [Int32]?
    fileprivate let linked: [Bool]?
    /// The copy's shape, to check that it is taken back into the layout it
    /// was copied from, unchanged since.
    fileprivate let symbolCount: Int
    fileprivate let viewSlots: Int
  }

  /// Refreshes the ambiguity ranges of a copy of this layout (see
  /// ``refreshOpenValues(shownIn:)``) and returns what it measured. The
  /// copy is gone when this returns, so that the layout's tables are again
  /// its own alone: a copy kept alive would make its next write copy them.
  public consuming func refreshedOpenValues(shownIn shown: AmbiguityMeasurement?) -> DetachedRefresh {
    let remeasured = refreshOpenValues(shownIn: shown)
    return DetachedRefresh(
      remeasured: remeasured, ambiguity: caches.ambiguity, parts: caches.partsCache, linked: caches.linkedCache,
      symbolCount: solver.symbolCount, viewSlots: tree.views.count)
  }

  /// Takes back a refresh made on a copy of this layout, with nothing
  /// changed in between: the layout is then as ``refreshOpenValues(shownIn:)``
  /// would have left it.
  public mutating func adopt(_ refresh: DetachedRefresh) {
    precondition(
      refresh.symbolCount == solver.symbolCount && refresh.viewSlots == tree.views.count,
      "an ambiguity refresh adopted by a layout other than the one it was made from")
    caches.ambiguity = refresh.ambiguity
    if caches.partsCache == nil { caches.partsCache = refresh.parts }
    if caches.linkedCache == nil { caches.linkedCache = refresh.linked }
  }
}
