/// Why a conflict log could not be read: a ``ParseError`` (column and
/// message) and the 1-based line of the log it points at.
public struct ConflictLogError: Error, Equatable, Sendable {
  /// The 1-based line of the log the error is on.
  public let line: Int
  /// The column and message within that line.
  public let error: ParseError

  /// An error within `line`.
  public init(line: Int, _ error: ParseError) {
    self.line = line
    self.error = error
  }

  /// An error at `line`:`column`, made in one call.
  public init(line: Int, column: Int, _ message: String, length: Int = 1) {
    self.init(line: line, ParseError(message, column: column, length: length))
  }

  /// The 1-based column within the line.
  public var column: Int { error.column }
  /// What went wrong, for the person.
  public var message: String { error.message }

  /// `12:34: expected …`, the form compilers use, so editors can jump there.
  public var description: String { "\(line):\(column): \(message)" }
}
