// Scroll views: `scroll NAME [in PARENT]` declares one, `scrollinfo SV`
// asks for its content size.

extension CommandDescriptor {
  static let scroll = CommandDescriptor(
    "scroll", group: .build,
    usage: [("scroll NAME [in PARENT]", "a UIScrollView: NAME.content.* (contentLayoutGuide), NAME.frame.* (frameLayoutGuide)")],
    topic: "scroll", kind: .change(inPlace: true),
    completion: { arguments, _ in
      if arguments.count == 1 { return .words(["in"]) }
      return arguments.count == 2 && arguments[1] == "in" ? .views : .nothing
    },
    grammar: .tokens { parser throws(ParseError) in try parser.scrollDeclaration() })

  static let scrollinfo = CommandDescriptor(
    "scrollinfo", group: .ask,
    usage: [("scrollinfo SV", "a scroll view's content size, and whether the constraints determine it")],
    topic: "scroll", kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .views : .nothing },
    grammar: .tokens { parser throws(ParseError) in .scrollInfo(try parser.identifier("a scroll view's name")) })
}
