import LayoutLanguage
import LayoutModel

/// `threshold C`: the priorities and the constants at which C's outcome flips.
struct ThresholdCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "threshold", group: .ask, usage: [("threshold C", "the priorities and constants at which C's outcome flips")],
    topic: "whatif", kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .constraints : .nothing },
    grammar: .tokens { parser throws(ParseError) in ThresholdCommand(name: try parser.name("a constraint name")) })

  let name: Located<String>

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    Session.Outcome(answer: try WhatIf.threshold(name, in: session.layout))
  }
}
