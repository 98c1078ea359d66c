import Foundation
import LayoutSession
import SwiftLayoutImport

/// The interactive loop: read a line, run it, print the report.
struct REPL {
  let json: Bool
  let terminal: Terminal
  /// Replay the most recent unfinished session journal first.
  let resume: Bool

  func run() -> Int32 {
    let session = Session(importers: .withSwift)
    let interactive = Terminal.inputIsTerminal
    // A person's session is journalled; a piped script is not, unless it
    // continues a resumed one.
    let journal = interactive || resume ? SessionJournal() : nil
    var reader: any LineReader = interactive ? EditLineReader() : StandardInputReader()
    if interactive {
      EditLineCompletion.install(for: session)
      if !json {
        let text = session.textModelNotice == nil ? "text in Inter at scale 3" : "text in the em model"
        let banner = "alrepl — Auto Layout, one constraint at a time. root is 375x667, \(text). Type help, or quit."
        for line in ProseWrap.wrap(banner, width: Terminal.width) { print(line) }
        fflush(nil)
      }
    }
    if let notice = session.textModelNotice { FileHandle.standardError.write(Data("alrepl: \(notice)\n".utf8)) }
    journal?.start(session, resume: resume)
    if interactive { session.isCancelled = { Interrupt.happened } }
    var failed = false
    defer { TypeAhead.restore() }
    while let line = reader.readLine(prompt: "alrepl> ") {
      session.drawingWidth = Terminal.width
      session.drawingHeight = Terminal.drawingHeight
      session.displayWidth = terminal.width
      // Ctrl-C from here on cancels this command (load, import, undo).
      Interrupt.clear()
      let report = session.execute(line)
      Interrupt.clear()
      if !report.ok { failed = true }
      Output.emit(report, json: json, terminal: terminal)
      if report.quits { break }
    }
    if let journal {
      if session.hasUnsavedChanges && journal.journal.file == nil {
        // No journal could be made (said at the start): --resume cannot
        // bring these back, so it is not promised.
        if interactive { FileHandle.standardError.write(Data("alrepl: the last changes were not saved.\n".utf8)) }
      } else if session.hasUnsavedChanges {
        // Quitting drops nothing: the journal stays unfinished, so --resume
        // brings the session back, and the person is told so. A piped
        // `--resume` too (a script continuing the session, or a look with
        // `< /dev/null`): finishing its journal threw the resumed work away.
        let file = session.lastFile.map { " (save writes \($0))" } ?? ""
        FileHandle.standardError.write(Data(
          "alrepl: the last changes were not saved\(file); alrepl --resume brings them back.\n".utf8))
      } else {
        journal.finish()
      }
    }
    // Piped input is a script: an error makes the exit status 1.
    return interactive || !failed ? 0 : 1
  }
}

enum Output {
  /// True once a report could not be written to standard output; the
  /// process then ends with status 1 (AlreplCommand.swift). Only the main
  /// thread writes reports.
  nonisolated(unsafe) static var failedToWrite = false

  static func emit(_ report: Report, json: Bool, terminal: Terminal) {
    var bytes: [UInt8] = []
    append(report, json: json, terminal: terminal, to: &bytes)
    // What `print` buffered (the echoed command) goes first.
    fflush(nil)
    write(bytes)
    fflush(nil)  // flush every stream: the report must be out before the next prompt
  }

  /// The report as it is shown, appended to `bytes`: a JSON line, or the
  /// text's lines, each with its newline.
  static func append(_ report: Report, json: Bool, terminal: Terminal, to bytes: inout [UInt8]) {
    if json {
      bytes.append(contentsOf: JSONRenderer.line(report).utf8)
      bytes.append(0x0A)
      return
    }
    // Assembled as bytes: a rotation's report has a line per view. Into a
    // file or a pipe, with no colour, the lines are written as they are.
    guard terminal.width != nil || terminal.colour else {
      TextRenderer.append(report, to: &bytes)
      return
    }
    // In a terminal, long lines wrap at word boundaries rather than
    // wherever the terminal breaks them.
    let lines = TextRenderer.lines(report)
    for line in terminal.width.map({ ProseWrap.lines(lines, width: $0) }) ?? lines {
      bytes.append(contentsOf: terminal.paint(line).utf8)
      bytes.append(0x0A)
    }
  }

  /// Writes bytes to standard output as they are: made into a string for
  /// `print`, they were checked as UTF-8 once more, a rotation's report a
  /// thousand lines.
  static func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      var written = 0
      while written < buffer.count {
        let n = Foundation.write(1, buffer.baseAddress! + written, buffer.count - written)
        if n < 0 && errno == EINTR { continue }
        if n <= 0 {
          // A full device, a closed pipe, a descriptor open only for
          // reading: nothing more can be shown, and the exit status says so.
          failedToWrite = true
          break
        }
        written += n
      }
    }
  }
}
