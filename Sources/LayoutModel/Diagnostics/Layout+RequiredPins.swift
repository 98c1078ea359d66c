// Which required equalities pin each view's edges and sizes: what the
// over-constraint lints read. Only the layout's structure decides them, so
// they are kept from one command to the next and dropped when a constraint
// is made, removed, (de)activated or re-prioritised, or a view is made,
// moved or removed. Scanning every constraint after every command was most
// of the lints' cost, and a constant change (a rotation, an edit) leaves
// every pin as it was.

/// The first required user equality of each kind that names a view, in
/// constraint order.
public struct RequiredPins: Equatable, Sendable {
  public var leading: LayoutConstraintID?
  public var trailing: LayoutConstraintID?
  public var width: LayoutConstraintID?
  public var topToParent: LayoutConstraintID?
  public var bottomToParent: LayoutConstraintID?
  public var height: LayoutConstraintID?
}

extension Layout {
  /// Every view's pins, by view id: kept until the structure changes.
  public mutating func requiredPins() -> [RequiredPins] {
    if let pins = pinsCache { return pins }
    let pins = computeRequiredPins()
    pinsCache = pins
    return pins
  }

  /// Called wherever the pins can change; constant changes never do.
  mutating func structureChanged() {
    pinsCache = nil
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

  /// One pass over the constraints, with no copies of them. Only
  /// equalities pin: `trailing <= …` leaves the width room on a wider
  /// screen, so it overconstrains nothing.
  func computeRequiredPins() -> [RequiredPins] {
    var pins = [RequiredPins](repeating: RequiredPins(), count: views.count)
    for slot in constraintSlots {
      guard let c = constraintShape(at: slot, where: { origin, isActive, priority in
        origin == .user && isActive && priority.isRequired
      }) else { continue }
      // Apple-form constraints only: `a.attr = b.attr * m + k`.
      guard c.relation == .equal, c.termCount.lhs == 1, c.termCount.rhs <= 1, let a = c.lhs else { continue }
      let b = c.rhs
      func visit(_ v: ViewID) {
        let index = Int(v.rawValue)
        func names(_ e: Edge) -> Bool {
          (a.view == v && Layout.edge(of: a.attribute) == e) || (b.map { $0.view == v && Layout.edge(of: $0.attribute) == e } ?? false)
        }
        let toParent = parent(of: v).map { p in a.view == p || b?.view == p } ?? false
        if pins[index].leading == nil && names(.leading) { pins[index].leading = c.id }
        if pins[index].trailing == nil && names(.trailing) { pins[index].trailing = c.id }
        if pins[index].topToParent == nil && toParent && names(.top) { pins[index].topToParent = c.id }
        if pins[index].bottomToParent == nil && toParent && names(.bottom) { pins[index].bottomToParent = c.id }
        if a.view == v && b == nil {
          if a.attribute == .width && pins[index].width == nil { pins[index].width = c.id }
          if a.attribute == .height && pins[index].height == nil { pins[index].height = c.id }
        }
      }
      visit(a.view)
      if let b, b.view != a.view { visit(b.view) }
    }
    return pins
  }
}
