import LayoutLanguage
import LayoutModel

/// `set root.direction rightToLeft|leftToRight` and
/// `set VIEW.semantic unspecified|playback|spatial|forceLeftToRight|forceRightToLeft`.
enum DirectionSetter {
  /// - Returns: the confirmation line, which says the view's effective
  ///   direction and where it comes from.
  static func set(_ property: Located<ViewProperty>, on id: ViewID, in layout: inout Layout) throws(CommandError) -> String {
    switch property.value {
    case .layoutDirection(let direction):
      guard id == .root else {
        throw CommandError(
          "direction is the app's (its language's), set on root: set root.direction \(direction.rawValue); a view keeps its own with set \(layout.name(of: id)).semantic forceRightToLeft (or forceLeftToRight)",
          column: property.column, length: property.length)
      }
      layout.setRootDirection(direction)
      return "root.direction = \(direction.rawValue): leading is the \(edge(direction)) edge wherever no view forces its own direction"
    case .semanticContentAttribute(let semantic):
      try Applier.layoutCall(&layout, at: property) { (l) throws(LayoutError) in
        try l.setSemanticContentAttribute(semantic, of: id)
      }
      let name = layout.name(of: id)
      return "\(name).semanticContentAttribute = \(semantic.rawValue): \(describeEffectiveDirection(of: id, in: layout))"
    default:
      preconditionFailure("PropertySetter sends only direction properties here")
    }
  }

  /// "its subviews' leading is the right edge (right to left, from root.direction)".
  static func describeEffectiveDirection(of id: ViewID, in layout: Layout) -> String {
    let (direction, source) = layout.effectiveDirectionAndSource(of: id)
    return "its subviews' leading is the \(edge(direction)) edge (\(words(direction)), \(describe(source, for: id, in: layout)))"
  }

  /// Where a direction comes from, in words.
  static func describe(_ source: Layout.DirectionSource, for id: ViewID, in layout: Layout) -> String {
    switch source {
    case .rootDirection:
      return "from root.direction \(layout.rootDirection.rawValue)"
    case .semantic(let owner, let semantic):
      let whose = owner == id ? "its own" : "\(layout.name(of: owner))'s"
      switch semantic {
      case .playback, .spatial:
        return "\(whose) semantic \(semantic.rawValue), which UIKit never flips"
      default:
        return "\(whose) semantic \(semantic.rawValue)"
      }
    }
  }

  /// The physical edge leading is in a direction.
  static func edge(_ direction: LayoutDirection) -> String { direction == .leftToRight ? "left" : "right" }

  /// "left to right" or "right to left".
  static func words(_ direction: LayoutDirection) -> String {
    direction == .leftToRight ? "left to right" : "right to left"
  }
}
