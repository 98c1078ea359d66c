import Foundation

/// Colour and terminal detection.
struct Terminal {
  let colour: Bool

  init(noColourFlag: Bool) {
    let env = ProcessInfo.processInfo.environment
    colour = !noColourFlag && env["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1 && env["TERM"] != "dumb"
  }

  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Columns for `draw`: COLUMNS when set, else the terminal's width, else
  /// 80, so that output piped to a file is the same on every machine.
  static var width: Int {
    if let text = ProcessInfo.processInfo.environment["COLUMNS"], let columns = Int(text), columns > 0 {
      return columns
    }
    var size = winsize()
    if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return 80
  }

  /// The width to wrap reports to: the terminal's, when output is one;
  /// nil when piped, so that files and transcripts keep whole lines.
  var width: Int? { isatty(STDOUT_FILENO) == 1 ? Terminal.width : nil }

  /// Rows for `draw` in a terminal: its height less the lines around a
  /// drawing (the command, the scale line, the legend, the prompt); nil
  /// when output is not a terminal, so piped drawings stay the same.
  static var drawingHeight: Int? {
    var size = winsize()
    guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else {
      return nil
    }
    if let text = ProcessInfo.processInfo.environment["LINES"], let lines = Int(text), lines > 0 { return lines - 5 }
    return Int(size.ws_row) - 5
  }

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

  /// A lesson's narration, set apart from reports.
  func narration(_ line: String) -> String {
    colour ? "\u{1B}[36m\(line)\u{1B}[0m" : line
  }
}
