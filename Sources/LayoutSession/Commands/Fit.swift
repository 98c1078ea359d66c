import LayoutLanguage
import LayoutModel

/// `fit VIEW …`: systemLayoutSizeFitting, reported without moving anything.
enum Fit {
  static func answer(_ name: Located<String>, _ target: FitTarget, in layout: Layout) throws(CommandError) -> Report.Answer {
    let id = try Applier.view(name, in: layout)
    let size: (width: Double, height: Double)
    let priorities: (LayoutPriority, LayoutPriority)
    let described: String
    switch target {
    case .width(let w):
      size = (w, Layout.compressedSize.height)
      priorities = (.required, .fittingSizeLevel)
      described = "at width \(w.compact) (required), height as small as possible (@50)"
    case .height(let h):
      size = (Layout.compressedSize.width, h)
      priorities = (.fittingSizeLevel, .required)
      described = "at height \(h.compact) (required), width as small as possible (@50)"
    case .compressed:
      size = Layout.compressedSize
      priorities = (.fittingSizeLevel, .fittingSizeLevel)
      described = "layoutFittingCompressedSize (0 x 0 @50)"
    case .expanded:
      size = Layout.expandedSize
      priorities = (.fittingSizeLevel, .fittingSizeLevel)
      described = "layoutFittingExpandedSize (10000 x 10000 @50)"
    }
    let result: Layout.Fitting
    do {
      result = try layout.fittingSize(of: id, target: size, horizontal: priorities.0, vertical: priorities.1)
    } catch {
      throw CommandError(error.message, column: name.column, length: name.length)
    }
    var lines = ["\(name.value) fits in \(Format.number(result.width)) x \(Format.number(result.height)), \(described)"]
    if result.conflicts > 0 {
      lines.append("  the target conflicts with \(result.conflicts) required constraint\(result.conflicts == 1 ? "" : "s") in the subtree; the content won")
    }
    let json = JSONValue.object([
      ("view", .string(name.value)), ("width", .number(result.width)), ("height", .number(result.height)),
    ])
    return Report.Answer(key: "fit", lines: lines, json: json)
  }
}
