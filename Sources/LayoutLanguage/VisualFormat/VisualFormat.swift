import LayoutModel

/// Apple's Visual Format Language: `H:|-[title]-8-[avatar(40)]-|` in, the
/// constraints `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// would create out (reference §11).
///
/// The whole grammar is read: orientation `H:`/`V:`, the superview `|`,
/// standard (`-`), flush and explicit spacing (`-20-`, `-(>=20@750)-`,
/// `-(>=8,<=20)-`), views with predicate lists (`[b(>=50@750,<=100)]`),
/// view-to-view predicates (`[b1(==b2)]`), metrics by name as constants and
/// priorities, negative constants in parentheses (`-(-5)-`), alignment and
/// direction options. Errors carry Apple's message, word for word, at the
/// column where Apple's caret would be.
public enum VisualFormat {
  /// The standard space between sibling views, in points: Apple's
  /// `NSSpace`, printed `-(NSSpace(8))-` (reference §11.2 [LOG 19, 23]).
  /// Next to `|` the standard space is the superview's layout margin instead.
  public static let standardSpacing = 8.0

  /// `NSLayoutConstraint.FormatOptions`, under their Swift names.
  ///
  /// The alignment options add `prev.attr == next.attr` for each pair of
  /// neighbouring views, after all other constraints; they must be across
  /// the format's axis (`H:` takes top, bottom, centerY and baselines).
  /// Their order here is Apple's (by attribute number), which is the order
  /// their constraints come in.
  public enum Option: String, CaseIterable, Sendable {
    /// Align one edge of every pair of neighbours: left, right, leading and
    /// trailing in a `V:` format, top and bottom in an `H:` one.
    case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
    /// Align the centres or baselines of every pair of neighbours: centerX in
    /// a `V:` format, the others in an `H:` one.
    case alignAllCenterX, alignAllCenterY, alignAllLastBaseline, alignAllFirstBaseline
    /// The default: leading and trailing.
    case directionLeadingToTrailing
    /// Left and right instead of leading and trailing.
    case directionLeftToRight
    /// Left and right, with the string's first view on the right.
    case directionRightToLeft
    /// The default: spacing between edges.
    case spacingEdgeToEdge
    /// `V:` only: spacing from a view's lastBaseline to the next one's firstBaseline.
    case spacingBaselineToBaseline

    /// The attribute an `alignAll…` option aligns; nil for the others.
    public var alignmentAttribute: LayoutAttribute? {
      switch self {
      case .alignAllLeft: .left
      case .alignAllRight: .right
      case .alignAllTop: .top
      case .alignAllBottom: .bottom
      case .alignAllLeading: .leading
      case .alignAllTrailing: .trailing
      case .alignAllCenterX: .centerX
      case .alignAllCenterY: .centerY
      case .alignAllLastBaseline: .lastBaseline
      case .alignAllFirstBaseline: .firstBaseline
      default: nil
      }
    }
  }

  /// The constraints Apple creates for a visual format string.
  ///
  ///     let constraints = try VisualFormat.constraints(
  ///       "H:|-[find]-[findNext]-[findField(>=20)]-|", superview: "root",
  ///       options: [.alignAllCenterY])
  ///     // find.leading == root.leadingMargin, findNext.leading == find.trailing + 8, …
  ///
  /// Each result is what the command parser makes of a typed constraint, so
  /// a session applies them unchanged (and names them c1, c2, …). Their
  /// columns point into `format`, counted from `firstColumn`.
  ///
  /// - Parameters:
  ///   - format: the format string; like Apple, no spaces are allowed in it.
  ///   - superview: the name of the views' common superview, which `|`
  ///     stands for; nil when they have none (then `|` is an error).
  ///   - metrics: values for names used as constants or priorities.
  ///   - options: alignment, direction and spacing options.
  ///   - views: the names that are views, as Apple's views dictionary; an
  ///     unknown name is then Apple's error here. With nil, every name that
  ///     is not a metric is taken for a view, and the caller checks them.
  ///   - firstColumn: the column of `format`'s first character in the line
  ///     it came from.
  /// - Returns: Apple's constraints in Apple's order.
  /// - Throws: ``ParseError`` with Apple's message; see ``exceptionReason(for:in:firstColumn:)``
  ///   for Apple's whole exception text.
  public static func constraints(
    _ format: String, superview: String?, metrics: [String: Double] = [:], options: [Option] = [],
    views: Set<String>? = nil, firstColumn: Int = 1
  ) throws(ParseError) -> [ConstraintSyntax] {
    var parser = try VisualFormatParser(format, firstColumn: firstColumn)
    var compiler = VisualFormatCompiler(
      superview: superview, metrics: metrics, views: views, options: Set(options))
    do {
      try parser.parseFormat()
    } catch {
      // Apple looks names up as it reads them, so a bad name read before
      // the syntax error is the error it reports.
      _ = try compiler.constraints(for: parser.syntax, lastItemIsComplete: parser.lastItemIsComplete)
      throw error
    }
    return try compiler.constraints(for: parser.syntax)
  }

  /// Apple's exception reason for `error`:
  /// `Unable to parse constraint format: \nExpected a view \nH:|-| \n     ^`
  /// (the caret under the column of the error; none for an empty or
  /// non-ASCII string, as Apple gives none).
  public static func exceptionReason(for error: ParseError, in format: String, firstColumn: Int = 1) -> String {
    let prefix = "Unable to parse constraint format: "
    if error.message == VisualFormatMessage.emptyString || error.message == VisualFormatMessage.nonASCII {
      return prefix + error.message
    }
    let caret = String(repeating: " ", count: max(0, error.column - firstColumn)) + "^"
    return prefix + "\n\(error.message) \n\(format) \n\(caret)"
  }
}

