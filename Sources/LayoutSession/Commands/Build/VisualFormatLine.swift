import LayoutLanguage
import LayoutModel

/// `vfl H:|-[a]-[b]-| [metrics m=20] [options alignAllCenterY]`, or a format
/// pasted on its own: constraints in the Visual Format Language.
struct VisualFormatLine: LayoutChange {
  static let descriptor = CommandDescriptor(
    "vfl", group: .build,
    usage: [("vfl H:|-[a]-8-[b]-| [metrics m=20] [options alignAllCenterY]", "Visual Format Language")],
    topic: "vfl", kind: .change(inPlace: false),
    completion: { _, _ in .words(["metrics", "options"]) },
    grammar: .line { line throws(ParseError) in VisualFormatLine(request: try Parser.visualFormatCommand(line)) })

  let request: VisualFormatCommand

  func apply(to layout: inout Layout) throws(CommandError) -> [String] {
    try VisualFormatApplier.apply(request, to: &layout)
  }
}
