import Foundation
import LayoutModel

// A snapshot made from the one before it, at the cost of what changed.
//
// After most commands the views of the last snapshot are still there, in
// the same order, with the same names and superviews (a view added comes
// last among them). The new snapshot then starts from the last one's
// lists and rebuilds only the entries of the views whose frame moved or
// whose open values were probed again, and it notes which those were
// (`Delta`), so that the report compares only them. Listing, and then
// comparing, every frame and every open value of every view after every
// command was most of what a command cost at 10,000 views. Anything else
// (a view removed or moved, a layout rebuilt by undo) builds the lists
// whole, as before. Debug builds check the lists made from the last
// snapshot against lists made whole, on layouts up to 400 views.

extension LayoutSnapshot {
  /// Tells snapshots apart: a report compares the entries a `Delta` names
  /// only when its `before` is the snapshot the delta was measured from.
  final class Identity: Sendable {}

  /// What the next snapshot reads to follow the change from this one.
  struct Basis: Sendable {
    let identity = Identity()
    /// The views in tree order, and each one's superview.
    let treeOrder: [ViewID]
    let parents: [ViewID?]
    /// Every view's frame by id, as the solver gave it (before cleaning):
    /// a view whose numbers are the same has the same entry.
    let rawFrames: [Frame]
    /// The grid `frames` were rounded to (`Layout.frameGrid`): another grid
    /// changes every entry, so nothing is kept.
    let frameGrid: Double?
    /// By entry of `ambiguities`, the position of its view in `treeOrder`.
    let openPositions: [Int32]
    /// By entry of `lints`, the position of the view it is about
    /// (`Int32.max` for one about the whole layout).
    let lintPositions: [Int32]
    /// The layout's tree when these were made (``Layout/treeShape``).
    let treeShape: TreeShape

    /// Whether `layout`'s tree is still the one these were made from: the
    /// same views in the same order, with the same names and superviews.
    func hasTheTree(of layout: Layout) -> Bool { treeShape === layout.treeShape }
    /// Every view's required pins by id, as the lints read them.
    let pins: [RequiredPins]
    /// The layout's ambiguity measurement `ambiguities` were listed from:
    /// while it is still the layout's, the next refresh names only the
    /// views whose listed values differ from these.
    let measurement: AmbiguityMeasurement?
  }

  /// What changed since the snapshot this one was made from.
  struct Delta: Sendable {
    /// That snapshot's identity.
    let previous: Identity
    /// How many views it had: they are the first of this one's, in order.
    let previousCount: Int
    /// Positions (in tree order) of the views whose frame differs from
    /// that snapshot's, new views included, ascending.
    let framesChanged: [Int]
    /// Positions of the views whose open values differ from that
    /// snapshot's, new views with any included, ascending.
    let openChanged: [Int]
  }

  /// How many views of `previous` are the first views of `layout` in tree
  /// order, with the same names and superviews: all of them, or nil.
  static func sharedPrefix(_ previous: LayoutSnapshot, _ layout: Layout) -> Int? {
    guard let basis = previous.basis else { return nil }
    let order = layout.viewsInTreeOrder
    let n = basis.treeOrder.count
    // On a frame grid a view's shown frame follows its ancestors' positions
    // too (rounded in window space): made whole, as such layouts are small.
    guard n <= order.count, n == previous.frames.count, basis.frameGrid == nil, layout.frameGrid == nil else { return nil }
    // The same tree as then: every view below would compare equal. (Most
    // commands make no view; comparing 1,443 names after each of them was
    // a seventieth of the 10,000-command script.)
    if basis.hasTheTree(of: layout) {
      #if DEBUG
        assert(comparedPrefix(n, basis, previous, layout) == n, "the tree's shape stayed but its views changed")
      #endif
      return n
    }
    return comparedPrefix(n, basis, previous, layout)
  }

