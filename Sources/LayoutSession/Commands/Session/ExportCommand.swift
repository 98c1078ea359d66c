import LayoutLanguage
import LayoutModel

/// `export swift|vfl|markdown [FILE]`: the session as code, VFL or a transcript.
struct ExportCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "export", group: .session,
    usage: [("export swift|vfl [FILE]  export markdown FILE", "as UIKit code, as VFL, or as a transcript for an issue")],
    kind: .session,
    completion: { arguments, _ in arguments.isEmpty ? .words(ExportFormat.allCases.map(\.rawValue).sorted()) : .files },
    grammar: .line { line throws(ParseError) in
      let (format, path) = try Parser.exportCommand(line)
      return ExportCommand(format: format, path: path)
    })

  let format: ExportFormat
  let path: String?

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    // Written to a file, an export only writes: the transcript leaves it out.
    Session.Outcome(answer: try session.export(format, to: path), replay: path == nil ? nil : [])
  }
}
