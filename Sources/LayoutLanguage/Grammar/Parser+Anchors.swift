import LayoutModel

// UIKit's spellings, accepted so that code pasted from a project works:
// `card.topAnchor`, `view.safeAreaLayoutGuide.topAnchor`, and whole anchor
// calls such as `a.heightAnchor.constraint(equalToConstant: 100)`.

extension Parser {
  /// `topAnchor` → `top`; the guides' UIKit names → alrepl's.
  static func alreplName(ofAttribute name: String) -> String {
    name.count > 6 && name.hasSuffix("Anchor") ? String(name.dropLast(6)) : name
  }

  static func alreplName(ofGuide name: String) -> String {
    switch name {
    case "layoutMarginsGuide": "margins"
    case "safeAreaLayoutGuide": "safeArea"
    default: name
    }
  }

  /// Whether the line holds an anchor call: `….constraint(`.
  func isAnchorCall() -> Bool {
    tokens.indices.dropLast().contains { i in
      tokens[i].kind == .identifier("constraint") && tokens[i + 1].kind == .symbol("(")
        && i > 0 && tokens[i - 1].kind == .symbol(".")
    }
  }

  /// `a.xAnchor.constraint(equalTo: b.yAnchor [, multiplier: k] [, constant: c])`,
  /// `a.widthAnchor.constraint(equalToConstant: c)` and the `greaterThanOrEqual`
  /// and `lessThanOrEqual` forms, optionally followed by `.isActive = true`:
  /// the same constraint as `a.x == k * b.y + c`.
  mutating func anchorConstraint() throws(ParseError) -> ConstraintSyntax {
    let left = try anchorReference()
    try expectSymbol(".", "'.constraint('")
    _ = advance()  // `constraint`, checked by isAnchorCall
    try expectSymbol("(", "'('")
    let label = try identifier("equalTo:, greaterThanOrEqualTo:, lessThanOrEqualTo: or equalToConstant:")
    let relations: [(String, LayoutRelation)] = [
      ("equalTo", .equal), ("greaterThanOrEqualTo", .greaterThanOrEqual), ("lessThanOrEqualTo", .lessThanOrEqual),
    ]
    let base = label.value.hasSuffix("Constant") ? String(label.value.dropLast(8)) : label.value
    guard let relation = relations.first(where: { $0.0 == base })?.1 else {
      throw ParseError(
        "alrepl reads equalTo:, greaterThanOrEqualTo:, lessThanOrEqualTo: and their …Constant: forms, not \(label.value):",
        column: label.column, length: label.length)
    }
    try expectSymbol(":", "':' after \(label.value)")
    let constantColumn = token.column
    var right: [TermSyntax] = []
    var multiplier = 1.0
    var constant = 0.0
    if label.value.hasSuffix("Constant") {
      constant = try number("a number").value
    } else {
      let other = try anchorReference()
      while accept(",") {
        let argument = try identifier("multiplier: or constant:")
        try expectSymbol(":", "':' after \(argument.value)")
        switch argument.value {
        case "multiplier": multiplier = try number("a multiplier").value
        case "constant": constant = try number("a constant").value
        default:
          throw ParseError("expected multiplier: or constant:, found \(argument.value)", column: argument.column, length: argument.length)
        }
      }
      right = [TermSyntax(coefficient: multiplier, view: other.view, guide: other.guide, attribute: other.attribute)]
    }
    try expectSymbol(")", "')'")
    // `.isActive = true` is what activating means in alrepl anyway.
    if accept(".") {
      let property = try identifier("isActive")
      guard property.value == "isActive" else {
        throw ParseError("after the call alrepl reads only .isActive = true", column: property.column, length: property.length)
      }
      try expectSymbol("=", "'= true'")
      guard case .identifier("true") = token.kind else { throw error("expected true, found \(token.text)") }
      _ = advance()
    }
    try end()
    return ConstraintSyntax(
      name: nil, lhs: [left], relation: relation, rhs: right, constant: constant, constantColumn: constantColumn,
      priority: nil)
  }

  /// `card.topAnchor`, `card.safeAreaLayoutGuide.topAnchor`.
  private mutating func anchorReference() throws(ParseError) -> TermSyntax {
    let view = try identifier("a view name")
    try expectSymbol(".", "'.' and an anchor after '\(view.value)'")
    var attribute = try identifier("an anchor (topAnchor, widthAnchor, …)")
    var guide: Located<String>?
    if isSymbol("."), case .identifier(let next) = nextToken.kind, next != "constraint" {
      _ = advance()
      guide = Located(Parser.alreplName(ofGuide: attribute.value), column: attribute.column, length: attribute.length)
      attribute = try identifier("an anchor after '\(attribute.value).'")
    }
    attribute = Located(Parser.alreplName(ofAttribute: attribute.value), column: attribute.column, length: attribute.length)
    return TermSyntax(coefficient: 1, view: view, guide: guide, attribute: attribute)
  }
}