  /// `sharedPrefix` view by view: `n` when the first `n` views of `layout`
  /// are `previous`'s, with the same names and superviews, else nil.
  private static func comparedPrefix(_ n: Int, _ basis: Basis, _ previous: LayoutSnapshot, _ layout: Layout) -> Int? {
    let order = layout.viewsInTreeOrder
    let parents = layout.parentsInTreeOrder
    for i in 0..<n {
      let id = order[i]
      guard id == basis.treeOrder[i], parents[i] == basis.parents[i], layout.name(of: id) == previous.frames[i].name
      else { return nil }
    }
    return n
  }

  /// The frames of `layout` in tree order, made from `previous`'s first
  /// `shared` entries where a view's numbers did not change; and the
  /// positions that differ from them, new views included.
  static func frames(
    of layout: Layout, byID raw: [Frame], previous: LayoutSnapshot, shared: Int
  ) -> (frames: [ViewFrame], changed: [Int]) {
    let order = layout.viewsInTreeOrder
    var frames = previous.frames
    var changed: [Int] = []
    let old = previous.basis!.rawFrames
    for i in 0..<shared {
      let slot = Int(order[i].rawValue)
      let (a, b) = (raw[slot], old[slot])
      if a.x == b.x && a.y == b.y && a.width == b.width && a.height == b.height { continue }
      let f = shown(order[i], in: layout, raw)
      if f != frames[i].frame {
        frames[i] = ViewFrame(name: frames[i].name, parent: frames[i].parent, frame: f)
        changed.append(i)
      }
    }
    frames.reserveCapacity(order.count)
    for i in shared..<order.count {
      frames.append(frame(of: order[i], in: layout, raw))
      changed.append(i)
    }
    return (frames, changed)
  }

  /// One view's entry, its numbers cleaned of round-off and on the
  /// layout's frame grid when it has one.
  static func frame(of id: ViewID, in layout: Layout, _ raw: [Frame]) -> ViewFrame {
    ViewFrame(
      name: layout.name(of: id), parent: layout.parent(of: id).map { layout.name(of: $0) },
      frame: shown(id, in: layout, raw))
  }

  /// A view's frame cleaned of round-off, on the layout's frame grid (in
  /// window space) when it has one.
  static func shown(_ id: ViewID, in layout: Layout, _ raw: [Frame]) -> Frame {
    var f = raw[Int(id.rawValue)]
    if let grid = layout.frameGrid {
      f = f.onPixelGrid(grid, superviewAt: layout.windowOrigin(ofSuperviewOf: id) { raw[Int($0.rawValue)] })
    }
    return Frame(x: f.x.cleaned, y: f.y.cleaned, width: f.width.cleaned, height: f.height.cleaned)
  }

  /// The open values of every view, with each entry's view position.
  static func openValues(of layout: Layout) -> (open: [Open], positions: [Int32]) {
    var open: [Open] = []
    var positions: [Int32] = []
    var values: [Ambiguity] = []
    for (i, id) in layout.viewsInTreeOrder.enumerated() {
      values.removeAll(keepingCapacity: true)
      layout.appendOpenValues(of: id, to: &values)
      guard !values.isEmpty else { continue }
      let name = layout.name(of: id)
      for a in values {
        open.append(Open(view: name, field: a.field, min: a.min, max: a.max))
        positions.append(Int32(i))
      }
    }
    return (open, positions)
  }

