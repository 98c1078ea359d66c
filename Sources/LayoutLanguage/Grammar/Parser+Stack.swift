import LayoutModel

// `stack` declarations and `set STACK.property`.

extension Parser {
  /// `stack NAME [in PARENT] [settings] [a b c]`, after the word.
  public mutating func stackDeclaration() throws(ParseError) -> StackDeclaration {
    let (name, parent) = try nameAndContainer("stack")
    var settings: [Located<StackSetting>] = []
    var arranged: [Located<String>] = []
    while token.kind != .end {
      if isSymbol("[") {
        arranged = try arrangedList()
        continue
      }
      guard case .identifier(let word) = token.kind else {
        throw error("expected a stack setting (vertical, spacing 8, distribution fill, alignment center, marginsRelative) or [views]")
      }
      let start = token
      switch word {
      case "horizontal", "vertical":
        _ = advance()
        settings.append(Located(.axis(word == "horizontal" ? .horizontal : .vertical), column: start.column, length: start.length))
      case "marginsRelative":
        _ = advance()
        settings.append(Located(.marginsRelative(true), column: start.column, length: start.length))
      default:
        _ = advance()
        settings.append(try stackSetting(Located(word, column: start.column, length: start.length)))
      }
    }
    return StackDeclaration(name: name, parent: parent, settings: settings, arranged: arranged)
  }

  /// The value of a stack property named `property`, read from the tokens after it.
  mutating func stackSetting(_ property: Located<String>) throws(ParseError) -> Located<StackSetting> {
    let value: StackSetting
    switch property.value {
    case "axis":
      guard case .identifier(let word) = token.kind, word == "horizontal" || word == "vertical" else {
        throw error("expected horizontal or vertical")
      }
      _ = advance()
      value = .axis(word == "horizontal" ? .horizontal : .vertical)
    case "spacing": value = .spacing(try number("a spacing").value)
    case "distribution": value = .distribution(try choice("distribution"))
    case "alignment": value = .alignment(try choice("alignment"))
    case "marginsRelative":
      guard case .identifier(let word) = token.kind, word == "true" || word == "false" else {
        throw error("expected true or false")
      }
      _ = advance()
      value = .marginsRelative(word == "true")
    case "arranged": value = .arranged(try arrangedList())
    case "customSpacing":
      let view = try identifier("the arranged view the spacing follows")
      value = .customSpacing(after: view, try number("a spacing").value)
    default:
      throw ParseError(
        "'\(property.value)' is not a stack setting; use vertical, horizontal, spacing, distribution, alignment, marginsRelative, customSpacing or [views]",
        column: property.column, length: property.length)
    }
    return Located(value, column: property.column, length: max(1, token.column - property.column))
  }

  /// `[a b c]`: arranged subviews, in order.
  private mutating func arrangedList() throws(ParseError) -> [Located<String>] {
    try expectSymbol("[", "'[' and the arranged views")
    var names: [Located<String>] = []
    while !isSymbol("]") {
      names.append(try identifier("a view name or ']'"))
      _ = accept(",")
    }
    _ = advance()
    return names
  }

  /// One of an enumeration's raw values, or an error listing them all.
  private mutating func choice<T: CaseIterable & RawRepresentable>(_ what: String) throws(ParseError) -> T
  where T.RawValue == String {
    let word = try identifier("a \(what)")
    guard let value = T(rawValue: word.value) else {
      throw ParseError(
        "unknown \(what) '\(word.value)'; use \(T.allCases.map(\.rawValue).joined(separator: ", "))",
        column: word.column, length: word.length)
    }
    return value
  }
}
