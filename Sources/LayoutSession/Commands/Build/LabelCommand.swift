import LayoutLanguage
import LayoutModel

/// `label NAME [in PARENT] "text" [font N | style S] [lines N] [preferredWidth N]`: a UILabel.
struct LabelCommand: LayoutChange {
  static let descriptor = CommandDescriptor(
    "label", group: .build,
    usage: [("label NAME [in PARENT] \"text\" [font N | style S] [lines N] [preferredWidth N]", "a UILabel")],
    topic: "labels", kind: .change(inPlace: true),
    completion: { arguments, _ in
      if arguments.last == "style" { return .words(TextStyle.allCases.map(\.rawValue)) }
      return arguments.count == 2 && arguments[1] == "in" ? .views : .nothing
    },
    grammar: .tokens { parser throws(ParseError) in
      let (name, parent, text, properties) = try parser.labelDeclaration()
      return LabelCommand(name: name, parent: parent, text: text, properties: properties)
    })

  let name: Located<String>
  let parent: Located<String>?
  let text: String
  let properties: [Located<ViewProperty>]

  func apply(to layout: inout Layout) throws(CommandError) -> [String] {
    let (id, parent) = try Applier.add(name, in: parent, properties, to: &layout) { (l, parent) throws(LayoutError) in
      try l.addLabel(named: name.value, in: parent, text: LabelText(text))
    }
    return ["label \(name.value) in \(layout.view(parent).name): \(PropertySetter.describe(layout.view(id).text!))"]
  }
}
