import LayoutLanguage
import LayoutModel

/// `load FILE`: a saved session, replayed into the layout as one command.
struct LoadCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "load", group: .session, usage: [("load FILE", "runs a script's changes as one command (one undo)")],
    topic: "sessions", kind: .session,
    completion: { _, _ in .files },
    grammar: .line { line throws(ParseError) in LoadCommand(path: try Parser.fileArgument(line).path) })

  let path: String

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    let lines = try session.loadScript(path, into: &next)
    // A file with no commands changes nothing: no history entry (undo
    // would take back nothing), no journal record.
    return Session.Outcome(
      confirmation: ["loaded \(lines.count) commands from \(path)"], entry: lines.isEmpty ? nil : lines,
      rebuilt: !lines.isEmpty, recorded: lines, lastFile: path)
  }
}
