import LayoutModel

/// Parses a visual format string into a ``VisualFormatSyntax``.
///
/// A hand-written recursive descent that follows Apple's own parser
/// (NSLayoutConstraintParser, reference §11.2 [RE 17]) step by step, so that
/// it accepts what Apple accepts, fails where Apple fails and says what Apple
/// says: `parseFormat` is Apple's `parse`, `parseConnection`,
/// `parsePredicateList`, `parsePredicate`, `parseRelation` (`parseOp`),
/// `parseOperand` (`parseConstant`) and `parseView` likewise. Like Apple's, it
/// skips no whitespace. An error's column is where Apple's caret would be:
/// the character at which parsing stopped.
///
/// Apple looks names up while it reads them; this parser does not (it is
/// pure syntax). It builds `syntax` as it goes, so that after a failure the
/// part already read can still be checked for an earlier error
/// (``VisualFormat`` does that).
public struct VisualFormatParser {
  private let bytes: [UInt8]
  private let firstColumn: Int
  private var position = 0

  /// What has been read so far; the whole format once parsing succeeds.
  private(set) var syntax = VisualFormatSyntax(orientation: .horizontal, items: [])
  /// False while the last item of `syntax` is still being read.
  private(set) var lastItemIsComplete = true

  /// Parses `format`.
  ///
  /// - Parameters:
  ///   - format: a visual format string such as `H:|-[a]-(>=8)-[b(==a)]-|`.
  ///   - firstColumn: the column of the format's first character, when it
  ///     sits inside a longer line; columns in the result and in errors count
  ///     from it.
  /// - Throws: ``ParseError`` with Apple's message, at the column where
  ///   Apple's parser stops.
  public static func parse(_ format: String, firstColumn: Int = 1) throws(ParseError) -> VisualFormatSyntax {
    var parser = try VisualFormatParser(format, firstColumn: firstColumn)
    try parser.parseFormat()
    return parser.syntax
  }

  /// Apple refuses empty and non-ASCII strings before it parses anything.
  init(_ format: String, firstColumn: Int) throws(ParseError) {
    self.firstColumn = firstColumn
    if format.isEmpty {
      throw ParseError(VisualFormatMessage.emptyString, column: firstColumn)
    }
    if let index = format.firstIndex(where: { !$0.isASCII }) {
      let offset = format.distance(from: format.startIndex, to: index)
      throw ParseError(VisualFormatMessage.nonASCII, column: firstColumn + offset)
    }
    bytes = Array(format.utf8)
  }

