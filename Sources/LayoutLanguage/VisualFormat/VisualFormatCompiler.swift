import LayoutModel

/// Turns a ``VisualFormatSyntax`` into the constraints Apple creates for it
/// (reference §11.2), as ``ConstraintSyntax`` values a session applies like
/// typed constraints.
///
/// Apple's order is kept: for each connection, its constraints and then the
/// size predicates of the view on its right (the first view's sizes come
/// first); alignment constraints last, pair by pair. Errors carry Apple's
/// message at the column where Apple's parser stops: just after the name it
/// could not find, or after the view or `|` that closed a connection.
///
/// Spacing values (reference §11.2, §7):
/// - `[a][b]`: flush, `b.leading == a.trailing`.
/// - `[a]-[b]`: the standard space between siblings, **8** points
///   (Apple prints it `-(NSSpace(8))-`).
/// - `|-[a]` and `[a]-|`: **0** from the superview's layout margins,
///   `a.leading == S.leadingMargin`, `S.trailingMargin == a.trailing`
///   (iOS 8 and later; margins are 8 points by default). The 20-point rule of
///   iOS 6/7 and AppKit is not used.
/// - `|-20-[a]`: an explicit number always measures from the edge,
///   `a.leading == S.leading + 20`.
/// - The later view is always the first item: `b.leading REL a.trailing + N`,
///   `S.trailing REL a.trailing + N`; `V:` uses top and bottom.
struct VisualFormatCompiler {
  let superview: String?
  let metrics: [String: Double]
  /// The names that are views; nil to take any name that is not a metric
  /// for a view (the session checks them when it applies the constraints).
  let views: Set<String>?
  let options: Set<VisualFormat.Option>
  private var isHorizontal = true

  init(superview: String?, metrics: [String: Double], views: Set<String>?, options: Set<VisualFormat.Option>) {
    self.superview = superview
    self.metrics = metrics
    self.views = views
    self.options = options
  }

  /// An edge of a connection: the superview's `|`, or a view.
  private enum End {
    case superview(column: Int)
    case view(Located<String>)
  }

  /// A predicate whose names have been looked up.
  private struct Resolved {
    enum Object {
      case constant(Double)
      case view(Located<String>)
    }
    var relation: LayoutRelation
    var object: Object
    var column: Int
    var priority: Located<Double>?
  }

  // MARK: - Walking the format

  /// The constraints for `syntax`.
  ///
  /// With `lastItemIsComplete` false (a parse that failed inside its last
  /// item) the last item's names are checked but nothing is connected to it,
  /// as Apple would have stopped there; this finds a lookup error that comes
  /// before the syntax error.
  mutating func constraints(
    for syntax: VisualFormatSyntax, lastItemIsComplete: Bool = true
  ) throws(ParseError) -> [ConstraintSyntax] {
    isHorizontal = syntax.orientation == .horizontal
    var result: [ConstraintSyntax] = []
    var alignments: [ConstraintSyntax] = []
    var left: End?
    var pending: [Resolved]?
    var pendingSpacing: VisualFormatSyntax.Connection?
    for (index, item) in syntax.items.enumerated() {
      let isComplete = lastItemIsComplete || index < syntax.items.count - 1
      switch item {
      case .superview(let column):
        if let connection = pendingSpacing, let left {
          // The closing `|`: Apple finishes the connection just after it.
          result += try connect(connection, pending ?? [], left, .superview(column: column), at: column + 1)
          pendingSpacing = nil
        } else {
          left = .superview(column: column)
        }
      case .connection(let connection):
        pending = try resolve(connection)
        pendingSpacing = connection
      case .view(let view):
        try checkView(view.name)
        let sizes = try view.predicates.map { (p) throws(ParseError) in try sizeConstraint(view.name, p) }
        guard isComplete else { break }
        let right = End.view(view.name)
        let end = view.column + view.length
        if let connection = pendingSpacing, let left {
          result += try connect(connection, pending ?? [], left, right, at: end)
          alignments += try align(left, right, at: end)
          pendingSpacing = nil
        }
        result += sizes
        left = right
      }
    }
    return result + alignments
  }

  // MARK: - Names

  private func checkView(_ name: Located<String>) throws(ParseError) {
    if let views, !views.contains(name.value) {
      throw ParseError(VisualFormatMessage.notAView(name.value), column: name.column + name.length)
    }
  }

