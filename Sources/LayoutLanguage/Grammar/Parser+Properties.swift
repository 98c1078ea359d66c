import LayoutModel

// Declarations beyond `view`, view properties for `set`, and `fit`.

extension Parser {
  /// `NAME [in CONTAINER]`, the start of every declaration.
  public mutating func nameAndContainer(_ kind: String) throws(ParseError) -> (Located<String>, Located<String>?) {
    let name = try identifier("a name for the \(kind)")
    guard case .identifier("in") = token.kind else { return (name, nil) }
    _ = advance()
    return (name, try identifier(kind == "guide" ? "the owning view's name after 'in'" : "the superview's name after 'in'"))
  }

  /// `label NAME [in PARENT] "text" [font N | style S] [lines N] …`, after the word.
  public mutating func labelDeclaration() throws(ParseError) -> (
    name: Located<String>, parent: Located<String>?, text: String, properties: [Located<ViewProperty>]
  ) {
    let (name, parent) = try nameAndContainer("label")
    guard case .string(let text) = token.kind else {
      throw error("expected the label's text in quotes, found \(token.text)")
    }
    _ = advance()
    let properties = try declarationProperties(["font", "style", "lines", "preferredWidth", "hug", "resist"])
    return (name, parent, text, properties)
  }

  /// `word value` pairs after a declaration, each word one of `allowed`.
  mutating func declarationProperties(_ allowed: [String]) throws(ParseError) -> [Located<ViewProperty>] {
    var result: [Located<ViewProperty>] = []
    while case .identifier(let word) = token.kind {
      let start = token
      guard allowed.contains(word) else {
        throw error("unexpected '\(word)'; this declaration takes \(allowed.joined(separator: ", "))")
      }
      _ = advance()
      let property = try propertyValue(word == "preferredWidth" ? "preferredMaxLayoutWidth" : word == "font" ? "font" : word, at: start)
      result.append(property)
    }
    return result
  }

  mutating func viewProperty(_ property: Located<String>) throws(ParseError) -> Located<ViewProperty> {
    let start = Token(kind: .identifier(property.value), column: property.column, length: property.length)
    return try propertyValue(property.value, at: start)
  }

  /// The value of a named property, parsed by what the property needs.
  private mutating func propertyValue(_ name: String, at start: Token) throws(ParseError) -> Located<ViewProperty> {
    let value: ViewProperty
    switch name {
    case "intrinsic":
      if case .size(let w, let h) = token.kind {
        _ = advance()
        value = .intrinsic(width: w, height: h)
      } else {
        let w = try optionalNumber("a width or none")
        let h = token.kind == .end ? w : try optionalNumber("a height or none")
        value = .intrinsic(width: w, height: h)
      }
    case "hug", "resist":
      let h = try priorityValue().value
      let v = isPriorityStart ? try priorityValue().value : h
      value = name == "hug" ? .hugging(horizontal: h, vertical: v) : .compressionResistance(horizontal: h, vertical: v)
    case "text":
      guard case .string(let text) = token.kind else { throw error("expected text in quotes, found \(token.text)") }
      _ = advance()
      value = .text(text)
    case "font":
      // A size, or a font file: root's is every label's, a label's its own.
      switch token.kind {
      case .string(let path):
        _ = advance()
        value = .fontFile(path)
      case .identifier("em"):
        _ = advance()
        value = .fontFile(nil)
      case .identifier("inter"):
        _ = advance()
        value = .fontFile("inter")
      default: value = .fontSize(try number("a font size, or a font file in quotes, inter or em").value)
      }
    case "style": value = .textStyle(try namedValue(TextStyle.self, "a text style"))
    case "alignmentInsets": value = .alignmentInsets(try insetList())
    case "baseline", "baselines":
      if let first = try optionalNumber("a baseline: points from the top, or none") {
        let last = token.kind == .end ? first : try number("the last baseline, points from the top").value
        value = .baselines(Baselines(first: first, last: last))
      } else {
        value = .baselines(nil)
      }
    case "scale": value = .screenScale(try optionalNumber("a screen scale: 1, 2, 3 or none"))
    case "frameGrid": value = .frameGrid(try optionalNumber("a frame grid: 1, 2, 3 (pixels per point) or none"))
    case "breaking": value = .conflictBreaking(try namedValue(ConflictBreaking.self, "a break rule"))
    case "contentSize": value = .contentSize(try namedValue(ContentSizeCategory.self, "a content size category"))
    case "direction": value = .layoutDirection(try namedValue(LayoutDirection.self, "a layout direction"))
    case "semantic", "semanticContentAttribute":
      value = .semanticContentAttribute(try namedValue(SemanticContentAttribute.self, "a semantic content attribute"))
    case "lines": value = .lines(try number("a number of lines (0 = unlimited)").value)
    case "preferredMaxLayoutWidth":
      value = .preferredMaxLayoutWidth(try optionalNumber("a width or automatic", none: "automatic"))
    case "margins", "safeArea":
      let insets = try insetList()
      value = name == "margins" ? .margins(insets) : .safeArea(insets)
    case "autoresizing": value = .autoresizing(try autoresizingValue())
    case "directionalMargins", "directionalLayoutMargins": value = .directionalMargins(try insetList())
    case "additionalSafeArea": value = .additionalSafeArea(try insetList())
    case "insetsMarginsFromSafeArea": value = .insetsMarginsFromSafeArea(try boolValue())
    case "preservesSuperviewMargins": value = .preservesSuperviewMargins(try boolValue())
    case "keyboard": value = .keyboard(try number("the keyboard's height (0: no keyboard)").value)
    default:
      throw ParseError(
        "'\(name)' is not a property; views have intrinsic, hug, resist, margins, directionalMargins, additionalSafeArea, insetsMarginsFromSafeArea, preservesSuperviewMargins, autoresizing, alignmentInsets, baseline, semantic; labels text, font, style, lines, preferredMaxLayoutWidth; root contentSize, scale, direction, safeArea, keyboard, breaking; constraints constant, priority",
        column: start.column, length: start.length)
    }
    return Located(value, column: start.column, length: max(1, token.column - start.column))
  }

