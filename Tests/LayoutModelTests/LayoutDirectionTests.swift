import Testing
@testable import LayoutModel

/// Right-to-left layouts: effective directions by inheritance, and which
/// constraints read leading and trailing mirrored.
@Suite struct LayoutDirectionTests {
  private func spec(
    _ a: ViewID, _ attribute: LayoutAttribute, _ b: ViewID? = nil, _ other: LayoutAttribute? = nil,
    multiplier: Double = 1, _ constant: Double = 0
  ) -> ConstraintSpec {
    let rhs = b.map { [LayoutTerm(multiplier, $0, other!)] } ?? []
    return ConstraintSpec(lhs: [LayoutTerm(a, attribute)], relation: .equal, rhs: rhs, constant: constant)
  }

  /// A 40×40 view pinned by `attribute` to root's same attribute plus `constant`, at the top.
  private func pinned(
    _ layout: inout Layout, _ name: String, in parent: ViewID = .root, _ attribute: LayoutAttribute,
    _ constant: Double, width: Double = 40
  ) throws -> ViewID {
    let v = try layout.addView(named: name, in: parent)
    try layout.addConstraint(spec(v, .width, nil, nil, width))
    try layout.addConstraint(spec(v, .height, nil, nil, 40))
    try layout.addConstraint(spec(v, .top, parent, .top))
    try layout.addConstraint(spec(v, attribute, parent, attribute, constant))
    return v
  }

