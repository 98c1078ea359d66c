import LayoutLanguage
import LayoutModel

/// `exercise VIEW`: another layout that satisfies the constraints equally well.
struct ExerciseCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "exercise", group: .ask, usage: [("exercise V", "another layout that satisfies everything equally well")],
    topic: "ambiguity", kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .views : .nothing },
    grammar: .tokens { parser throws(ParseError) in ExerciseCommand(view: try parser.identifier("a view name")) })

  let view: Located<String>

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    try ExplainCommands.exercise(view, in: session.layout)
  }
}
