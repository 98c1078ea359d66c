import LayoutModel

/// A cursor over one constraint description, remembering where it sits in
/// the log so that every error can name a line and a column.
///
/// The `lex…` methods return nil and leave the cursor where it was when the
/// text does not match, so callers can try alternatives; only `expect…`
/// methods throw.
struct ConflictLogScanner {
  let characters: [Character]
  var position = 0
  let line: Int
  /// Column of `characters[0]` in its line.
  let firstColumn: Int

  init(_ text: Substring, line: Int, column: Int) {
    characters = Array(text)
    self.line = line
    firstColumn = column
  }

  var isAtEnd: Bool { position >= characters.count }
  var current: Character? { position < characters.count ? characters[position] : nil }
  var column: Int { firstColumn + position }
  var rest: Substring { Substring(String(characters[min(position, characters.count)...])) }

  func peek(_ offset: Int) -> Character? {
    let i = position + offset
    return i >= 0 && i < characters.count ? characters[i] : nil
  }

  func error(_ message: String, at position: Int? = nil, length: Int = 1) -> ConflictLogError {
    ConflictLogError(line: line, column: firstColumn + (position ?? self.position), message, length: length)
  }

  // MARK: - Matching

  func hasPrefix(_ text: String) -> Bool {
    var i = position
    for c in text {
      guard i < characters.count, characters[i] == c else { return false }
      i += 1
    }
    return true
  }

  mutating func lex(_ text: String) -> Bool {
    guard hasPrefix(text) else { return false }
    position += text.count
    return true
  }

  mutating func expect(_ text: String, _ what: String) throws(ConflictLogError) {
    guard lex(text) else { throw error("expected \(what), found \(found)") }
  }

  /// Spaces and tabs; true when there were any.
  @discardableResult
  mutating func skipSpaces() -> Bool {
    let start = position
    while let c = current, c == " " || c == "\t" { position += 1 }
    return position > start
  }

  /// A few characters of what is here, for error messages.
  var found: String {
    guard !isAtEnd else { return "the end of the constraint" }
    let shown = String(characters[position..<min(characters.count, position + 12)])
    return "'\(shown)\(position + 12 < characters.count ? "…" : "")'"
  }

  // MARK: - Numbers and words

  /// `12`, `-7`, `0.384615`, `2.22507e-308`, `.5`.
  mutating func lexNumber() -> Double? {
    let start = position
    if current == "-" || current == "+" { position += 1 }
    var digits = 0
    while let c = current, c.isASCII, c.isNumber { position += 1; digits += 1 }
    if current == ".", let next = peek(1), next.isASCII, next.isNumber {
      position += 1
      while let c = current, c.isASCII, c.isNumber { position += 1; digits += 1 }
    }
    if digits > 0, current == "e" || current == "E" {
      let mark = position
      position += 1
      if current == "-" || current == "+" { position += 1 }
      var exponentDigits = 0
      while let c = current, c.isASCII, c.isNumber { position += 1; exponentDigits += 1 }
      if exponentDigits == 0 { position = mark }
    }
    guard digits > 0, let value = Double(String(characters[start..<position])) else {
      position = start
      return nil
    }
    return value
  }

  mutating func expectNumber(_ what: String) throws(ConflictLogError) -> Double {
    guard let value = lexNumber() else { throw error("expected \(what), found \(found)") }
    return value
  }

  /// `0x7fca0bd54cc0`, lowercased.
  mutating func lexAddress() -> String? {
    guard hasPrefix("0x") || hasPrefix("0X") else { return nil }
    let start = position
    position += 2
    while let c = current, c.isHexDigit { position += 1 }
    guard position > start + 2 else {
      position = start
      return nil
    }
    return String(characters[start..<position]).lowercased()
  }

  /// A class name: letters, digits, `_`, `.` and `$`, possibly starting with `.`.
  mutating func lexClassName() -> String? {
    let start = position
    while let c = current, c.isLetter || c.isNumber || c == "_" || c == "." || c == "$" { position += 1 }
    guard position > start, characters[start..<position].contains(where: \.isLetter) else {
      position = start
      return nil
    }
    return String(characters[start..<position])
  }

  /// An attribute name that ends at a word boundary (`leadingMargin`, not `leading`).
  mutating func lexAttribute() -> ConflictLogAttribute? {
    for attribute in ConflictLogAttribute.byLength where hasPrefix(attribute.rawValue) {
      let after = peek(attribute.rawValue.count)
      if let after, after.isLetter || after.isNumber || after == "_" { continue }
      position += attribute.rawValue.count
      return attribute
    }
    return nil
  }

  /// The relation of an equation or extent.
  mutating func lexRelation() -> LayoutRelation? {
    for (text, relation) in [("==", LayoutRelation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
    where lex(text) {
      return relation
    }
    return nil
  }
}
