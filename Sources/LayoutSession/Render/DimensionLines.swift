import LayoutLanguage
import LayoutModel

/// Where to draw each constraint in an SVG: a size as a line across its
/// view, a distance between two edges as a line from one edge to the other.
///
/// Positions come from the solved frames, so a broken constraint is drawn
/// where its edges really are, not where it wanted them. Margin attributes
/// use UIKit's default 8-point margins. Alignments (a distance of 0) and
/// linear sums (alrepl's extension) have no single line and are left out.
enum DimensionLines {
  static func lines(
    _ layout: Layout, frames: AbsoluteFrames, unmet: Set<String>, includeHolding: Bool
  ) -> [SVGDrawing.DimensionLine] {
    var result: [SVGDrawing.DimensionLine] = []
    var perView: [String: Int] = [:]
    for c in layout.allConstraints where c.origin == .user && c.isActive && c.spec.isAppleForm {
      let state: SVGDrawing.DimensionLine.State = c.isBroken ? .broken : unmet.contains(c.name) ? .unmet : .holds
      guard includeHolding || state == .broken else { continue }
      let first = c.spec.lhs[0]
      let name = layout.view(first.view).name
      guard let rect = frames.rect[name] else { continue }
      // Several lines on one view are spread out so their labels do not collide.
      let lane = perView[name, default: 0]
      perView[name] = lane + 1
      let text = ConstraintPrinter.text(c.spec, in: layout)
      let stateNote = state == .broken ? " broken" : state == .unmet ? " unmet" : ""
      if first.attribute.isDimension {
        let value = first.attribute == .width ? rect.width : rect.height
        let label = "\(c.name) \(Format.number(value))\(stateNote)"
        let offset = 34 + Double(lane) * 12
        let (from, to) = first.attribute == .width
          ? ((rect.x, rect.y + offset), (rect.maxX, rect.y + offset))
          : ((rect.x + offset, rect.y), (rect.x + offset, rect.maxY))
        result.append(.init(name: c.name, text: text, label: label, from: from, to: to, state: state))
        continue
      }
      guard let second = c.spec.rhs.first, let otherRect = frames.rect[layout.view(second.view).name] else { continue }
      // Leading and trailing at the edges they are in this constraint's direction.
      let a = position(layout.physicalAttribute(first.attribute, in: c.id), of: rect)
      let b = position(layout.physicalAttribute(second.attribute, in: c.id), of: otherRect)
      // An alignment (distance 0) has no length to draw.
      guard abs(a - b) >= 0.5 else { continue }
      let label = "\(c.name) \(Format.number(abs(a - b)))\(stateNote)"
      let across = 0.5 + Double(lane % 3) * 0.15
      if first.attribute.axis == .horizontal {
        let y = rect.y + rect.height * across
        result.append(.init(name: c.name, text: text, label: label, from: (b, y), to: (a, y), state: state))
      } else {
        let x = rect.x + rect.width * across
        result.append(.init(name: c.name, text: text, label: label, from: (x, b), to: (x, a), state: state))
      }
    }
    return result
  }

  /// The coordinate an attribute names, in root coordinates.
  static func position(_ attribute: LayoutAttribute, of r: AbsoluteFrames.Rect) -> Double {
    let margin = 8.0
    switch attribute {
    case .left, .leading: return r.x
    case .right, .trailing: return r.maxX
    case .centerX, .centerXWithinMargins: return r.x + r.width / 2
    case .top, .firstBaseline: return r.y
    case .bottom, .lastBaseline: return r.maxY
    case .centerY, .centerYWithinMargins: return r.y + r.height / 2
    case .leftMargin, .leadingMargin: return r.x + margin
    case .rightMargin, .trailingMargin: return r.maxX - margin
    case .topMargin: return r.y + margin
    case .bottomMargin: return r.maxY - margin
    case .width: return r.width
    case .height: return r.height
    @unknown default: return r.x
    }
  }
}
