import LayoutLanguage
import LayoutModel

/// `redo`: the last undone change, made again.
struct RedoCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "redo", group: .session, usage: [("redo", "applies the last undone change again")], kind: .session,
    grammar: .tokens { _ throws(ParseError) in RedoCommand() })

  var movesHistory: Bool { true }

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    try session.redo(into: &next)
  }
}
