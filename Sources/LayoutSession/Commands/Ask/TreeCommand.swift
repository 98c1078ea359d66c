import LayoutLanguage
import LayoutModel

/// `tree [VIEW]`: the view hierarchy, indented, with what each view is and
/// its frame: `frames` lists the same views flat, with only the superview's
/// name to show the nesting. Added as the issue's "one new file plus one
/// line in the table" (``CommandTable``).
struct TreeCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "tree", group: .ask, usage: [("tree [VIEW]", "the view hierarchy, indented: what each view is, its frame")],
    kind: .query,
    completion: { arguments, _ in arguments.isEmpty ? .views : .nothing },
    grammar: .tokens { parser throws(ParseError) in
      TreeCommand(view: parser.token.kind == .end ? nil : try parser.identifier("a view name"))
    })

  /// The subtree to show; nil: from root.
  let view: Located<String>?

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    let layout = session.layout
    let top = try view.map { (name) throws(CommandError) in try Applier.view(name, in: layout) } ?? .root
    var lines: [String] = []
    var json: [JSONValue] = []
    func visit(_ id: ViewID, depth: Int) {
      // Every view `frames` lists, a scroll view's content guide and a
      // stack's own guides included.
      let v = layout.view(id)
      let kind = TreeCommand.kind(of: v)
      lines.append(String(repeating: "  ", count: depth) + "\(v.name)  \(kind)  \(Format.frame(layout.shownFrame(of: id)))")
      json.append(.object([("view", .string(v.name)), ("depth", .number(Double(depth))), ("kind", .string(kind))]))
      for child in v.children { visit(child, depth: depth + 1) }
    }
    visit(top, depth: 0)
    return Session.Outcome(answer: .init(key: "tree", lines: lines, json: .array(json)))
  }

  /// What the view is, in the words that declare it.
  static func kind(of v: View) -> String {
    if v.id == .root { return "window" }
    if v.isGuide { return "guide" }
    if v.scrollContent != nil { return "scroll" }
    if let stack = v.stack { return "stack \(stack.axis == .vertical ? "vertical" : "horizontal")" }
    if let control = v.control { return "control \(control.word)" }
    if let text = v.text {
      let shown = text.string.count > 24 ? String(text.string.prefix(23)) + "…" : text.string
      return "label \(shown.quotedForCommand)"
    }
    return "view"
  }
}
