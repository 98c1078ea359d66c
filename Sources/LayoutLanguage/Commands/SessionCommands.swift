// Commands that act on the session: its history, its files, its end.

extension CommandDescriptor {
  static let importFile = CommandDescriptor(
    "import", group: .session,
    usage: [
      ("import FILE", "an Apple conflict log, or UIKit layout code (FILE.swift), rebuilt and explained"),
      ("import FILE.storyboard|FILE.xib [scene ID] [ib-sizes]", "a scene rebuilt and checked against the frames Xcode stored"),
    ],
    topic: "conflicts", kind: .session,
    completion: { _, _ in .files },
    grammar: .line { line throws(ParseError) in try Parser.fileCommand(line) })

  static let export = CommandDescriptor(
    "export", group: .session,
    usage: [("export swift|vfl [FILE]  export markdown FILE", "as UIKit code, as VFL, or as a transcript for an issue")],
    kind: .session,
    completion: { arguments, _ in arguments.isEmpty ? .words(ExportFormat.allCases.map(\.rawValue).sorted()) : .files },
    grammar: .line { line throws(ParseError) in try Parser.exportCommand(line) })

  static let undo = CommandDescriptor(
    "undo", group: .session, usage: [("undo", "takes back the last change")], kind: .session,
    grammar: .tokens { _ throws(ParseError) in .undo })

  static let redo = CommandDescriptor(
    "redo", group: .session, usage: [("redo", "applies the last undone change again")], kind: .session,
    grammar: .tokens { _ throws(ParseError) in .redo })

  static let history = CommandDescriptor(
    "history", group: .session, usage: [("history", "the accepted changes, in order")], kind: .query,
    grammar: .tokens { _ throws(ParseError) in .history })

  static let save = CommandDescriptor(
    "save", group: .session, usage: [("save FILE", "the changes since the last reset, as a script")],
    topic: "sessions", kind: .session,
    completion: { _, _ in .files },
    grammar: .line { line throws(ParseError) in try Parser.fileCommand(line) })

  static let load = CommandDescriptor(
    "load", group: .session, usage: [("load FILE", "runs a script's changes as one command (one undo)")],
    topic: "sessions", kind: .session,
    completion: { _, _ in .files },
    grammar: .line { line throws(ParseError) in try Parser.fileCommand(line) })

  static let reset = CommandDescriptor(
    "reset", group: .session, usage: [("reset", "only root is left (undo brings the layout back)")], kind: .session,
    grammar: .tokens { _ throws(ParseError) in .reset })

  static let help = CommandDescriptor(
    "help", group: .session, usage: [("help TOPIC", "a topic, each ending in an example to type")], kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .helpTopics : .nothing },
    grammar: .tokens { parser throws(ParseError) in
      .help(topic: parser.token.kind == .end ? nil : try parser.identifier("a help topic").value)
    })

  static let quit = CommandDescriptor(
    "quit", aliases: ["exit"], group: .session, usage: [("quit", "leaves alrepl (Ctrl-D too)")], kind: .session,
    grammar: .tokens { _ throws(ParseError) in .quit })
}
