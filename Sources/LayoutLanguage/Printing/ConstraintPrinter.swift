import LayoutModel

/// Writes constraints back in the command language (and in Apple's form).
public enum ConstraintPrinter {
  /// `card.top == root.top + 16 @750`, as a person would type it.
  public static func text(_ spec: ConstraintSpec, in layout: Layout) -> String {
    let parts = TextParts(spec, in: layout)
    return parts.text(constant: spec.constant)
  }

  /// A constraint's text in the three parts its constant splits it into,
  /// so that the text for a new constant is two appends, not a new print:
  /// a rotation changes the constants of every label's hugging and
  /// compression resistance, and reports list those among the unmet wishes
  /// after every command.
  public struct TextParts: Sendable {
    /// Up to the constant: `card.top == root.top`, or `card.width == ` when
    /// the right side names no view.
    public let head: String
    /// After the constant: ` @750`, or empty for a required constraint.
    public let tail: String
    /// Whether the right side names a view: then the constant is written
    /// as ` + 16` or ` - 16`, and left out when it is 0.
    let rightSideNamesAView: Bool

    /// The parts of `spec` as `layout` names its views.
    public init(_ spec: ConstraintSpec, in layout: Layout) {
      // A side naming no view reads as its constant, 0 on the left.
      let left = ConstraintPrinter.side(spec.lhs, layout)
      var head = left.isEmpty ? "0" : left
      head += " \(ConstraintPrinter.symbol(spec.relation)) "
      let right = ConstraintPrinter.side(spec.rhs, layout)
      rightSideNamesAView = !right.isEmpty
      self.head = head + right
      tail = spec.priority.isRequired ? "" : " @\(spec.priority.value.compact)"
    }

    /// The whole text with `constant` on the right side.
    public func text(constant: Double) -> String {
      var result = head
      if rightSideNamesAView {
        if constant != 0 {
          result += constant < 0 ? " - " : " + "
          result += abs(constant).readable
        }
      } else {
        result += constant.readable
      }
      result += tail
      return result
    }
  }

  /// Apple's description, `<NSLayoutConstraint:c3 card.top == root.top + 16   (active)>`.
  public static func appleDescription(_ c: LayoutConstraint, in layout: Layout) -> String {
    var label = c.origin == .user ? c.name : "'\(c.name)'"
    let parts = c.name.split(separator: "-")
    if c.origin == .stackView, let start = parts.firstIndex(of: "UISV") {
      // "buttons-UISV-spacing-2" prints as Apple's identifier, 'UISV-spacing'.
      label = "'\(parts[start..<(parts.count - 1)].joined(separator: "-"))'"
    }
    var body = text(c.spec, in: layout)
    let kind: String
    switch c.origin {
    case .nonNegativeSize: kind = "NSEngineSizeConstraint"
    case .contentSize: kind = "NSContentSizeLayoutConstraint"
    case .autoresizing:
      kind = "NSAutoresizingMaskLayoutConstraint"
      let item = layout.view(c.spec.lhs[0].view)
      // Apple names the frame variables minX/minY and prefixes the mask.
      let attribute = c.spec.lhs[0].attribute
      let variable = attribute == .left ? "minX" : attribute == .top ? "minY" : attribute.rawValue
      let rest = body.drop { $0 != " " }
      body = "\(item.autoresizing?.notation ?? "h=--& v=--&") \(item.name).\(variable)\(rest)"
    default: kind = "NSLayoutConstraint"
    }
    return "<\(kind):\(label) \(body)   (\(c.isActive ? "active" : "inactive"))>"
  }

  /// How the language writes a relation: `==`, `<=` or `>=`.
  public static func symbol(_ relation: LayoutRelation) -> String {
    switch relation {
    case .equal: "=="
    case .lessThanOrEqual: "<="
    case .greaterThanOrEqual: ">="
    }
  }

  /// The terms of one side, without its constant: empty when none has a
  /// non-zero coefficient.
  private static func side(_ terms: [LayoutTerm], _ layout: Layout) -> String {
    // Written straight into one string: unmet constraints are printed after
    // every command, and a copy of each View (for its name) and an array of
    // parts per side cost more than the text.
    var result = ""
    for term in terms where term.coefficient != 0 {
      if result.isEmpty {
        if term.coefficient < 0 { result += "-" }
      } else {
        result += term.coefficient < 0 ? " - " : " + "
      }
      let k = abs(term.coefficient)
      if k != 1 { result += "\(k.readable) * " }
      result += layout.name(of: term.view)
      if term.space != .frame { result += "." + term.space.guideName }
      result += "." + term.attribute.rawValue
    }
    return result
  }
}
