import LayoutLanguage
import LayoutModel

/// NSContentSizeLayoutConstraint entries become what UIKit made them from:
/// the view's intrinsic content size, with its hugging and compression
/// resistance. alrepl then generates the same pair of constraints
/// (`size <= N @hug`, `size >= N @resist`), named `VIEW-hug-width` and so on.
enum ContentSizeTranslation {
  struct Result {
    var lines: [String] = []
    /// Generated constraint name → 0-based entry index.
    var entryOfConstraint: [String: Int] = [:]
  }

  static func translate(_ entries: [ConflictLogEntry], names: [String: String]) -> Result {
    var sizes: [(key: String, axes: [LayoutAttribute.Axis: (value: Double, hug: Double, resist: Double, entry: Int)])] = []
    for (i, entry) in entries.enumerated() where entry.className == "NSContentSizeLayoutConstraint" {
      guard let (key, axis, value) = size(entry) else { continue }
      let priorities = entry.contentPriorities ?? .init(hugging: 250, compressionResistance: 750)
      let record = (value, priorities.hugging, priorities.compressionResistance, i)
      if let at = sizes.firstIndex(where: { $0.key == key }) {
        sizes[at].axes[axis] = record
      } else {
        sizes.append((key, [axis: record]))
      }
    }
    var result = Result()
    for (key, axes) in sizes {
      guard let name = names[key] else { continue }
      let h = axes[.horizontal], v = axes[.vertical]
      func value(_ a: (value: Double, hug: Double, resist: Double, entry: Int)?) -> String { a.map { $0.value.compact } ?? "none" }
      result.lines.append("set \(name).intrinsic \(value(h)) \(value(v))")
      result.lines.append("set \(name).hug \((h?.hug ?? 250).compact) \((v?.hug ?? 250).compact)")
      result.lines.append("set \(name).resist \((h?.resist ?? 750).compact) \((v?.resist ?? 750).compact)")
      for (axis, record) in axes {
        let attribute = axis == .horizontal ? "width" : "height"
        result.entryOfConstraint["\(name)-hug-\(attribute)"] = record.entry
        result.entryOfConstraint["\(name)-resist-\(attribute)"] = record.entry
      }
    }
    return result
  }

  /// The item, axis and value of `X.width == 42` or `H:[X(42)]`.
  private static func size(_ entry: ConflictLogEntry) -> (String, LayoutAttribute.Axis, Double)? {
    switch entry.body {
    case .equation(let lhs, _, nil, _, let constant) where lhs.attribute == .width || lhs.attribute == .height:
      return (lhs.item.key, lhs.attribute == .width ? .horizontal : .vertical, constant)
    case .size(let axis, let item, let extent):
      return (item.key, axis, extent.value)
    default:
      return nil
    }
  }
}
