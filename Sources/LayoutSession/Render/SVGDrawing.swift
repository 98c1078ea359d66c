import LayoutLanguage
import LayoutModel

/// The layout as an SVG document, for `draw --svg FILE`.
///
/// Pure: a snapshot and dimension lines in, text out. One point is one SVG
/// unit. Every view is exactly one `<rect>` (legend swatches are lines), so
/// a reader or a test can count views. Each shape carries a `<title>`, which
/// a browser shows as a tooltip.
///
/// Styles: views get lighter fills the deeper they are; a view the last
/// command changed has a thick green border; an ambiguous view a dashed
/// magenta one and a `?` after its name; a view in a required conflict a red
/// border. Constraints that hold are thin blue dimension lines, unmet
/// optional ones dashed orange, broken ones dashed red.
public enum SVGDrawing {
  /// A constraint drawn as a line between two points, in root coordinates.
  public struct DimensionLine: Equatable, Sendable {
    /// Whether the constraint holds, which decides the line's colour and dashes.
    public enum State: String, Sendable {
      /// The constraint holds: a thin blue line.
      case holds
      /// An optional constraint left unmet: dashed orange.
      case unmet
      /// A required constraint broken out of a conflict: dashed red.
      case broken
    }
    /// The constraint's name, for the line's tooltip.
    public let name: String
    /// The constraint as the language writes it, for the tooltip.
    public let text: String
    /// The number written beside the line: the distance it measures.
    public let label: String
    /// Where the line starts, in root coordinates.
    public let from: (x: Double, y: Double)
    /// Where the line ends, in root coordinates.
    public let to: (x: Double, y: Double)
    /// Whether it holds, is unmet or is broken.
    public let state: State

    /// Equal when they draw the same: the tooltip's text is left out, since it
    /// only repeats the constraint.
    public static func == (a: Self, b: Self) -> Bool {
      a.name == b.name && a.label == b.label && a.from == b.from && a.to == b.to && a.state == b.state
    }
  }

  static let margin = 24.0
  static let legendHeight = 84.0

