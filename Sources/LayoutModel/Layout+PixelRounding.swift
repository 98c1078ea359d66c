// Pixel rounding: UIKit rounds a label's intrinsic content size up to the
// screen's pixel grid (the tableHeaderView field case: a 17-point label
// 20.5 tall at scale 2). Only text is rounded; constraints place views at
// any fraction of a point, as the engine does before UIKit draws.

extension Layout {
  /// Sets the screen's scale (1, 2 or 3 pixels per point), or nil for no
  /// rounding, and measures every label again on the new grid.
  ///
  /// - Throws: for any other scale; the layout is then unchanged.
  public mutating func setScreenScale(_ scale: Double?) throws(LayoutError) {
    if let scale, ![1.0, 2, 3].contains(scale) {
      throw LayoutError("a screen scale is 1, 2 or 3 (pixels per point), or none", at: .constant)
    }
    guard scale != screenScale else { return }
    screenScale = scale
    var any = false
    for id in viewsInTreeOrder where view(id).text != nil {
      regenerateConstraints(for: id)
      any = true
    }
    if any { settleText() }
  }

  /// `value` rounded up to the pixel grid, or as it is with no scale set.
  /// A size already on the grid, give or take round-off, stays; a wrapped
  /// label's width never passes the width it wraps at (`limit`), which
  /// would ask for more room than the text was broken to fit.
  func roundedToPixels(_ value: Double, notPast limit: Double? = nil) -> Double {
    guard let scale = screenScale else { return value }
    let rounded = (value * scale - 1e-6).rounded(.up) / scale
    if let limit, rounded > limit, value <= limit { return limit }
    return max(rounded, value)
  }
}
