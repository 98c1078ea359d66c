import LayoutModel

/// A picture of the layout in box-drawing characters, for `draw`.
///
/// Pure: a snapshot and a width in, lines out, so a drawing in a transcript
/// or a test is the same on every machine. Columns are scaled so the drawn
/// view fills `width`; rows are scaled by half as much, because a terminal
/// cell is about twice as tall as it is wide.
///
/// Nothing depends on colour. A border's style says what is special about
/// the view, and a legend under the picture names the styles in use:
///
/// ```
/// ┌─┐ plain   ╔═╗ changed by the last command
/// ┌╌┐ ambiguous (its name ends in ?)   ┏╍┓ changed and ambiguous
/// ```
public enum TerminalDrawing {
  /// At most this many rows: a very tall view is scaled down to fit.
  static let maxRows = 100
  static let minRows = 8
  static let minWidth = 20

  /// A position in cells, held within ±1e9: a subview 1e24 points tall
  /// (a chain of multipliers) is far off the canvas, and converting its
  /// edge to an Int trapped. The canvas clips what it draws anyway.
  private static func cell(_ position: Double) -> Int {
    Int(min(max(position.rounded(), -1e9), 1e9))
  }

  /// A box's first and last cell on one axis, its edges rounded inward
  /// (up at the start, down at the end): two views with a gap between them
  /// keep a blank cell between their borders once the gap is a cell wide,
  /// where rounding each edge to the nearest cell made 16 points at 80
  /// columns vanish and the borders touch. Views that touch still share
  /// no blank cell. A box that rounding inward would make less than one
  /// cell deep is rounded to the nearest cells instead, so it is still drawn.
  private static func edges(_ start: Double, _ end: Double) -> (Int, Int) {
    let clamp = { (x: Double) in Int(min(max(x, -1e9), 1e9)) }
    let inward = (clamp((start - 1e-9).rounded(.up)), clamp((end + 1e-9).rounded(.down)))
    return inward.1 > inward.0 ? inward : (cell(start), cell(end))
  }

  /// The layout drawn in text: each view a box scaled to `width` columns, changed views marked.
  ///
  /// - Parameters:
  ///   - snapshot: the layout to draw.
  ///   - width: columns available (the terminal's width).
  ///   - focus: draw only this view and its subviews, scaled to fill the width.
  ///   - changed: views the last command moved, resized or added.
  ///   - height: rows available for the picture (a terminal's height less
  ///     the lines around it); nil allows up to 100 rows.
  public static func lines(
    _ snapshot: LayoutSnapshot, width: Int, height: Int? = nil, focus: String? = nil, changed: Set<String> = []
  ) -> [String] {
    let boxes = AbsoluteFrames(snapshot)
    let focusName = focus ?? "root"
    guard let viewport = boxes.rect[focusName] else { return ["no view named '\(focusName)'"] }
    guard viewport.width > 0, viewport.height > 0 else {
      return ["\(focusName) is \(Format.number(viewport.width))×\(Format.number(viewport.height)) points: nothing to draw"]
    }
    let columns = max(width, minWidth)
    let rows = min(maxRows, max(height ?? maxRows, minRows))
    let widthScale = Double(columns - 1) / viewport.width
    let scale = min(widthScale, 2 * Double(rows - 1) / viewport.height)
    // Scaled down to the terminal's height, the picture is narrower than
    // the terminal: say how to see a part of it larger.
    let shrunkToHeight = height != nil && scale < widthScale * 0.9
    var canvas = Canvas(
      columns: Int((viewport.width * scale).rounded()) + 1,
      rows: Int((viewport.height * scale / 2).rounded()) + 1)
    let ambiguous = Set(snapshot.ambiguities.map(\.view))
    var tooSmall: [String] = []
    var used: Set<BoxStyle> = []
    var labels: [(owner: Int, texts: [String], cells: CellRect)] = []
    for name in boxes.order where boxes.isInside(name, focusName) {
      let rect = boxes.rect[name]!
      let cells = CellRect(
        horizontal: edges((rect.x - viewport.x) * scale, (rect.maxX - viewport.x) * scale),
        vertical: edges((rect.y - viewport.y) * scale / 2, (rect.maxY - viewport.y) * scale / 2))
      let label = name + (ambiguous.contains(name) ? "?" : "")
      guard cells.right > cells.left, cells.bottom > cells.top else {
        tooSmall.append("\(label) (\(Format.number(rect.width))×\(Format.number(rect.height)))")
        continue
      }
      let style = BoxStyle(changed: changed.contains(name), ambiguous: ambiguous.contains(name))
      used.insert(style)
      canvas.box(cells, style: style, owner: labels.count)
      labels.append((labels.count, [label, "\(Format.number(rect.width))×\(Format.number(rect.height))"], cells))
    }
    // Labels go on last, each only where its own view is on top, so a
    // subview never cuts its superview's name in half.
    for item in labels { canvas.label(item.texts, in: item.cells, owner: item.owner) }
    var lines = canvas.lines
    lines.append(
      "\(focusName) \(Format.number(viewport.width))×\(Format.number(viewport.height)) pt; "
        + "1 column = \(Format.number(1 / scale)) pt, 1 row = \(Format.number(2 / scale)) pt")
    lines += legend(used)
    if shrunkToHeight && focus == nil {
      lines.append("scaled to fit the terminal's height; draw VIEW shows one view and its subviews larger")
    }
    if !tooSmall.isEmpty { lines.append("too small to draw: " + tooSmall.joined(separator: ", ")) }
    return lines
  }

