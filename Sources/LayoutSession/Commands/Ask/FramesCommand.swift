import LayoutLanguage
import LayoutModel

/// `frames`: every view's frame; ? marks an ambiguous value.
struct FramesCommand: LayoutQuery {
  static let descriptor = CommandDescriptor(
    "frames", group: .ask, usage: [("frames", "every view's frame; ? marks an ambiguous value")], kind: .query,
    grammar: .tokens { _ throws(ParseError) in FramesCommand() })

  func answer(in session: Session, snapshot: LayoutSnapshot) -> Report.Answer? { Queries.frames(snapshot) }
}
