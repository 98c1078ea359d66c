import LayoutLanguage
import LayoutModel

/// `quit` (or `exit`): the end of the session.
struct QuitCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "quit", aliases: ["exit"], group: .session, usage: [("quit", "leaves alrepl (Ctrl-D too)")], kind: .session,
    grammar: .tokens { _ throws(ParseError) in QuitCommand() })

  var quits: Bool { true }

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    Session.Outcome(replay: [])
  }
}
