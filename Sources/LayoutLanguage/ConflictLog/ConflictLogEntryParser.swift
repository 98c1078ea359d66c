import LayoutModel

/// Parses one constraint description, the text between `<` and `>`:
/// `Class:0xADDR [h=… v=…] ['identifier'] body [extras] [(active, names: …)]`.
///
/// The description is split from both ends: the head (class, address,
/// flags, identifier) from the left, the info group and the extras
/// (`priority:`, `Hug:`, Masonry's `^high`) from the right; what is left is
/// the body, an equation or a VFL-like form.
struct ConflictLogEntryParser {
  var scanner: ConflictLogScanner
  /// List entries are NSArray strings: `\n` and `\U2019` stand for characters.
  let isEscaped: Bool

  static func parse(_ text: Substring, line: Int, column: Int, isEscaped: Bool) throws(ConflictLogError)
    -> ConflictLogEntry
  {
    var parser = ConflictLogEntryParser(
      scanner: ConflictLogScanner(text, line: line, column: column), isEscaped: isEscaped)
    return try parser.entry(startColumn: column - 1)
  }

  // MARK: - The whole description

  private mutating func entry(startColumn: Int) throws(ConflictLogError) -> ConflictLogEntry {
    guard let className = scanner.lexClassName() else {
      throw scanner.error("expected the constraint's class, as in NSLayoutConstraint:0x…, found \(scanner.found)")
    }
    try scanner.expect(":", "':' and the constraint's address after \(className)")
    guard let address = scanner.lexAddress() else {
      throw scanner.error("expected the constraint's address (0x…), found \(scanner.found)")
    }
    var sourceLocation: String?
    if scanner.lex("@") {
      let start = scanner.position
      while let c = scanner.current, c != " " { scanner.position += 1 }
      sourceLocation = String(scanner.characters[start..<scanner.position])
    }
    guard scanner.skipSpaces() else { throw scanner.error("expected a space after the address, found \(scanner.found)") }
    let flags = try autoresizingFlags()
    let identifier = try quotedIdentifier()

    var tail = ConflictLogTail(characters: scanner.characters, end: scanner.characters.count)
    let info = try tail.info(scanner)
    let extras = try tail.extras(scanner)
    guard tail.end > scanner.position else {
      throw scanner.error("expected the constraint's equation, found \(scanner.found)")
    }
    let whole = scanner
    scanner = ConflictLogScanner(
      Substring(String(whole.characters[whole.position..<tail.end])), line: whole.line, column: whole.column)
    let (body, direction) = try self.body()

    var names: [ConflictLogEntry.NamedItem] = []
    if let info {
      let namesScanner = ConflictLogScanner(
        Substring(String(whole.characters[info])), line: whole.line, column: whole.firstColumn + info.lowerBound)
      var namesParser = NamesParser(scanner: namesScanner, isEscaped: isEscaped)
      names = try namesParser.pairs()
    }
    var entry = ConflictLogEntry(
      line: whole.line, column: startColumn, className: className, address: address,
      sourceLocation: sourceLocation, autoresizing: flags, identifier: identifier, body: body,
      priority: extras.priority ?? body.extentPriority ?? 1000, contentPriorities: extras.content,
      direction: direction, names: names, text: String(whole.characters))
    entry.resolveNames()
    return entry
  }

  /// `h=-&- v=--&`.
  private mutating func autoresizingFlags() throws(ConflictLogError) -> AutoresizingFlags? {
    guard scanner.hasPrefix("h=") else { return nil }
    func triple(_ scanner: inout ConflictLogScanner, _ prefix: String) throws(ConflictLogError) -> [Bool] {
      try scanner.expect(prefix, "'\(prefix)' and three of - or &")
      var flags: [Bool] = []
      for _ in 0..<3 {
        guard let c = scanner.current, c == "-" || c == "&" else {
          throw scanner.error("expected - (fixed) or & (flexible) in the autoresizing mask, found \(scanner.found)")
        }
        flags.append(c == "&")
        scanner.position += 1
      }
      return flags
    }
    let horizontal = try triple(&scanner, "h=")
    scanner.skipSpaces()
    let vertical = try triple(&scanner, "v=")
    scanner.skipSpaces()
    return AutoresizingFlags(horizontal: horizontal, vertical: vertical)
  }

  /// `'UISV-spacing' `: the closing quote is the first one followed by a space.
  private mutating func quotedIdentifier() throws(ConflictLogError) -> String? {
    guard scanner.current == "'" else { return nil }
    let open = scanner.position
    var i = open + 1
    while i < scanner.characters.count {
      if scanner.characters[i] == "'", i + 1 < scanner.characters.count, scanner.characters[i + 1] == " " {
        scanner.position = i + 1
        scanner.skipSpaces()
        return unescape(scanner.characters[(open + 1)..<i])
      }
      i += 1
    }
    throw scanner.error("this identifier's quote is never closed", at: open)
  }

