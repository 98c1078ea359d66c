import Cassowary

// Turning constraints into solver rows, and Apple's validity rules.

extension Layout {
  // MARK: - Validation

  /// The spec in canonical form, or Apple's error for it.
  ///
  /// Canonical: a constant-only left side is swapped to the right, and a
  /// single left term with a positive coefficient other than 1 is divided
  /// out, so that `2 * a.width == b.width` reads `a.width == 0.5 * b.width`.
  func validated(_ input: ConstraintSpec) throws(LayoutError) -> ConstraintSpec {
    var spec = input
    for (i, term) in spec.lhs.enumerated() where !term.coefficient.isFinite {
      throw LayoutError("Multiplier is not finite!  That's illegal.  multiplier:\(term.coefficient)", at: .term(lhs: true, index: i))
    }
    for (i, term) in spec.rhs.enumerated() where !term.coefficient.isFinite {
      throw LayoutError("Multiplier is not finite!  That's illegal.  multiplier:\(term.coefficient)", at: .term(lhs: false, index: i))
    }
    guard spec.constant.isFinite else {
      throw LayoutError("NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(spec.constant)", at: .constant)
    }
    try checkNumbers(spec)
    for term in spec.lhs + spec.rhs
    where !tree.views.indices.contains(Int(term.view.rawValue)) || tree.views[Int(term.view.rawValue)] == nil {
      throw LayoutError("a view in this constraint no longer exists")
    }
    if spec.lhs.isEmpty && !spec.rhs.isEmpty {
      spec = ConstraintSpec(
        lhs: spec.rhs, relation: spec.relation.flipped, rhs: [], constant: -spec.constant,
        priority: spec.priority)
    }
    guard !spec.lhs.isEmpty else {
      throw LayoutError("a constraint needs at least one view attribute", at: .whole)
    }
    if spec.lhs.count == 1 && spec.rhs.count <= 1 && spec.lhs[0].coefficient != 1 {
      let k = spec.lhs[0].coefficient
      guard k != 0 else {
        throw LayoutError("a multiplier of 0 on the first item leaves nothing to constrain", at: .term(lhs: true, index: 0))
      }
      if k < 0 { spec.relation = spec.relation.flipped }
      spec.lhs[0].coefficient = 1
      for i in spec.rhs.indices { spec.rhs[i].coefficient /= k }
      spec.constant /= k
    }
    if spec.isAppleForm {
      try checkApplePairing(spec)
    } else {
      try checkLinearForm(spec)
    }
    try checkCommonAncestor(spec)
    return spec
  }

  /// Apple's rules for one NSLayoutConstraint (reference §2).
  private func checkApplePairing(_ spec: ConstraintSpec) throws(LayoutError) {
    let first = spec.lhs[0].attribute
    guard let second = spec.rhs.first else {
      if !first.isDimension {
        throw LayoutError(
          "A constraint cannot set a location equal to a constant: \(first.rawValue) needs a second item (Apple: \"Location attributes must be specified in pairs\")",
          at: .term(lhs: true, index: 0))
      }
      return
    }
    let at = LayoutError.Culprit.term(lhs: false, index: 0)
    if !first.isDimension && second.coefficient == 0 {
      throw LayoutError(
        "A multiplier of 0 with a location for the first attribute sets a location equal to a constant (Apple: \"Location attributes must be specified in pairs\")",
        at: at)
    }
    if first.isDimension != second.attribute.isDimension {
      throw LayoutError(
        "Invalid pairing of layout attributes: \(first.rawValue) is a \(first.isDimension ? "size" : "location"), \(second.attribute.rawValue) is a \(second.attribute.isDimension ? "size" : "location")",
        at: at)
    }
    if first.isDimension { return }
    try checkSameAxisFamily(first, second.attribute, at: at)
  }

  private func checkSameAxisFamily(_ a: LayoutAttribute, _ b: LayoutAttribute, at: LayoutError.Culprit) throws(LayoutError) {
    if a.axis != b.axis {
      throw LayoutError(
        "Constraint improperly relates anchors of incompatible types: \(a.rawValue) is \(a.axis == .horizontal ? "horizontal" : "vertical"), \(b.rawValue) is \(b.axis == .horizontal ? "horizontal" : "vertical")",
        at: at)
    }
    let families = [a.family, b.family]
    if families.contains(.absoluteX) && families.contains(.directionalX) {
      throw LayoutError(
        "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.",
        at: at)
    }
  }