  /// Whether `name`, not being a metric, is a view. Apple looks in the
  /// metrics first, then in the views.
  private func isView(_ name: String, inView: Bool) -> Bool {
    views.map { $0.contains(name) } ?? inView
  }

  /// A predicate with its names looked up. A view's predicate may name
  /// another view (`[a(==b)]`); a connection's may not.
  private func resolve(_ predicate: VisualFormatSyntax.Predicate, inView: Bool) throws(ParseError) -> Resolved {
    let object = predicate.object
    let after = object.column + object.length
    var resolved = Resolved(relation: predicate.relation, object: .constant(0), column: object.column)
    switch object.value {
    case .number(let value):
      resolved.object = .constant(value)
    case .name(let name):
      if let value = metrics[name] {
        resolved.object = .constant(value)
      } else if isView(name, inView: inView) {
        guard inView else { throw ParseError(VisualFormatMessage.spaceEqualToView, column: after) }
        resolved.object = .view(Located(name, column: object.column, length: object.length))
      } else {
        throw ParseError(VisualFormatMessage.unknownMetric(name), column: after)
      }
    }
    if let priority = predicate.priority {
      resolved.priority = try resolvePriority(priority, inView: inView)
    }
    return resolved
  }

  /// Apple reads a priority as it reads a constant, then checks 0 < p ≤ 1000.
  private func resolvePriority(
    _ priority: Located<VisualFormatSyntax.Operand>, inView: Bool
  ) throws(ParseError) -> Located<Double> {
    let after = priority.column + priority.length
    let value: Double
    switch priority.value {
    case .number(let number):
      value = number
    case .name(let name):
      if let metric = metrics[name] {
        value = metric
      } else if isView(name, inView: inView) {
        // In a view's predicate Apple takes the name for the second item and
        // reads the priority as 0, which it then refuses.
        guard inView else { throw ParseError(VisualFormatMessage.spaceEqualToView, column: after) }
        value = 0
      } else {
        throw ParseError(VisualFormatMessage.unknownMetric(name), column: after)
      }
    }
    if value <= 0 { throw ParseError(VisualFormatMessage.priorityTooLow(value), column: after) }
    if value > 1000 { throw ParseError(VisualFormatMessage.priorityTooHigh(value), column: after) }
    return Located(value, column: priority.column, length: priority.length)
  }

  private func resolve(_ connection: VisualFormatSyntax.Connection) throws(ParseError) -> [Resolved] {
    guard case .predicates(let list) = connection.spacing else { return [] }
    return try list.map { (p) throws(ParseError) in try resolve(p, inView: false) }
  }

  // MARK: - Constraints

  /// `[v(>=50@750)]` → `v.width >= 50 @750`; `[a(==b)]` → `a.width == b.width`.
  private func sizeConstraint(
    _ view: Located<String>, _ predicate: VisualFormatSyntax.Predicate
  ) throws(ParseError) -> ConstraintSyntax {
    let resolved = try resolve(predicate, inView: true)
    let size: LayoutAttribute = isHorizontal ? .width : .height
    let rhs: [TermSyntax]
    var constant = 0.0
    switch resolved.object {
    case .constant(let value): rhs = []; constant = value
    case .view(let other): rhs = [term(.view(other), size)]
    }
    return ConstraintSyntax(
      name: nil, lhs: [term(.view(view), size)], relation: resolved.relation, rhs: rhs,
      constant: constant, constantColumn: resolved.column, priority: resolved.priority)
  }