  // MARK: - Bodies

  private mutating func body() throws(ConflictLogError) -> (ConflictLogBody, ConflictLogEntry.Direction?) {
    if scanner.hasPrefix("H:") || scanner.hasPrefix("V:"), let third = scanner.peek(2), third == "[" || third == "|" {
      return try visualFormatBody()
    }
    return (try equationBody(), nil)
  }

  /// `A.attr REL [m*]B.attr[ * m] [± c] [NSSpace(n)]` or `A.attr REL [±] c`.
  private mutating func equationBody() throws(ConflictLogError) -> ConflictLogBody {
    let lhs = try anchor()
    scanner.skipSpaces()
    guard let relation = scanner.lexRelation() else {
      throw scanner.error("expected ==, <= or >= after \(lhs.attribute.rawValue), found \(scanner.found)")
    }
    scanner.skipSpaces()
    if let constant = lexConstantOnly() {
      try expectEnd()
      return .equation(lhs: lhs, relation: relation, rhs: nil, multiplier: 1, constant: constant)
    }
    var multiplier = 1.0
    let mark = scanner.position
    if let prefix = scanner.lexNumber() {
      scanner.skipSpaces()
      if scanner.lex("*") {
        multiplier = prefix
        scanner.skipSpaces()
      } else {
        scanner.position = mark
      }
    }
    let rhs = try anchor()
    let beforeSuffix = scanner.position
    scanner.skipSpaces()
    if scanner.lex("*") {
      scanner.skipSpaces()
      multiplier *= try scanner.expectNumber("a multiplier after '*'")
    } else {
      scanner.position = beforeSuffix
    }
    var constant = 0.0
    scanner.skipSpaces()
    if let sign = scanner.current, sign == "+" || sign == "-" {
      scanner.position += 1
      scanner.skipSpaces()
      let value = try scanner.expectNumber("a constant after '\(sign)'")
      constant = sign == "-" ? -value : value
      scanner.skipSpaces()
    }
    if let spacing = try lexSystemSpacing() { constant += spacing }
    try expectEnd()
    return .equation(lhs: lhs, relation: relation, rhs: rhs, multiplier: multiplier, constant: constant)
  }

  /// `40`, `- 16`, `+ 187.5` filling the whole right side.
  private mutating func lexConstantOnly() -> Double? {
    let mark = scanner.position
    var sign = 1.0
    if let c = scanner.current, c == "+" || c == "-", scanner.peek(1) == " " {
      sign = c == "-" ? -1 : 1
      scanner.position += 1
      scanner.skipSpaces()
    }
    if let value = scanner.lexNumber() {
      let afterNumber = scanner.position
      scanner.skipSpaces()
      if scanner.isAtEnd { return sign * value }
      scanner.position = afterNumber
    }
    scanner.position = mark
    return nil
  }

  /// `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)`: the resolved system spacing.
  private mutating func lexSystemSpacing() throws(ConflictLogError) -> Double? {
    for word in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where scanner.lex(word) {
      let value = try scanner.expectNumber("the spacing in \(word)…)")
      try scanner.expect(")", "')' after the spacing")
      scanner.skipSpaces()
      return value
    }
    return nil
  }

  private mutating func expectEnd() throws(ConflictLogError) {
    scanner.skipSpaces()
    guard scanner.isAtEnd else { throw scanner.error("unexpected \(scanner.found) after the constraint") }
  }

  /// `UILabel:0x…'text'.leading` or `NameShownInstead.width`.
  private mutating func anchor() throws(ConflictLogError) -> ConflictLogAnchor {
    let start = scanner.position
    if let item = try objectItem(closesText: { s, i in s.attributeFollows(i) }) {
      try scanner.expect(".", "'.' and an attribute after the item")
      guard let attribute = scanner.lexAttribute() else {
        throw scanner.error("unknown attribute \(scanner.found); expected one of leading, top, width, minX, …")
      }
      return ConflictLogAnchor(item: item, attribute: attribute)
    }
    // A name (an identifier shown instead of Class:0x…) may hold dots and
    // spaces; the attribute is what follows its last dot before a boundary.
    var i = scanner.position
    while i < scanner.characters.count {
      if i > start && scanner.attributeFollows(i) {
        let name = String(scanner.characters[start..<i])
        scanner.position = i + 1
        let attribute = scanner.lexAttribute()!
        return ConflictLogAnchor(item: ConflictLogItem(name: name), attribute: attribute)
      }
      i += 1
    }
    throw scanner.error("expected an item and an attribute, as in UIView:0x7f….leading, found \(scanner.found)")
  }

