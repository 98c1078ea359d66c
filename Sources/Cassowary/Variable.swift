/// A variable of the solver, made by ``Solver/makeVariable()``.
///
/// A variable is a plain integer id: it carries no value and no reference to
/// its solver, so it can be copied and stored anywhere without cost. Read its
/// value with ``Solver/value(of:)``.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The variable's id in its solver: 0, 1, 2, ... in the order made
  /// (other symbols share the numbering, so ids skip), below
  /// ``Solver/symbolCount``.
  public let id: Int32

  init(id: Int32) { self.id = id }

  var symbol: Symbol { Symbol(id: id, kind: .external) }

  /// Ordered by id: the order the variables were made.
  public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
  /// `v` and the id, as in `v12`.
  public var description: String { "v\(id)" }
}

/// Identifies a constraint added to a ``Solver``.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The constraint's number: adds are numbered in order, and a refused
  /// add's number goes to the next add.
  public let rawValue: Int32

  /// An id from its number; a solver knows only the ids it returned.
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// Ordered by number: the order the constraints were added.
  public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
  /// `#` and the number, as in `#3`.
  public var description: String { "#\(rawValue)" }
}

/// The relation of a constraint `expression REL 0`.
public enum Relation: Sendable, Hashable {
  /// `expression == 0`.
  case equal
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression >= 0`.
  case greaterThanOrEqual
}
