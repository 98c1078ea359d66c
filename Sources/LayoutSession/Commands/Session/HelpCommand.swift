import LayoutLanguage
import LayoutModel

/// `help [TOPIC]`: the commands, or one command or topic.
struct HelpCommand: LayoutQuery {
  static let descriptor = CommandDescriptor(
    "help", group: .session, usage: [("help TOPIC", "a topic, each ending in an example to type")], kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .helpTopics : .nothing },
    grammar: .tokens { parser throws(ParseError) in
      HelpCommand(topic: parser.token.kind == .end ? nil : try parser.identifier("a help topic").value)
    })

  let topic: String?

  func answer(in session: Session, snapshot: LayoutSnapshot) -> Report.Answer? { Queries.help(topic) }
}