  /// `Class:0xADDR['text']`; nil (cursor unmoved) when the text is not one.
  private mutating func objectItem(closesText: (ConflictLogScanner, Int) -> Bool) throws(ConflictLogError)
    -> ConflictLogItem?
  {
    let mark = scanner.position
    guard let className = scanner.lexClassName(), scanner.lex(":"), let address = scanner.lexAddress() else {
      scanner.position = mark
      return nil
    }
    var item = ConflictLogItem(className: className, address: address)
    if scanner.current == "'" {
      let open = scanner.position
      var i = open + 1
      while i < scanner.characters.count && !(scanner.characters[i] == "'" && closesText(scanner, i + 1)) { i += 1 }
      guard i < scanner.characters.count else { throw scanner.error("the text of this item is never closed", at: open) }
      item.text = unescape(scanner.characters[(open + 1)..<i])
      scanner.position = i + 1
    }
    return item
  }

  // MARK: - VFL-like bodies

  private mutating func visualFormatBody() throws(ConflictLogError) -> (ConflictLogBody, ConflictLogEntry.Direction?) {
    let axis: LayoutAttribute.Axis = scanner.current == "H" ? .horizontal : .vertical
    scanner.position += 2
    let body: ConflictLogBody
    if scanner.lex("|") {
      try scanner.expect("-", "'-' after '|'")
      let extent = try spacingExtent()
      body = .spacing(axis: axis, from: .superview, extent: extent, to: try spacingEnd())
    } else {
      try scanner.expect("[", "'[' or '|'")
      let item = try bracketedItem()
      if scanner.lex("(") {
        let extent = try extent()
        try scanner.expect(")", "')' after the size")
        try scanner.expect("]", "']' after the size")
        body = .size(axis: axis, item: item, extent: extent)
      } else {
        try scanner.expect("]", "']' after the item")
        try scanner.expect("-", "'-' and a spacing after the item")
        let extent = try spacingExtent()
        body = .spacing(axis: axis, from: .item(item), extent: extent, to: try spacingEnd())
      }
    }
    var direction: ConflictLogEntry.Direction?
    if scanner.lex("(LTR)") { direction = .leftToRight } else if scanner.lex("(RTL)") { direction = .rightToLeft }
    try expectEnd()
    return (body, direction)
  }

  /// `(8)-` or `8-` between two ends.
  private mutating func spacingExtent() throws(ConflictLogError) -> ConflictLogExtent {
    let parenthesized = scanner.lex("(")
    let value = try extent()
    if parenthesized { try scanner.expect(")", "')' after the spacing") }
    try scanner.expect("-", "'-' after the spacing")
    return value
  }

  private mutating func spacingEnd() throws(ConflictLogError) -> ConflictLogEnd {
    if scanner.lex("|") { return .superview }
    try scanner.expect("[", "'[' or '|' after the spacing")
    let item = try bracketedItem()
    try scanner.expect("]", "']' after the item")
    return .item(item)
  }

  /// An item inside `[…]`: `Class:0x…['text']` or a name.
  private mutating func bracketedItem() throws(ConflictLogError) -> ConflictLogItem {
    if let item = try objectItem(closesText: { s, i in i < s.characters.count && (s.characters[i] == "]" || s.characters[i] == "(") }) {
      return item
    }
    let start = scanner.position
    while let c = scanner.current, c != "]" && c != "(" { scanner.position += 1 }
    guard scanner.position > start else { throw scanner.error("expected a view inside '[…]', found \(scanner.found)") }
    return ConflictLogItem(name: String(scanner.characters[start..<scanner.position]))
  }

  /// `>=NSSpace(8)@250`, `-7`, `0.4`.
  private mutating func extent() throws(ConflictLogError) -> ConflictLogExtent {
    let relation = scanner.lexRelation() ?? .equal
    var isSystem = false
    let value: Double
    if let spacing = try lexSystemSpacing() {
      value = spacing
      isSystem = true
    } else {
      value = try scanner.expectNumber("a number")
    }
    var priority: Double?
    if scanner.lex("@") { priority = try scanner.expectNumber("a priority after '@'") }
    return ConflictLogExtent(relation: relation, value: value, isSystemSpacing: isSystem, priority: priority)
  }

  // MARK: - Text

  func unescape(_ characters: ArraySlice<Character>) -> String {
    isEscaped ? NSArrayEscapes.unescape(String(characters)) : String(characters)
  }
}

extension ConflictLogScanner {
  /// Whether `.attribute` (ending at a word boundary, a space, `*` or the end) starts at `i`.
  func attributeFollows(_ i: Int) -> Bool {
    guard i < characters.count, characters[i] == "." else { return false }
    var probe = self
    probe.position = i + 1
    guard probe.lexAttribute() != nil else { return false }
    guard let next = probe.current else { return true }
    return next == " " || next == "*" || next == "\t"
  }
}

extension ConflictLogBody {
  /// The `@P` of a VFL extent, which is the constraint's priority.
  var extentPriority: Double? {
    switch self {
    case .size(_, _, let extent), .spacing(_, _, let extent, _): extent.priority
    case .equation: nil
    }
  }
}
