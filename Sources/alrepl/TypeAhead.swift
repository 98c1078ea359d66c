import Foundation

/// Keeps keys typed while a command runs, Ctrl-D included.
///
/// Between two prompts the terminal is in its cooked mode, where a Ctrl-D on
/// an empty line is not a character but an end-of-file mark; when libedit
/// takes the terminal back for the next prompt that mark becomes a NUL
/// byte, and the Ctrl-D a person typed while a report printed was lost.
/// While a command runs, the terminal is therefore put in non-canonical
/// mode without echo: typed keys wait as they are (Ctrl-D as 0x04, which
/// libedit then reads as end of input), and do not scribble over the
/// report. Signals stay on, so Ctrl-C still interrupts the command.
enum TypeAhead {
  nonisolated(unsafe) private static var cooked: termios?

  /// After a line was read: hold what is typed until the next prompt.
  static func hold() {
    guard isatty(STDIN_FILENO) == 1 else { return }
    var mode = termios()
    guard tcgetattr(STDIN_FILENO, &mode) == 0 else { return }
    if cooked == nil { cooked = mode }
    mode.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &mode.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(STDIN_FILENO, TCSANOW, &mode)
  }

  /// At the end of the session: the terminal as the shell gave it.
  static func restore() {
    guard var mode = cooked else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &mode)
  }
}
