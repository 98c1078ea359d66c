import LayoutLanguage
import LayoutModel

/// `deactivate C`: a constraint out of force but kept.
struct DeactivateCommand: LayoutChange {
  static let descriptor = CommandDescriptor(
    "deactivate", group: .change, usage: [("deactivate NAME", "a constraint stops taking part, kept for later")],
    kind: .change(inPlace: true),
    completion: { arguments, _ in arguments.isEmpty ? .constraints : .nothing },
    grammar: .tokens { parser throws(ParseError) in DeactivateCommand(target: try parser.name("a constraint name")) })

  let target: Located<String>

  func apply(to layout: inout Layout) throws(CommandError) -> [String] {
    let id = try Applier.constraintID(target, in: layout)
    try Applier.layoutCall(&layout, at: target) { (l) throws(LayoutError) in try l.deactivate(id) }
    return ["deactivated \(target.value)"]
  }
}
