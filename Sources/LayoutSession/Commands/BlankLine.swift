import LayoutLanguage
import LayoutModel

/// A blank line or a comment: nothing to do, and nothing in the transcript.
/// Not in ``CommandTable/all``: the table hands it to the parser as the
/// blank line.
struct BlankLine: LayoutQuery {
  static let descriptor = CommandDescriptor(
    "", group: .build, usage: [], kind: .query, grammar: .tokens { _ throws(ParseError) in BlankLine() })

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    Session.Outcome(replay: [])
  }
}
