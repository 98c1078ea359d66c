/// Why a conflict log could not be read: a ``ParseError`` (column and
/// message) and the 1-based line of the log it points at.
public struct ConflictLogError: Error, Equatable, Sendable {
  public let line: Int
  public let error: ParseError

  public init(line: Int, _ error: ParseError) {
    self.line = line
    self.error = error
  }

  public init(line: Int, column: Int, _ message: String, length: Int = 1) {
    self.init(line: line, ParseError(message, column: column, length: length))
  }

  public var column: Int { error.column }
  public var message: String { error.message }

  /// `12:34: expected …`, the form compilers use, so editors can jump there.
  public var description: String { "\(line):\(column): \(message)" }
}
