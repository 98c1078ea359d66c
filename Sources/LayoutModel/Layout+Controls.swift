// Standard controls: views whose intrinsic size and priorities are UIKit's.

extension Layout {
  /// Adds a standard control (UISwitch, UIButton, …) under `parent`, with
  /// the intrinsic content size, hugging and compression resistance UIKit
  /// gives it (``StandardControl/metrics(measuredBy:)``).
  ///
  /// - Throws: when the name is taken, the parent cannot hold views, a
  ///   page control has fewer than 1 or more than 1,000 pages, or a limit
  ///   is reached; the layout is then unchanged.
  @discardableResult
  public mutating func addControl(named name: String, in parent: ViewID = .root, _ control: StandardControl) throws(LayoutError) -> ViewID {
    if case .pageControl(let pages) = control, !(1...1000).contains(pages) {
      throw LayoutError("a page control has 1 to 1,000 pages", at: .constant)
    }
    let metrics = control.metrics(measuredBy: measurer)
    for value in [metrics.width, metrics.height].compactMap({ $0 }) where value > LayoutLimits.maxMagnitude {
      throw LayoutError("this control's text makes it wider than 1e6 points", at: .constant)
    }
    let id = try addView(named: name, in: parent)
    var content = ContentSize()
    content.horizontal = ContentAxis(intrinsic: metrics.width)
    content.vertical = ContentAxis(intrinsic: metrics.height)
    content.horizontal.hugging = metrics.hugging.horizontal
    content.vertical.hugging = metrics.hugging.vertical
    content.horizontal.compressionResistance = metrics.compressionResistance.horizontal
    content.vertical.compressionResistance = metrics.compressionResistance.vertical
    tree.views[Int(id.rawValue)]!.content = content
    tree.views[Int(id.rawValue)]!.control = control
    // Set before its content constraints exist, so they bind the alignment rect from the start.
    tree.views[Int(id.rawValue)]!.alignmentInsets = metrics.alignmentInsets
    // addView installed the engine's `width >= 0` and `height >= 0` before
    // there were insets, on the frame; they bind the alignment rect, as
    // after `setAlignmentInsets`: a slider's frame is at least 4 wide (its
    // rect 0 plus 2 each side), whether it was made with its insets or
    // given them afterwards.
    if metrics.alignmentInsets != EdgeInsets(all: 0) {
      for c in view(id).implicitConstraints {
        uninstall(c)
        install(c)
      }
    }
    // A button's title gives it baselines, so baseline alignment works for it.
    tree.views[Int(id.rawValue)]!.baselines = metrics.baseline.map { Baselines(first: $0, last: $0) }
    regenerateConstraints(for: id)
    settleText()
    return id
  }
}
