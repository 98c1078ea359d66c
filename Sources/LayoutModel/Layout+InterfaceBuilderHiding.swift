// The hiding clause of Interface Builder's rule (``ConflictBreaking/interfaceBuilder``).
// A hidden arranged view whose own constraints require a length along its
// stack's axis (a required width, or an image whose compression resistance
// is 1000) meets the stack's 'UISV-hiding' collapse in a conflict. At run
// time Apple's logs show the view's constraint breaking (the view collapses;
// Layout+BreakRule.swift). Xcode's stored frames show the other choice: the
// view keeps its length (threema's 110-point button, zotero's two 28-point
// views: Benchmarks/README.md, "Eleventh round"), so the canvas gives up
// the collapse.

extension Layout {
  /// The 'UISV-hiding' member of `set` whose removal lets `adding` in, if
  /// any: under Interface Builder's rule a hidden view keeps a length its
  /// own constraints require.
  func hidingToBreak(in set: [LayoutConstraintID], adding: LayoutConstraintID) -> (broken: LayoutConstraintID, reason: BreakReason)? {
    for id in set.sorted(by: { constraint($0).stamp < constraint($1).stamp }) {
      let c = constraint(id)
      guard c.origin == .stackView, c.name.contains("-UISV-hiding-"), let side = c.spec.lhs.first else { continue }
      if breakingResolves(id, adding: adding) { return (id, .hiding(view: side.view, attribute: side.attribute)) }
    }
    return nil
  }
}
