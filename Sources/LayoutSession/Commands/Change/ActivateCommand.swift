import LayoutLanguage
import LayoutModel

/// `activate C`: a deactivated constraint, back in force.
struct ActivateCommand: LayoutChange {
  static let descriptor = CommandDescriptor(
    "activate", group: .change, usage: [("activate NAME", "a deactivated constraint takes part again")],
    kind: .change(inPlace: true),
    completion: { arguments, _ in arguments.isEmpty ? .constraints : .nothing },
    grammar: .tokens { parser throws(ParseError) in ActivateCommand(target: try parser.name("a constraint name")) })

  let target: Located<String>

  func apply(to layout: inout Layout) throws(CommandError) -> [String] {
    let id = try Applier.constraintID(target, in: layout)
    try Applier.layoutCall(&layout, at: target) { (l) throws(LayoutError) in try l.activate(id) }
    return ["activated \(target.value)"]
  }
}
