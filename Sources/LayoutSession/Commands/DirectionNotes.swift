import LayoutModel

/// The line `explain` and `why` add for a constraint on leading or
/// trailing when the layout is not plainly left to right: which edge
/// leading is, and which view's direction decided it.
enum DirectionNotes {
  /// "leading is the right edge here, trailing the left: …"; nil for a
  /// constraint without leading or trailing, and in a layout where every
  /// view is left to right by default (nothing to point out).
  static func note(for id: LayoutConstraintID, in layout: Layout) -> String? {
    guard let (box, direction, source) = layout.leadingAndTrailingDirection(of: id) else { return nil }
    if direction == .leftToRight, source == .rootDirection { return nil }
    let (lead, trail) = direction == .leftToRight ? ("left", "right") : ("right", "left")
    // Apple's Auto Layout Guide: the direction is that of the view holding
    // the constraint, the nearest common ancestor of its items.
    return "leading is the \(lead) edge here, trailing the \(trail): the constraint is held by \(layout.name(of: box)), "
      + "which is \(DirectionSetter.words(direction)) (\(DirectionSetter.describe(source, for: box, in: layout)))"
  }

  /// One note per constraint of a derivation that has one, each once.
  static func notes(for d: Derivation, in layout: Layout) -> [String] {
    var seen: Set<String> = []
    return d.steps.compactMap { step in
      guard let text = note(for: step.constraint, in: layout), seen.insert(text).inserted else { return nil }
      return "  note: \(layout.constraint(step.constraint).name): \(text)"
    }
  }
}
