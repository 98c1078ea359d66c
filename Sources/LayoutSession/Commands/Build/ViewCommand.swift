import LayoutLanguage
import LayoutModel

/// `view NAME [in PARENT] [intrinsic WxH] [hug H V] [resist H V]`: a UIView.
struct ViewCommand: LayoutChange {
  static let descriptor = CommandDescriptor(
    "view", group: .build,
    usage: [("view NAME [in PARENT] [intrinsic WxH] [hug H V] [resist H V]", "a UIView")],
    topic: "intrinsic", kind: .change(inPlace: true),
    completion: CompletionSource.nameInContainer,
    grammar: .tokens { parser throws(ParseError) in
      let (name, parent, properties) = try parser.viewDeclaration()
      return ViewCommand(name: name, parent: parent, properties: properties)
    })

  let name: Located<String>
  let parent: Located<String>?
  var properties: [Located<ViewProperty>] = []

  func apply(to layout: inout Layout) throws(CommandError) -> [String] {
    let (_, parent) = try Applier.add(name, in: parent, properties, to: &layout) { (l, parent) throws(LayoutError) in
      try l.addView(named: name.value, in: parent)
    }
    return ["view \(name.value) in \(layout.view(parent).name)"]
  }
}
