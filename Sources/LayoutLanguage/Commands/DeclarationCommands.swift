// Commands that add views, labels, stacks, guides and VFL constraints.
import LayoutModel

extension CommandDescriptor {
  static let view = CommandDescriptor(
    "view", group: .build,
    usage: [("view NAME [in PARENT] [intrinsic WxH] [hug H V] [resist H V]", "a UIView")],
    topic: "intrinsic", kind: .change(inPlace: true),
    completion: { arguments, _ in
      if arguments.count == 1 { return .words(["in"]) }
      return arguments.count == 2 && arguments[1] == "in" ? .views : .nothing
    },
    grammar: .tokens { parser throws(ParseError) in try parser.viewDeclaration() })

  static let label = CommandDescriptor(
    "label", group: .build,
    usage: [("label NAME [in PARENT] \"text\" [font N | style S] [lines N] [preferredWidth N]", "a UILabel")],
    topic: "labels", kind: .change(inPlace: true),
    completion: { arguments, _ in
      if arguments.last == "style" { return .words(TextStyle.allCases.map(\.rawValue)) }
      return arguments.count == 2 && arguments[1] == "in" ? .views : .nothing
    },
    grammar: .tokens { parser throws(ParseError) in try parser.labelDeclaration() })

  static let stack = CommandDescriptor(
    "stack", group: .build,
    usage: [
      ("stack NAME [in PARENT] [vertical] [spacing N] [distribution D] [alignment A] [marginsRelative] [a b c]", "a UIStackView")
    ],
    topic: "stacks", kind: .change(inPlace: true),
    completion: { _, _ in .views },
    grammar: .tokens { parser throws(ParseError) in try parser.stackDeclaration() })

  static let guide = CommandDescriptor(
    "guide", group: .build,
    usage: [("guide NAME [in OWNER]", "a UILayoutGuide: a rectangle that draws nothing (no size or margins of its own)")],
    kind: .change(inPlace: false),
    completion: { arguments, _ in
      if arguments.count == 1 { return .words(["in"]) }
      return arguments.count == 2 && arguments[1] == "in" ? .views : .nothing
    },
    grammar: .tokens { parser throws(ParseError) in try parser.guideDeclaration() })

  static let vfl = CommandDescriptor(
    "vfl", group: .build,
    usage: [("vfl H:|-[a]-8-[b]-| [metrics m=20] [options alignAllCenterY]", "Visual Format Language")],
    topic: "vfl", kind: .change(inPlace: false),
    completion: { _, _ in .words(["metrics", "options"]) },
    grammar: .line { line throws(ParseError) in try Parser.visualFormatCommand(line) })
}
