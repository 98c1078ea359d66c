import LayoutLanguage
import LayoutModel

/// `guide NAME [in OWNER]`: a UILayoutGuide.
struct GuideCommand: LayoutChange {
  static let descriptor = CommandDescriptor(
    "guide", group: .build,
    usage: [("guide NAME [in OWNER]", "a UILayoutGuide: a rectangle that draws nothing (no size or margins of its own)")],
    kind: .change(inPlace: false),
    completion: CompletionSource.nameInContainer,
    grammar: .tokens { parser throws(ParseError) in
      let (name, owner) = try parser.nameAndContainer("guide")
      return GuideCommand(name: name, owner: owner)
    })

  let name: Located<String>
  let owner: Located<String>?

  func apply(to layout: inout Layout) throws(CommandError) -> [String] {
    let owner = try self.owner.map { (p) throws(CommandError) in try Applier.view(p, in: layout) } ?? .root
    if layout.view(owner).isGuide {
      throw CommandError(
        "a guide cannot own anything; '\(layout.view(owner).name)' is a guide", column: self.owner?.column,
        length: self.owner?.length ?? 1)
    }
    try Applier.layoutCall(&layout, at: name) { (l) throws(LayoutError) in try l.addGuide(named: name.value, in: owner) }
    return ["guide \(name.value) in \(layout.view(owner).name)"]
  }
}
