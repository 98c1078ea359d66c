import LayoutModel

/// What explaining a report's newly unmet wishes needs from the whole
/// report: the ambiguity report's ranges by frame value, and how strong
/// the strongest unmet wish is, in the layout or in one wish's part of it.
///
/// The parts are found only for a wish that could move its way while a
/// stronger wish is unmet somewhere: a wish is only held, or outweighed,
/// by its own part (`Layout+Parts.swift`), so the layout-wide answer would
/// refuse the shortcut that `Layout.cause(ofUnmet:strongestUnmet:range:)`
/// takes for it.
struct UnmetContext {
  /// The highest priority of any unmet wish after the command.
  let strongest: Double?
  /// The ambiguity report's range of a frame value, if it lists it.
  let range: Layout.OpenRange
  private let unmet: [LayoutSnapshot.Unmet]
  private var strongestInPart: [Int32: Double]?

  init(_ report: Report, _ layout: Layout) {
    unmet = report.after.unmet
    strongest = unmet.map(\.priority).max()
    var open: [FrameKey: (min: Double?, max: Double?)] = [:]
    if !report.newlyUnmet.isEmpty {
      for a in report.after.ambiguities {
        if let view = layout.view(named: a.view) { open[FrameKey(view: view, field: a.field)] = (a.min, a.max) }
      }
    }
    range = { view, field in open[FrameKey(view: view, field: field)] }
  }

  /// The strongest unmet wish that bears on wish `id` (of `priority`):
  /// the layout's, unless a stronger one elsewhere would be all that
  /// stops the shortcut; then its part's.
  mutating func strongestUnmet(near id: LayoutConstraintID, priority: Double, in layout: inout Layout) -> Double? {
    guard let s = strongest, s > priority, layout.canMoveTowardsWish(id, range: range) else { return strongest }
    if strongestInPart == nil {
      var found: [Int32: Double] = [:]
      for w in unmet {
        guard let part = layout.part(of: w.source.id) else { continue }
        found[part] = max(found[part] ?? w.priority, w.priority)
      }
      strongestInPart = found
    }
    return layout.part(of: id).flatMap { strongestInPart?[$0] }
  }
}

/// A view's frame value, as a dictionary key.
private struct FrameKey: Hashable {
  let view: ViewID
  let field: FrameField
}
