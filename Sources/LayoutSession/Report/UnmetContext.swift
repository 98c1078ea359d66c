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
  private var strongestInPart: [Double]?

  init(_ report: Report, _ layout: Layout) {
    unmet = report.after.unmet
    strongest = unmet.map(\.priority).max()
    // The table of ranges is made by the first explanation that reads one
    // (a wish held by constraints that fix its value reads none).
    let ambiguities = report.newlyUnmet.isEmpty ? [] : report.after.ambiguities
    let table = OpenTable(ambiguities: ambiguities, views: UnmetContext.views(of: ambiguities, report.after, layout))
    range = { view, field in table.range(of: view, field) }
  }

  /// The view of each open value, found by the name it lists. Read from
  /// the snapshot's own list of positions in tree order when the layout's
  /// tree order is still the snapshot's, each checked by name (names are
  /// unique, so a view with that name is the one the name table gives):
  /// hashing every open value's name was 4% of the 10,000-command replay.
  private static func views(of ambiguities: [LayoutSnapshot.Open], _ snapshot: LayoutSnapshot, _ layout: Layout) -> [ViewID?] {
    guard !ambiguities.isEmpty else { return [] }
    let order = layout.viewsInTreeOrder
    // The snapshot's own tree (the usual case: it was made from this
    // layout): its positions and names hold without a check.
    let sameTree = snapshot.basis?.hasTheTree(of: layout) ?? false
    let positions = snapshot.basis.flatMap { basis in
      (sameTree || basis.treeOrder == order) && basis.openPositions.count == ambiguities.count ? basis.openPositions : nil
    }
    return ambiguities.indices.map { k in
      if let positions {
        let id = order[Int(positions[k])]
        #if DEBUG
          assert(!sameTree || layout.name(of: id) == ambiguities[k].view, "an open value's view changed in the same tree")
        #endif
        if sameTree || layout.name(of: id) == ambiguities[k].view { return id }
      }
      return layout.view(named: ambiguities[k].view)
    }
  }

  /// The strongest unmet wish that bears on wish `id` (of `priority`):
  /// the layout's, unless a stronger one elsewhere would be all that
  /// stops the shortcut; then its part's.
  mutating func strongestUnmet(near id: LayoutConstraintID, priority: Double, in layout: inout Layout) -> Double? {
    guard let s = strongest, s > priority, layout.canMoveTowardsWish(id, range: range) else { return strongest }
    if strongestInPart == nil { strongestInPart = UnmetContext.strongestByPart(unmet, in: &layout) }
    guard let part = layout.part(of: id), let table = strongestInPart, Int(part) < table.count,
      table[Int(part)] > -.infinity
    else { return nil }
    return table[Int(part)]
  }

  /// By part (the smallest variable id in it, `Layout.part(of:)`), the
  /// highest priority of an unmet wish in it; -infinity for a part with
  /// none. A flat table, not a dictionary: a report makes it from every
  /// unmet wish, hundreds on a list of cards, and hashing each part was
  /// most of what explaining a rotation's wishes cost beyond the search.
  private static func strongestByPart(_ unmet: [LayoutSnapshot.Unmet], in layout: inout Layout) -> [Double] {
    var found: [(part: Int32, priority: Double)] = []
    found.reserveCapacity(unmet.count)
    var largest: Int32 = -1
    for w in unmet {
      guard let part = layout.part(of: w.source.id) else { continue }
      found.append((part, w.priority))
      largest = max(largest, part)
    }
    var table = [Double](repeating: -.infinity, count: Int(largest) + 1)
    for (part, priority) in found { table[Int(part)] = max(table[Int(part)], priority) }
    return table
  }
}

/// The ambiguity report's ranges by frame value, made on the first read:
/// a flat table by view slot and field, four slots a view (view ids are
/// slots, and dense). Hashing each open value into a dictionary was 1.7%
/// of the 10,000-command replay, whose every card has three open values.
private final class OpenTable {
  private let ambiguities: [LayoutSnapshot.Open]
  /// By entry of `ambiguities`, its view (nil when no view has its name).
  private let views: [ViewID?]
  /// By `4 × view slot + field`, the entry of `ambiguities` (the last one,
  /// should a value be listed twice), or -1.
  private var table: [Int32]?

  init(ambiguities: [LayoutSnapshot.Open], views: [ViewID?]) {
    self.ambiguities = ambiguities
    self.views = views
  }

  private static func slot(_ view: ViewID, _ field: FrameField) -> Int {
    let f: Int
    switch field {
    case .x: f = 0
    case .y: f = 1
    case .width: f = 2
    case .height: f = 3
    }
    return 4 &* Int(view.rawValue) &+ f
  }

  func range(of view: ViewID, _ field: FrameField) -> (min: Double?, max: Double?)? {
    if table == nil {
      var slots = 0
      for id in views { if let id { slots = max(slots, OpenTable.slot(id, .height) + 1) } }
      var open = [Int32](repeating: -1, count: slots)
      for (k, (a, id)) in zip(ambiguities, views).enumerated() {
        if let id { open[OpenTable.slot(id, a.field)] = Int32(k) }
      }
      table = open
    }
    let slot = OpenTable.slot(view, field)
    guard slot < table!.count, case let k = Int(table![slot]), k >= 0 else { return nil }
    return (ambiguities[k].min, ambiguities[k].max)
  }
}
