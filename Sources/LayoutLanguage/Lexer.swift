/// Splits one line of the command language into tokens.
///
/// `#` starts a comment that runs to the end of the line (outside strings).
/// Columns count characters from 1, so a caret can point at them.
public struct Lexer {
  private let characters: [Character]
  private var position = 0

  public init(_ line: String) {
    characters = Array(line)
  }

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

  private func peek(_ offset: Int) -> Character? {
    position + offset < characters.count ? characters[position + offset] : nil
  }

  mutating func next() throws(ParseError) -> Token {
    while let c = current, c == " " || c == "\t" || c == "\r" { position += 1 }
    let start = position
    guard let c = current, c != "#" else { return Token(kind: .end, column: position + 1, length: 1) }
    func token(_ kind: Token.Kind) -> Token { Token(kind: kind, column: start + 1, length: position - start) }

    if c.isASCII && (c.isLetter || c == "_") {
      while let d = current, d.isASCII && (d.isLetter || d.isNumber || d == "_") { position += 1 }
      return token(.identifier(String(characters[start..<position])))
    }
    // `.5` is a number, but not after another dot: `320..1024` is a range.
    let dotStartsNumber = c == "." && peek(1)?.isASCII == true && peek(1)!.isNumber
      && !(position > 0 && characters[position - 1] == ".")
    if c.isASCII && c.isNumber || dotStartsNumber {
      let first = try number()
      if current == "x", let d = peek(1), d.isASCII && d.isNumber {
        position += 1
        let second = try number()
        return token(.size(first, second))
      }
      return token(.number(first))
    }
    if c == "\"" { return token(.string(try string())) }
    for op in ["==", "<=", ">=", "=<", "=>"] where matches(op) {
      position += 2
      return token(.symbol(op == "=<" ? "<=" : op == "=>" ? ">=" : op))
    }
    if "+-*:.@,=<>/()[]|&".contains(c) {
      position += 1
      return token(.symbol(String(c)))
    }
    let description = c.isASCII && c.asciiValue! >= 32 ? "'\(c)'" : "a control or non-ASCII character (U+\(String(c.unicodeScalars.first!.value, radix: 16, uppercase: true)))"
    throw ParseError("unexpected \(description)", column: start + 1)
  }

  private func matches(_ op: String) -> Bool {
    let ops = Array(op)
    return peek(0) == ops[0] && peek(1) == ops[1]
  }

  private mutating func number() throws(ParseError) -> Double {
    let start = position
    while let d = current, d.isASCII && d.isNumber { position += 1 }
    if current == ".", let d = peek(1), d.isASCII && d.isNumber {
      position += 1
      while let d = current, d.isASCII && d.isNumber { position += 1 }
    }
    if current == "e" || current == "E" {
      var end = position + 1
      if end < characters.count && (characters[end] == "+" || characters[end] == "-") { end += 1 }
      if end < characters.count && characters[end].isASCII && characters[end].isNumber {
        position = end
        while let d = current, d.isASCII && d.isNumber { position += 1 }
      }
    }
    let text = String(characters[start..<position])
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
        default: result.append(escaped)
        }
      default: result.append(c)
      }
    }
    throw ParseError("this string has no closing \"", column: start + 1)
  }
}
