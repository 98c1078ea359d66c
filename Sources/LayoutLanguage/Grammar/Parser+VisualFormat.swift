// `vfl FORMAT [metrics name=value ...] [options alignAllCenterY ...]`

extension Parser {
  /// The format is taken verbatim (Apple allows no spaces in it), so its
  /// columns line up with the command line; the rest is tokenised as usual.
  ///
  /// `withWord`: false for a format pasted on its own (`H:|-[a]-|`, as it
  /// is written in code), which is VFL too.
  public static func visualFormatCommand(_ line: String, withWord: Bool = true) throws(ParseError) -> VisualFormatCommand {
    let characters = Array(line)
    var i = 0
    while i < characters.count && (characters[i] == " " || characters[i] == "\t") { i += 1 }
    while withWord && i < characters.count && characters[i].isLetter { i += 1 }  // the word vfl
    while i < characters.count && (characters[i] == " " || characters[i] == "\t") { i += 1 }
    let formatStart = i
    while i < characters.count && characters[i] != " " && characters[i] != "\t" && characters[i] != "#" { i += 1 }
    guard i > formatStart else {
      throw ParseError("vfl needs a format, as in vfl H:|-[a]-8-[b]-|", column: formatStart + 1)
    }
    let format = Located(String(characters[formatStart..<i]), column: formatStart + 1, length: i - formatStart)
    // Tokens of the rest, shifted to the columns of the whole line.
    let rest = String(repeating: " ", count: i) + String(characters[i...])
    var parser = Parser(tokens: try Lexer.tokens(of: rest))
    var metrics: [String: Double] = [:]
    var options: [VisualFormat.Option] = []
    while case .identifier(let word) = parser.token.kind {
      _ = parser.advance()
      switch word {
      case "metrics":
        while case .identifier(let name) = parser.token.kind, parser.isSymbol("=", parser.nextToken) {
          _ = parser.advance()
          _ = parser.advance()
          metrics[name] = try parser.number("a number for metric '\(name)'").value
          _ = parser.accept(",")
        }
      case "options":
        while case .identifier(let name) = parser.token.kind, name != "metrics" {
          guard let option = VisualFormat.Option(rawValue: name) else {
            throw parser.error("unknown option '\(name)'; use \(VisualFormat.Option.allCases.map(\.rawValue).joined(separator: ", "))")
          }
          options.append(option)
          _ = parser.advance()
          _ = parser.accept(",")
        }
      default:
        throw ParseError("expected metrics or options after the format, found '\(word)'", column: parser.tokens[parser.index - 1].column, length: word.count)
      }
    }
    try parser.end()
    return VisualFormatCommand(format: format, metrics: metrics, options: options)
  }
}

extension Parser {
  /// Whether the line is a VFL format pasted without `vfl`: it starts with
  /// `H:` or `V:` and then `|` or `[`. (`H: a.width == 1` is a constraint
  /// named H.)
  static func isPastedVisualFormat(_ line: String) -> Bool {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    guard let first = trimmed.first, first == "H" || first == "V" else { return false }
    let rest = trimmed.dropFirst()
    guard rest.first == ":" else { return false }
    return rest.dropFirst().first.map { $0 == "|" || $0 == "[" } ?? false
  }
}
