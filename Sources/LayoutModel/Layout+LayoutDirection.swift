// Right-to-left layouts: each view's effective layout direction, and which
// constraints read leading and trailing mirrored.
//
// Apple's documents, as this file follows them:
// - UISemanticContentAttribute: `unspecified` is the default; `playback`
//   and `spatial` views "aren't flipped when switching between
//   left-to-right and right-to-left layouts"; `forceLeftToRight` and
//   `forceRightToLeft` are "always displayed" in that direction.
// - UIView.userInterfaceLayoutDirection(for:relativeTo:): the direction a
//   semantic content attribute implies, relative to the direction around it.
// - Auto Layout Guide, "Anatomy of a Constraint": leading and trailing
//   values increase towards the trailing edge, to the left in a
//   right-to-left layout; the semanticContentAttribute that decides it is
//   that of "the view holding the constraint (the nearest common ancestor
//   of all views affected by the constraint)".
// - effectiveUserInterfaceLayoutDirection: "appropriate for arranging the
//   immediate content of the view" — a view's direction arranges its
//   subviews, not the view itself in its superview.

extension Layout {
  /// Where a view's effective layout direction comes from.
  public enum DirectionSource: Equatable, Sendable {
    /// Root's direction, the app's (`set root.direction`): no view on the
    /// way up sets a semantic content attribute.
    case rootDirection
    /// This view's semantic content attribute, the nearest one set on the
    /// way up from the view (the view itself or an ancestor).
    case semantic(ViewID, SemanticContentAttribute)
  }

  /// The app's layout direction, which root and every unspecified view inherit.
  public var rootDirection: LayoutDirection { directions.rootDirection }

  /// The view's own semanticContentAttribute (`unspecified` unless set).
  public func semanticContentAttribute(of id: ViewID) -> SemanticContentAttribute {
    directions.semantics[id] ?? .unspecified
  }

  /// effectiveUserInterfaceLayoutDirection: the direction the view arranges
  /// its subviews in. A layout guide has no semantic content attribute of
  /// its own and takes its owning view's.
  public func effectiveDirection(of id: ViewID) -> LayoutDirection {
    effectiveDirectionAndSource(of: id).direction
  }

  /// The effective direction and the view (or root's setting) that decides it.
  public func effectiveDirectionAndSource(of id: ViewID) -> (direction: LayoutDirection, source: DirectionSource) {
    var current: ViewID? = id
    while let view = current {
      switch directions.semantics[view] ?? .unspecified {
      // forceLeftToRight: "always displayed using a left-to-right layout".
      case .forceLeftToRight: return (.leftToRight, .semantic(view, .forceLeftToRight))
      // forceRightToLeft: always right to left.
      case .forceRightToLeft: return (.rightToLeft, .semantic(view, .forceRightToLeft))
      // playback and spatial: "aren't flipped when switching between
      // left-to-right and right-to-left layouts", so always left to right.
      case .playback: return (.leftToRight, .semantic(view, .playback))
      case .spatial: return (.leftToRight, .semantic(view, .spatial))
      // unspecified: relative to the direction around the view, that is
      // its superview's (a guide's: its owning view's) …
      case .unspecified: current = parent(of: view)
      }
    }
    // … up to root, which runs in the app's direction.
    return (directions.rootDirection, .rootDirection)
  }

  /// The app's direction, as a language's would set it: constraints on
  /// leading and trailing, stacks and VFL without a direction option
  /// follow at once.
  public mutating func setRootDirection(_ direction: LayoutDirection) {
    changeDirections { $0.rootDirection = direction }
  }

  /// semanticContentAttribute of a view (not a layout guide, which has none).
  public mutating func setSemanticContentAttribute(_ semantic: SemanticContentAttribute, of id: ViewID) throws(LayoutError) {
    try checkIsView(id, for: "semanticContentAttribute")
    changeDirections { $0.semantics[id] = semantic == .unspecified ? nil : semantic }
  }

