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
  static func find(in layout: Layout, ambiguous: Set<String> = []) -> [Lint] {
    var lints: [Lint] = []
    let user = layout.allConstraints.filter { $0.origin == .user && $0.isActive }
    // Required Apple-form constraints, indexed by the views they name, so
    // each view looks only at its own.
    var byView: [ViewID: [LayoutConstraint]] = [:]
    for c in user where c.spec.priority.isRequired && c.spec.lhs.count == 1 && c.spec.rhs.count <= 1 {
      for v in Set((c.spec.lhs + c.spec.rhs).map(\.view)) { byView[v, default: []].append(c) }
    }
    let unmet = Set(layout.unmetConstraints().map(\.constraint))
    for id in layout.viewsInTreeOrder where id != .root && !layout.view(id).isStackGuide {
      let v = layout.view(id)
      let name = v.name
      let mine = byView[id] ?? []
      func pins(_ attributes: Set<LayoutAttribute>) -> [LayoutConstraint] {
        mine.filter { c in (c.spec.lhs + c.spec.rhs).contains { $0.view == id && attributes.contains($0.attribute) } }
      }
      func fixedSize(_ attribute: LayoutAttribute) -> LayoutConstraint? {
        mine.first { $0.spec.lhs[0].view == id && $0.spec.lhs[0].attribute == attribute && $0.spec.rhs.isEmpty && $0.spec.relation == .equal }
      }
      let leading = pins([.leading, .left, .leadingMargin, .leftMargin])
      let trailing = pins([.trailing, .right, .trailingMargin, .rightMargin])
      if !leading.isEmpty && !trailing.isEmpty, let width = fixedSize(.width) {
        lints.append(Lint(
          key: "overconstrained-width:\(name)",
          text: "lint: \(name) has leading, trailing and width all required (\(leading[0].name), \(trailing[0].name), \(width.name)): it only works at one superview width and conflicts on any other screen or rotation. Drop one, or make the width 999. (help conflicts)"))
      }
      let top = pins([.top, .topMargin]).filter { c in (c.spec.lhs + c.spec.rhs).contains { $0.view == v.parent } }
      let bottom = pins([.bottom, .bottomMargin]).filter { c in (c.spec.lhs + c.spec.rhs).contains { $0.view == v.parent } }
      if !top.isEmpty && !bottom.isEmpty, let height = fixedSize(.height), let parent = v.parent {
        lints.append(Lint(
          key: "fixed-height-in-container:\(name)",
          text: "lint: \(name) is pinned to the top and bottom of \(layout.view(parent).name) with a required height (\(height.name)): \(layout.view(parent).name) can no longer size itself from its content, and a container that is sized from outside (a cell, a header) will conflict. Lower \(height.name) to 999. (help selfsizing)"))
      }
      let f = layout.frame(of: id)
      if v.text != nil && (f.width < 0.5 || f.height < 0.5) {
        lints.append(Lint(
          key: "zero-size:\(name)",
          text: "lint: \(name) has text but is \(Format.number(f.width)) x \(Format.number(f.height)): nothing of it will show. Usually a missing or broken constraint squeezes it. (help hugging)"))
      }
      if let parent = v.parent {
        let p = layout.frame(of: parent)
        let outside = f.x < -0.5 || f.y < -0.5 || f.x + f.width > p.width + 0.5 || f.y + f.height > p.height + 0.5
        // Only for settled layouts: while a parent is still 0 x 0 or a
        // frame is ambiguous, everything is "outside" and nothing is wrong yet.
        let settled = p.width > 0 && p.height > 0 && !ambiguous.contains(name) && !ambiguous.contains(layout.view(parent).name)
        if outside && settled && !v.isGuide && (f.width > 0 || f.height > 0) {
          lints.append(Lint(
            key: "outside:\(name)",
            text: "lint: \(name) \(Format.frame(f)) reaches outside \(layout.view(parent).name) (0, 0, \(Format.number(p.width)), \(Format.number(p.height))): it is drawn clipped or overlapping, and does not receive touches there. (help constraints)"))
        }
      }
    }
    for c in user where c.spec.priority.value == 999 {
      if unmet.contains(c.id) {
        lints.append(Lint(
          key: "silenced-999:\(c.name)",
          text: "lint: \(c.name) is at 999 and not met: at 1000 it would be a conflict. 999 is right for a wish that may give way; if \(c.name) must hold, the conflict is real and 999 only hides it. (help priorities)"))
      }
    }
    return lints
  }
}
