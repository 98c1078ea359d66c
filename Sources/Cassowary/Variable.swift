/// A variable of the solver, made by ``Solver/makeVariable()``.
///
/// A variable is a plain integer id: it carries no value and no reference to
/// its solver, so it can be copied and stored anywhere without cost. Read its
/// value with ``Solver/value(of:)``.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let id: Int32

  init(id: Int32) { self.id = id }

  var symbol: Symbol { Symbol(id: id, kind: .external) }

  public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
  public var description: String { "v\(id)" }
}

/// Identifies a constraint added to a ``Solver``.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: Int32

  public init(rawValue: Int32) { self.rawValue = rawValue }

  public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
  public var description: String { "#\(rawValue)" }
}

/// The relation of a constraint `expression REL 0`.
public enum Relation: Sendable, Hashable {
  case equal
  case lessThanOrEqual
  case greaterThanOrEqual
}
