import LayoutLanguage
import LayoutModel

/// `draw [VIEW] [--svg FILE [--constraints]]`: a picture, in the terminal or as SVG.
struct DrawCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "draw", group: .ask, usage: [("draw [VIEW] [--svg FILE [--constraints]]", "a picture, in the terminal or as SVG")],
    topic: "draw", kind: .query,
    completion: { arguments, word in
      if arguments.last == "--svg" { return .files }
      return word.hasPrefix("-") ? .words(["--svg", "--constraints"]) : .views
    },
    grammar: .line { line throws(ParseError) in DrawCommand(request: try Parser.drawCommand(line)) })

  let request: DrawRequest

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    var outcome = try session.draw(request)
    // An SVG is a file; the transcript replays the drawing in the terminal.
    if request.svgPath != nil { outcome.replay = ["draw" + (request.view.map { " " + $0.value } ?? "")] }
    return outcome
  }
}
