/// Identifies a view (or the root) in a ``Layout``.
public struct ViewID: Hashable, Comparable, Sendable {
  /// The view's slot in its layout. A removed view's slot is reused by the
  /// next view made (the lowest free slot first, so replay is
  /// deterministic), so that a long session's tables stay as large as its
  /// largest layout: an id is only good while its view exists.
  public let rawValue: Int32
  /// Wraps an index; only ids a layout handed out name a view.
  public init(rawValue: Int32) { self.rawValue = rawValue }
  /// Orders views by slot. Slots are reused, so this is the order in which
  /// views were made only where none was removed before: reports order by
  /// ``Layout/creationOrder(of:)`` or by the tree.
  public static func < (a: ViewID, b: ViewID) -> Bool { a.rawValue < b.rawValue }
  /// The root view always exists and always has this id.
  public static let root = ViewID(rawValue: 0)
}

/// Identifies a constraint in a ``Layout``, generated ones included.
public struct LayoutConstraintID: Hashable, Comparable, Sendable {
  /// The constraint's index in its layout; ids are never reused.
  public let rawValue: Int32
  /// Wraps an index; only ids a layout handed out name a constraint.
  public init(rawValue: Int32) { self.rawValue = rawValue }
  /// Orders constraints by when they were made: the order of reports and
  /// of a conflict's members.
  public static func < (a: LayoutConstraintID, b: LayoutConstraintID) -> Bool { a.rawValue < b.rawValue }
}
