import LayoutLanguage
import LayoutModel

/// `fit VIEW width W | height H | compressed | expanded`: systemLayoutSizeFitting, on a copy.
struct FitCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "fit", group: .ask, usage: [("fit V width W|height H|compressed|expanded", "systemLayoutSizeFitting, on a copy")],
    topic: "fitting", kind: .query,
    completion: { arguments, _ in
      arguments.isEmpty ? .views : arguments.count == 1 ? .words(["width", "height", "compressed", "expanded"]) : .nothing
    },
    grammar: .tokens { parser throws(ParseError) in
      let (view, target) = try parser.fitCommand()
      return FitCommand(view: view, target: target)
    })

  let view: Located<String>
  let target: FitTarget

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    Session.Outcome(answer: try Fit.answer(view, target, in: session.layout))
  }
}
