/// Where each dimension line's label goes in an SVG, so that labels do not
/// sit on one another or on a view's name.
///
/// Greedy and deterministic: view names are reserved first, then each line
/// tries a few spots along itself and on either side, and takes the first
/// that is free. When none is, it takes the least crowded one, so nothing is
/// ever dropped: the `<title>` tooltip still names the constraint exactly.
/// Text sizes are estimates (about 0.56 em a character), which is enough to
/// keep labels apart without measuring fonts.
struct LabelPlacer {
  struct Placement: Equatable {
    /// The text's anchor: its middle, on its baseline (rotated for a
    /// vertical line).
    var x, y: Double
  }

  private struct Box {
    var minX, minY, maxX, maxY: Double
    func overlap(_ o: Box) -> Double {
      let w = min(maxX, o.maxX) - max(minX, o.minX)
      let h = min(maxY, o.maxY) - max(minY, o.minY)
      return w > 0 && h > 0 ? w * h : 0
    }
  }

  private var taken: [Box] = []
  static let characterWidth = 5.6
  static let lineHeight = 10.0

  /// A view's bold name (12 pt) and its size (10 pt) in its top-left corner.
  mutating func reserveViewLabel(name: String, rect: AbsoluteFrames.Rect) {
    let nameWidth = Double(name.count) * 7.2
    let sizeWidth = 10 * Self.characterWidth
    taken.append(Box(minX: rect.x + 3, minY: rect.y + 3, maxX: rect.x + 5 + max(nameWidth, sizeWidth), maxY: rect.y + 30))
  }

  mutating func place(_ line: SVGDrawing.DimensionLine) -> Placement {
    let horizontal = abs(line.to.y - line.from.y) < abs(line.to.x - line.from.x)
    let length = Double(line.label.count) * Self.characterWidth
    var best: (placement: Placement, box: Box, crowding: Double)?
    // Along the line first (middle, then towards either end), above or left
    // of it, then below or right of it.
    for side in [-1.0, 1.0] {
      for fraction in [0.5, 0.3, 0.7, 0.15, 0.85] {
        let along = (
          line.from.x + (line.to.x - line.from.x) * fraction,
          line.from.y + (line.to.y - line.from.y) * fraction)
        let placement: Placement
        let box: Box
        if horizontal {
          // Baseline 3 points above the line, or the text's top 3 below it.
          let baseline = side < 0 ? along.1 - 3 : along.1 + 3 + Self.lineHeight * 0.8
          placement = Placement(x: along.0, y: baseline)
          box = Box(minX: along.0 - length / 2, minY: baseline - Self.lineHeight * 0.8,
                    maxX: along.0 + length / 2, maxY: baseline + Self.lineHeight * 0.2)
        } else {
          // Rotated a quarter turn: the baseline is a vertical line.
          let baseline = side < 0 ? along.0 - 3 : along.0 + 3 + Self.lineHeight * 0.8
          placement = Placement(x: baseline, y: along.1)
          box = Box(minX: baseline - Self.lineHeight * 0.8, minY: along.1 - length / 2,
                    maxX: baseline + Self.lineHeight * 0.2, maxY: along.1 + length / 2)
        }
        let crowding = taken.reduce(0) { $0 + $1.overlap(box) }
        if crowding == 0 {
          taken.append(box)
          return placement
        }
        if best == nil || crowding < best!.crowding { best = (placement, box, crowding) }
      }
    }
    taken.append(best!.box)
    return best!.placement
  }
}
