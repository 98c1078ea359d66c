import LayoutModel

/// A visual format string as written, before metrics and view names are
/// looked up (Apple's Visual Format Language; reference §11.1).
///
/// The pieces sit in `items` in the order of the string: an edge (`|`) or a
/// view, then a connection and an edge or view, and so on. `H:|-8-[a]` is
/// `[.superview, .connection(8), .view(a)]`. Columns count from the first
/// column the parser was given (1 unless the format sits inside a longer line).
public struct VisualFormatSyntax: Equatable, Sendable {
  /// `H:` (the default) or `V:`.
  public enum Orientation: Equatable, Sendable {
    case horizontal, vertical
  }

  /// One piece of the format.
  public enum Item: Equatable, Sendable {
    /// `|`: an edge of the superview, at this column.
    case superview(column: Int)
    /// `[name(predicates)]`
    case view(View)
    /// What lies between two views or a view and an edge: `-`, `-20-`, nothing.
    case connection(Connection)
  }

  /// `[name]` or `[name(>=50@750,<=100)]`.
  public struct View: Equatable, Sendable {
    public var name: Located<String>
    /// Predicates on the view's width (`H:`) or height (`V:`).
    public var predicates: [Predicate]
    /// The columns of the whole bracket, `[` to `]`.
    public var column: Int
    public var length: Int
  }

  /// The space between two neighbours.
  public struct Connection: Equatable, Sendable {
    public var spacing: Spacing
    /// The columns of the connection; a flush connection has length 0.
    public var column: Int
    public var length: Int
  }

  /// Which kind of space a connection asks for.
  public enum Spacing: Equatable, Sendable {
    /// `[a][b]`: no space.
    case flush
    /// `[a]-[b]`: the standard space (`NSSpace`).
    case standard
    /// `-20-`, `-(>=8,<=20)-`: one or more predicates.
    case predicates([Predicate])
  }

  /// `>=20@750`: a relation, an operand and an optional priority.
  public struct Predicate: Equatable, Sendable {
    /// `==` when no relation is written.
    public var relation: LayoutRelation
    /// A number, or a name to find among the metrics (or the views).
    public var object: Located<Operand>
    public var priority: Located<Operand>?
  }

  /// A number, or a name: a metric, or (in a view's predicate) another view.
  public enum Operand: Equatable, Sendable {
    case number(Double)
    case name(String)
  }

  public var orientation: Orientation
  public var items: [Item]

  public init(orientation: Orientation, items: [Item]) {
    self.orientation = orientation
    self.items = items
  }
}
