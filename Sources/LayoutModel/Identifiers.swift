/// Identifies a view (or the root) in a ``Layout``.
public struct ViewID: Hashable, Comparable, Sendable {
  /// The view's index in its layout; ids are never reused, so a stale id
  /// cannot name a newer view.
  public let rawValue: Int32
  /// Wraps an index; only ids a layout handed out name a view.
  public init(rawValue: Int32) { self.rawValue = rawValue }
  /// Orders views by when they were made, which is how reports list them.
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
