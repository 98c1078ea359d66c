import LayoutModel

/// Parses one line of the command language into its command's parsed form
/// (a ``ParsedCommand``).
///
/// A hand-written recursive descent over the tokens of ``Lexer``. A line is a
/// constraint when it starts `name:` or `view.attribute`; otherwise its first
/// word is a command, looked up in the ``CommandSet`` given. Errors point
/// at the column where the line stopped making sense.
///
/// A command's grammar (``CommandGrammar/tokens(_:)``) reads its arguments
/// with the public helpers below: ``identifier(_:)``, ``name(_:)``,
/// ``number(_:)``, ``expectSymbol(_:_:)``, ``token``; the parser checks
/// that nothing is left after.
public struct Parser {
  var tokens: [Token]
  var index = 0

  /// Parses one line.
  ///
  /// - Throws: a ``ParseError`` at the first column that does not fit the
  ///   grammar; nothing about views or constraints is checked here, only syntax.
  public static func parse(_ line: String, commands: CommandSet) throws(ParseError) -> any ParsedCommand {
    if let descriptor = lineCommand(line, commands), case .line(let grammar) = descriptor.grammar {
      return try grammar(line)
    }
    if isPastedVisualFormat(line) { return commands.visualFormat(try visualFormatCommand(line, withWord: false)) }
    var parser = Parser(tokens: try Lexer.tokens(of: line))
    return try parser.command(commands)
  }

  /// The command whose arguments are read from the whole line, when the
  /// line starts with its word and a space (or is that word alone).
  private static func lineCommand(_ line: String, _ commands: CommandSet) -> CommandDescriptor? {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    let word = trimmed.prefix { $0.isLetter }
    guard !word.isEmpty, let descriptor = commands.descriptor(for: String(word)),
      case .line = descriptor.grammar
    else { return nil }
    let next = trimmed.dropFirst(word.count).first
    return next == nil || next == " " || next == "\t" || next == "\r" ? descriptor : nil
  }

  /// `save`, `load` and `import` take the rest of the line verbatim, so
  /// file names need no quoting; a ` #` starts a comment, as on any line.
  ///
  /// - Returns: the file name, unquoted (empty when there is none and
  ///   `optional`: `save` alone saves to the file last saved or loaded), and
  ///   the rest of the line as written, for `import`'s options.
  /// - Throws: when there is no file name and it is not `optional`.
  public static func fileArgument(_ line: String, optional: Bool = false) throws(ParseError) -> (path: String, rest: String) {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    let word = trimmed.prefix { $0.isLetter }
    var rest = trimmed.dropFirst(word.count)
    if let hash = rest.indices.first(where: { $0 > rest.startIndex && rest[$0] == "#" && (rest[rest.index(before: $0)] == " " || rest[rest.index(before: $0)] == "\t") }),
      !rest[..<hash].contains("\"")
    {
      rest = rest[..<hash]
    }
    var path = rest.trimmingSpaces
    if path.count >= 2 && path.hasPrefix("\"") && path.hasSuffix("\"") { path = String(path.dropFirst().dropLast()) }
    guard optional || !path.isEmpty else {
      throw ParseError("\(word) needs a file name", column: line.count + 1)
    }
    return (path, rest.trimmingSpaces)
  }

