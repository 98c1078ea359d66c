// Commands that change what is already there: properties, constraints, the window.

extension CommandDescriptor {
  static let set = CommandDescriptor(
    "set", group: .change,
    usage: [
      ("set C.constant N | C.priority P", "change a constraint in place"),
      ("set V.intrinsic WxH | V.hug H V | V.resist H V | V.margins T L B R | V.hidden true", ""),
      ("set V.text \"…\" | V.font N | V.lines N | V.preferredMaxLayoutWidth N|automatic", ""),
      ("set V.autoresizing X,Y,W,H h=--& v=--& [in WxH] | V.autoresizing off", "translatesAutoresizingMaskIntoConstraints"),
      ("set S.spacing N | S.distribution D | S.alignment A | S.axis vertical | S.arranged [a b]", ""),
      ("set S.customSpacing VIEW N", "setCustomSpacing(N, after: VIEW)"),
      ("set root.safeArea T L B R", "the window's safe-area insets"),
      ("set V.additionalSafeArea T L B R | V.insetsMarginsFromSafeArea B | V.preservesSuperviewMargins B", "help safearea"),
      ("set root.keyboard HEIGHT", "the keyboard, which moves root.keyboard.* (0: none)"),
      ("set V.style S | V.alignmentInsets T L B R | V.baseline FIRST [LAST]|none", "help labels, help alignment"),
      ("set root.contentSize C | root.scale 1|2|3|none", "Dynamic Type size; pixel rounding of text"),
      ("set root.font \"FILE\"|inter|em", "measure text with a font file (or the em model)"),
      ("set root.direction rightToLeft|leftToRight | V.semantic forceRightToLeft|…", "right to left (help direction)"),
    ],
    kind: .change(inPlace: true),
    completion: { arguments, _ in arguments.isEmpty ? .settable : .nothing },
    grammar: .tokens { parser throws(ParseError) in try parser.setCommand() })

  static let remove = CommandDescriptor(
    "remove", group: .change, usage: [("remove NAME", "a constraint, or a view with its subviews and constraints")],
    kind: .change(inPlace: true),
    completion: { arguments, _ in arguments.isEmpty ? .constraintsAndViews : .nothing },
    grammar: .tokens { parser throws(ParseError) in .remove(try parser.name("a constraint or view name")) })

  static let activate = CommandDescriptor(
    "activate", group: .change, usage: [("activate NAME", "a deactivated constraint takes part again")],
    kind: .change(inPlace: true),
    completion: { arguments, _ in arguments.isEmpty ? .constraints : .nothing },
    grammar: .tokens { parser throws(ParseError) in .activate(try parser.name("a constraint name")) })

  static let deactivate = CommandDescriptor(
    "deactivate", group: .change, usage: [("deactivate NAME", "a constraint stops taking part, kept for later")],
    kind: .change(inPlace: true),
    completion: { arguments, _ in arguments.isEmpty ? .constraints : .nothing },
    grammar: .tokens { parser throws(ParseError) in .deactivate(try parser.name("a constraint name")) })

  static let size = CommandDescriptor(
    "size", group: .change, usage: [("size WxH", "the window's size, as a device or a rotation")],
    kind: .change(inPlace: true),
    grammar: .tokens { parser throws(ParseError) in try parser.sizeCommand() })
}
