// Which required equalities pin each view's edges and sizes: what the
// over-constraint lints read. Only the layout's structure decides them, so
// they are kept from one command to the next. A constant change (a
// rotation, an edit) leaves every pin as it was. A new or activated
// constraint can only become a pin, and a new view has none, so those
// update the kept pins in place: recomputing them over every constraint
// after each add made building a layout quadratic. Removing a pin, moving
// or removing a view drops them.

/// The first required user equality of each kind that names a view, in
/// constraint order.
public struct RequiredPins: Equatable, Sendable {
  /// The first Apple-form equality between the view's leading or left edge
  /// (or margin) and its superview.
  public var leadingToParent: LayoutConstraintID?
  /// The first Apple-form equality between the view's trailing or right edge
  /// (or margin) and its superview.
  public var trailingToParent: LayoutConstraintID?
  /// The first equality of the view's width to a constant alone.
  public var width: LayoutConstraintID?
  /// The first equality between the view's top (or top margin) and its superview.
  public var topToParent: LayoutConstraintID?
  /// The first equality between the view's bottom (or bottom margin) and its superview.
  public var bottomToParent: LayoutConstraintID?
  /// The first equality of the view's height to a constant alone.
  public var height: LayoutConstraintID?
}

extension Layout {
  /// Every view's pins, by view id: kept until the structure changes.
  public mutating func requiredPins() -> [RequiredPins] {
    if let pins = caches.pinsCache { return pins }
    let pins = computeRequiredPins()
    caches.pinsCache = pins
    return pins
  }

  /// Called where pins can change in ways not followed in place (a view
  /// moved or removed); constant and priority changes never change them.
  mutating func structureChanged() {
    caches.pinsCache = nil
  }

  /// A view was made: it names no constraint yet.
  mutating func pinsAddView(_ id: ViewID) {
    let slot = Int(id.rawValue)
    guard caches.pinsCache != nil else { return }
    // A reused slot's pins were dropped with its view's constraints.
    if slot < caches.pinsCache!.count { caches.pinsCache![slot] = RequiredPins() } else { caches.pinsCache!.append(RequiredPins()) }
  }

  /// A constraint was made or activated: it may pin the views it names,
  /// where it comes before their pin.
  mutating func pinsAddConstraint(_ id: LayoutConstraintID) {
    guard var pins = caches.pinsCache, let c = constraintShape(at: Int(id.rawValue), where: Layout.pins) else { return }
    caches.pinsCache = nil  // `pins` is then the only reference: pinning copies nothing
    pin(c, in: &pins)
    caches.pinsCache = pins
  }

  /// A constraint is about to be removed or deactivated: the pins change
  /// only if it was one of them.
  mutating func pinsRemoveConstraint(_ id: LayoutConstraintID) {
    guard let pins = caches.pinsCache, let c = constraintShape(at: Int(id.rawValue), where: Layout.pins) else { return }
    let named = [c.lhs?.view, c.rhs?.view].compactMap { $0 }
    if named.contains(where: { pins[Int($0.rawValue)].contains(id) }) { caches.pinsCache = nil }
  }

  /// Only active required constraints the person made can pin.
  private static func pins(_ origin: ConstraintOrigin, _ isActive: Bool, _ priority: LayoutPriority) -> Bool {
    origin == .user && isActive && priority.isRequired
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

  /// One pass over the constraints, with no copies of them.
  func computeRequiredPins() -> [RequiredPins] {
    var pins = [RequiredPins](repeating: RequiredPins(), count: tree.views.count)
    for slot in constraintSlots {
      if let c = constraintShape(at: slot, where: Layout.pins) { pin(c, in: &pins) }
    }
    return pins
  }

  /// Makes `c` the pin of the views it names wherever it comes before their
  /// pin of that kind. Only equalities pin: `trailing <= …` leaves the
  /// width room on a wider screen, so it overconstrains nothing.
  private func pin(_ c: Shape, in pins: inout [RequiredPins]) {
    // Apple-form constraints only: `a.attr = b.attr * m + k`.
    guard c.relation == .equal, c.termCount.lhs == 1, c.termCount.rhs <= 1, let a = c.lhs else { return }
    let b = c.rhs
    func earlier(_ pin: LayoutConstraintID?) -> Bool { pin.map { c.id.rawValue < $0.rawValue } ?? true }
    func visit(_ v: ViewID) {
      let index = Int(v.rawValue)
      func names(_ e: Edge) -> Bool {
        (a.view == v && Layout.edge(of: a.attribute) == e) || (b.map { $0.view == v && Layout.edge(of: $0.attribute) == e } ?? false)
      }
      let toParent = parent(of: v).map { p in a.view == p || b?.view == p } ?? false
      // Edges pinned to a sibling or a child do not fix the width to the
      // superview's: the neighbour can take up the difference.
      if earlier(pins[index].leadingToParent) && toParent && names(.leading) { pins[index].leadingToParent = c.id }
      if earlier(pins[index].trailingToParent) && toParent && names(.trailing) { pins[index].trailingToParent = c.id }
      if earlier(pins[index].topToParent) && toParent && names(.top) { pins[index].topToParent = c.id }
      if earlier(pins[index].bottomToParent) && toParent && names(.bottom) { pins[index].bottomToParent = c.id }
      if a.view == v && b == nil {
        if a.attribute == .width && earlier(pins[index].width) { pins[index].width = c.id }
        if a.attribute == .height && earlier(pins[index].height) { pins[index].height = c.id }
      }
    }
    visit(a.view)
    if let b, b.view != a.view { visit(b.view) }
  }
}

extension RequiredPins {
  func contains(_ id: LayoutConstraintID) -> Bool {
    leadingToParent == id || trailingToParent == id || width == id || topToParent == id || bottomToParent == id || height == id
  }
}
