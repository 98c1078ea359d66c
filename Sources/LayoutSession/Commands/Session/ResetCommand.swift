import LayoutLanguage
import LayoutModel

/// `reset`: an empty layout again (undo brings the old one back).
struct ResetCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "reset", group: .session, usage: [("reset", "only root is left (undo brings the layout back)")], kind: .session,
    grammar: .tokens { _ throws(ParseError) in ResetCommand() })

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    next = session.freshLayout()
    return Session.Outcome(confirmation: ["reset: only root is left (undo brings the layout back)"], entry: ["reset"], rebuilt: true)
  }
}
