import LayoutLanguage
import LayoutModel

/// `reset`: an empty layout again (undo brings the old one back). How
/// text is measured (root's font, scale and content size) stays: it is
/// the device being modelled, not part of the layout, and a lesson that
/// chose the em model keeps it for its next example.
struct ResetCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "reset", group: .session, usage: [("reset", "only root is left, text measured as before (undo brings the layout back)")], kind: .session,
    grammar: .tokens { _ throws(ParseError) in ResetCommand() })

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    next = session.freshLayout(measuringTextAs: next)
    return Session.Outcome(confirmation: ["reset: only root is left (undo brings the layout back)"], entry: ["reset"], rebuilt: true)
  }
}
