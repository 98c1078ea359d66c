/// Why a command was refused, with the column it points at.
struct CommandError: Error {
  let message: String
  let column: Int?
  let length: Int

  init(_ message: String, column: Int? = nil, length: Int = 1) {
    self.message = message
    self.column = column
    self.length = length
  }
}

extension CommandError {
  /// Ctrl-C during a long command: the session is as it was before it.
  static let cancelled = CommandError("interrupted (Ctrl-C): the command was cancelled, nothing changed")
}