  /// alrepl's general linear constraints: locations on one axis, one family.
  private func checkLinearForm(_ spec: ConstraintSpec) throws(LayoutError) {
    let all = spec.lhs.map { ($0, true) } + spec.rhs.map { ($0, false) }
    var firstLocation: LayoutAttribute?
    var index = (lhs: 0, rhs: 0)
    for (term, isLeft) in all {
      let culprit = LayoutError.Culprit.term(lhs: isLeft, index: isLeft ? index.lhs : index.rhs)
      if isLeft { index.lhs += 1 } else { index.rhs += 1 }
      if term.attribute.isDimension { continue }
      if let first = firstLocation {
        try checkSameAxisFamily(first, term.attribute, at: culprit)
      } else {
        firstLocation = term.attribute
      }
    }
  }

  private func checkCommonAncestor(_ spec: ConstraintSpec) throws(LayoutError) {
    if container(of: spec) == nil {
      throw LayoutError("Unable to activate constraint because its items have no common ancestor")
    }
  }

  // MARK: - Compiling

  /// The nearest common ancestor of every view in the spec (reference §1.4).
  ///
  /// Walked by depth, with no sets: every install compiles its constraint,
  /// and explanations compile every constraint they consider.
  func container(of spec: ConstraintSpec) -> ViewID? {
    var candidate: ViewID?
    // Narrows the candidate to an ancestor of `view` too; false when none.
    func include(_ view: ViewID) -> Bool {
      guard let found = candidate else {
        candidate = view
        return true
      }
      candidate = commonAncestor(found, view)
      return candidate != nil
    }
    for term in spec.lhs where !include(term.view) { return nil }
    for term in spec.rhs where !include(term.view) { return nil }
    return candidate
  }

  private func commonAncestor(_ a: ViewID, _ b: ViewID) -> ViewID? {
    var (a, b) = (a, b)
    var (depthA, depthB) = (depth(of: a), depth(of: b))
    while depthA > depthB {
      a = parent(of: a)!
      depthA -= 1
    }
    while depthB > depthA {
      b = parent(of: b)!
      depthB -= 1
    }
    while a != b {
      guard let parentA = parent(of: a), let parentB = parent(of: b) else { return nil }
      (a, b) = (parentA, parentB)
    }
    return a
  }

  /// `Σ lhs − Σ rhs − constant`, to be related to 0.
  func compile(_ spec: ConstraintSpec) -> (expression: LinearExpression, relation: Relation) {
    let box = container(of: spec) ?? .root
    // Right to left: leading and trailing (and centres beside them) read
    // in mirrored coordinates, width_box − x (Layout+LayoutDirection.swift).
    let mirror = mirrorsLeadingAndTrailing(spec, in: box)
    var expression = LinearExpression(constant: -spec.constant)
    var boxWidth = 0.0
    for term in spec.lhs { append(term, scale: 1, in: box, mirror: mirror, boxWidth: &boxWidth, to: &expression) }
    for term in spec.rhs { append(term, scale: -1, in: box, mirror: mirror, boxWidth: &boxWidth, to: &expression) }
    // With multiplier 1 the container's width cancels out and is left out
    // (round-off too: 1/3 + 2/3 − 1 must not tie the constraint to it).
    if abs(boxWidth) > 1e-12 { expression.terms.append(.init(view(box).width, boxWidth)) }
    return (expression, spec.relation)
  }

  /// Adds `scale × term` as written in the container's coordinate space;
  /// `mirror`ed, a horizontal location x becomes width_box − x, whose
  /// width part is gathered in `boxWidth`.
  private func append(
    _ term: LayoutTerm, scale: Double, in box: ViewID, mirror: Bool, boxWidth: inout Double,
    to expression: inout LinearExpression
  ) {
    var k = term.coefficient * scale
    var (attribute, insets) = resolved(term)
    // A scroll view's guides, and its edges seen from inside, are its
    // guide views' variables (Layout+ScrollView.swift).
    var term = term
    term.view = scrollGeometryView(for: term, base: attribute, in: box)
    let v = view(term.view)
    if mirror, let flipped = attribute.mirroredForRightToLeft {
      boxWidth += k
      k = -k
      attribute = flipped
    }
    let horizontal = attribute.axis == .horizontal
    func origin() {
      // The item's origin in the container: its minX plus every ancestor's
      // below the container. The container's own origin is 0 in its space.
      var id = term.view
      while id != box {
        let item = view(id)
        expression.terms.append(.init(horizontal ? item.minX : item.minY, k))
        id = item.parent!
      }
    }
    func size(_ fraction: Double) {
      if fraction != 0 { expression.terms.append(.init(horizontal ? v.width : v.height, k * fraction)) }
    }
    switch attribute {
    case .width, .height: size(1)
    case .left, .leading, .top, .firstBaseline: origin()
    case .right, .trailing, .bottom: origin(); size(1)
    // A given last baseline is a distance from the top; a label's, from its bottom.
    case .lastBaseline: origin(); if v.baselines == nil { size(1) }
    case .centerX, .centerY: origin(); size(0.5)
    default: preconditionFailure("resolved() maps margin attributes to base ones")
    }
    expression.constant += k * offset(of: term, attribute, insets)
  }

