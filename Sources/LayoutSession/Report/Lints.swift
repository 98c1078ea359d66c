import LayoutLanguage
import LayoutModel

/// Known traps, found by looking at the layout, each with why it bites and
/// where to read more. Reports show a lint once, when it appears.
public struct Lint: Equatable, Sendable {
  /// Identifies the lint and its subject, so it is reported once.
  public let key: String
  /// What the trap is, why it bites and where to read more, as shown.
  public let text: String
}

enum Lints {
  /// What the lints read besides the layout: every view's required pins
  /// (``Layout/requiredPins()``, kept between commands), every frame by
  /// id (`Layout.framesByID()`), the open values, and the unmet wishes in
  /// constraint order (`Layout.unmetConstraints()`).
  struct Inputs {
    let pins: [RequiredPins]
    let frames: [Frame]
    let ambiguous: [LayoutSnapshot.Open]
    let unmet: [UnmetConstraint]
  }

  /// One pass over the views and one over the unmet wishes. The ambiguous
  /// views are gathered only if a view reaches outside.
  static func find(
    in layout: Layout, pins: [RequiredPins], frames: [Frame], ambiguous: [LayoutSnapshot.Open], unmet: [UnmetConstraint]
  ) -> [Lint] {
    find(in: layout, Inputs(pins: pins, frames: frames, ambiguous: ambiguous, unmet: unmet)).lints
  }

  /// Every lint, with the position in tree order of the view each is
  /// about (`Int32.max` for those about the whole layout, which come last).
  static func find(in layout: Layout, _ inputs: Inputs) -> (lints: [Lint], positions: [Int32]) {
    var lints: [Lint] = []
    var positions: [Int32] = []
    var names = AmbiguousNames(inputs.ambiguous)
    for (i, id) in layout.viewsInTreeOrder.enumerated() {
      let before = lints.count
      viewLints(id, in: layout, inputs, &names, into: &lints)
      positions.append(contentsOf: repeatElement(Int32(i), count: lints.count - before))
    }
    let global = layoutLints(in: layout, inputs)
    return (lints + global, positions + repeatElement(Int32.max, count: global.count))
  }

  /// The lints of `previous` (with `previousPositions`, as `find` gives
  /// them) with those of the views at `dirty` (ascending positions) found
  /// again, and those about the whole layout: what `find` gives when no
  /// other view's lints can have changed (LayoutSnapshot+Incremental.swift
  /// says which those are).
  static func update(
    in layout: Layout, _ inputs: Inputs, previous: [Lint], previousPositions: [Int32], dirty: [Int]
  ) -> (lints: [Lint], positions: [Int32]) {
    var lints: [Lint] = []
    var positions: [Int32] = []
    var names = AmbiguousNames(inputs.ambiguous)
    let order = layout.viewsInTreeOrder
    var j = 0
    for position in dirty {
      while j < previous.count && previousPositions[j] < Int32(position) {
        lints.append(previous[j])
        positions.append(previousPositions[j])
        j += 1
      }
      while j < previous.count && previousPositions[j] == Int32(position) { j += 1 }
      let before = lints.count
      viewLints(order[position], in: layout, inputs, &names, into: &lints)
      positions.append(contentsOf: repeatElement(Int32(position), count: lints.count - before))
    }
    while j < previous.count && previousPositions[j] != Int32.max {
      lints.append(previous[j])
      positions.append(previousPositions[j])
      j += 1
    }
    let global = layoutLints(in: layout, inputs)
    return (lints + global, positions + repeatElement(Int32.max, count: global.count))
  }

  /// The names of the views with an open value, gathered when first asked
  /// more than a few times. The first questions scan the list: a list of
  /// cards taller than the screen reaches outside it, and asking for the
  /// list and the root hashed the name of every open value (three a card)
  /// after every command that moved the list.
  struct AmbiguousNames {
    let open: [LayoutSnapshot.Open]
    var names: Set<String>?
    /// Questions answered by a scan so far.
    var scans = 0
    init(_ open: [LayoutSnapshot.Open]) { self.open = open }
    mutating func contains(_ name: String) -> Bool {
      if names == nil {
        if scans < 4 {
          scans += 1
          return open.contains { $0.view == name }
        }
        names = Set(open.map(\.view))
      }
      return names!.contains(name)
    }
  }