  /// `true` or `false`.
  private mutating func boolValue() throws(ParseError) -> Bool {
    guard case .identifier(let word) = token.kind, word == "true" || word == "false" else {
      throw error("expected true or false, found \(token.text)")
    }
    _ = advance()
    return word == "true"
  }

  /// One of an enumeration's names (a text style, a content size), or an
  /// error at the word that lists them all.
  private mutating func namedValue<Value: RawRepresentable & CaseIterable>(
    _ type: Value.Type, _ what: String
  ) throws(ParseError) -> Value where Value.RawValue == String {
    let names = Value.allCases.map(\.rawValue)
    guard case .identifier(let word) = token.kind else {
      throw error("expected \(what): \(names.joined(separator: ", "))")
    }
    guard let value = Value(rawValue: word) else {
      let hint = names.closest(to: word).map { " (did you mean '\($0)'?)" } ?? ""
      throw error("'\(word)' is not \(what)\(hint); one of \(names.joined(separator: ", "))")
    }
    _ = advance()
    return value
  }

  private var isPriorityStart: Bool {
    switch token.kind {
    case .number: return true
    case .identifier(let word): return Parser.priorityNames[word] != nil
    default: return false
    }
  }

  private mutating func optionalNumber(_ what: String, none: String = "none") throws(ParseError) -> Double? {
    if case .identifier(let word) = token.kind, word == none {
      _ = advance()
      return nil
    }
    return try number(what).value
  }

  /// One number for every side, or four: top left bottom right (UIEdgeInsets order).
  private mutating func insetList() throws(ParseError) -> EdgeInsets {
    var values: [Double] = []
    while values.count < 4 {
      // A value starts with its number or with a minus sign, whichever
      // value it is: `-2 0 -1.5 0` (negative alignment insets reach
      // outside the frame).
      if case .number = token.kind {} else if !isSymbol("-") { break }
      values.append(try number("an inset").value)
      _ = accept(",")
    }
    switch values.count {
    case 1: return EdgeInsets(all: values[0])
    case 4: return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    default: throw error("expected one inset for every side, or four: top left bottom right")
    }
  }

  /// `X,Y,W,H h=--& v=--& [in WxH]` or `off`.
  private mutating func autoresizingValue() throws(ParseError) -> Autoresizing? {
    if case .identifier("off") = token.kind {
      _ = advance()
      return nil
    }
    var numbers: [Double] = []
    for i in 0..<4 {
      numbers.append(try number("a frame: x,y,width,height").value)
      if i < 3 { try expectSymbol(",", "',' between x,y,width,height") }
    }
    var horizontal = [false, false, true]
    var vertical = [false, false, true]
    while case .identifier(let axis) = token.kind, axis == "h" || axis == "v" {
      _ = advance()
      try expectSymbol("=", "'=' after \(axis), as in \(axis)=--&")
      var flags: [Bool] = []
      for _ in 0..<3 {
        if accept("-") { flags.append(false) } else if accept("&") { flags.append(true) } else {
          throw error("expected - (fixed) or & (flexible), three of them, as in \(axis)=--&")
        }
      }
      if axis == "h" { horizontal = flags } else { vertical = flags }
    }
    let frame = Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    // `in WxH`: the superview's size the frame was stored at (an IB file's).
    if case .identifier("in") = token.kind {
      _ = advance()
      guard case .size(let w, let h) = token.kind else { throw error("expected the superview's size after 'in', like 375x667") }
      _ = advance()
      return Autoresizing(frame: frame, horizontal: horizontal, vertical: vertical, superviewSize: (w, h))
    }
    return Autoresizing(frame: frame, horizontal: horizontal, vertical: vertical)
  }

  /// `fit VIEW width W | height H | compressed | expanded`, after the word.
  public mutating func fitCommand() throws(ParseError) -> (view: Located<String>, target: FitTarget) {
    let view = try identifier("the view to measure")
    guard case .identifier(let mode) = token.kind else {
      throw error("expected width W, height H, compressed or expanded")
    }
    _ = advance()
    switch mode {
    case "width": return (view, .width(try number("a width").value))
    case "height": return (view, .height(try number("a height").value))
    case "compressed": return (view, .compressed)
    case "expanded": return (view, .expanded)
    default: throw error("expected width W, height H, compressed or expanded", at: tokens[index - 1])
    }
  }
}
