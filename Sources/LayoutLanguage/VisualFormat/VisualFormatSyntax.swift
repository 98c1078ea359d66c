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
    /// Along x for `H:`, along y for `V:`.
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
    /// The view's name, as written.
    public var name: Located<String>
    /// Predicates on the view's width (`H:`) or height (`V:`).
    public var predicates: [Predicate]
    /// The columns of the whole bracket, `[` to `]`.
    public var column: Int
    /// How many characters the bracket spans.
    public var length: Int
  }

  /// The space between two neighbours.
  public struct Connection: Equatable, Sendable {
    /// The space asked for.
    public var spacing: Spacing
    /// The columns of the connection; a flush connection has length 0.
    public var column: Int
    /// How many characters the connection spans.
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
    /// The priority after `@`, a number or a metric name; nil means required.
    public var priority: Located<Operand>?
  }

  /// A number, or a name: a metric, or (in a view's predicate) another view.
  public enum Operand: Equatable, Sendable {
    /// A number, as written.
    case number(Double)
    /// A name to look up.
    case name(String)
  }

  /// `H:` or `V:`; horizontal when the format does not say.
  public var orientation: Orientation
  /// The edges, views and connections, left to right as written.
  public var items: [Item]

  /// A parsed format; ``VisualFormatParser`` makes these.
  public init(orientation: Orientation, items: [Item]) {
    self.orientation = orientation
    self.items = items
  }
}
