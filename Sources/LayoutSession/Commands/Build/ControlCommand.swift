import LayoutLanguage
import LayoutModel

/// `control NAME [in PARENT] switch|slider|…`: a standard UIKit control that sizes itself.
struct ControlCommand: LayoutChange {
  static let descriptor = CommandDescriptor(
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
    grammar: .tokens { parser throws(ParseError) in
      let (name, parent, control, properties) = try parser.controlDeclaration()
      return ControlCommand(name: name, parent: parent, control: control, properties: properties)
    })

  let name: Located<String>
  let parent: Located<String>?
  let control: Located<StandardControl>
  let properties: [Located<ViewProperty>]

  func apply(to layout: inout Layout) throws(CommandError) -> [String] {
    let (id, parent) = try Applier.add(name, in: parent, properties, to: &layout) { (l, parent) throws(LayoutError) in
      try l.addControl(named: name.value, in: parent, control.value)
    }
    return ["control \(name.value) in \(layout.view(parent).name): \(ControlDescription.text(of: layout.view(id)))"]
  }
}