  private static func legend(_ used: Set<BoxStyle>) -> [String] {
    let entries: [(BoxStyle, String)] = [
      (.changed, "changed by the last command"),
      (.ambiguous, "ambiguous (name ends in ?)"),
      (.changedAndAmbiguous, "changed and ambiguous"),
    ]
    let shown = entries.filter { used.contains($0.0) }.map { "\($0.0.sample) \($0.1)" }
    return shown.isEmpty ? [] : [shown.joined(separator: "   ")]
  }
}

// MARK: - Geometry

/// Every view's frame in root coordinates, in tree order.
struct AbsoluteFrames {
  struct Rect {
    var x, y, width, height: Double
    var maxX: Double { x + width }
    var maxY: Double { y + height }
  }

  private(set) var order: [String] = []
  private(set) var rect: [String: Rect] = [:]
  private var parent: [String: String] = [:]

  init(_ snapshot: LayoutSnapshot) {
    // Snapshots list parents before children, so one pass suffices.
    for f in snapshot.frames {
      let origin = f.parent.flatMap { rect[$0] }.map { ($0.x, $0.y) } ?? (0, 0)
      rect[f.name] = Rect(x: origin.0 + f.frame.x, y: origin.1 + f.frame.y, width: f.frame.width, height: f.frame.height)
      parent[f.name] = f.parent
      order.append(f.name)
    }
  }

  /// True when `name` is `ancestor` or one of its subviews, at any depth.
  func isInside(_ name: String, _ ancestor: String) -> Bool {
    var current: String? = name
    while let c = current {
      if c == ancestor { return true }
      current = parent[c]
    }
    return false
  }
}

/// A box in character cells; `right` and `bottom` are the border's own cells.
struct CellRect {
  var left, top, right, bottom: Int
}

extension CellRect {
  init(horizontal: (Int, Int), vertical: (Int, Int)) {
    self.init(left: horizontal.0, top: vertical.0, right: horizontal.1, bottom: vertical.1)
  }
}

// MARK: - Drawing

/// How a box's border looks; each kind of view has its own.
enum BoxStyle: Hashable {
  case plain, changed, ambiguous, changedAndAmbiguous

  init(changed: Bool, ambiguous: Bool) {
    switch (changed, ambiguous) {
    case (true, true): self = .changedAndAmbiguous
    case (true, false): self = .changed
    case (false, true): self = .ambiguous
    case (false, false): self = .plain
    }
  }

  /// Top-left, top-right, bottom-left, bottom-right, horizontal, vertical.
  var characters: [Character] {
    switch self {
    case .plain: ["┌", "┐", "└", "┘", "─", "│"]
    case .changed: ["╔", "╗", "╚", "╝", "═", "║"]
    case .ambiguous: ["┌", "┐", "└", "┘", "╌", "╎"]
    case .changedAndAmbiguous: ["┏", "┓", "┗", "┛", "╍", "╏"]
    }
  }

  var sample: String {
    let c = characters
    return "\(c[0])\(c[4])\(c[1])"
  }
}

/// A grid of characters; anything drawn outside it is clipped. Each cell
/// remembers which box is on top there, so labels can avoid other boxes.
struct Canvas {
  private var cells: [[Character]]
  private var owners: [[Int]]

  init(columns: Int, rows: Int) {
    cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    owners = Array(repeating: Array(repeating: -1, count: columns), count: rows)
  }

  private mutating func put(_ c: Character, _ column: Int, _ row: Int, owner: Int) {
    guard cells.indices.contains(row), cells[row].indices.contains(column) else { return }
    cells[row][column] = c
    owners[row][column] = owner
  }

