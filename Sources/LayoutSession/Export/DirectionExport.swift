import LayoutModel

/// What `export swift` writes for layout direction: a view's
/// semanticContentAttribute, and how to run the code right to left.
enum DirectionExport {
  /// Root's lines: its own semantic content attribute, and, when the
  /// session runs right to left, a comment saying how to run the app so.
  /// The app's direction comes from its language, not from code.
  static func rootLines(_ layout: Layout) -> [String] {
    var out: [String] = []
    if layout.rootDirection == .rightToLeft {
      out.append(
        "// root.direction rightToLeft is the app's language, not code: run in Arabic or Hebrew, "
          + "or with the scheme's App Language set to Right-to-Left Pseudolanguage.")
    }
    if let line = semanticLine("", .root, layout) { out.append(line) }
    return out
  }

  /// `name.semanticContentAttribute = .forceRightToLeft`, or nil for a view
  /// left unspecified; `receiver` is `"name."`, or empty for root (self).
  static func semanticLine(_ receiver: String, _ id: ViewID, _ layout: Layout) -> String? {
    let semantic = layout.semanticContentAttribute(of: id)
    guard semantic != .unspecified else { return nil }
    return "\(receiver)semanticContentAttribute = .\(semantic.rawValue)"
  }
}
