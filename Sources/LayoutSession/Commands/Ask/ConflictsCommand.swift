import LayoutLanguage
import LayoutModel

/// `conflicts`: required constraints that could not all hold, and what was broken.
struct ConflictsCommand: LayoutQuery {
  static let descriptor = CommandDescriptor(
    "conflicts", group: .ask, usage: [("conflicts", "required constraints that cannot all hold, and which broke")],
    topic: "conflicts", kind: .query,
    grammar: .tokens { _ throws(ParseError) in ConflictsCommand() })

  func answer(in session: Session, snapshot: LayoutSnapshot) -> Report.Answer? {
    Queries.conflicts(session.layout, snapshot)
  }
}
