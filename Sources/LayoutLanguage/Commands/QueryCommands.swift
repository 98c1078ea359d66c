// Commands that show the layout as it is.

extension CommandDescriptor {
  static let frames = CommandDescriptor(
    "frames", group: .ask, usage: [("frames", "every view's frame; ? marks an ambiguous value")], kind: .query,
    grammar: .tokens { _ throws(ParseError) in .frames })

  static let constraints = CommandDescriptor(
    "constraints", group: .ask, usage: [("constraints [VIEW]", "the constraints, or those of one view")], kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .views : .nothing },
    grammar: .tokens { parser throws(ParseError) in
      .constraints(view: parser.token.kind == .end ? nil : try parser.identifier("a view name"))
    })

  static let ambiguity = CommandDescriptor(
    "ambiguity", group: .ask, usage: [("ambiguity", "what the constraints leave open, and how far")],
    topic: "ambiguity", kind: .query,
    grammar: .tokens { _ throws(ParseError) in .ambiguity })

  static let conflicts = CommandDescriptor(
    "conflicts", group: .ask, usage: [("conflicts", "required constraints that cannot all hold, and which broke")],
    topic: "conflicts", kind: .query,
    grammar: .tokens { _ throws(ParseError) in .conflicts })

  static let draw = CommandDescriptor(
    "draw", group: .ask, usage: [("draw [VIEW] [--svg FILE [--constraints]]", "a picture, in the terminal or as SVG")],
    topic: "draw", kind: .query,
    completion: { arguments, word in
      if arguments.last == "--svg" { return .files }
      return word.hasPrefix("-") ? .words(["--svg", "--constraints"]) : .views
    },
    grammar: .line { line throws(ParseError) in try Parser.drawCommand(line) })
}
