/// Splits one line of the command language into tokens.
///
/// `#` starts a comment that runs to the end of the line (outside strings).
/// Columns count characters from 1, so a caret can point at them.
public struct Lexer {
  private let characters: [Character]
  /// Each character's ASCII code, 0 for any other character. Everything but
  /// a string's contents is ASCII, so the lexer reads these: comparing and
  /// classifying `Character`s, and building names from them, was most of the
  /// cost of parsing a command (133,000 instructions a line).
  private let codes: [UInt8]
  private var position = 0

  /// A lexer at the start of `line`.
  public init(_ line: String) {
    characters = Array(line)
    // One byte of UTF-8 is one ASCII character ("\r\n" is one character of two).
    codes = characters.map { $0.utf8.count == 1 ? $0.utf8.first! : 0 }
  }

  /// Every token of `line`, ending with ``Token/Kind/end``.
  ///
  /// - Throws: at an unterminated string, a character the language has no
  ///   use for, or a number too large for a `Double`.
  /// - Complexity: O(characters).
  public static func tokens(of line: String) throws(ParseError) -> [Token] {
    var lexer = Lexer(line)
    var result: [Token] = []
    while true {
      let token = try lexer.next()
      result.append(token)
      if token.kind == .end { return result }
    }
  }

  private var current: Character? { position < characters.count ? characters[position] : nil }

  /// The code `offset` characters on, 0 past the end.
  private func code(_ offset: Int = 0) -> UInt8 {
    position + offset < codes.count ? codes[position + offset] : 0
  }

  private static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") }
  private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

  mutating func next() throws(ParseError) -> Token {
    while position < codes.count, codes[position] == 0x20 || codes[position] == 0x09 || codes[position] == 0x0D {
      position += 1
    }
    let start = position
    guard position < codes.count, codes[position] != UInt8(ascii: "#") else {
      return Token(kind: .end, column: position + 1, length: 1)
    }
    let c = codes[position]
    func token(_ kind: Token.Kind) -> Token { Token(kind: kind, column: start + 1, length: position - start) }

    if Lexer.isLetter(c) || c == UInt8(ascii: "_") {
      while Lexer.isLetter(code()) || Lexer.isDigit(code()) || code() == UInt8(ascii: "_") { position += 1 }
      return token(.identifier(String(decoding: codes[start..<position], as: UTF8.self)))
    }
    // `.5` is a number, but not after another dot: `320..1024` is a range.
    let dotStartsNumber = c == UInt8(ascii: ".") && Lexer.isDigit(code(1))
      && !(position > 0 && codes[position - 1] == UInt8(ascii: "."))
    if Lexer.isDigit(c) || dotStartsNumber {
      let first = try number()
      if code() == UInt8(ascii: "x") && Lexer.isDigit(code(1)) {
        position += 1
        let second = try number()
        return token(.size(first, second))
      }
      return token(.number(first))
    }
    if c == UInt8(ascii: "\"") { return token(.string(try string())) }
    if let op = Lexer.twoCharacterOperator(c, code(1)) {
      position += 2
      return token(.symbol(op))
    }
    if "+-*:.@,=<>/()[]|&".utf8.contains(c) {
      position += 1
      return token(.symbol(String(decoding: CollectionOfOne(c), as: UTF8.self)))
    }
    let character = characters[start]
    let description = c >= 32 ? "'\(character)'" : "a control or non-ASCII character (U+\(String(character.unicodeScalars.first!.value, radix: 16, uppercase: true)))"
    throw ParseError("unexpected \(description)", column: start + 1)
  }

  /// "==", "<=" and ">=", with "=<" and "=>" read as the last two.
  private static func twoCharacterOperator(_ a: UInt8, _ b: UInt8) -> String? {
    switch (a, b) {
    case (UInt8(ascii: "="), UInt8(ascii: "=")): "=="
    case (UInt8(ascii: "<"), UInt8(ascii: "=")), (UInt8(ascii: "="), UInt8(ascii: "<")): "<="
    case (UInt8(ascii: ">"), UInt8(ascii: "=")), (UInt8(ascii: "="), UInt8(ascii: ">")): ">="
    default: nil
    }
  }

  private mutating func number() throws(ParseError) -> Double {
    let start = position
    while Lexer.isDigit(code()) { position += 1 }
    if code() == UInt8(ascii: "."), Lexer.isDigit(code(1)) {
      position += 1
      while Lexer.isDigit(code()) { position += 1 }
    }
    if code() == UInt8(ascii: "e") || code() == UInt8(ascii: "E") {
      var end = position + 1
      if end < codes.count && (codes[end] == UInt8(ascii: "+") || codes[end] == UInt8(ascii: "-")) { end += 1 }
      if end < codes.count && Lexer.isDigit(codes[end]) {
        position = end
        while Lexer.isDigit(code()) { position += 1 }
      }
    }
    let text = String(decoding: codes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw ParseError("'\(text)' is too large a number", column: start + 1, length: position - start)
    }
    return value
  }

  private mutating func string() throws(ParseError) -> String {
    let start = position
    position += 1
    var result = ""
    while let c = current {
      position += 1
      switch c {
      case "\"": return result
      case "\\":
        guard let escaped = current else { break }
        position += 1
        switch escaped {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "u" where current == "{":
          // `\u{1B}`, as reports print control characters.
          let digitsStart = position + 1
          var end = digitsStart
          while end < characters.count, characters[end].isHexDigit, end - digitsStart < 8 { end += 1 }
          guard end < characters.count, characters[end] == "}", end > digitsStart,
            let value = UInt32(String(characters[digitsStart..<end]), radix: 16), let scalar = Unicode.Scalar(value)
          else { throw ParseError("expected \\u{hex digits}", column: position) }
          result.unicodeScalars.append(scalar)
          position = end + 1
        default: result.append(escaped)
        }
      default: result.append(c)
      }
    }
    throw ParseError("this string has no closing \"", column: start + 1)
  }
}
