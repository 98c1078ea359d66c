// Commands that explain the layout or try it under other conditions, on a copy.

extension CommandDescriptor {
  static let why = CommandDescriptor(
    "why", group: .ask, usage: [("why V.height", "the constraints that fix a value, as a sum")], topic: "why", kind: .query,
    completion: { _, _ in .viewReferences },
    grammar: .tokens { parser throws(ParseError) in
      let view = try parser.identifier("a view, as in why card.height")
      try parser.expectSymbol(".", "'.' and x, y, width or height")
      return .why(view: view, field: try parser.identifier("x, y, width or height"))
    })

  static let explain = CommandDescriptor(
    "explain", group: .ask, usage: [("explain C", "a constraint in words, in Apple's form and in VFL; what it fixes")],
    kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .constraints : .nothing },
    grammar: .tokens { parser throws(ParseError) in .explain(try parser.name("a constraint name")) })

  static let exercise = CommandDescriptor(
    "exercise", group: .ask, usage: [("exercise V", "another layout that satisfies everything equally well")],
    topic: "ambiguity", kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .views : .nothing },
    grammar: .tokens { parser throws(ParseError) in .exercise(try parser.identifier("a view name")) })

  static let fit = CommandDescriptor(
    "fit", group: .ask, usage: [("fit V width W|height H|compressed|expanded", "systemLayoutSizeFitting, on a copy")],
    topic: "fitting", kind: .query,
    completion: { arguments, _ in
      arguments.isEmpty ? .views : arguments.count == 1 ? .words(["width", "height", "compressed", "expanded"]) : .nothing
    },
    grammar: .tokens { parser throws(ParseError) in try parser.fitCommand() })

  static let sweep = CommandDescriptor(
    "sweep", group: .ask, usage: [
      ("sweep root.width 320..1024 [step N]", "exact breakpoints as one value varies"),
      ("sweep root.contentSize", "what changes at each Dynamic Type size"),
      ("sweep root.direction", "the views that move between left to right and right to left"),
    ],
    topic: "whatif", kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .words(["root.width", "root.height"]) : .nothing },
    grammar: .tokens { parser throws(ParseError) in try parser.sweepCommand() })

  static let whatif = CommandDescriptor(
    "whatif", group: .ask, usage: [("whatif C priority P|constant K", "the frames that would change, on a copy")],
    topic: "whatif", kind: .query,
    completion: { arguments, _ in
      arguments.isEmpty ? .constraints : arguments.count == 1 ? .words(["priority", "constant"]) : .nothing
    },
    grammar: .tokens { parser throws(ParseError) in try parser.whatIfCommand() })

  static let threshold = CommandDescriptor(
    "threshold", group: .ask, usage: [("threshold C", "the priorities and constants at which C's outcome flips")],
    topic: "whatif", kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .constraints : .nothing },
    grammar: .tokens { parser throws(ParseError) in .threshold(try parser.name("a constraint name")) })

  static let devices = CommandDescriptor(
    "devices", group: .ask, usage: [("devices", "the layout at common device sizes")], topic: "whatif", kind: .query,
    grammar: .tokens { _ throws(ParseError) in .devices })
}
