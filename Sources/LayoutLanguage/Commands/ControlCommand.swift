import LayoutModel

// `control`: a standard UIKit control that sizes itself.

extension CommandDescriptor {
  static let control = CommandDescriptor(
    "control", group: .build,
    usage: [
      (
        "control NAME [in PARENT] switch|slider|segmented \"A\" \"B\"|button \"Title\"|stepper|activity|pageControl N|progress|textField \"placeholder\"",
        "a UIKit control at its own size (help controls)"
      )
    ],
    topic: "controls", kind: .change(inPlace: true),
    completion: { arguments, _ in
      if arguments.count == 2 && arguments[1] == "in" { return .views }
      if arguments.count == 1 || (arguments.count == 3 && arguments[1] == "in") {
        return .words(["in"] + StandardControl.words)
      }
      return .nothing
    },
    grammar: .tokens { parser throws(ParseError) in try parser.controlDeclaration() })
}
