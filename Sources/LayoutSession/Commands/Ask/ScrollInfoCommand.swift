import LayoutLanguage
import LayoutModel

/// `scrollinfo SCROLLVIEW`: its content size, and whether the constraints determine it.
struct ScrollInfoCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "scrollinfo", group: .ask,
    usage: [("scrollinfo SV", "a scroll view's content size, and whether the constraints determine it")],
    topic: "scroll", kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .views : .nothing },
    grammar: .tokens { parser throws(ParseError) in ScrollInfoCommand(name: try parser.identifier("a scroll view's name")) })

  let name: Located<String>

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    Session.Outcome(answer: try ScrollInfo.answer(name, in: session.layout))
  }
}
