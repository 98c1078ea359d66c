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
      if let leading = mine.leading, let trailing = mine.trailing, let width = mine.width {
        lints.append(Lint(
          key: "overconstrained-width:\(name)",
          text: "lint: \(name) has leading, trailing and width all required (\(constraintName(leading)), \(constraintName(trailing)), \(constraintName(width))): it only works at one superview width and conflicts on any other screen or rotation. Drop one, or make the width 999. (help conflicts)"))
      }
      if mine.topToParent != nil, mine.bottomToParent != nil, let height = mine.height, let parent = layout.parent(of: id) {
        let parentName = layout.name(of: parent)
        lints.append(Lint(
          key: "fixed-height-in-container:\(name)",
          text: "lint: \(name) is pinned to the top and bottom of \(parentName) with a required height (\(constraintName(height))): \(parentName) can no longer size itself from its content, and a container that is sized from outside (a cell, a header) will conflict. Lower \(constraintName(height)) to 999. (help selfsizing)"))
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
        guard outside, p.width > 0, p.height > 0, !layout.isGuide(id), f.width > 0 || f.height > 0 else { continue }
        let parentName = layout.name(of: parent)
        if !isAmbiguous(name) && !isAmbiguous(parentName) {
          lints.append(Lint(
            key: "outside:\(name)",
            text: "lint: \(name) \(Format.frame(f)) reaches outside \(parentName) (0, 0, \(Format.number(p.width)), \(Format.number(p.height))): it is drawn clipped or overlapping, and does not receive touches there. (help constraints)"))
        }
      }
    }
    for id in silenced {
      let c = constraintName(id)
      lints.append(Lint(
        key: "silenced-999:\(c)",
        text: "lint: \(c) is at 999 and not met: at 1000 it would be a conflict. 999 is right for a wish that may give way; if \(c) must hold, the conflict is real and 999 only hides it. (help priorities)"))
    }
    return lints
  }
}
