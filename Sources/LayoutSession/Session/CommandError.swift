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
