import LayoutModel

/// A lexical token with the columns it spans (1-based, in characters).
public struct Token: Equatable, Sendable {
  /// What a token is, with its value.
  public enum Kind: Equatable, Sendable {
    /// A name: letters, digits and `_`.
    case identifier(String)
    /// A number, read as a `Double`.
    case number(Double)
    /// `320x568`: a size written as one word.
    case size(Double, Double)
    /// A quoted string, without its quotes and with escapes resolved.
    case string(String)
    /// An operator or punctuation mark.
    case symbol(String)  // == <= >= + - * : . @ ,
    /// The end of the line; every token list ends with one.
    case end
  }

  /// What the token is.
  public let kind: Kind
  /// The 1-based column of its first character.
  public let column: Int
  /// How many characters it spans.
  public let length: Int

  /// The token as an error message shows it: `x`, `10`, `"text"`, `end of line`.
  public var text: String {
    switch kind {
    case .identifier(let s): s
    // As written, near enough: 10 is "10", not "10.0".
    case .number(let n): n.compact
    case .size(let w, let h): "\(w.compact)x\(h.compact)"
    case .string(let s): "\"\(s)\""
    case .symbol(let s): s
    case .end: "end of line"
    }
  }
}

/// A syntax error, pointing at a column of the line.
public struct ParseError: Error, Equatable, Sendable {
  /// What was expected or wrong, for the person.
  public let message: String
  /// The 1-based column the caret points at.
  public let column: Int
  /// How many characters to underline; at least 1.
  public let length: Int

  /// An error at `column`; a length below 1 becomes 1, so there is always a caret.
  public init(_ message: String, column: Int, length: Int = 1) {
    self.message = message
    self.column = column
    self.length = max(1, length)
  }
}