  /// `previous`'s open values with the entries of the views at `changed`
  /// (ascending positions) measured again; `differs`, the positions whose
  /// entries are not what they were.
  static func openValues(
    of layout: Layout, previous: LayoutSnapshot, changed: [Int]
  ) -> (open: [Open], positions: [Int32], differs: [Int]) {
    let old = previous.ambiguities
    let oldPositions = previous.basis!.openPositions
    let order = layout.viewsInTreeOrder
    var open: [Open] = []
    var positions: [Int32] = []
    open.reserveCapacity(old.count + 4 * changed.count)
    positions.reserveCapacity(old.count + 4 * changed.count)
    var values: [Ambiguity] = []
    var differs: [Int] = []
    var j = 0
    for position in changed {
      // The entries before this view's are kept as they were.
      let end = firstIndex(in: oldPositions, from: j, atLeast: Int32(position))
      if end > j {
        open.append(contentsOf: old[j..<end])
        positions.append(contentsOf: oldPositions[j..<end])
      }
      j = end
      while j < oldPositions.count && oldPositions[j] == Int32(position) { j += 1 }
      values.removeAll(keepingCapacity: true)
      layout.appendOpenValues(of: order[position], to: &values)
      let start = open.count
      if !values.isEmpty {
        let name = layout.name(of: order[position])
        for a in values {
          open.append(Open(view: name, field: a.field, min: a.min, max: a.max))
          positions.append(Int32(position))
        }
      }
      if !open[start...].elementsEqual(old[end..<j]) { differs.append(position) }
    }
    if j < old.count {
      open.append(contentsOf: old[j...])
      positions.append(contentsOf: oldPositions[j...])
    }
    return (open, positions, differs)
  }

  /// Positions (in tree order) of the views whose lints may differ from
  /// `previous`'s, ascending: new views; views whose frame, open values
  /// or pins changed; and the subviews of those whose frame or open values
  /// changed (a view reaching outside its superview is judged by both).
  /// Everything else a view's lints read (its name, superview, kind) is
  /// the same for every view the two snapshots share.
  static func lintsDirty(
    _ layout: Layout, previous: LayoutSnapshot, shared: Int, framesChanged: [Int], openChanged: [Int], pins: [RequiredPins],
    slots: Int
  ) -> [Int] {
    let order = layout.viewsInTreeOrder
    var dirty = union(framesChanged, openChanged)
    let moved = dirty.filter { $0 < shared }
    dirty = union(dirty, Array(shared..<order.count))
    dirty = union(dirty, pinsChanged(previous.basis!.pins, pins, order, shared))
    guard !moved.isEmpty else { return dirty }
    // Their subviews, found through the superviews: by slot, whether moved.
    var isMoved = [Bool](repeating: false, count: slots)
    for position in moved { isMoved[Int(order[position].rawValue)] = true }
    var children: [Int] = []
    for (i, id) in order.enumerated() {
      if let parent = layout.parent(of: id), isMoved[Int(parent.rawValue)] { children.append(i) }
    }
    return union(dirty, children)
  }

  /// Positions of the shared views whose pins differ: none when the tables
  /// hold the same bytes (a pins table is plain data, copied whole).
  static func pinsChanged(_ old: [RequiredPins], _ new: [RequiredPins], _ order: [ViewID], _ shared: Int) -> [Int] {
    guard old.count <= new.count else { return Array(0..<shared) }
    if old.isEmpty { return [] }
    let same = old.withUnsafeBytes { a in new.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    if same { return [] }
    return (0..<shared).filter { old[Int(order[$0].rawValue)] != new[Int(order[$0].rawValue)] }
  }

  /// The first index at or after `start` whose value is at least `value`
  /// (`values` ascending).
  static func firstIndex(in values: [Int32], from start: Int, atLeast value: Int32) -> Int {
    var (lo, hi) = (start, values.count)
    while lo < hi {
      let mid = (lo + hi) / 2
      if values[mid] < value { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// The positions in both sorted lists, ascending, each once.
  static func union(_ a: [Int], _ b: [Int]) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(a.count + b.count)
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if j == b.count || (i < a.count && a[i] < b[j]) {
        result.append(a[i])
        i += 1
      } else if i == a.count || b[j] < a[i] {
        result.append(b[j])
        j += 1
      } else {
        result.append(a[i])
        i += 1
        j += 1
      }
    }
    return result
  }

  /// The entries of `positions` (ascending) that belong to the view at `position`.
  static func range(of position: Int, in positions: [Int32]) -> Range<Int> {
    let start = firstIndex(in: positions, from: 0, atLeast: Int32(position))
    return start..<firstIndex(in: positions, from: start, atLeast: Int32(position) + 1)
  }
}
