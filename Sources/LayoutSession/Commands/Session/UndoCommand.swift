import LayoutLanguage
import LayoutModel

/// `undo`: the last change, taken back.
struct UndoCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "undo", group: .session, usage: [("undo", "takes back the last change")], kind: .session,
    grammar: .tokens { _ throws(ParseError) in UndoCommand() })

  var movesHistory: Bool { true }

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    try session.undo(into: &next)
  }
}
