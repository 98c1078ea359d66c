import LayoutLanguage
import LayoutModel

/// `why VIEW.FIELD`: the constraints that fix a frame value, with the arithmetic.
struct WhyCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "why", group: .ask, usage: [("why V.height", "the constraints that fix a value, as a sum")], topic: "why", kind: .query,
    completion: { _, _ in .viewReferences },
    grammar: .tokens { parser throws(ParseError) in
      let view = try parser.identifier("a view, as in why card.height")
      try parser.expectSymbol(".", "'.' and x, y, width or height")
      return WhyCommand(view: view, field: try parser.identifier("x, y, width or height"))
    })

  let view: Located<String>
  let field: Located<String>

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    Session.Outcome(answer: try ExplainCommands.why(view, field, in: session.layout))
  }
}
