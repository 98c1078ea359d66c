import LayoutModel

/// One `<constraint>` as an alrepl constraint line.
struct IBConstraintTranslation {
  let tree: IBViewTree
  /// The name of each scroll view's content guide, by the scroll view's id.
  let contentGuides: [String: String]
  /// The document's size class: a constraint's variation for it overrides its constant, multiplier or priority.
  var sizeClass: IBSizeClass? = nil

  private func value(_ name: String, _ c: XMLTreeElement) -> String? {
    sizeClass.map { $0.attribute(name, of: c) } ?? c[name]
  }

  /// Attributes IB writes, in alrepl's words (`baseline` is UIKit's lastBaseline).
  private static let attributes: [String: String] = [
    "left": "left", "right": "right", "top": "top", "bottom": "bottom", "leading": "leading", "trailing": "trailing",
    "width": "width", "height": "height", "centerX": "centerX", "centerY": "centerY",
    "baseline": "lastBaseline", "lastBaseline": "lastBaseline", "firstBaseline": "firstBaseline",
    "leftMargin": "leftMargin", "rightMargin": "rightMargin", "topMargin": "topMargin", "bottomMargin": "bottomMargin",
    "leadingMargin": "leadingMargin", "trailingMargin": "trailingMargin",
    "centerXWithinMargins": "centerXWithinMargins", "centerYWithinMargins": "centerYWithinMargins",
  ]
  private static let edges: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing"]

  /// The line, or why the constraint cannot be a line; throws for ids that
  /// name nothing in the scene (the file is broken, not just unusual).
  /// `name`: the constraint's identifier when it can be one (a command-language
  /// name not yet taken), else nil and alrepl numbers it.
  func line(_ c: XMLTreeElement, holder: String, name: String? = nil) throws(IBImportError) -> Result<String, IBImportError> {
    guard let firstAttribute = c["firstAttribute"], let first = Self.attributes[firstAttribute] else {
      return .failure(IBImportError(line: c.line, "attribute '\(c["firstAttribute"] ?? "")' is not one Auto Layout has"))
    }
    let firstID = c["firstItem"] ?? holder
    let secondID = c["secondItem"]
    // A frameless subview of a frameless view that translates its mask (a
    // cell style's label) is left out of the tree; a constraint naming it
    // is left out too, with a note, rather than refusing the file.
    if let skipped = [firstID, secondID].compactMap({ $0 }).first(where: { tree.leftOut.contains($0) && tree.items[$0] == nil }) {
      return .failure(IBImportError(line: c.line, "constraint \(c["id"] ?? "") left out: \(skipped) is a frameless subview of a frameless view, which the import does not lay out"))
    }
    let lhs = try term(firstID, first, other: secondID, at: c)
    let relation = c["relation"] == "greaterThanOrEqual" ? ">=" : c["relation"] == "lessThanOrEqual" ? "<=" : "=="
    let constant = value("constant", c).flatMap(Double.init) ?? 0
    var rhs = ""
    if let secondID {
      guard let secondAttribute = c["secondAttribute"], let second = Self.attributes[secondAttribute] else {
        return .failure(IBImportError(line: c.line, "attribute '\(c["secondAttribute"] ?? "")' is not one Auto Layout has"))
      }
      let multiplier = Self.multiplier(value("multiplier", c))
      guard let multiplier else {
        return .failure(IBImportError(line: c.line, "multiplier '\(c["multiplier"] ?? "")' is not a number or a ratio a:b"))
      }
      let reference = try term(secondID, second, other: firstID, at: c)
      rhs = multiplier == 1 ? reference : "\(multiplier.compact) * \(reference)"
      if constant != 0 { rhs += constant < 0 ? " - \((-constant).compact)" : " + \(constant.compact)" }
    } else {
      rhs = constant.compact
    }
    var line = "\(lhs) \(relation) \(rhs)"
    if let priority = value("priority", c).flatMap(Double.init), priority != 1000 { line += " @\(priority.compact)" }
    if let name { line = "\(name): " + line }
    return .success(line)
  }

  /// `16:9` and `1/3` (both written by Xcode) are ratios; a missing multiplier is 1.
  static func multiplier(_ text: String?) -> Double? {
    guard let text else { return 1 }
    let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" })
    if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
    return Double(text)
  }

  private func term(_ id: String, _ attribute: String, other: String?, at c: XMLTreeElement) throws(IBImportError) -> String {
    guard let item = tree.items[id] else {
      throw IBImportError(line: c.line, "constraint \(c["id"] ?? "") refers to \(id), which is no view or guide in this scene")
    }
    switch item {
    case .view(let viewID):
      // A scroll view's edges, seen from its content, are its content area (UIScrollView's rule).
      if let guide = contentGuides[viewID], Self.edges.contains(attribute), let other, isDescendant(other, of: viewID) {
        return "\(guide).\(attribute)"
      }
      return "\(tree.name(of: viewID)).\(attribute)"
    case .guide(let kind, let owner):
      switch kind {
      case "safeArea" where owner == tree.rootID: return "root.safeArea.\(attribute)"
      case "layoutMarginsGuide": return "\(tree.name(of: owner)).margins.\(attribute)"
      case "contentLayoutGuide": return "\(contentGuides[owner] ?? tree.name(of: owner)).\(attribute)"
      default: return "\(tree.name(of: owner)).safeArea.\(attribute)"
      }
    case .legacyGuide(let top):
      // topLayoutGuide.bottom is where the safe area starts; its top is the view's top.
      switch (top, attribute) {
      case (true, "bottom"): return "root.safeArea.top"
      case (false, "top"): return "root.safeArea.bottom"
      default: return "root.\(attribute)"
      }
    }
  }

  private func isDescendant(_ id: String, of ancestor: String) -> Bool {
    var current: String? = id
    if case .guide(_, let owner)? = tree.items[id] { current = owner }
    while let c = current, let view = tree[c] {
      if view.parent == ancestor { return true }
      current = view.parent
    }
    return false
  }
}
