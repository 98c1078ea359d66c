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
  /// One pass over the views and one over the unmet wishes: this runs
  /// after every command. The pins come from ``Layout/requiredPins()``,
  /// kept between commands.
  ///
  /// `frames` is every view's frame by id (`Layout.framesByID()`);
  /// `unmet` is in constraint order, as `Layout.unmetConstraints()` gives
  /// it; the ambiguous views are gathered only if a view reaches outside.
  static func find(
    in layout: Layout, pins: [RequiredPins], frames: [Frame], ambiguous: [LayoutSnapshot.Open], unmet: [UnmetConstraint]
  ) -> [Lint] {
    var lints: [Lint] = []
    var ambiguousViews: Set<String>?
    func isAmbiguous(_ name: String) -> Bool {
      if ambiguousViews == nil { ambiguousViews = Set(ambiguous.map(\.view)) }
      return ambiguousViews!.contains(name)
    }
    // Unmet wishes the person made at 999, in constraint order.
    let silenced = unmet.compactMap { u in
      layout.constraintShape(at: Int(u.constraint.rawValue)) { origin, isActive, priority in
        origin == .user && isActive && priority.value == 999
      }?.id
    }
    func constraintName(_ id: LayoutConstraintID) -> String { layout.constraint(id).name }
    for id in layout.viewsInTreeOrder where id != .root && !layout.isStackGuide(id) {
      var name: String { layout.name(of: id) }
      let mine = pins[Int(id.rawValue)]
      // A scroll view's content pinned on all sides sets the content size:
      // that is how a scroll view is meant to be filled.
      if let parent = layout.parent(of: id), layout.isScrollView(parent) { continue }
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
      let f = frames[Int(id.rawValue)]
      if layout.isLabel(id) && (f.width < 0.5 || f.height < 0.5) {
        lints.append(Lint(
          key: "zero-size:\(name)",
          text: "lint: \(name) has text but is \(Format.number(f.width)) x \(Format.number(f.height)): nothing of it will show. Usually a missing or broken constraint squeezes it. (help hugging)"))
      }
      if let parent = layout.parent(of: id) {
        let p = frames[Int(parent.rawValue)]
        let outside = f.x < -0.5 || f.y < -0.5 || f.x + f.width > p.width + 0.5 || f.y + f.height > p.height + 0.5
        // Only for settled layouts: while a parent is still 0 x 0 or a
        // frame is ambiguous, everything is "outside" and nothing is wrong yet.
        // A scroll view's content is meant to reach past its frame.
        guard outside, p.width > 0, p.height > 0, !layout.isGuide(id), f.width > 0 || f.height > 0,
          !layout.isScrollView(parent)
        else { continue }
        let parentName = layout.name(of: parent)
        if !isAmbiguous(name) && !isAmbiguous(parentName) {
          lints.append(Lint(
            key: "outside:\(name)",
            text: "lint: \(name) \(Format.frame(f)) reaches outside \(parentName) (0, 0, \(Format.number(p.width)), \(Format.number(p.height))): it is drawn clipped or overlapping, and does not receive touches there. (help constraints)"))
        }
      }
    }
    lints += unsettledSafeAreas(in: layout)
    // One lint for all of them, shown when the first appears: a 999 that
    // gives way is usually the fix (lesson 8 makes three in a row), and a
    // warning after each contradicted the advice it followed.
    if !silenced.isEmpty {
      let names = silenced.map(constraintName)
      let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
      let verb = names.count == 1 ? "is" : "are"
      lints.append(Lint(
        key: "silenced-999",
        text: "lint: \(list) \(verb) at 999 and not met: \(verb == "is" ? "it gives" : "they give") way, which is what 999 is for. At 1000 \(verb == "is" ? "it would be a conflict: if it" : "each would be a conflict: if one") must hold, the numbers really disagree, and 999 only hides that. (help priorities)"))
    }
    return lints
  }
}
