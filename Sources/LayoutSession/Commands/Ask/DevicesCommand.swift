import LayoutLanguage
import LayoutModel

/// `devices`: the layout at common device sizes.
struct DevicesCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "devices", group: .ask, usage: [("devices", "the layout at common device sizes")], topic: "whatif", kind: .query,
    grammar: .tokens { _ throws(ParseError) in DevicesCommand() })

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    Session.Outcome(answer: Devices.answer(in: session.layout, width: session.displayWidth))
  }
}