  /// What one unit of `term` adds to the constant: its rectangle's insets
  /// and, for baselines, the label's metrics.
  private func offset(of term: LayoutTerm, _ attribute: LayoutAttribute, _ insets: EdgeInsets) -> Double {
    switch attribute {
    case .width: -insets.left - insets.right
    case .height: -insets.top - insets.bottom
    case .left, .leading: insets.left
    case .top: insets.top
    case .right, .trailing: -insets.right
    case .bottom: -insets.bottom
    case .centerX: (insets.left - insets.right) / 2
    case .centerY: (insets.top - insets.bottom) / 2
    // Baselines are measured in the frame, whatever the alignment insets:
    // a label's from its text, a view's given ones (``Baselines``) from
    // its top; any other view falls back to its top and bottom.
    case .firstBaseline: view(term.view).baselines?.first ?? baselines(of: term.view)?.first ?? 0
    case .lastBaseline: view(term.view).baselines?.last ?? -(baselines(of: term.view)?.descent ?? 0)
    default: preconditionFailure("resolved() maps margin attributes to base ones")
    }
  }

  /// The constant `compile(spec)` gives, without building its terms:
  /// settling labels changes constants by the hundred.
  func compiledConstant(of spec: ConstraintSpec) -> Double {
    var constant = -spec.constant
    let mirror = mirrorsLeadingAndTrailing(spec)
    func add(_ term: LayoutTerm, _ scale: Double) {
      var (attribute, insets) = resolved(term)
      var k = term.coefficient * scale
      if mirror, let flipped = attribute.mirroredForRightToLeft {
        k = -k
        attribute = flipped
      }
      constant += k * offset(of: term, attribute, insets)
    }
    for term in spec.lhs { add(term, 1) }
    for term in spec.rhs { add(term, -1) }
    return constant
  }

  /// The base attribute and the insets of the rectangle it refers to:
  /// `leadingMargin` is `leading` of the margins guide, and so on.
  func resolved(_ term: LayoutTerm) -> (LayoutAttribute, EdgeInsets) {
    let base: LayoutAttribute
    var space = term.space
    switch term.attribute {
    case .leftMargin: base = .left; space = .margins
    case .rightMargin: base = .right; space = .margins
    case .topMargin: base = .top; space = .margins
    case .bottomMargin: base = .bottom; space = .margins
    case .leadingMargin: base = .leading; space = .margins
    case .trailingMargin: base = .trailing; space = .margins
    case .centerXWithinMargins: base = .centerX; space = .margins
    case .centerYWithinMargins: base = .centerY; space = .margins
    default: base = term.attribute
    }
    switch space {
    // Plain attributes bind the alignment rect (alignmentRectInsets).
    // Read through the buffer: `view(term.view)` copied the whole view
    // (every array retained) for each term of each constant change.
    case .frame: return (base, tree.views.withUnsafeBufferPointer { $0[Int(term.view.rawValue)]!.alignmentInsets })
    case .margins:
      // insetsLayoutMarginsFromSafeArea (on by default): margins are
      // measured inside the safe area (Layout+SafeArea.swift).
      return (base, marginGuideInsets(of: term.view))
    case .safeArea: return (base, safeAreaInsets(of: term.view))
    case .readable: return (base, readableGuideInsets(of: term.view))
    case .keyboard: return (base, keyboardGuideInsets())
    // A scroll view's guides are views of their own (Layout+ScrollView.swift).
    case .content, .scrollFrame: return (base, EdgeInsets(all: 0))
    }
  }

  func baselines(of id: ViewID) -> (first: Double, descent: Double)? {
    guard let text = view(id).text else { return nil }
    let metrics = textMeasurer(for: text).measure(text, wrappingAt: text.preferredMaxLayoutWidth ?? text.wrapWidth)
    return (metrics.firstBaseline, metrics.descent)
  }
}

extension Relation {
  /// The relation seen from the other side: `a <= b` is `b >= a`.
  public var flipped: Relation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}
