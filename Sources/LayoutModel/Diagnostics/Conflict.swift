/// Required constraints that cannot all hold, and the one given up.
public struct Conflict: Equatable, Sendable {
  /// The constraint broken to recover; it stays active and is retried
  /// whenever something it depends on changes.
  public let broken: LayoutConstraintID
  /// An irreducible set: these cannot hold together, but drop any one and
  /// the rest can. Sorted by id.
  public let set: [LayoutConstraintID]
  /// Which clause of the break rule chose `broken`.
  public let reason: BreakReason
}
