import LayoutModel

/// A value with the columns of the line it came from.
public struct Located<Value: Equatable & Sendable>: Equatable, Sendable {
  public let value: Value
  public let column: Int
  public let length: Int

  public init(_ value: Value, column: Int, length: Int) {
    self.value = value
    self.column = column
    self.length = length
  }
}

/// `coefficient × view.attribute`, as written.
public struct TermSyntax: Equatable, Sendable {
  public let coefficient: Double
  public let view: Located<String>
  public let attribute: Located<String>
  public var column: Int { view.column }
  public var length: Int { attribute.column + attribute.length - view.column }
}

/// A constraint as written: `[name:] lhs REL rhs [@priority]`.
public struct ConstraintSyntax: Equatable, Sendable {
  public let name: Located<String>?
  public let lhs: [TermSyntax]
  public let relation: LayoutRelation
  public let rhs: [TermSyntax]
  /// Numbers on the right minus numbers on the left.
  public let constant: Double
  public let constantColumn: Int
  public let priority: Located<Double>?
}

/// One line of the command language.
public enum Command: Equatable, Sendable {
  case nothing
  case view(name: Located<String>, parent: Located<String>?)
  case constraint(ConstraintSyntax)
  case setConstant(Located<String>, Located<Double>)
  case setPriority(Located<String>, Located<Double>)
  case remove(Located<String>)
  case activate(Located<String>)
  case deactivate(Located<String>)
  case size(width: Double, height: Double)
  case frames
  case constraints(view: Located<String>?)
  case ambiguity
  case conflicts
  case undo
  case redo
  case history
  case save(path: String)
  case load(path: String)
  case reset
  case help(topic: String?)
  case quit
  /// `draw [VIEW] [--svg FILE [--constraints]]`: a picture, in the terminal or as SVG.
  case draw(DrawRequest)

  /// Whether the command changes the layout (and so belongs in a saved script).
  public var isChange: Bool {
    switch self {
    case .view, .constraint, .setConstant, .setPriority, .remove, .activate, .deactivate, .size:
      return true
    default:
      return false
    }
  }
}