  /// Whether `spec` reads leading and trailing mirrored: it names one of
  /// them (or their margins) and its container (the nearest common
  /// ancestor, `box`) is right to left.
  func mirrorsLeadingAndTrailing(_ spec: ConstraintSpec, in box: ViewID) -> Bool {
    if directions.isAllLeftToRight { return false }
    let directional = spec.lhs.contains { $0.attribute.family == .directionalX }
      || spec.rhs.contains { $0.attribute.family == .directionalX }
    return directional && effectiveDirection(of: box) == .rightToLeft
  }

  /// Whether `spec` reads leading and trailing mirrored, its container found here.
  func mirrorsLeadingAndTrailing(_ spec: ConstraintSpec) -> Bool {
    if directions.isAllLeftToRight { return false }
    return mirrorsLeadingAndTrailing(spec, in: container(of: spec) ?? .root)
  }

  /// For a constraint that names leading or trailing: the view whose
  /// direction decides them (its container), that direction and where it
  /// comes from; nil for a constraint that names neither.
  public func leadingAndTrailingDirection(of id: LayoutConstraintID)
    -> (container: ViewID, direction: LayoutDirection, source: DirectionSource)?
  {
    let spec = constraint(id).spec
    guard (spec.lhs + spec.rhs).contains(where: { $0.attribute.family == .directionalX }) else { return nil }
    let box = container(of: spec) ?? .root
    let (direction, source) = effectiveDirectionAndSource(of: box)
    return (box, direction, source)
  }

  /// The edge an attribute of a term of this constraint lands on, with
  /// leading and trailing resolved: `.right` for `leading` in a
  /// right-to-left constraint. Other attributes come back unchanged.
  public func physicalAttribute(_ attribute: LayoutAttribute, in id: LayoutConstraintID) -> LayoutAttribute {
    guard attribute.family == .directionalX else { return attribute }
    let mirrored = mirrorsLeadingAndTrailing(constraint(id).spec)
    switch attribute {
    case .leading: return mirrored ? .right : .left
    case .trailing: return mirrored ? .left : .right
    case .leadingMargin: return mirrored ? .rightMargin : .leftMargin
    case .trailingMargin: return mirrored ? .leftMargin : .rightMargin
    default: return attribute
    }
  }

  /// Applies a change of direction settings, then lowers again every
  /// constraint whose reading of leading and trailing it flips. All of
  /// them leave the solver before any comes back, oldest first: put back
  /// one at a time, a half-flipped layout could conflict where neither
  /// the old nor the new one does.
  private mutating func changeDirections(_ change: (inout DirectionSettings) -> Void) {
    let candidates = allConstraints.filter { c in
      c.isActive && (c.spec.lhs + c.spec.rhs).contains { $0.attribute.family == .directionalX }
    }
    let before = candidates.map { mirrorsLeadingAndTrailing($0.spec) }
    // Directional margins follow their own view's direction.
    let directional = viewsWithDirectionalMargins()
    let directionsBefore = directional.map { effectiveDirection(of: $0) }
    change(&directions)
    defer {
      for (id, was) in zip(directional, directionsBefore) where effectiveDirection(of: id) != was {
        recompileConstraints(mentioning: id)
      }
    }
    let flipped = zip(candidates, before).filter { c, was in mirrorsLeadingAndTrailing(c.spec) != was }.map(\.0)
    guard !flipped.isEmpty else { return }
    let order = flipped.sorted { $0.stamp < $1.stamp }
    for c in order { uninstall(c.id) }
    for c in order where constraint(c.id).isActive && !constraint(c.id).isInstalled { install(c.id) }
    retryBrokenConstraints()
    settleText()
  }
}

extension LayoutAttribute {
  /// The attribute a mirrored constraint reads in its place, in the
  /// container's mirrored coordinates x' = width − x: leading is measured
  /// at the right edge, trailing at the left, a centre at the centre.
  /// nil for what does not mirror (vertical attributes, sizes, left and right).
  var mirroredForRightToLeft: LayoutAttribute? {
    switch self {
    case .leading: .trailing
    case .trailing: .leading
    case .centerX: .centerX
    default: nil
    }
  }
}
