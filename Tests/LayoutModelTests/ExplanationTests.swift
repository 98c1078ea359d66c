import Testing
@testable import LayoutModel

private extension Layout {
  @discardableResult
  mutating func pin(_ a: ViewID, _ aa: LayoutAttribute, _ b: ViewID? = nil, _ ba: LayoutAttribute? = nil,
                    _ constant: Double = 0, _ relation: LayoutRelation = .equal, priority: Double = 1000) throws -> LayoutConstraintID {
    try addConstraint(ConstraintSpec(
      lhs: [LayoutTerm(a, aa)], relation: relation, rhs: b.map { [LayoutTerm($0, ba ?? aa)] } ?? [],
      constant: constant, priority: LayoutPriority(priority)!))
  }
}

/// The presented card of field case 1, with its constraints by name.
private func card() throws -> (Layout, ViewID, [String: LayoutConstraintID]) {
  var l = Layout()
  let card = try l.addView(named: "card")
  let rect = try l.addView(named: "rect", in: card)
  let button = try l.addView(named: "button", in: card)
  var ids: [String: LayoutConstraintID] = [:]
  ids["bottomToRoot"] = try l.pin(card, .bottom, .root, .bottom)
  ids["top16"] = try l.pin(rect, .top, card, .top, 16)
  ids["rect100"] = try l.pin(rect, .height, nil, nil, 100)
  ids["gap16"] = try l.pin(button, .top, rect, .bottom, 16)
  ids["button50"] = try l.pin(button, .height, nil, nil, 50)
  ids["bottom16"] = try l.pin(card, .bottom, button, .bottom, 16)
  return (l, card, ids)
}

@Suite struct ExplanationTests {
  @Test func whyCardIs198TallReadsTheChainInOrder() throws {
    let (layout, card, ids) = try card()
    let d = try #require(layout.derivation(of: card, .height))
    #expect(d.value == 198)
    #expect(d.steps.map(\.contribution) == [16, 100, 16, 50, 16])
    #expect(d.steps.map(\.constraint) == ["top16", "rect100", "gap16", "button50", "bottom16"].map { ids[$0]! })
  }

  @Test func whyPositionIncludesTheWindow() throws {
    let (layout, card, ids) = try card()
    let d = try #require(layout.derivation(of: card, .y))
    #expect(d.value == 469)
    #expect(d.steps.first?.constraint == layout.constraintTable.rootHeightConstraint && d.steps.first?.contribution == 667)
    #expect(d.steps.contains { $0.constraint == ids["bottomToRoot"]! })
  }

  /// The derivation skips its pruning when the forms it used are
  /// independent (a chain); when they are not, it still prunes to a
  /// minimal set: a redundant constraint that says the same as two others
  /// is used instead of them, or not at all, never with them.
  @Test func derivationsStayMinimalWithARedundantConstraint() throws {
    var (layout, card, ids) = try card()
    let shortcut = try layout.pin(card, .height, nil, nil, 198)
    let d = try #require(layout.derivation(of: card, .height))
    #expect(d.value == 198)
    let used = Set(d.steps.map(\.constraint))
    #expect(used == [shortcut] || !used.contains(shortcut), "\(d.steps)")
    #expect(LinearSpan([[1: 1, 2: -1], [2: 1, 3: -1]]).isIndependent)
    #expect(!LinearSpan([[1: 1, 2: -1], [2: 1, 3: -1], [1: 1, 3: -1]]).isIndependent)
    _ = ids
  }

  @Test func ambiguousValueHasNoDerivation() throws {
    var (layout, card, ids) = try card()
    try layout.deactivate(ids["bottom16"]!)
    #expect(layout.derivation(of: card, .height) == nil)
  }

  @Test func conflictArithmeticUsesTheOtherMembers() throws {
    var (layout, card, _) = try card()
    let pinTop = try layout.pin(card, .top, .root, .top)
    let conflict = try #require(layout.conflicts.first)
    // The rectangle's fixed height breaks (the largest fixed size of a view
    // without subviews), so the arithmetic gives the height the rest leave
    // it: 667 less the four gaps and the button.
    #expect(conflict.broken != pinTop && conflict.set.contains(pinTop))
    let d = try #require(layout.conflictArithmetic(conflict))
    #expect(d.value == 569)
    #expect(d.steps.map(\.contribution).filter { $0 != 0 } == [667, -16, -16, -50, -16])
  }

  @Test func unmetConstraintNamesWhatBeatsIt() throws {
    var layout = Layout()
    let p = try layout.addView(named: "p")
    let cap = try layout.addConstraint(ConstraintSpec(
      lhs: [LayoutTerm(p, .height)], relation: .lessThanOrEqual, rhs: [LayoutTerm(0.25, .root, .height)]))
    let wish = try layout.pin(p, .height, nil, nil, 300, priority: 750)
    let d = try #require(layout.beaters(of: wish))
    #expect(d.value == 166.75)
    #expect(Set(d.steps.map(\.constraint)) == [cap, layout.constraintTable.rootHeightConstraint])
  }

  @Test func exerciseFindsAnEquallyGoodLayout() throws {
    var (layout, card, ids) = try card()
    try layout.deactivate(ids["button50"]!)
    let button = layout.view(named: "button")!
    let (field, frames) = try #require(layout.exercise(button, only: .height))
    #expect(field == .height)
    #expect(frames[button]!.height != layout.frame(of: button).height)
    // The chain still holds in the other layout: the card grew with the button.
    #expect(abs(frames[card]!.height - (16 + 100 + 16 + frames[button]!.height + 16)) < 1e-6)
    let rect = layout.view(named: "rect")!
    #expect(layout.exercise(rect)?.frames[rect] == nil || layout.ambiguities().contains { $0.view == rect })
  }
}