  /// The constraints of one connection between `left` and `right` (in the
  /// string's order), finished at column `column`.
  private func connect(
    _ connection: VisualFormatSyntax.Connection, _ predicates: [Resolved], _ left: End, _ right: End,
    at column: Int
  ) throws(ParseError) -> [ConstraintSyntax] {
    if isHorizontal && options.contains(.spacingBaselineToBaseline) {
      throw ParseError(VisualFormatMessage.baselineInHorizontal, column: column)
    }
    let touchesSuperview: Bool
    switch (left, right) {
    case (.view, .view): touchesSuperview = false
    default: touchesSuperview = true
    }
    if touchesSuperview && superview == nil {
      throw ParseError(VisualFormatMessage.noSuperview, column: column)
    }
    // Right to left, the string's first view is the rightmost one.
    let (later, earlier) = isRightToLeft ? (left, right) : (right, left)
    let standard = connection.spacing == .standard
    let lhs = term(later, startAttribute(of: later, margin: standard))
    let rhs = term(earlier, endAttribute(of: earlier, margin: standard))
    func constraint(_ relation: LayoutRelation, _ constant: Double, _ constantColumn: Int, _ priority: Located<Double>?)
      -> ConstraintSyntax
    {
      ConstraintSyntax(
        name: nil, lhs: [lhs], relation: relation, rhs: [rhs], constant: constant,
        constantColumn: constantColumn, priority: priority)
    }
    switch connection.spacing {
    case .flush:
      return [constraint(.equal, 0, connection.column, nil)]
    case .standard:
      // To the superview the margin is the space; between siblings, 8.
      return [constraint(.equal, touchesSuperview ? 0 : VisualFormat.standardSpacing, connection.column, nil)]
    case .predicates:
      return predicates.map { p in
        guard case .constant(let value) = p.object else { preconditionFailure("a connection never names a view") }
        return constraint(p.relation, value, p.column, p.priority)
      }
    }
  }

  /// `prev.attr == next.attr` for each alignment option, between two views.
  private func align(_ left: End, _ right: End, at column: Int) throws(ParseError) -> [ConstraintSyntax] {
    guard case .view(let a) = left, case .view(let b) = right else { return [] }
    let (first, second) = isRightToLeft ? (b, a) : (a, b)
    var result: [ConstraintSyntax] = []
    for option in VisualFormat.Option.allCases where options.contains(option) {
      guard let attribute = option.alignmentAttribute else { continue }
      // Views laid out along an axis can only be aligned across it.
      if (attribute.axis == .horizontal) == isHorizontal {
        let message = isHorizontal ? VisualFormatMessage.alignedHorizontally : VisualFormatMessage.alignedVertically
        throw ParseError(message, column: column)
      }
      result.append(
        ConstraintSyntax(
          name: nil, lhs: [term(.view(first), attribute)], relation: .equal,
          rhs: [term(.view(second), attribute)], constant: 0, constantColumn: b.column, priority: nil))
    }
    return result
  }

  // MARK: - Attributes

  private var isRightToLeft: Bool {
    isHorizontal && options.contains(.directionRightToLeft) && !options.contains(.directionLeftToRight)
  }

  private var usesLeftAndRight: Bool {
    options.contains(.directionLeftToRight) || options.contains(.directionRightToLeft)
  }

  private var betweenBaselines: Bool { options.contains(.spacingBaselineToBaseline) }

  /// The edge that faces the earlier item: a view's leading (top) edge, or
  /// the superview's trailing (bottom) edge or margin.
  private func startAttribute(of end: End, margin: Bool) -> LayoutAttribute {
    switch (end, isHorizontal) {
    case (.view, true): return usesLeftAndRight ? .left : .leading
    case (.view, false): return betweenBaselines ? .firstBaseline : .top
    case (.superview, true):
      return usesLeftAndRight ? (margin ? .rightMargin : .right) : (margin ? .trailingMargin : .trailing)
    case (.superview, false): return margin ? .bottomMargin : .bottom
    }
  }

  /// The edge that faces the later item: a view's trailing (bottom) edge, or
  /// the superview's leading (top) edge or margin.
  private func endAttribute(of end: End, margin: Bool) -> LayoutAttribute {
    switch (end, isHorizontal) {
    case (.view, true): return usesLeftAndRight ? .right : .trailing
    case (.view, false): return betweenBaselines ? .lastBaseline : .bottom
    case (.superview, true):
      return usesLeftAndRight ? (margin ? .leftMargin : .left) : (margin ? .leadingMargin : .leading)
    case (.superview, false): return margin ? .topMargin : .top
    }
  }

  private func term(_ end: End, _ attribute: LayoutAttribute) -> TermSyntax {
    switch end {
    case .superview(let column):
      // Only reached once `superview` has been checked.
      return TermSyntax(
        coefficient: 1, view: Located(superview ?? "", column: column, length: 1),
        attribute: Located(attribute.rawValue, column: column, length: 1))
    case .view(let name):
      return TermSyntax(
        coefficient: 1, view: name, attribute: Located(attribute.rawValue, column: name.column, length: name.length))
    }
  }
}
