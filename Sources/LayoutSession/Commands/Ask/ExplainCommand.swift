import LayoutLanguage
import LayoutModel

/// `explain NAME`: a constraint in words, in Apple's form and in VFL, and its role.
struct ExplainCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "explain", group: .ask, usage: [("explain C", "a constraint in words, in Apple's form and in VFL; what it fixes")],
    kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .constraints : .nothing },
    grammar: .tokens { parser throws(ParseError) in ExplainCommand(name: try parser.name("a constraint name")) })

  let name: Located<String>

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    Session.Outcome(answer: try ExplainCommands.explain(name, in: session.layout))
  }
}
