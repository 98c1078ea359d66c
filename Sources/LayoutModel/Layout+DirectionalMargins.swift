// directionalLayoutMargins: margins given as leading and trailing. UIKit
// documents that it swaps them for a view whose
// effectiveUserInterfaceLayoutDirection is right to left; alrepl keeps them
// in `View.margins` (left = leading, right = trailing) with a flag, and
// swaps them where margins are read.

extension Layout {
  /// directionalLayoutMargins: `insets.left` is the leading margin and
  /// `insets.right` the trailing one. Constraints to the view's margins
  /// follow at once, and again whenever the view's direction changes.
  public mutating func setDirectionalMargins(_ insets: EdgeInsets, of id: ViewID) throws(LayoutError) {
    try checkIsView(id, for: "directionalLayoutMargins")
    try checkInsets(insets)
    tree.views[Int(id.rawValue)]!.margins = insets
    tree.views[Int(id.rawValue)]!.marginsAreDirectional = true
    recompileConstraints(mentioning: id)
  }

  /// The view's own layout margins by physical side: its directional
  /// margins swapped when it lays out right to left.
  public func ownMargins(of id: ViewID) -> EdgeInsets {
    let v = tree.views[Int(id.rawValue)]!
    guard v.marginsAreDirectional, effectiveDirection(of: id) == .rightToLeft else { return v.margins }
    return EdgeInsets(top: v.margins.top, left: v.margins.right, bottom: v.margins.bottom, right: v.margins.left)
  }

  /// Views whose margins were set as directional, in id order.
  func viewsWithDirectionalMargins() -> [ViewID] {
    tree.views.compactMap { v in v.flatMap { $0.marginsAreDirectional ? $0.id : nil } }
  }
}
