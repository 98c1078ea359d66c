import LayoutModel

// The safe-area and margin properties of a view, as UIKit code.

extension SwiftExport {
  /// `additionalSafeAreaInsets` (a view controller's in UIKit: written as
  /// a comment-marked line for the controller that owns the view),
  /// `insetsLayoutMarginsFromSafeArea`, `preservesSuperviewLayoutMargins`.
  static func safeAreaLines(_ receiver: String, _ v: View) -> [String] {
    var out: [String] = []
    let s = v.safeArea
    if s.additional != EdgeInsets(all: 0) {
      let a = s.additional
      out.append(
        "// In the view controller whose view this is: additionalSafeAreaInsets = UIEdgeInsets(top: \(a.top.compact), left: \(a.left.compact), bottom: \(a.bottom.compact), right: \(a.right.compact))"
      )
    }
    if !s.insetsMarginsFromSafeArea { out.append("\(receiver)insetsLayoutMarginsFromSafeArea = false") }
    if s.preservesSuperviewMargins { out.append("\(receiver)preservesSuperviewLayoutMargins = true") }
    return out
  }
}
