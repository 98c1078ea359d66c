import CEditLine
import Foundation
import LayoutLanguage

/// Where REPL lines come from: libedit on a terminal, plain stdin otherwise.
protocol LineReader {
  /// The next line without its newline; nil at end of input.
  mutating func readLine(prompt: String) -> String?
}

/// Reads stdin line by line, with no prompt: piped input runs as a script.
struct StandardInputReader: LineReader {
  private var first = true

  mutating func readLine(prompt: String) -> String? {
    guard var line = Swift.readLine(strippingNewline: true) else { return nil }
    // An editor's byte-order mark is not part of the first command.
    if first && line.hasPrefix("\u{FEFF}") { line.removeFirst() }
    first = false
    return line
  }
}

/// libedit's readline: editing, history, Tab completion.
///
/// History lives in `$XDG_STATE_HOME/alrepl/history` (default
/// `~/.local/state/alrepl/history`). Each accepted line is appended to the
/// file at once, in one write, so two REPLs at the same time interleave
/// lines rather than overwrite each other's history.
struct EditLineReader: LineReader {
  let historyPath: String

  init() {
    let env = ProcessInfo.processInfo.environment
    let state = env["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? (NSHomeDirectory() + "/.local/state")
    let directory = state + "/alrepl"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    historyPath = directory + "/history"
    // libedit reads multibyte characters only under the environment's
    // locale; in the default "C" locale a typed "é" was dropped.
    setlocale(LC_CTYPE, "")
    // The file is plain lines (libedit's own format would need its cookie
    // and escapes), so it is read back line by line; a line with a byte
    // that is not UTF-8 is skipped, not the whole history.
    _ = rl_initialize()
    using_history()
    if let data = FileManager.default.contents(atPath: historyPath) {
      let text = String(decoding: data, as: UTF8.self)
      for line in text.split(separator: "\n").suffix(1000) where !line.contains("\u{FFFD}") {
        add_history(String(line))
      }
    }
    Interrupt.install()
  }

  mutating func readLine(prompt: String) -> String? {
    while true {
      Interrupt.clear()
      guard let raw = readline(prompt) else {
        // Ctrl-C interrupts readline: clear the line and ask again.
        if Interrupt.happened {
          print("")
          continue
        }
        print("")  // Ctrl-D: leave the shell's prompt on a line of its own
        return nil
      }
      let line = String(cString: raw)
      free(raw)
      TypeAhead.hold()
      if !line.trimmingSpaces.isEmpty {
        add_history(line)
        appendToHistoryFile(line)
      }
      return line
    }
  }

  private func appendToHistoryFile(_ line: String) {
    let fd = open(historyPath, O_WRONLY | O_APPEND | O_CREAT, 0o600)
    guard fd >= 0 else { return }
    defer { close(fd) }
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  }
}

/// SIGINT while reading a line: remembered, so the reader can tell Ctrl-C from Ctrl-D.
enum Interrupt {
  nonisolated(unsafe) private static var flag: sig_atomic_t = 0

  static var happened: Bool { flag != 0 }
  static func clear() { flag = 0 }

  static func install() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in Interrupt.flag = 1 }
    sigemptyset(&action.sa_mask)
    // No SA_RESTART: the blocked read returns, so readline gives up the line.
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
  }
}