  /// The SVG text of `snapshot`: the whole layout, or `focus` and its
  /// subviews, with `changed` and `inConflict` views marked and `dimensions`
  /// drawn over them.
  ///
  /// - Complexity: O(views + dimension lines).
  public static func document(
    _ snapshot: LayoutSnapshot, focus: String? = nil, changed: Set<String> = [],
    inConflict: Set<String> = [], dimensions: [DimensionLine] = []
  ) -> String {
    let frames = AbsoluteFrames(snapshot)
    let focusName = focus ?? "root"
    let viewport = frames.rect[focusName] ?? AbsoluteFrames.Rect(x: 0, y: 0, width: 0, height: 0)
    let width = max(viewport.width, 340) + 2 * margin
    let height = viewport.height + 2 * margin + legendHeight
    let ambiguousFields = Dictionary(grouping: snapshot.ambiguities, by: \.view)
    var out = [
      ##"<?xml version="1.0" encoding="UTF-8"?>"##,
      ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(n(width))" height="\##(n(height))" viewBox="0 0 \##(n(width)) \##(n(height))" font-family="Helvetica, Arial, sans-serif">"##,
      "  <title>alrepl: \(escape(focusName)) \(n(viewport.width))×\(n(viewport.height))</title>",
    ]
    out.append(##"  <g transform="translate(\##(n(margin - viewport.x)) \##(n(margin - viewport.y)))">"##)
    var depth: [String: Int] = [:]
    var labels = LabelPlacer()
    for f in snapshot.frames where frames.isInside(f.name, focusName) {
      let level = f.parent.flatMap { depth[$0] }.map { $0 + 1 } ?? 0
      depth[f.name] = level
      let rect = frames.rect[f.name]!
      let open = ambiguousFields[f.name] ?? []
      out += viewElement(
        f.name, rect, level: level, ambiguous: open, changed: changed.contains(f.name),
        conflict: inConflict.contains(f.name))
      labels.reserveViewLabel(name: f.name + (open.isEmpty ? "" : "?"), rect: rect)
    }
    for line in dimensions { out += dimensionElement(line, at: labels.place(line)) }
    out.append("  </g>")
    out += legend(top: viewport.height + 2 * margin)
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  // MARK: - Elements

  private static let fills = ["#f5f7fa", "#e3ecfa", "#d3f0e0", "#fbeccf", "#f3dcef", "#dceff3"]

  private static func viewElement(
    _ name: String, _ r: AbsoluteFrames.Rect, level: Int, ambiguous: [LayoutSnapshot.Open], changed: Bool, conflict: Bool
  ) -> [String] {
    var classes = ["view"]
    var stroke = "#3b4252"
    var strokeWidth = 1.0
    var dash = ""
    if changed { classes.append("changed"); stroke = "#1a7f37"; strokeWidth = 3 }
    if !ambiguous.isEmpty { classes.append("ambiguous"); stroke = changed ? stroke : "#b000b5"; dash = ##" stroke-dasharray="6 4""## }
    if conflict { classes.append("conflict"); stroke = "#d1242f"; strokeWidth = max(strokeWidth, 2) }
    let size = "\(n(r.width))×\(n(r.height))"
    var tip = "\(name) (\(n(r.x)), \(n(r.y)), \(size))"
    if !ambiguous.isEmpty {
      tip += "; ambiguous: " + ambiguous.map { "\($0.field.rawValue) \(Format.range($0.min, $0.max))" }.joined(separator: ", ")
    }
    let label = name + (ambiguous.isEmpty ? "" : "?")
    return [
      ##"    <g class="\##(classes.joined(separator: " "))">"##,
      "      <title>\(escape(tip))</title>",
      ##"      <rect x="\##(n(r.x))" y="\##(n(r.y))" width="\##(n(r.width))" height="\##(n(r.height))" fill="\##(fills[level % fills.count])" fill-opacity="0.85" stroke="\##(stroke)" stroke-width="\##(n(strokeWidth))"\##(dash)/>"##,
      ##"      <text x="\##(n(r.x + 4))" y="\##(n(r.y + 14))" font-size="12" font-weight="bold" fill="#1f2328">\##(escape(label))</text>"##,
      ##"      <text x="\##(n(r.x + 4))" y="\##(n(r.y + 27))" font-size="10" fill="#57606a">\##(size)</text>"##,
      "    </g>",
    ]
  }

  private static func dimensionElement(_ d: DimensionLine, at label: LabelPlacer.Placement) -> [String] {
    let colour = ["holds": "#0969da", "unmet": "#bc4c00", "broken": "#d1242f"][d.state.rawValue]!
    let dash = d.state == .holds ? "" : ##" stroke-dasharray="4 3""##
    let horizontal = abs(d.to.y - d.from.y) < abs(d.to.x - d.from.x)
    // Ticks across each end, as on an engineering drawing.
    func tick(_ p: (x: Double, y: Double)) -> String {
      let (dx, dy) = horizontal ? (0.0, 4.0) : (4.0, 0.0)
      return ##"<line x1="\##(n(p.x - dx))" y1="\##(n(p.y - dy))" x2="\##(n(p.x + dx))" y2="\##(n(p.y + dy))"/>"##
    }
    let labelAt = (label.x, label.y)
    let rotation = horizontal ? "" : ##" transform="rotate(-90 \##(n(labelAt.0)) \##(n(labelAt.1)))""##
    return [
      ##"    <g class="constraint \##(d.state.rawValue)" stroke="\##(colour)" stroke-width="1.2"\##(dash)>"##,
      "      <title>\(escape(d.name)): \(escape(d.text))\(d.state == .holds ? "" : " (\(d.state.rawValue))")</title>",
      ##"      <line x1="\##(n(d.from.x))" y1="\##(n(d.from.y))" x2="\##(n(d.to.x))" y2="\##(n(d.to.y))"/>"##,
      "      \(tick(d.from))",
      "      \(tick(d.to))",
      ##"      <text x="\##(n(labelAt.0))" y="\##(n(labelAt.1))" font-size="10" text-anchor="middle" fill="\##(colour)" stroke="#ffffff" stroke-width="2.5" stroke-opacity="0.85" stroke-dasharray="none" paint-order="stroke"\##(rotation)>\##(escape(d.label))</text>"##,
      "    </g>",
    ]
  }

  /// Swatches are lines, not rects, so that rects stay one per view.
  private static func legend(top: Double) -> [String] {
    let items: [(String, String, String)] = [
      ("#3b4252", "", "view"),
      ("#1a7f37", "", "changed by the last command"),
      ("#b000b5", "6 4", "ambiguous (name ends in ?)"),
      ("#d1242f", "", "in a required conflict"),
      ("#0969da", "", "constraint that holds"),
      ("#bc4c00", "4 3", "optional constraint not met"),
      ("#d1242f", "4 3", "broken constraint"),
    ]
    var out = [##"  <g class="legend" font-size="10" fill="#1f2328">"##]
    for (i, item) in items.enumerated() {
      let x = margin + Double(i % 2) * 190
      let y = top + Double(i / 2) * 16
      let dash = item.1.isEmpty ? "" : ##" stroke-dasharray="\##(item.1)""##
      out.append(##"    <line x1="\##(n(x))" y1="\##(n(y))" x2="\##(n(x + 22))" y2="\##(n(y))" stroke="\##(item.0)" stroke-width="2"\##(dash)/>"##)
      out.append(##"    <text x="\##(n(x + 28))" y="\##(n(y + 3.5))">\##(escape(item.2))</text>"##)
    }
    out.append("  </g>")
    return out
  }

  // MARK: - Text

  private static func n(_ value: Double) -> String { Format.number(value) }

  static func escape(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      // XML 1.0 has no control characters, not even as references: shown as U+FFFD.
      case _ where c.isControlCharacter && c != "\n" && c != "\t": out += "\u{FFFD}"
      default: out.append(c)
      }
    }
    return out
  }
}
