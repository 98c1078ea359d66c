import LayoutLanguage
import LayoutModel

/// Known traps, found by looking at the layout, each with why it bites and
/// where to read more. Reports show a lint once, when it appears.
public struct Lint: Equatable, Sendable {
  /// Identifies the lint and its subject, so it is reported once.
  public let key: String
  public let text: String
}

enum Lints {
  /// The first required constraint of each kind that names a view: what the
  /// over-constraint lints look for.
  private struct Pins {
    var leading: LayoutConstraintID?
    var trailing: LayoutConstraintID?
    var width: LayoutConstraintID?
    var topToParent: LayoutConstraintID?
    var bottomToParent: LayoutConstraintID?
    var height: LayoutConstraintID?
  }

  private enum Edge { case leading, trailing, top, bottom }

  private static func edge(of attribute: LayoutAttribute) -> Edge? {
    switch attribute {
    case .leading, .left, .leadingMargin, .leftMargin: .leading
    case .trailing, .right, .trailingMargin, .rightMargin: .trailing
    case .top, .topMargin: .top
    case .bottom, .bottomMargin: .bottom
    default: nil
    }
  }

  /// One pass over the constraints and one over the views, with no copies of
  /// either: this runs after every command.
  ///
  /// `frames` is every view's frame by id (`Layout.framesByID()`);
  /// `unmet` is in constraint order, as `Layout.unmetConstraints()` gives
  /// it; the ambiguous views are gathered only if a view reaches outside.
  static func find(
    in layout: Layout, frames: [Frame], ambiguous: [LayoutSnapshot.Open], unmet: [UnmetConstraint]
  ) -> [Lint] {
    var lints: [Lint] = []
    var ambiguousViews: Set<String>?
    func isAmbiguous(_ name: String) -> Bool {
      if ambiguousViews == nil { ambiguousViews = Set(ambiguous.map(\.view)) }
      return ambiguousViews!.contains(name)
    }
    func isUnmet(_ id: LayoutConstraintID) -> Bool {
      var (low, high) = (0, unmet.count)
      while low < high {
        let mid = (low + high) / 2
        if unmet[mid].constraint < id { low = mid + 1 } else { high = mid }
      }
      return low < unmet.count && unmet[low].constraint == id
    }
    var pins: [Pins] = []
    var silenced: [LayoutConstraintID] = []
    for slot in layout.constraintSlots {
      guard let c = layout.constraintShape(at: slot, where: { origin, isActive, priority in
        origin == .user && isActive && (priority.isRequired || priority.value == 999)
      }) else { continue }
      if c.priority.value == 999 && isUnmet(c.id) { silenced.append(c.id) }
      // Required Apple-form constraints only: `a.attr REL b.attr * m + k`.
      guard c.priority.isRequired, c.termCount.lhs == 1, c.termCount.rhs <= 1, let a = c.lhs else { continue }
      let b = c.rhs
      func visit(_ v: ViewID) {
        let index = Int(v.rawValue)
        // Grown by doubling: growing to each new view id in turn made an
        // array per view, the lints' largest cost on a 1,000-view layout.
        if pins.count <= index { pins += Array(repeating: Pins(), count: Swift.max(index + 1 - pins.count, pins.count)) }
        func names(_ e: Edge) -> Bool {
          (a.view == v && edge(of: a.attribute) == e) || (b.map { $0.view == v && edge(of: $0.attribute) == e } ?? false)
        }
        let toParent = layout.parent(of: v).map { p in a.view == p || b?.view == p } ?? false
        // Only equalities pin: `trailing <= …` leaves the width room on a
        // wider screen, so it overconstrains nothing.
        let isEquality = c.relation == .equal
        if isEquality && pins[index].leading == nil && names(.leading) { pins[index].leading = c.id }
        if isEquality && pins[index].trailing == nil && names(.trailing) { pins[index].trailing = c.id }
        if isEquality && pins[index].topToParent == nil && toParent && names(.top) { pins[index].topToParent = c.id }
        if isEquality && pins[index].bottomToParent == nil && toParent && names(.bottom) { pins[index].bottomToParent = c.id }
        if a.view == v && b == nil && c.relation == .equal {
          if a.attribute == .width && pins[index].width == nil { pins[index].width = c.id }
          if a.attribute == .height && pins[index].height == nil { pins[index].height = c.id }
        }
      }
      visit(a.view)
      if let b, b.view != a.view { visit(b.view) }
    }
    func constraintName(_ id: LayoutConstraintID) -> String { layout.constraint(id).name }
    for id in layout.viewsInTreeOrder where id != .root && !layout.isStackGuide(id) {
      var name: String { layout.name(of: id) }
      let mine = Int(id.rawValue) < pins.count ? pins[Int(id.rawValue)] : Pins()
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
