import LayoutLanguage
import LayoutModel

/// `whatif C priority P` / `whatif C constant K`: the frames that would change, on a copy.
struct WhatIfCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "whatif", group: .ask, usage: [("whatif C priority P|constant K", "the frames that would change, on a copy")],
    topic: "whatif", kind: .query,
    completion: { arguments, _ in
      arguments.isEmpty ? .constraints : arguments.count == 1 ? .words(["priority", "constant"]) : .nothing
    },
    grammar: .tokens { parser throws(ParseError) in
      let (target, change) = try parser.whatIfCommand()
      return WhatIfCommand(target: target, change: change)
    })

  let target: Located<String>
  let change: WhatIfChange

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    Session.Outcome(answer: try WhatIf.answer(target, change, in: session.layout))
  }
}
