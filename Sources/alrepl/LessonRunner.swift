import Foundation
import LayoutLanguage
import LayoutSession
import SwiftLayoutImport

/// `alrepl run --step FILE`: a script as a lesson.
///
/// Each `#` comment is shown as narration, then the next command waits:
/// Enter runs it, and anything else typed is run as the learner's own
/// command, after which the same step waits again. After the last step the
/// session stays open as a REPL.
struct LessonRunner {
  let json: Bool
  let terminal: Terminal

  func run(_ path: String) -> Int32 {
    defer { TypeAhead.restore() }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      FileHandle.standardError.write(Data("alrepl: cannot read \(path)\n".utf8))
      return 1
    }
    let session = Session(directory: (path as NSString).deletingLastPathComponent.nonEmpty ?? ".", importers: .withSwift)
    session.writePolicy = .insideFolder(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let interactive = Terminal.inputIsTerminal
    let journal = interactive ? SessionJournal() : nil
    journal?.start(session, resume: false)
    var reader: any LineReader = interactive ? EditLineReader() : StandardInputReader()
    if interactive { EditLineCompletion.install(for: session) }
    defer { journal?.finish() }

    let steps = Lesson.steps(in: text)
    let total = steps.filter { if case .command = $0 { true } else { false } }.count
    say("lesson \(path): \(total) steps. Enter runs the next command; type your own to try something first; Ctrl-D stops.")
    var done = 0
    for step in steps {
      switch step {
      case .narration(let line):
        say("# " + line)
      case .command(let command):
        while true {
          say("next (\(done + 1)/\(total)): \(command)")
          guard let input = reader.readLine(prompt: "lesson> ") else {
            say("stopped before step \(done + 1) of \(total)")
            return 0
          }
          session.drawingWidth = Terminal.width
          session.drawingHeight = Terminal.drawingHeight
          if input.trimmingSpaces.isEmpty {
            if !json { print(terminal.paint("> \(command)")) }
            Output.emit(session.execute(command), json: json, terminal: terminal)
            done += 1
            break
          }
          let report = session.execute(input)
          Output.emit(report, json: json, terminal: terminal)
          if report.quits { return 0 }
        }
      }
    }
    say("end of the lesson. The layout is yours: keep typing commands, or quit.")
    while let line = reader.readLine(prompt: "alrepl> ") {
      session.drawingWidth = Terminal.width
      session.drawingHeight = Terminal.drawingHeight
      let report = session.execute(line)
      Output.emit(report, json: json, terminal: terminal)
      if report.quits { break }
    }
    return 0
  }

  /// Narration goes to stdout as plain lines, or to stderr beside JSON Lines.
  private func say(_ line: String) {
    if json {
      FileHandle.standardError.write(Data("\(line)\n".utf8))
    } else {
      print(terminal.narration(line))
      fflush(nil)
    }
  }
}
