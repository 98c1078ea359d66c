import LayoutLanguage
import LayoutModel

/// `sweep root.width 320..1024 [step N]`: breakpoints as one value varies.
struct SweepCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "sweep", group: .ask, usage: [
      ("sweep root.width 320..1024 [step N]", "exact breakpoints as one value varies"),
      ("sweep root.contentSize", "what changes at each Dynamic Type size"),
      ("sweep root.direction", "the views that move between left to right and right to left"),
    ],
    topic: "whatif", kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .words(["root.width", "root.height"]) : .nothing },
    grammar: .tokens { parser throws(ParseError) in
      let (target, from, to, step) = try parser.sweepCommand()
      return SweepCommand(target: target, from: from, to: to, step: step)
    })

  let target: Located<String>
  let from: Double
  let to: Double
  let step: Double?

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    Session.Outcome(answer: try Sweep.answer(target, from: from, to: to, step: step, in: session.layout))
  }
}
