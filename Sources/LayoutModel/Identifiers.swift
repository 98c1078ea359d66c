/// Identifies a view (or the root) in a ``Layout``.
public struct ViewID: Hashable, Comparable, Sendable {
  public let rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }
  public static func < (a: ViewID, b: ViewID) -> Bool { a.rawValue < b.rawValue }
  /// The root view always exists and always has this id.
  public static let root = ViewID(rawValue: 0)
}

/// Identifies a constraint in a ``Layout``, generated ones included.
public struct LayoutConstraintID: Hashable, Comparable, Sendable {
  public let rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }
  public static func < (a: LayoutConstraintID, b: LayoutConstraintID) -> Bool { a.rawValue < b.rawValue }
}