  // MARK: - Characters

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }
  private var column: Int { position + firstColumn }

  private func failure(_ message: String) -> ParseError {
    ParseError(message, column: column)
  }

  private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
  private static func isNameStart(_ c: UInt8) -> Bool {
    c == UInt8(ascii: "_") || (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z")
  }

  /// A C identifier, or "" when none starts here (Apple's `rangeOfName`).
  private mutating func name() -> String {
    let start = position
    guard let c = current, Self.isNameStart(c) else { return "" }
    position += 1
    while let c = current, Self.isNameStart(c) || Self.isDigit(c) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  // MARK: - Format

  /// `(H:|V:)? (| connection)? view (connection view)* (connection |)?`
  mutating func parseFormat() throws(ParseError) {
    if let first = current, first == UInt8(ascii: "H") || first == UInt8(ascii: "V") {
      let horizontal = first == UInt8(ascii: "H")
      syntax.orientation = horizontal ? .horizontal : .vertical
      position = 1
      guard current == UInt8(ascii: ":") else {
        throw failure(horizontal ? VisualFormatMessage.expectedColonAfterH : VisualFormatMessage.expectedColonAfterV)
      }
      position = 2
    }
    if current == UInt8(ascii: "|") {
      syntax.items.append(.superview(column: column))
      position += 1
      guard current != nil else { throw failure(VisualFormatMessage.expectedConnectionAfterBar) }
      try parseConnection()
    }
    try parseView()
    while current != nil {
      try parseConnection()
      if current == UInt8(ascii: "[") {
        try parseView()
      } else if current == UInt8(ascii: "|") {
        syntax.items.append(.superview(column: column))
        position += 1
        break
      } else {
        throw failure(VisualFormatMessage.expectedViewOrBar)
      }
    }
    guard current == nil else { throw failure(VisualFormatMessage.expectedEnd) }
  }

  // MARK: - Connections

  /// Nothing (flush), `-` before `[` or `|` (standard), or `-predicates-`.
  private mutating func parseConnection() throws(ParseError) {
    let start = column
    guard current == UInt8(ascii: "-") else {
      syntax.items.append(.connection(.init(spacing: .flush, column: start, length: 0)))
      return
    }
    position += 1
    if current == UInt8(ascii: "|") || current == UInt8(ascii: "[") {
      syntax.items.append(.connection(.init(spacing: .standard, column: start, length: 1)))
      return
    }
    syntax.items.append(.connection(.init(spacing: .predicates([]), column: start, length: 1)))
    lastItemIsComplete = false
    try parsePredicateWithParentheses()
    if current == UInt8(ascii: ",") { throw failure(VisualFormatMessage.expectedDashBeforeList) }
    guard current == UInt8(ascii: "-") else { throw failure(VisualFormatMessage.expectedDash) }
    position += 1
    closeLastItem()
  }

  /// `(list)` or one bare predicate; a second `-` here is an error, because
  /// Apple cannot tell `--5-` from a typo (negative numbers need parentheses).
  private mutating func parsePredicateWithParentheses() throws(ParseError) {
    if current == UInt8(ascii: "-") { throw failure(VisualFormatMessage.ambiguousMinus) }
    guard current == UInt8(ascii: "(") else {
      try parsePredicate()
      return
    }
    position += 1
    try parsePredicateList()
    guard current == UInt8(ascii: ")") else { throw failure(VisualFormatMessage.expectedCloseParenthesis) }
    position += 1
  }

  // MARK: - Predicates

  private mutating func parsePredicateList() throws(ParseError) {
    while true {
      try parsePredicate()
      guard current == UInt8(ascii: ",") else { return }
      position += 1
    }
  }

  /// `(relation)? operand (@priority)?`. The predicate joins `syntax` as
  /// soon as its operand is read, as Apple resolves the operand at once.
  private mutating func parsePredicate() throws(ParseError) {
    let relation = try parseRelation()
    let object = try parseOperand()
    appendPredicate(.init(relation: relation, object: object, priority: nil))
    guard current == UInt8(ascii: "@") else { return }
    position += 1
    let priority = try parseOperand()
    updateLastPredicate { $0.priority = priority }
  }

  /// `==`, `<=`, `>=`, or nothing for `==`.
  private mutating func parseRelation() throws(ParseError) -> LayoutRelation {
    guard let c = current else { throw failure(VisualFormatMessage.expectedMoreInput) }
    let relation: LayoutRelation
    switch c {
    case UInt8(ascii: "<"): relation = .lessThanOrEqual
    case UInt8(ascii: "="): relation = .equal
    case UInt8(ascii: ">"): relation = .greaterThanOrEqual
    default: return .equal
    }
    position += 1
    guard current == UInt8(ascii: "=") else { throw failure(VisualFormatMessage.unknownRelation) }
    position += 1
    return relation
  }

  /// A number (strtod's decimal forms, a leading `-` allowed) or a name.
  private mutating func parseOperand() throws(ParseError) -> Located<VisualFormatSyntax.Operand> {
    let start = column
    guard let c = current else { throw failure(VisualFormatMessage.expectedOperandAtEnd) }
    if c == UInt8(ascii: "-") || Self.isDigit(c) {
      guard let (value, end) = VisualFormatNumber.scan(bytes, from: position) else {
        throw failure(VisualFormatMessage.expectedOperand)
      }
      position = end
      return Located(.number(value), column: start, length: column - start)
    }
    guard Self.isNameStart(c) else { throw failure(VisualFormatMessage.expectedOperandAtEnd) }
    let word = name()
    return Located(.name(word), column: start, length: column - start)
  }

  // MARK: - Views

  /// `[name]` or `[name(predicates)]`.
  private mutating func parseView() throws(ParseError) {
    guard current == UInt8(ascii: "[") else { throw failure(VisualFormatMessage.expectedView) }
    let start = column
    position += 1
    guard current != nil else { throw failure(VisualFormatMessage.expectedView) }
    let nameColumn = column
    let word = name()
    guard !word.isEmpty else { throw failure(VisualFormatMessage.expectedViewName) }
    let located = Located(word, column: nameColumn, length: word.count)
    syntax.items.append(.view(.init(name: located, predicates: [], column: start, length: column - start)))
    lastItemIsComplete = false
    if current == UInt8(ascii: "(") {
      position += 1
      guard current != nil else { throw failure(VisualFormatMessage.ranOutInView) }
      try parsePredicateList()
      guard current == UInt8(ascii: ")") else { throw failure(VisualFormatMessage.expectedCloseParenthesisInView) }
      position += 1
      guard current == UInt8(ascii: "]") else { throw failure(VisualFormatMessage.expectedBracketAfterThickness) }
    } else if current != UInt8(ascii: "]") {
      throw failure(VisualFormatMessage.expectedBracket)
    }
    position += 1
    closeLastItem()
  }

  // MARK: - Building the syntax in place

  /// Stretches the last item's columns to the current position.
  private mutating func closeLastItem() {
    let end = column
    switch syntax.items[syntax.items.count - 1] {
    case .view(var view):
      view.length = end - view.column
      syntax.items[syntax.items.count - 1] = .view(view)
    case .connection(var connection):
      connection.length = end - connection.column
      syntax.items[syntax.items.count - 1] = .connection(connection)
    case .superview:
      break
    }
    lastItemIsComplete = true
  }

  private mutating func appendPredicate(_ predicate: VisualFormatSyntax.Predicate) {
    switch syntax.items[syntax.items.count - 1] {
    case .view(var view):
      view.predicates.append(predicate)
      syntax.items[syntax.items.count - 1] = .view(view)
    case .connection(var connection):
      if case .predicates(let list) = connection.spacing {
        connection.spacing = .predicates(list + [predicate])
        syntax.items[syntax.items.count - 1] = .connection(connection)
      }
    case .superview:
      break
    }
  }

  private mutating func updateLastPredicate(_ change: (inout VisualFormatSyntax.Predicate) -> Void) {
    switch syntax.items[syntax.items.count - 1] {
    case .view(var view):
      change(&view.predicates[view.predicates.count - 1])
      syntax.items[syntax.items.count - 1] = .view(view)
    case .connection(var connection):
      if case .predicates(var list) = connection.spacing {
        change(&list[list.count - 1])
        connection.spacing = .predicates(list)
        syntax.items[syntax.items.count - 1] = .connection(connection)
      }
    case .superview:
      break
    }
  }
}
