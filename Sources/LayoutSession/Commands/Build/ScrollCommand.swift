import LayoutLanguage
import LayoutModel

/// `scroll NAME [in PARENT]`: a UIScrollView with its content and frame guides.
struct ScrollCommand: LayoutChange {
  static let descriptor = CommandDescriptor(
    "scroll", group: .build,
    usage: [("scroll NAME [in PARENT]", "a UIScrollView: NAME.content.* (contentLayoutGuide), NAME.frame.* (frameLayoutGuide)")],
    topic: "scroll", kind: .change(inPlace: true),
    completion: CompletionSource.nameInContainer,
    grammar: .tokens { parser throws(ParseError) in
      let (name, parent) = try parser.nameAndContainer("scroll view")
      return ScrollCommand(name: name, parent: parent)
    })

  let name: Located<String>
  let parent: Located<String>?

  func apply(to layout: inout Layout) throws(CommandError) -> [String] {
    let (_, parent) = try Applier.add(name, in: parent, [], to: &layout) { (l, parent) throws(LayoutError) in
      try l.addScrollView(named: name.value, in: parent)
    }
    return ["scroll \(name.value) in \(layout.view(parent).name): a UIScrollView; \(name.value).content.* is its content, \(name.value).frame.* its frame"]
  }
}