  @Test func unspecifiedViewsInheritUpToRootAndForcedOnesStopTheChain() throws {
    var layout = Layout()
    let a = try layout.addView(named: "a")
    let b = try layout.addView(named: "b", in: a)
    let c = try layout.addView(named: "c", in: b)
    let g = try layout.addGuide(named: "g", in: c)
    #expect(layout.effectiveDirection(of: g) == .leftToRight)
    layout.setRootDirection(.rightToLeft)
    for id in [ViewID.root, a, b, c, g] { #expect(layout.effectiveDirection(of: id) == .rightToLeft) }
    #expect(layout.effectiveDirectionAndSource(of: c).source == .rootDirection)
    try layout.setSemanticContentAttribute(.forceLeftToRight, of: a)
    for id in [a, b, c, g] { #expect(layout.effectiveDirection(of: id) == .leftToRight) }
    #expect(layout.effectiveDirectionAndSource(of: c).source == .semantic(a, .forceLeftToRight))
    try layout.setSemanticContentAttribute(.forceRightToLeft, of: b)
    #expect(layout.effectiveDirection(of: a) == .leftToRight)
    for id in [b, c, g] { #expect(layout.effectiveDirection(of: id) == .rightToLeft) }
    // Back to unspecified: the chain reaches root again.
    try layout.setSemanticContentAttribute(.unspecified, of: b)
    try layout.setSemanticContentAttribute(.unspecified, of: a)
    #expect(layout.effectiveDirection(of: c) == .rightToLeft)
    #expect(layout.semanticContentAttribute(of: a) == .unspecified)
  }

  @Test func playbackAndSpatialAreAlwaysLeftToRight() throws {
    var layout = Layout()
    layout.setRootDirection(.rightToLeft)
    let player = try layout.addView(named: "player")
    let pad = try layout.addView(named: "pad")
    let button = try layout.addView(named: "button", in: player)
    try layout.setSemanticContentAttribute(.playback, of: player)
    try layout.setSemanticContentAttribute(.spatial, of: pad)
    #expect(layout.effectiveDirection(of: player) == .leftToRight)
    #expect(layout.effectiveDirection(of: pad) == .leftToRight)
    #expect(layout.effectiveDirection(of: button) == .leftToRight)
    #expect(layout.effectiveDirection(of: .root) == .rightToLeft)
  }

  /// The reference's worked example: 320 wide, B1 20 from the leading edge
  /// and 100 wide, B2 8 after B1's trailing edge.
  @Test func leadingAndTrailingFlipAndFramesStayLeftOrigin() throws {
    var layout = Layout(rootWidth: 320, rootHeight: 480)
    let b1 = try pinned(&layout, "b1", .leading, 20, width: 100)
    let b2 = try layout.addView(named: "b2")
    try layout.addConstraint(spec(b2, .width, nil, nil, 50))
    try layout.addConstraint(spec(b2, .height, nil, nil, 40))
    try layout.addConstraint(spec(b2, .top, .root, .top))
    try layout.addConstraint(spec(b2, .leading, b1, .trailing, 8))
    #expect(layout.frame(of: b1).x == 20)
    #expect(layout.frame(of: b2).x == 128)
    layout.setRootDirection(.rightToLeft)
    #expect(layout.frame(of: b1) == Frame(x: 200, y: 0, width: 100, height: 40))
    #expect(layout.frame(of: b2).x + layout.frame(of: b2).width == 192)
    #expect(layout.conflicts.isEmpty)
    layout.setRootDirection(.leftToRight)
    #expect(layout.frame(of: b1).x == 20)
    #expect(layout.frame(of: b2).x == 128)
  }

  @Test func leftRightAndCenterXAloneNeverFlip() throws {
    var layout = Layout(rootWidth: 320, rootHeight: 480)
    let l = try pinned(&layout, "l", .left, 20)
    let r = try pinned(&layout, "r", .right, -10)
    let c = try pinned(&layout, "c", .centerX, 30)
    let before = [l, r, c].map { layout.frame(of: $0) }
    layout.setRootDirection(.rightToLeft)
    #expect([l, r, c].map { layout.frame(of: $0) } == before)
    #expect(layout.frame(of: c).x == 160 + 30 - 20)
    #expect(layout.physicalAttribute(.leading, in: layout.constraint(named: "c4")!) == .left)
  }

  /// centerX beside leading is measured from the leading edge too, and a
  /// multiplier is kept meaningful by mirroring about the container.
  @Test func centerXWithLeadingAndMultipliersMirrorAboutTheContainer() throws {
    var layout = Layout(rootWidth: 320, rootHeight: 480)
    let v = try layout.addView(named: "v")
    try layout.addConstraint(spec(v, .width, nil, nil, 100))
    try layout.addConstraint(spec(v, .centerX, .root, .leading, 60))
    let w = try layout.addView(named: "w")
    try layout.addConstraint(spec(w, .width, nil, nil, 100))
    try layout.addConstraint(spec(w, .leading, .root, .trailing, multiplier: 0.5))
    #expect(layout.frame(of: v).x == 10)
    #expect(layout.frame(of: w).x == 160)
    layout.setRootDirection(.rightToLeft)
    #expect(layout.frame(of: v).x == 320 - 60 - 50)
    // Trailing of root is its left edge, 320 from the leading (right) edge:
    // w's right edge is half of that from the right.
    #expect(layout.frame(of: w).x == 60)
  }

  /// A forced view's own place follows its superview's direction (the
  /// constraint's container); its subviews follow the forced direction.
  @Test func forcedDirectionsInsideRightToLeftAndLeftToRight() throws {
    for root in LayoutDirection.allCases {
      var layout = Layout(rootWidth: 320, rootHeight: 480)
      layout.setRootDirection(root)
      let panel = try pinned(&layout, "panel", .leading, 10, width: 200)
      let child = try pinned(&layout, "child", in: panel, .leading, 16)
      let forced: SemanticContentAttribute = root == .leftToRight ? .forceRightToLeft : .forceLeftToRight
      let panelFrame = layout.frame(of: panel)
      #expect(panelFrame.x == (root == .leftToRight ? 10 : 110))
      try layout.setSemanticContentAttribute(forced, of: panel)
      #expect(layout.frame(of: panel) == panelFrame)
      #expect(layout.frame(of: child).x == (root == .leftToRight ? 200 - 16 - 40 : 16))
      let inside = layout.leadingAndTrailingDirection(of: layout.constraint(named: "c8")!)
      #expect(inside?.container == panel && inside?.direction == root.opposite)
    }
  }

  @Test func marginVariantsUseTheOppositeSidesMargin() throws {
    var layout = Layout(rootWidth: 320, rootHeight: 480)
    try layout.setMargins(EdgeInsets(top: 0, left: 20, bottom: 0, right: 10), of: .root)
    let v = try layout.addView(named: "v")
    try layout.addConstraint(spec(v, .width, nil, nil, 40))
    try layout.addConstraint(spec(v, .height, nil, nil, 40))
    try layout.addConstraint(spec(v, .top, .root, .top))
    try layout.addConstraint(spec(v, .leading, .root, .leadingMargin))
    let w = try layout.addView(named: "w")
    try layout.addConstraint(spec(w, .height, nil, nil, 40))
    try layout.addConstraint(spec(w, .top, .root, .top))
    try layout.addConstraint(spec(w, .leading, .root, .leadingMargin))
    try layout.addConstraint(spec(w, .trailing, .root, .trailingMargin))
    #expect(layout.frame(of: v).x == 20)
    #expect(layout.frame(of: w) == Frame(x: 20, y: 0, width: 290, height: 40))
    layout.setRootDirection(.rightToLeft)
    #expect(layout.frame(of: v).x == 320 - 10 - 40)
    #expect(layout.frame(of: w) == Frame(x: 20, y: 0, width: 290, height: 40))
    #expect(layout.physicalAttribute(.leadingMargin, in: layout.constraint(named: "c4")!) == .rightMargin)
    // A margin changed while right to left moves the mirrored edge.
    try layout.setMargins(EdgeInsets(top: 0, left: 20, bottom: 0, right: 30), of: .root)
    #expect(layout.frame(of: v).x == 320 - 30 - 40)
  }

  @Test func horizontalStacksArrangeFromTheRightInRightToLeft() throws {
    var layout = Layout(rootWidth: 320, rootHeight: 480)
    let stack = try pinned(&layout, "stack", .leading, 0, width: 200)
    let a = try layout.addView(named: "a", in: stack)
    let b = try layout.addView(named: "b", in: stack)
    try layout.setIntrinsicSize(width: 50, height: 40, of: a)
    try layout.setIntrinsicSize(width: 50, height: 40, of: b)
    var configuration = StackConfiguration()
    configuration.arranged = [a, b]
    configuration.axis = .horizontal
    configuration.spacing = 10
    configuration.distribution = .equalSpacing
    try layout.makeStack(stack, configuration)
    #expect(layout.frame(of: a).x == 0 && layout.frame(of: b).x == 150)
    layout.setRootDirection(.rightToLeft)
    #expect(layout.frame(of: a).x == 150 && layout.frame(of: b).x == 0)
    // The stack itself moved to the right edge of root.
    #expect(layout.frame(of: stack).x == 120)
    try layout.setSemanticContentAttribute(.forceLeftToRight, of: stack)
    #expect(layout.frame(of: a).x == 0 && layout.frame(of: stack).x == 120)
  }

  /// Changing the direction flips every affected constraint before any is
  /// put back, so a chain that fits either way never conflicts half-way.
  @Test func aChainThatFitsBothWaysNeverConflictsWhileFlipping() throws {
    var layout = Layout(rootWidth: 320, rootHeight: 480)
    let a = try pinned(&layout, "a", .leading, 0, width: 100)
    let b = try layout.addView(named: "b")
    try layout.addConstraint(spec(b, .width, nil, nil, 212))
    try layout.addConstraint(spec(b, .leading, a, .trailing, 8))
    try layout.addConstraint(spec(b, .trailing, .root, .trailing))
    #expect(layout.conflicts.isEmpty)
    layout.setRootDirection(.rightToLeft)
    #expect(layout.conflicts.isEmpty)
    #expect(layout.frame(of: a).x == 220 && layout.frame(of: b).x == 0)
    #expect(layout.brokenConstraintsAreConsistent())
  }

  @Test func aGuideHasNoSemanticContentAttribute() throws {
    var layout = Layout()
    let g = try layout.addGuide(named: "g")
    #expect(throws: LayoutError.self) { try layout.setSemanticContentAttribute(.forceRightToLeft, of: g) }
    #expect(layout.semanticContentAttribute(of: g) == .unspecified)
  }

  /// directionalLayoutMargins follow the view's own direction, live:
  /// leading 40 is the left margin left to right and the right margin right
  /// to left, while layoutMargins (left 40) stay on the left.
  @Test func directionalMarginsSwapWithTheViewsDirection() throws {
    var layout = Layout(rootWidth: 375)
    let card = try pinned(&layout, "card", .leading, 0, width: 375)
    let dot = try layout.addView(named: "dot", in: card)
    try layout.addConstraint(spec(dot, .width, nil, nil, 20))
    try layout.addConstraint(spec(dot, .height, nil, nil, 20))
    try layout.addConstraint(spec(dot, .top, card, .top))
    try layout.addConstraint(spec(dot, .leading, card, .leadingMargin))
    try layout.setDirectionalMargins(EdgeInsets(top: 0, left: 40, bottom: 0, right: 10), of: card)
    #expect(layout.frame(of: dot).x == 40)
    layout.setRootDirection(.rightToLeft)
    #expect(layout.ownMargins(of: card) == EdgeInsets(top: 0, left: 10, bottom: 0, right: 40))
    #expect(layout.frame(of: dot).x == 375 - 40 - 20)
    layout.setRootDirection(.leftToRight)
    try layout.setSemanticContentAttribute(.forceRightToLeft, of: card)
    #expect(layout.frame(of: dot).x == 375 - 40 - 20)
    // layoutMargins are physical: right to left, leading is the right margin, 10.
    try layout.setMargins(EdgeInsets(top: 0, left: 40, bottom: 0, right: 10), of: card)
    #expect(layout.frame(of: dot).x == 375 - 10 - 20)
  }
}

extension Layout {
  /// Every active constraint is installed or recorded as broken by a conflict.
  fileprivate func brokenConstraintsAreConsistent() -> Bool {
    allConstraints.filter(\.isBroken).allSatisfy { c in conflicts.contains { $0.broken == c.id } }
  }

}
