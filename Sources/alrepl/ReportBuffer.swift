import Foundation
import LayoutSession

/// Standard output for `alrepl run`: the echoed commands and their reports
/// gathered in one buffer and written in large pieces.
///
/// Into a file or a pipe nobody reads a report as it is made, and writing
/// each command's echo and report on its own (a `print`, a flush, a write
/// and a flush again) was four calls into the C library and two system
/// calls per command: 10,000 commands wrote 118 MB in 30,000 pieces. Into a
/// terminal each report still goes out at once, since a person is reading.
/// The session never writes to standard output or error itself, so nothing
/// else can come out of order; the runner flushes before writing to error.
struct ReportBuffer {
  private var bytes: [UInt8] = []
  /// Write every report as soon as it is added (standard output is a terminal).
  let immediate: Bool
  /// Written out once it holds this many bytes.
  static let limit = 1 << 20

  init(immediate: Bool = isatty(STDOUT_FILENO) == 1) {
    self.immediate = immediate
    bytes.reserveCapacity(immediate ? 4096 : ReportBuffer.limit + 64 * 1024)
  }

  /// Adds one line and its newline.
  mutating func append(line: String) {
    bytes.append(contentsOf: line.utf8)
    bytes.append(0x0A)
  }

  /// Adds a report as `Output.emit` shows it, then writes out what is held
  /// when the buffer is full or the output is a terminal.
  mutating func append(_ report: Report, json: Bool, terminal: Terminal) {
    Output.append(report, json: json, terminal: terminal, to: &bytes)
    if immediate || bytes.count >= ReportBuffer.limit { flush() }
  }

  /// Writes out everything held.
  mutating func flush() {
    // Anything `print` buffered goes first.
    fflush(nil)
    Output.write(bytes)
    bytes.removeAll(keepingCapacity: true)
  }
}
