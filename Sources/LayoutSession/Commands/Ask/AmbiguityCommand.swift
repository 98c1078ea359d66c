import LayoutLanguage
import LayoutModel

/// `ambiguity`: the frame values the constraints leave open.
struct AmbiguityCommand: LayoutQuery {
  static let descriptor = CommandDescriptor(
    "ambiguity", group: .ask, usage: [("ambiguity", "what the constraints leave open, and how far")],
    topic: "ambiguity", kind: .query,
    grammar: .tokens { _ throws(ParseError) in AmbiguityCommand() })

  func answer(in session: Session, snapshot: LayoutSnapshot) -> Report.Answer? { Queries.ambiguity(snapshot) }
}