  /// The lints about one view, in the order reports list them.
  private static func viewLints(
    _ id: ViewID, in layout: Layout, _ inputs: Inputs, _ ambiguous: inout AmbiguousNames, into lints: inout [Lint]
  ) {
    guard id != .root && !layout.isStackGuide(id) else { return }
    func constraintName(_ id: LayoutConstraintID) -> String { layout.constraint(id).name }
    var name: String { layout.name(of: id) }
    let mine = inputs.pins[Int(id.rawValue)]
    // A scroll view's content pinned on all sides sets the content size:
    // that is how a scroll view is meant to be filled.
    if let parent = layout.parent(of: id), layout.isScrollView(parent) { return }
    if let leading = mine.leadingToParent, let trailing = mine.trailingToParent, let width = mine.width {
      lints.append(Lint(
        key: "overconstrained-width:\(name)",
        text: "lint: \(name) has leading, trailing and width all required (\(constraintName(leading)), \(constraintName(trailing)), \(constraintName(width))): it only works at one superview width and conflicts on any other screen or rotation. Drop one, or make the width 999. (help conflicts)"))
    }
    if mine.topToParent != nil, mine.bottomToParent != nil, let height = mine.height, let parent = layout.parent(of: id) {
      let parentName = layout.name(of: parent)
      lints.append(Lint(
        key: "fixed-height-in-container:\(name)",
        text: "lint: \(name) is pinned to the top and bottom of \(parentName) with a required height (\(constraintName(height))): \(parentName)'s height now comes from its content, so \(parentName) can no longer be sized from outside (as a cell or a header is, or by a height of its own) without a conflict. If it may be, lower \(constraintName(height)) to 999. (help selfsizing)"))
    }
    let f = inputs.frames[Int(id.rawValue)]
    // The size first: reading whether each view is a label touched every
    // view's record after every command that moved it (cache misses, 1.3%
    // of the 10,000-command replay), for a lint only empty views can get.
    if (f.width < 0.5 || f.height < 0.5) && layout.isLabel(id) {
      lints.append(Lint(
        key: "zero-size:\(name)",
        text: "lint: \(name) has text but is \(Format.number(f.width)) x \(Format.number(f.height)): nothing of it will show. Usually a missing or broken constraint squeezes it. (help hugging)"))
    }
    if let parent = layout.parent(of: id) {
      let p = inputs.frames[Int(parent.rawValue)]
      let outside = f.x < -0.5 || f.y < -0.5 || f.x + f.width > p.width + 0.5 || f.y + f.height > p.height + 0.5
      // Only for settled layouts: while a parent is still 0 x 0 or a
      // frame is ambiguous, everything is "outside" and nothing is wrong yet.
      // A scroll view's content is meant to reach past its frame.
      guard outside, p.width > 0, p.height > 0, !layout.isGuide(id), f.width > 0 || f.height > 0,
        !layout.isScrollView(parent)
      else { return }
      let parentName = layout.name(of: parent)
      if !ambiguous.contains(name) && !ambiguous.contains(parentName) {
        lints.append(Lint(
          key: "outside:\(name)",
          text: "lint: \(name) \(Format.frame(f)) reaches outside \(parentName) (0, 0, \(Format.number(p.width)), \(Format.number(p.height))): it is drawn clipped or overlapping, and does not receive touches there. (help constraints)"))
      }
    }
  }

  /// The lints about the layout as a whole: safe areas that did not
  /// settle, and the unmet wishes made at 999.
  private static func layoutLints(in layout: Layout, _ inputs: Inputs) -> [Lint] {
    var lints = unsettledSafeAreas(in: layout)
    // Unmet wishes the person made at 999, in constraint order.
    let silenced = inputs.unmet.compactMap { u in
      layout.constraintShape(at: Int(u.constraint.rawValue)) { origin, isActive, priority in
        origin == .user && isActive && priority.value == 999
      }?.id
    }
    // One lint for all of them, shown when the first appears: a 999 that
    // gives way is usually the fix (lesson 8 makes three in a row), and a
    // warning after each contradicted the advice it followed.
    if !silenced.isEmpty {
      let names = silenced.map { layout.constraint($0).name }
      let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
      let verb = names.count == 1 ? "is" : "are"
      lints.append(Lint(
        key: "silenced-999",
        text: "lint: \(list) \(verb) at 999 and not met: \(verb == "is" ? "it gives" : "they give") way, which is what 999 is for. At 1000 \(verb == "is" ? "it would be a conflict: if it" : "each would be a conflict: if one") must hold, the numbers really disagree, and 999 only hides that. (help priorities)"))
    }
    return lints
  }
}
