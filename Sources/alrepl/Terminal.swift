import Foundation

/// Colour and terminal detection.
struct Terminal {
  let colour: Bool

  init(noColourFlag: Bool) {
    let env = ProcessInfo.processInfo.environment
    colour = !noColourFlag && env["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1 && env["TERM"] != "dumb"
  }

  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Marks errors, conflicts and ambiguity; everything else stays plain.
  func paint(_ line: String) -> String {
    guard colour else { return line }
    let trimmed = line.drop { $0 == " " }
    if trimmed.hasPrefix("error:") { return "\u{1B}[31m\(line)\u{1B}[0m" }
    if trimmed.hasPrefix("^") { return "\u{1B}[31m\(line)\u{1B}[0m" }
    if trimmed.hasPrefix("Unable to simultaneously") || trimmed.hasPrefix("alrepl: broke") {
      return "\u{1B}[33m\(line)\u{1B}[0m"
    }
    if trimmed.hasPrefix("ambiguous:") || trimmed.hasPrefix("unsatisfied:") { return "\u{1B}[35m\(line)\u{1B}[0m" }
    return line
  }
}
