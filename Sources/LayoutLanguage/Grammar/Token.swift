/// A lexical token with the columns it spans (1-based, in characters).
public struct Token: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    case identifier(String)
    case number(Double)
    /// `320x568`: a size written as one word.
    case size(Double, Double)
    case string(String)
    case symbol(String)  // == <= >= + - * : . @ ,
    case end
  }

  public let kind: Kind
  public let column: Int
  public let length: Int

  var text: String {
    switch kind {
    case .identifier(let s): s
    case .number(let n): "\(n)"
    case .size(let w, let h): "\(w)x\(h)"
    case .string(let s): "\"\(s)\""
    case .symbol(let s): s
    case .end: "end of line"
    }
  }
}

/// A syntax error, pointing at a column of the line.
public struct ParseError: Error, Equatable, Sendable {
  public let message: String
  public let column: Int
  public let length: Int

  public init(_ message: String, column: Int, length: Int = 1) {
    self.message = message
    self.column = column
    self.length = max(1, length)
  }
}
