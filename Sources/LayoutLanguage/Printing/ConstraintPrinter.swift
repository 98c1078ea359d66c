import LayoutModel

/// Writes constraints back in the command language (and in Apple's form).
public enum ConstraintPrinter {
  /// `card.top == root.top + 16 @750`, as a person would type it.
  public static func text(_ spec: ConstraintSpec, in layout: Layout) -> String {
    var result = side(spec.lhs, constant: 0, layout)
    result += " \(symbol(spec.relation)) "
    result += side(spec.rhs, constant: spec.constant, layout)
    if !spec.priority.isRequired { result += " @\(spec.priority.value.compact)" }
    return result
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

  private static func side(_ terms: [LayoutTerm], constant: Double, _ layout: Layout) -> String {
    // Written straight into one string: unmet constraints are printed after
    // every command, and a copy of each View (for its name) and an array of
    // parts per side cost more than the text.
    var result = ""
    var empty = true
    func sign(_ negative: Bool) {
      if empty {
        if negative { result += "-" }
      } else {
        result += negative ? " - " : " + "
      }
      empty = false
    }
    for term in terms where term.coefficient != 0 {
      sign(term.coefficient < 0)
      let k = abs(term.coefficient)
      if k != 1 { result += "\(k.readable) * " }
      result += layout.name(of: term.view)
      if term.space != .frame { result += "." + term.space.guideName }
      result += "." + term.attribute.rawValue
    }
    if constant != 0 || empty {
      if empty {
        result += constant.readable
      } else {
        sign(constant < 0)
        result += abs(constant).readable
      }
    }
    return result
  }
}
