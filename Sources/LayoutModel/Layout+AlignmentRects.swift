// Alignment rects and baselines: what constraints bind is not always the
// frame. A view's alignment rect is its frame inset by alignmentRectInsets
// (a shadow or badge drawn outside the content); its baselines are where
// text sits, which lines up rows of mixed controls in a stack.

extension Layout {
  /// Sets alignmentRectInsets: every constraint on the view's plain
  /// attributes, its intrinsic size included, binds the frame inset by
  /// them from now on, as UIKit's do. Frames stay frames.
  ///
  /// - Throws: for insets that are not finite or past 1e6, or a guide.
  public mutating func setAlignmentInsets(_ insets: EdgeInsets, of id: ViewID) throws(LayoutError) {
    try checkIsView(id, for: "alignment rect insets")
    for value in [insets.top, insets.left, insets.bottom, insets.right] where !value.isFinite || abs(value) > LayoutLimits.maxMagnitude {
      throw LayoutError("insets must be finite numbers up to 1e6 in magnitude", at: .constant)
    }
    tree.views[Int(id.rawValue)]!.alignmentInsets = insets
    reinstallConstraints(mentioning: id) { _ in true }
  }

  /// Gives a view that is not a label its first and last baselines, as
  /// distances from its top (nil: none, back to its top and bottom).
  ///
  /// - Throws: for a label (its baselines come from its text), a guide,
  ///   or a distance that is not finite or past 1e6.
  public mutating func setBaselines(_ baselines: Baselines?, of id: ViewID) throws(LayoutError) {
    guard view(id).text == nil else { throw LayoutError("a label's baselines come from its text") }
    try checkIsView(id, for: "baselines")
    if let b = baselines {
      for value in [b.first, b.last] where !value.isFinite || abs(value) > LayoutLimits.maxMagnitude {
        throw LayoutError("a baseline must be a finite number of points from the top, up to 1e6", at: .constant)
      }
    }
    tree.views[Int(id.rawValue)]!.baselines = baselines
    reinstallConstraints(mentioning: id) { $0.attribute == .firstBaseline || $0.attribute == .lastBaseline }
  }

  /// Lowers again the active constraints with a term on `id` that
  /// `matches`: their terms or constants read what just changed.
  private mutating func reinstallConstraints(mentioning id: ViewID, _ matches: (LayoutTerm) -> Bool) {
    let affected = allConstraints.filter { c in
      c.isActive && (c.spec.lhs + c.spec.rhs).contains { $0.view == id && matches($0) }
    }
    for c in affected where c.isInstalled || c.isBroken {
      uninstall(c.id)
      install(c.id)
    }
    retryBrokenConstraints()
    settleText()
  }
}
