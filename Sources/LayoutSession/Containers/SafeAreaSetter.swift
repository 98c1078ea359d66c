import LayoutLanguage
import LayoutModel

/// `set V.additionalSafeArea T L B R`, `set V.insetsMarginsFromSafeArea
/// true|false`, `set V.preservesSuperviewMargins true|false` and
/// `set root.keyboard HEIGHT`.
enum SafeAreaSetter {
  /// - Returns: the confirmation line.
  static func set(_ property: Located<ViewProperty>, on id: ViewID, in layout: inout Layout) throws(CommandError) -> String {
    let name = layout.name(of: id)
    func call(_ body: (inout Layout) throws(LayoutError) -> Void) throws(CommandError) {
      try Applier.layoutCall(&layout, at: property, body)
    }
    switch property.value {
    case .additionalSafeArea(let insets):
      try call { (l) throws(LayoutError) in try l.setAdditionalSafeArea(insets, of: id) }
      return "\(name).additionalSafeArea = \(PropertySetter.describe(insets)): its safe area is now \(PropertySetter.describe(layout.safeAreaInsets(of: id)))"
    case .insetsMarginsFromSafeArea(let on):
      try call { (l) throws(LayoutError) in try l.setInsetsMarginsFromSafeArea(on, of: id) }
      return "\(name).insetsLayoutMarginsFromSafeArea = \(on): its margins guide is inset \(PropertySetter.describe(layout.marginGuideInsets(of: id))) from its frame"
    case .preservesSuperviewMargins(let on):
      try call { (l) throws(LayoutError) in try l.setPreservesSuperviewMargins(on, of: id) }
      return "\(name).preservesSuperviewLayoutMargins = \(on): its margins guide is inset \(PropertySetter.describe(layout.marginGuideInsets(of: id))) from its frame"
    case .keyboard(let height):
      guard id == .root else {
        throw CommandError(
          "the keyboard is the window's: set root.keyboard \(height.compact)", column: property.column, length: property.length)
      }
      try call { (l) throws(LayoutError) in try l.setKeyboardHeight(height) }
      let top = layout.keyboardGuideInsets().top
      return height > 0
        ? "root.keyboard = \(height.compact): root.keyboard.top is at \(top.compact)"
        : "root.keyboard = 0 (no keyboard): root.keyboard.top sits on the safe area's bottom, \(top.compact)"
    default:
      preconditionFailure("PropertySetter sends only safe-area properties here")
    }
  }
}
