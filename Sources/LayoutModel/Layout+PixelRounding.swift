// Pixel rounding: UIKit rounds a label's intrinsic content size up to the
// screen's pixel grid (the tableHeaderView field case: a 17-point label
// 20.5 tall at scale 2). Only text is rounded inside the layout;
// constraints place views at any fraction of a point, as the engine does.
// UIKit then rounds each frame's edges to pixels when it applies them,
// which a layout reports only when asked to (`frameGrid`): Xcode's stored
// frames are on that grid, so an imported scene is shown on it.

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

  /// Reports frames on a pixel grid (1, 2 or 3 pixels per point), each edge
  /// rounded as UIKit rounds the engine's values when it applies them, or
  /// nil for the engine's values. Solving is not affected.
  ///
  /// - Throws: for any other scale; the layout is then unchanged.
  public mutating func setFrameGrid(_ scale: Double?) throws(LayoutError) {
    if let scale, ![1.0, 2, 3].contains(scale) {
      throw LayoutError("a frame grid is 1, 2 or 3 (pixels per point), or none", at: .constant)
    }
    frameGrid = scale
  }
}

extension Layout {
  /// The view's frame as reports show it: on `frameGrid` when one is set,
  /// each edge rounded in window space, else the engine's values
  /// (``frame(of:)``).
  public func shownFrame(of id: ViewID) -> Frame {
    let f = frame(of: id)
    guard let grid = frameGrid else { return f }
    return f.onPixelGrid(grid, superviewAt: windowOrigin(ofSuperviewOf: id) { frame(of: $0) })
  }

  /// The unrounded window position of `view`'s superview: the frames of its
  /// ancestors summed (root at 0, 0), each read by `frame`.
  public func windowOrigin(ofSuperviewOf view: ViewID, frame: (ViewID) -> Frame) -> (x: Double, y: Double) {
    var x = 0.0, y = 0.0
    var ancestor = parent(of: view)
    while let a = ancestor, let up = parent(of: a) {
      let f = frame(a)
      x += f.x
      y += f.y
      ancestor = up
    }
    return (x, y)
  }
}

extension Frame {
  /// The frame as UIKit applies it on a screen of `scale` pixels per point:
  /// each edge rounded to the nearest pixel in window coordinates (the
  /// superview's unrounded window position is `superviewAt`), relative to
  /// the superview's own rounded origin; so a width is what lies between two
  /// rounded edges (seven equal 51.43-point widths become 51.5 and 52 at
  /// scale 2, never 51.43). Xcode's stored frames are on that grid
  /// (Benchmarks/README.md, "Thirteenth round").
  public func onPixelGrid(_ scale: Double, superviewAt origin: (x: Double, y: Double) = (0, 0)) -> Frame {
    func pixel(_ v: Double) -> Double { (v * scale).rounded() / scale }
    let px = pixel(origin.x), py = pixel(origin.y)
    let minX = pixel(origin.x + x), minY = pixel(origin.y + y)
    let maxX = pixel(origin.x + x + width), maxY = pixel(origin.y + y + height)
    return Frame(x: minX - px, y: minY - py, width: maxX - minX, height: maxY - minY)
  }
}
