import LayoutLanguage
import LayoutModel

/// `size WxH`: the window's size, as a device or a rotation.
struct SizeCommand: LayoutChange {
  static let descriptor = CommandDescriptor(
    "size", group: .change, usage: [("size WxH", "the window's size, as a device or a rotation")],
    kind: .change(inPlace: true),
    grammar: .tokens { parser throws(ParseError) in
      let (width, height, place) = try parser.sizeCommand()
      return SizeCommand(width: width, height: height, at: place)
    })

  let width: Double
  let height: Double
  /// Where WxH is on the line, for a refusal's caret.
  let at: Located<String>

  func apply(to layout: inout Layout) throws(CommandError) -> [String] {
    try Applier.layoutCall(&layout, at: at) { (l) throws(LayoutError) in try l.setRootSize(width: width, height: height) }
    return ["root is \(width.compact)x\(height.compact)"]
  }
}