  /// `import PATH [scene ID] [ib-sizes]`: the options are read only after a
  /// storyboard or xib path (quoted or not), so any other file name, spaces
  /// and all, is still the whole rest of the line.
  public static func importArguments(_ rest: String) -> (path: String, scene: String?, storedSizes: Bool) {
    var words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    var scene: String?
    var storedSizes = false
    var remaining = rest
    while words.count >= 2 {
      if words.last == "ib-sizes" {
        storedSizes = true
        words.removeLast()
      } else if words.count >= 3, words[words.count - 2] == "scene" {
        scene = words.removeLast()
        words.removeLast()
      } else {
        break
      }
      let candidate = words.joined(separator: " ")
      remaining = candidate
    }
    var path = remaining
    let quoted = path.count >= 2 && path.hasPrefix("\"") && path.hasSuffix("\"")
    if quoted { path = String(path.dropFirst().dropLast()) }
    let lower = path.lowercased()
    guard remaining != rest, quoted || lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") else {
      var whole = rest
      if whole.count >= 2 && whole.hasPrefix("\"") && whole.hasSuffix("\"") { whole = String(whole.dropFirst().dropLast()) }
      return (whole, nil, false)
    }
    return (path, scene, storedSizes)
  }

  init(tokens: [Token]) { self.tokens = tokens }

  // MARK: - Token helpers

  /// The token the parser stands on; `.end` after the last.
  public var token: Token { tokens[index] }
  /// The token after it (the end token at the end).
  public var nextToken: Token { tokens[min(index + 1, tokens.count - 1)] }

  /// Steps past the current token and returns it; stays on the end token.
  public mutating func advance() -> Token {
    let t = tokens[index]
    if index < tokens.count - 1 { index += 1 }
    return t
  }

  /// Whether `t` (the current token by default) is the symbol `s`.
  public func isSymbol(_ s: String, _ t: Token? = nil) -> Bool {
    (t ?? token).kind == .symbol(s)
  }

  /// Steps past the symbol `s` if the parser stands on it.
  public mutating func accept(_ s: String) -> Bool {
    guard isSymbol(s) else { return false }
    _ = advance()
    return true
  }

  /// An error pointing at `t`, the current token by default.
  public func error(_ message: String, at t: Token? = nil) -> ParseError {
    let t = t ?? token
    return ParseError(message, column: t.column, length: t.length)
  }

  /// Steps past the symbol `s`, or throws "expected `what`".
  public mutating func expectSymbol(_ s: String, _ what: String) throws(ParseError) {
    guard accept(s) else { throw error("expected \(what), found \(token.text)") }
  }

  /// A word (a view, a keyword), or an error naming `what` was expected.
  public mutating func identifier(_ what: String) throws(ParseError) -> Located<String> {
    guard case .identifier(let name) = token.kind else {
      throw error("expected \(what), found \(token.text)")
    }
    let t = advance()
    return Located(name, column: t.column, length: t.length)
  }

  /// A name, or a quoted one: generated constraints have names with dashes
  /// (`row-UISV-spacing-1`), read as one name when nothing separates the
  /// pieces, or quoted.
  public mutating func name(_ what: String) throws(ParseError) -> Located<String> {
    if case .string(let text) = token.kind {
      let t = advance()
      return Located(text, column: t.column, length: t.length)
    }
    var name = try identifier(what)
    // Unquoted, the pieces of a dashed name touch: `explain row-UISV-spacing-1`.
    while isSymbol("-"), token.column == name.column + name.length, nextToken.column == token.column + token.length {
      let piece: String
      switch nextToken.kind {
      case .identifier(let text): piece = text
      case .number(let n) where n == n.rounded() && n >= 0 && n < 1e9: piece = String(Int(n))
      default: return name
      }
      _ = advance()
      let last = advance()
      name = Located(name.value + "-" + piece, column: name.column, length: last.column + last.length - name.column)
    }
    return name
  }

  /// A number, a leading minus included, or an error naming `what`.
  public mutating func number(_ what: String) throws(ParseError) -> Located<Double> {
    let start = token
    let negative = accept("-")
    guard case .number(let value) = token.kind else { throw error("expected \(what), found \(token.text)") }
    let t = advance()
    return Located(negative ? -value : value, column: start.column, length: t.column + t.length - start.column)
  }

  /// Throws unless every token has been read.
  public mutating func end() throws(ParseError) {
    guard token.kind == .end else { throw error("unexpected \(token.text) at the end of the command") }
  }

  // MARK: - Commands

  mutating func command(_ commands: CommandSet) throws(ParseError) -> any ParsedCommand {
    guard case .identifier(let word) = token.kind else {
      if token.kind == .end { return commands.blank() }
      throw error("expected a command or a constraint, found \(token.text)")
    }
    if isSymbol(".", nextToken) && isAnchorCall() { return commands.constraint(try anchorConstraint()) }
    if isSymbol(":", nextToken) || isSymbol(".", nextToken) { return commands.constraint(try constraint()) }
    let wordToken = advance()
    guard let descriptor = commands.descriptor(for: word) else {
      let hint = commands.words.closest(to: word).map { " (did you mean '\($0)'?)" } ?? ""
      let shown = word.count > 40 ? word.prefix(40) + "…" : Substring(word)
      throw error("unknown command '\(shown)'\(hint); type help for the list", at: wordToken)
    }
    guard case .tokens(let grammar) = descriptor.grammar else {
      // lineCommand takes every line these words start; only a word glued
      // to what follows it gets here.
      throw error("put a space after '\(word)'")
    }
    let result = try grammar(&self)
    try end()
    return result
  }

  /// `view NAME [in PARENT] [intrinsic WxH] [hug H V] [resist H V]`, after the word.
  public mutating func viewDeclaration() throws(ParseError) -> (
    name: Located<String>, parent: Located<String>?, properties: [Located<ViewProperty>]
  ) {
    let (name, parent) = try nameAndContainer("view")
    return (name, parent, try declarationProperties(["intrinsic", "hug", "resist"]))
  }

  /// `set TARGET.property value`, after the word.
  public mutating func setCommand() throws(ParseError) -> (target: Located<String>, change: SetSyntax) {
    // A dashed name too, so that `set s-UISV-spacing-1.constant 5` is
    // answered as `whatif` answers it, not as a misplaced '-'.
    let target = try name("a constraint or view name")
    try expectSymbol(".", "'.' and a property (constant, priority, intrinsic, text, …)")
    let property = try identifier("a property (constant, priority, intrinsic, text, …)")
    switch property.value {
    case "constant":
      return (target, .constant(try number("a number")))
    case "priority":
      return (target, .priority(try priorityValue()))
    case "hidden":
      guard case .identifier(let word) = token.kind, word == "true" || word == "false" else {
        throw error("expected true or false, found \(token.text)")
      }
      _ = advance()
      return (target, .hidden(word == "true"))
    case "axis", "spacing", "distribution", "alignment", "marginsRelative", "arranged", "customSpacing":
      return (target, .stack(try stackSetting(property)))
    default:
      return (target, .view(try viewProperty(property)))
    }
  }

  /// `size WxH`, after the word; `at` is where WxH is, for a refusal's caret.
  public mutating func sizeCommand() throws(ParseError) -> (width: Double, height: Double, at: Located<String>) {
    guard case .size(let w, let h) = token.kind else {
      throw error("expected a size like 320x568, found \(token.text)")
    }
    let t = advance()
    return (w, h, Located(t.text, column: t.column, length: t.length))
  }

  // MARK: - Constraints

  /// A constraint line: `[name:] lhs REL rhs [@priority]`, to the end.
  public mutating func constraint() throws(ParseError) -> ConstraintSyntax {
    var name: Located<String>?
    if isSymbol(":", nextToken) {
      name = try identifier("a constraint name")
      _ = advance()
    }
    let left = try side()
    let relationToken = token
    let relation: LayoutRelation
    switch relationToken.kind {
    case .symbol("=="): relation = .equal
    case .symbol("<="): relation = .lessThanOrEqual
    case .symbol(">="): relation = .greaterThanOrEqual
    case .symbol("="): throw error("use == for equality (a constraint is an equation, not an assignment)")
    default: throw error("expected ==, <= or >=, found \(token.text)")
    }
    _ = advance()
    let constantColumn = token.column
    let right = try side()
    var priority: Located<Double>?
    if isSymbol("@") {
      _ = advance()
      priority = try priorityValue()
    }
    try end()
    return ConstraintSyntax(
      name: name, lhs: left.terms, relation: relation, rhs: right.terms,
      constant: right.constant - left.constant, constantColumn: constantColumn, priority: priority)
  }

  /// A sum of terms and numbers: `0.25 * root.height - 24`.
  private mutating func side() throws(ParseError) -> (terms: [TermSyntax], constant: Double) {
    var terms: [TermSyntax] = []
    var constant = 0.0
    var sign = 1.0
    if accept("-") { sign = -1 } else { _ = accept("+") }
    while true {
      switch token.kind {
      case .number(let value):
        _ = advance()
        if accept("*") {
          terms.append(try reference(coefficient: sign * value))
        } else {
          constant += sign * value
        }
      case .identifier:
        var term = try reference(coefficient: sign)
        if accept("*") {
          let k = try number("a multiplier after '*'")
          term = TermSyntax(coefficient: term.coefficient * k.value, view: term.view, guide: term.guide, attribute: term.attribute)
        }
        terms.append(term)
      default:
        throw error("expected a view attribute like card.top or a number, found \(token.text)")
      }
      if accept("+") {
        sign = 1
      } else if accept("-") {
        sign = -1
      } else {
        return (terms, constant)
      }
    }
  }

  private mutating func reference(coefficient: Double) throws(ParseError) -> TermSyntax {
    let view = try identifier("a view name")
    try expectSymbol(".", "'.' and an attribute after '\(view.value)'")
    var attribute = try identifier("an attribute (top, leading, width, …)")
    var guide: Located<String>?
    if accept(".") {
      // card.margins.top, root.safeArea.bottom (or UIKit's guide names)
      guide = Located(Parser.alreplName(ofGuide: attribute.value), column: attribute.column, length: attribute.length)
      attribute = try identifier("an attribute after '\(attribute.value).'")
    }
    // UIKit's `topAnchor` is alrepl's `top`.
    attribute = Located(Parser.alreplName(ofAttribute: attribute.value), column: attribute.column, length: attribute.length)
    return TermSyntax(coefficient: coefficient, view: view, guide: guide, attribute: attribute)
  }

  /// `750`, `required`, `high`, `low`, `fitting` and UIKit's names.
  public mutating func priorityValue() throws(ParseError) -> Located<Double> {
    if case .identifier(let word) = token.kind {
      let t = advance()
      guard let value = Parser.priorityNames[word] else {
        throw ParseError(
          "unknown priority '\(word)'; use 1…1000, required, high, low or fitting", column: t.column,
          length: t.length)
      }
      return Located(value, column: t.column, length: t.length)
    }
    return try number("a priority (1…1000, required, high, low, fitting)")
  }

  /// The words a priority may be written as, and their values: UIKit's names
  /// and the short forms the language adds.
  public static let priorityNames: [String: Double] = [
    "required": 1000, "high": 750, "defaultHigh": 750, "low": 250, "defaultLow": 250,
    "fitting": 50, "fittingSizeLevel": 50,
  ]
}

extension Array where Element == String {
  /// The element nearest to `word` by edit distance, if it is close enough to be a typo.
  public func closest(to word: String) -> String? {
    // Typos are short; a pasted megabyte is not worth an edit distance.
    guard word.count <= 64 else { return nil }
    let scored = map { ($0, $0.editDistance(to: word)) }.min { $0.1 < $1.1 }
    guard let (best, distance) = scored, distance <= Swift.max(1, word.count / 3) else { return nil }
    return best
  }
}

extension String {
  /// Edits between two words, a swap of neighbours counting as one
  /// (`veiw` is one edit from `view`): the typos people make.
  func editDistance(to other: String) -> Int {
    let a = Array(self), b = Array(other)
    if a.isEmpty || b.isEmpty { return a.count + b.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var row = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        row[j] = Swift.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
          row[j] = Swift.min(row[j], beforePrevious[j - 2] + 1)
        }
      }
      beforePrevious = previous
      previous = row
    }
    return previous[b.count]
  }
}
