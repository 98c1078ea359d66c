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
    // The table of ranges is made by the first explanation that reads
    // one: most never do (a wish held by constraints that fix its value),
    // and hashing every open value of a 1,443-view list after every
    // rotation was 3.5% of the 10,000-command replay. It is made from the
    // names as they are now, so it is the table made here before.
    let table = OpenTable(
      ambiguities: report.newlyUnmet.isEmpty ? [] : report.after.ambiguities, names: layout.viewIDsByName)
    range = { view, field in table.range(of: view, field) }
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

/// The ambiguity report's ranges by frame value, made on the first read.
private final class OpenTable {
  private let ambiguities: [LayoutSnapshot.Open]
  private let names: [String: ViewID]
  private var table: [FrameKey: (min: Double?, max: Double?)]?

  init(ambiguities: [LayoutSnapshot.Open], names: [String: ViewID]) {
    self.ambiguities = ambiguities
    self.names = names
  }

  func range(of view: ViewID, _ field: FrameField) -> (min: Double?, max: Double?)? {
    if table == nil {
      var open: [FrameKey: (min: Double?, max: Double?)] = [:]
      for a in ambiguities {
        if let view = names[a.view] { open[FrameKey(view: view, field: a.field)] = (a.min, a.max) }
      }
      table = open
    }
    return table![FrameKey(view: view, field: field)]
  }
}