  /// `lower..<upper` cut to `0..<count` (empty when they do not meet).
  private func clipped(_ lower: Int, _ upper: Int, to count: Int) -> Range<Int> {
    let l = max(lower, 0)
    let u = min(upper, count)
    return l < u ? l..<u : 0..<0
  }

  private func owner(_ column: Int, _ row: Int) -> Int {
    guard owners.indices.contains(row), owners[row].indices.contains(column) else { return -2 }
    return owners[row][column]
  }

  /// Draws the border and blanks the inside: a later sibling hides an
  /// earlier one, as UIKit's subview order does.
  mutating func box(_ r: CellRect, style: BoxStyle, owner: Int) {
    let c = style.characters
    // Only the part on the canvas: a view a million points wide is a box
    // hundreds of thousands of cells across, of which a terminal shows 80.
    let rows = clipped(r.top + 1, r.bottom, to: cells.count)
    let columns = clipped(r.left + 1, r.right, to: cells.first?.count ?? 0)
    for row in rows {
      for column in columns { put(" ", column, row, owner: owner) }
      put(c[5], r.left, row, owner: owner)
      put(c[5], r.right, row, owner: owner)
    }
    for column in columns {
      put(c[4], column, r.top, owner: owner)
      put(c[4], column, r.bottom, owner: owner)
    }
    put(c[0], r.left, r.top, owner: owner)
    put(c[1], r.right, r.top, owner: owner)
    put(c[2], r.left, r.bottom, owner: owner)
    put(c[3], r.right, r.bottom, owner: owner)
  }

  /// Writes the name on the first row of the box where it fits on cells
  /// this box owns: the top border first (the inside is where subviews go),
  /// then the rows inside. A name that fits nowhere is cut to the widest
  /// place on the border.
  mutating func label(_ texts: [String], in r: CellRect, owner: Int) {
    guard let name = texts.first else { return }
    let rows = Array(clipped(r.top, r.bottom, to: cells.count))
    var used = -1
    if let (row, column) = firstFit(name.count, rows: rows, r, owner) {
      write(name, column, row)
      used = row
    } else if let (column, length) = runs(r.top, r, owner).max(by: { $0.1 < $1.1 }) {
      write(Self.shortened(name, to: length), column, r.top)
      used = r.top
    }
    // The rest go right under the name, flush left, or not at all: a size
    // floating somewhere else in the box would read as another view's.
    for text in texts.dropFirst() {
      used += 1
      guard used < r.bottom, runs(used, r, owner).first.map({ $0.0 == r.left + 1 && $0.1 >= text.count }) == true
      else { return }
      write(text, r.left + 1, used)
    }
  }

  /// A name cut to fit keeps its trailing "?": the mark is what says the
  /// view is ambiguous when the terminal cannot show the dashed border's
  /// meaning at a glance.
  static func shortened(_ name: String, to length: Int) -> String {
    guard name.count > length else { return name }
    guard name.hasSuffix("?"), length >= 2 else { return String(name.prefix(length)) }
    return String(name.prefix(length - 1)) + "?"
  }

  private mutating func write(_ text: String, _ column: Int, _ row: Int) {
    for (i, c) in text.enumerated() where cells.indices.contains(row) && cells[row].indices.contains(column + i) {
      cells[row][column + i] = c
    }
  }

  private func firstFit(_ length: Int, rows: [Int], _ r: CellRect, _ owner: Int) -> (Int, Int)? {
    for row in rows {
      if let run = runs(row, r, owner).first(where: { $0.1 >= length }) { return (row, run.0) }
    }
    return nil
  }

  /// Stretches of the row, inside the box's corners, where this box is on top.
  private func runs(_ row: Int, _ r: CellRect, _ owner: Int) -> [(Int, Int)] {
    var result: [(Int, Int)] = []
    var start: Int?
    // Columns past the canvas are nobody's: one past its edge ends a run.
    // A box wholly left of the canvas has no columns on it: the range
    // must start on the canvas too (the session fuzzer found one).
    let last = min(r.right, cells.first?.count ?? 0)
    let first = max(r.left + 1, 0)
    guard first <= last else { return [] }
    for column in first...last {
      let mine = column < r.right && self.owner(column, row) == owner
      if mine, start == nil { start = column }
      if !mine, let s = start {
        result.append((s, column - s))
        start = nil
      }
    }
    return result
  }

  var lines: [String] {
    cells.map { row in String(row.reversed().drop { $0 == " " }.reversed()) }
  }
}
