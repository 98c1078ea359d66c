// `whatif`, `sweep`: questions about layouts the session is not in.
import LayoutModel

extension Parser {
  /// `whatif C priority P|constant K`, after the word.
  public mutating func whatIfCommand() throws(ParseError) -> (target: Located<String>, change: WhatIfChange) {
    let target = try name("a constraint name")
    let property = try identifier("priority or constant")
    switch property.value {
    case "priority": return (target, .priority(try priorityValue().value))
    case "constant": return (target, .constant(try number("a constant").value))
    default:
      throw ParseError("whatif changes a priority or a constant, as in whatif c4 priority 749", column: property.column, length: property.length)
    }
  }

  /// `sweep root.width 320..1024 [step 1]`; `..` may be written `...`;
  /// `sweep root.contentSize` visits every Dynamic Type size.
  public mutating func sweepCommand() throws(ParseError) -> (target: Located<String>, from: Double, to: Double, step: Double?) {
    let owner = try identifier("root.width, root.height or a constraint's constant (c3.constant)")
    try expectSymbol(".", "'.' as in root.width")
    let property = try identifier("width, height or constant")
    let target = Located("\(owner.value).\(property.value)", column: owner.column, length: property.column + property.length - owner.column)
    // Dynamic Type sizes are steps, not a range: every one is visited.
    if target.value == "root.contentSize" { return (target, 0, Double(ContentSizeCategory.allCases.count - 1), 1) }
    // Two directions, both visited.
    if target.value == "root.direction" { return (target, 0, 1, 1) }
    let from = try number("the first value, as in 320..1024").value
    try expectSymbol(".", "'..' between the two values")
    try expectSymbol(".", "'..' between the two values")
    _ = accept(".")
    let to = try number("the last value").value
    var step: Double?
    if case .identifier("step") = token.kind {
      _ = advance()
      step = try number("a step").value
    }
    return (target, from, to, step)
  }
}
