import Dispatch
import Foundation
import LayoutSession

/// Standard output for `alrepl run`: the echoed commands and their reports,
/// written in large pieces.
///
/// Into a file or a pipe nobody reads a report as it is made, and writing
/// each command's echo and report on its own (a `print`, a flush, a write
/// and a flush again) was four calls into the C library and two system
/// calls per command: 10,000 commands wrote 118 MB in 30,000 pieces. So
/// there the reports are gathered, and formatted and written by an output
/// thread (`OutputThread`) while the session runs the next commands: a
/// rotation of a thousand views and a `frames` table are a line per view,
/// and formatting them was a fifth of what a long replay cost, on a
/// machine whose second core sat idle. The order of the output is the
/// order of the commands: one thread writes it all, from a queue.
///
/// Into a terminal each report still goes out at once, since a person is
/// reading. The session never writes to standard output or error itself,
/// so nothing else can come out of order; the runner flushes before
/// writing to error.
struct ReportBuffer {
  /// Written out once it holds this many bytes.
  static let limit = 1 << 20
  /// Items (echoed lines and reports) handed to the output thread together
  /// (see `OutputThread`): 16 commands of a script, 32 of `--json`.
  static let batchSize = 32

  /// Into a terminal (no thread): the bytes not yet written.
  private var bytes: [UInt8] = []
  /// Otherwise: what is gathered for the output thread, and the thread.
  private var batch: [OutputThread.Item] = []
  private let thread: OutputThread?

  /// `immediate`: write every report as soon as it is added (standard
  /// output is a terminal).
  init(immediate: Bool = isatty(STDOUT_FILENO) == 1) {
    if immediate {
      bytes.reserveCapacity(4096)
      thread = nil
    } else {
      batch.reserveCapacity(ReportBuffer.batchSize * 2)
      thread = OutputThread()
    }
  }

  /// Adds one line and its newline.
  mutating func append(line: String) {
    guard thread != nil else {
      bytes.append(contentsOf: line.utf8)
      bytes.append(0x0A)
      return
    }
    batch.append(.line(line))
  }

  /// Adds a report as `Output.emit` shows it; into a terminal it is
  /// written at once, otherwise it goes to the output thread with others.
  mutating func append(_ report: Report, json: Bool, terminal: Terminal) {
    guard let thread else {
      Output.append(report, json: json, terminal: terminal, to: &bytes)
      flush()
      return
    }
    batch.append(.report(report, json: json, terminal: terminal))
    if batch.count >= ReportBuffer.batchSize { sendBatch(to: thread) }
  }

  /// Writes out everything added so far, and returns once it is written.
  mutating func flush() {
    guard let thread else {
      // Anything `print` buffered goes first.
      fflush(nil)
      Output.write(bytes)
      bytes.removeAll(keepingCapacity: true)
      return
    }
    if !batch.isEmpty { sendBatch(to: thread) }
    thread.drain()
  }

  /// Hands the batch over whole: this side keeps no reference to it, so
  /// the reports in it are freed on the output thread once written, never
  /// here. (Sent as a copy, the last release fell to whichever thread let
  /// go last; when it was this one, it freed a batch of snapshots, frames
  /// and all, on the session's critical path.)
  private mutating func sendBatch(to thread: OutputThread) {
    let outgoing = OutputThread.Batch(items: batch)
    batch = []
    batch.reserveCapacity(ReportBuffer.batchSize * 2)
    thread.send(outgoing)
  }
}

/// The thread that formats reports and writes them to standard output, in
/// the order they were sent.
///
/// Reports are values (`Report` is `Sendable`), so formatting one away
/// from the session that made it reads nothing the session goes on to
/// change. At most `inFlight` batches wait, so that a session faster than
/// its output (a slow pipe) waits for it instead of piling reports up in
/// memory.
final class OutputThread: @unchecked Sendable {
  enum Item: Sendable {
    case line(String)
    case report(Report, json: Bool, terminal: Terminal)
  }

  private let queue = DispatchQueue(label: "alrepl.output")
  private let room: DispatchSemaphore
  /// Touched only on `queue`.
  private var bytes: [UInt8] = []

  init(inFlight: Int = 8) {
    room = DispatchSemaphore(value: inFlight)
    bytes.reserveCapacity(ReportBuffer.limit + 64 * 1024)
  }

  /// Items on their way to the output thread, which takes them out: the
  /// box the session's thread lets go of is then empty.
  final class Batch: @unchecked Sendable {
    fileprivate var items: [Item]
    init(items: [Item]) { self.items = items }
  }

  /// Queues the batch's items to be formatted and written after
  /// everything sent before.
  func send(_ batch: Batch) {
    room.wait()
    queue.async {
      let items = batch.items
      batch.items = []
      for item in items {
        switch item {
        case .line(let line):
          self.bytes.append(contentsOf: line.utf8)
          self.bytes.append(0x0A)
        case .report(let report, let json, let terminal):
          Output.append(report, json: json, terminal: terminal, to: &self.bytes)
        }
      }
      if self.bytes.count >= ReportBuffer.limit { self.writeOut() }
      self.room.signal()
    }
  }

  /// Returns once everything sent is written.
  func drain() {
    queue.sync { writeOut() }
  }

  private func writeOut() {
    guard !bytes.isEmpty else { return }
    // Anything `print` buffered goes first.
    fflush(nil)
    Output.write(bytes)
    bytes.removeAll(keepingCapacity: true)
  }
}
