import LayoutLanguage
import LayoutModel

/// `scrollinfo SV`: a scroll view's content size, and whether its
/// constraints determine it. An undetermined width or height is what
/// Xcode calls "Scrollable content size ambiguity".
enum ScrollInfo {
  static func answer(_ name: Located<String>, in layout: Layout) throws(CommandError) -> Report.Answer {
    let id = try Applier.view(name, in: layout)
    var copy = layout
    guard let size = copy.scrollContentSize(of: id) else {
      throw CommandError("\(name.value) is not a scroll view; declare one with scroll NAME", column: name.column, length: name.length)
    }
    let frame = layout.frame(of: id)
    var lines = ["\(name.value): frame \(Format.number(frame.width)) x \(Format.number(frame.height)), content size \(Format.number(size.width)) x \(Format.number(size.height))"]
    let ambiguous = ContentSizeAmbiguity.entries(name.value, size)
    for open in ambiguous {
      let shown = open.attribute == "contentWidth" ? size.width : size.height
      lines.append("  Scrollable content size ambiguity: \(open.key) is not determined by the constraints (alrepl shows \(Format.number(shown)))")
      lines.append("  fix: \(open.fix)")
    }
    if ambiguous.isEmpty { lines.append("  the constraints determine the content size: \(scrolls(frame, size))") }
    let json = JSONValue.object([
      ("view", .string(name.value)),
      ("contentSize", .object([("width", .number(size.width)), ("height", .number(size.height))])),
      ("ambiguous", .array(ambiguous.map(\.json))),
    ])
    return Report.Answer(key: "scroll", lines: lines, json: json)
  }

  /// How to determine a scroll view's content `axis` ("width" or "height").
  static func fix(_ scrollView: String, axis: String, edges: String) -> String {
    "pin the content's \(edges) to \(scrollView).content (or to \(scrollView)'s edges) from a chain of views that has a \(axis) of its own (intrinsic, or \(axis) == \(scrollView).frame.\(axis) to scroll along the other axis only), or set \(scrollView).content.\(axis) directly"
  }

  /// Which ways the content is larger than the frame.
  private static func scrolls(_ frame: Frame, _ size: (width: Double, height: Double, widthDetermined: Bool, heightDetermined: Bool)) -> String {
    let h = size.width > frame.width + 1e-9, v = size.height > frame.height + 1e-9
    switch (h, v) {
    case (true, true): return "it scrolls both ways"
    case (true, false): return "it scrolls horizontally"
    case (false, true): return "it scrolls vertically"
    case (false, false): return "it does not scroll (the content fits in the frame)"
    }
  }
}
