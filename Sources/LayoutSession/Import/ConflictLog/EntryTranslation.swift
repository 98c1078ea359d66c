import LayoutLanguage
import LayoutModel

/// One log entry as an alrepl constraint, in the command language
/// (reference §5, "From description to linear equation").
struct EntryTranslation {
  let entry: ConflictLogEntry
  /// Item key → alrepl view name.
  let names: [String: String]
  /// View key → name of its margins guide, when the log shows one.
  let marginsGuide: [String: String]
  /// Item key → name of its inferred superview.
  let parentOf: (String) -> String?

  /// `a.leading == b.trailing + 8 @750`, without the `name:`.
  var constraint: String {
    let text: String
    switch entry.body {
    case .equation(let lhs, let relation, let rhs, let multiplier, let constant):
      text = equation(lhs, relation, rhs, multiplier, constant)
    case .size(let axis, let item, let extent):
      text = "\(name(item)).\(axis == .horizontal ? "width" : "height") \(symbol(extent.relation)) \(number(extent.value))"
    case .spacing(let axis, let from, let extent, let to):
      text = spacing(axis, from, extent, to)
    }
    return entry.priority < 1000 ? "\(text) @\(entry.priority.compact)" : text
  }

  // MARK: - Equations

  private func equation(
    _ lhs: ConflictLogAnchor, _ relation: LayoutRelation, _ rhs: ConflictLogAnchor?, _ multiplier: Double,
    _ constant: Double
  ) -> String {
    let left = "\(anchor(lhs)) \(symbol(relation)) "
    guard let rhs else {
      let attribute = lhs.attribute.layoutAttribute
      if attribute.isDimension { return left + signed(constant, alone: true) }
      // A location equal to a number is a position in the superview's
      // coordinates (autoresizing constraints print `minX == 204`).
      let superview = entry.superview.map(name) ?? parentOf(lhs.item.key) ?? "root"
      let origin = attribute.axis == .vertical ? "top" : isDirectional(attribute) ? "leading" : "left"
      return left + "\(superview).\(origin)" + signed(constant, alone: false)
    }
    let factor = multiplier == 1 ? "" : "\(number(multiplier)) * "
    return left + factor + anchor(rhs) + signed(constant, alone: false)
  }

  /// `view.attribute`, margins read from the log's margins guide when it has one.
  private func anchor(_ anchor: ConflictLogAnchor) -> String {
    let attribute = anchor.attribute.layoutAttribute
    let raw = attribute.rawValue
    if raw.hasSuffix("Margin") || raw.hasSuffix("WithinMargins"), let guide = marginsGuide[anchor.item.key] {
      let base = raw.replacingOccurrences(of: "WithinMargins", with: "").replacingOccurrences(of: "Margin", with: "")
      return "\(guide).\(base)"
    }
    return "\(name(anchor.item)).\(raw)"
  }

  private func isDirectional(_ attribute: LayoutAttribute) -> Bool {
    [.leading, .trailing, .leadingMargin, .trailingMargin].contains(attribute)
  }

  // MARK: - VFL-like spacings

  /// `[A]-(8)-[B]`: the later item's leading edge is 8 after the earlier
  /// one's trailing edge (WTF Auto Layout reads it the same way). `(LTR)`
  /// fixes the edges to left and right; `(RTL)` reverses them.
  private func spacing(_ axis: LayoutAttribute.Axis, _ from: ConflictLogEnd, _ extent: ConflictLogExtent, _ to: ConflictLogEnd)
    -> String
  {
    let superview = entry.superview.map(name) ?? "root"
    func end(_ e: ConflictLogEnd) -> String {
      if case .item(let item) = e { return name(item) }
      return superview
    }
    let (earlier, later) = (end(from), end(to))
    // The edges a gap runs between: trailing of the earlier end (or the
    // superview's leading), leading of the later end (or its trailing).
    var (lead, trail) = axis == .vertical ? ("top", "bottom") : ("leading", "trailing")
    if axis == .horizontal && entry.direction != nil { (lead, trail) = ("left", "right") }
    let earlierEdge = from == .superview ? lead : trail
    let laterEdge = to == .superview ? trail : lead
    let relation = symbol(extent.relation)
    if axis == .horizontal && entry.direction == .rightToLeft {
      // Right to left, the earlier item is on the right: gap = earlier.left − later.right.
      let earlierRTL = from == .superview ? "right" : "left"
      let laterRTL = to == .superview ? "left" : "right"
      return "\(earlier).\(earlierRTL) \(relation) \(later).\(laterRTL)" + signed(extent.value, alone: false)
    }
    return "\(later).\(laterEdge) \(relation) \(earlier).\(earlierEdge)" + signed(extent.value, alone: false)
  }

  // MARK: - Text

  private func name(_ item: ConflictLogItem) -> String { names[item.key] ?? "root" }

  private func symbol(_ relation: LayoutRelation) -> String { ConstraintPrinter.symbol(relation) }

  private func number(_ value: Double) -> String { value.compact }

  /// ` + 8`, ` - 8`, nothing for 0; alone: the whole right side (`-16`, `0`).
  private func signed(_ value: Double, alone: Bool) -> String {
    if alone { return number(value) }
    if value == 0 { return "" }
    return value < 0 ? " - \(number(-value))" : " + \(number(value))"
  }
}
