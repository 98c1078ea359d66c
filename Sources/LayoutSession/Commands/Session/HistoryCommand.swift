import LayoutLanguage
import LayoutModel

/// `history`: the commands that built the layout.
struct HistoryCommand: LayoutQuery {
  static let descriptor = CommandDescriptor(
    "history", group: .session, usage: [("history", "the accepted changes, in order")], kind: .query,
    grammar: .tokens { _ throws(ParseError) in HistoryCommand() })

  func answer(in session: Session, snapshot: LayoutSnapshot) -> Report.Answer? { Queries.history(session.entries) }
}
