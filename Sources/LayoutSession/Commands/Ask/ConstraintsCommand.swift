import LayoutLanguage
import LayoutModel

/// `constraints [VIEW]`: every constraint, or those naming a view.
struct ConstraintsCommand: LayoutQuery {
  static let descriptor = CommandDescriptor(
    "constraints", group: .ask, usage: [("constraints [VIEW]", "the constraints, or those of one view")], kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .views : .nothing },
    grammar: .tokens { parser throws(ParseError) in
      ConstraintsCommand(view: parser.token.kind == .end ? nil : try parser.identifier("a view name"))
    })

  let view: Located<String>?

  func answer(in session: Session, snapshot: LayoutSnapshot) -> Report.Answer? {
    Queries.constraints(session.layout, view: view?.value)
  }
}
