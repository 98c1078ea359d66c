// The code of LayoutModel.docc/GettingStarted.md, as a library user types
// it (no @testable import), with the results the article states.

import LayoutModel
import Testing

@Suite struct GettingStartedTests {
  @Test func theArticlesExampleGivesTheResultsItStates() throws {
    var layout = Layout(rootWidth: 375, rootHeight: 667)
    let card = try layout.addView(named: "card")

    // card.leading == root.leading + 16, card.trailing == root.trailing - 16
    let leading = try layout.addConstraint(ConstraintSpec(
      lhs: [LayoutTerm(card, .leading)], relation: .equal,
      rhs: [LayoutTerm(.root, .leading)], constant: 16))
    try layout.addConstraint(ConstraintSpec(
      lhs: [LayoutTerm(card, .trailing)], relation: .equal,
      rhs: [LayoutTerm(.root, .trailing)], constant: -16))
    // card.top == root.top + 20
    try layout.addConstraint(ConstraintSpec(
      lhs: [LayoutTerm(card, .top)], relation: .equal,
      rhs: [LayoutTerm(.root, .top)], constant: 20))

    let open = layout.ambiguities()
    #expect(open.count == 1)
    #expect(open.first?.view == card)
    #expect(open.first?.field == .height)
    #expect(open.first?.min == 0)
    #expect(open.first?.max == nil)

    try layout.addConstraint(ConstraintSpec(
      lhs: [LayoutTerm(card, .height)], relation: .equal, constant: 100))
    #expect(layout.ambiguities().isEmpty)
    #expect(layout.frame(of: card) == Frame(x: 16, y: 20, width: 343, height: 100))

    // card.width == 400 cannot hold with both side insets on a 375-point root.
    let tooWide = try layout.addConstraint(ConstraintSpec(
      lhs: [LayoutTerm(card, .width)], relation: .equal, constant: 400), named: "tooWide")
    #expect(layout.conflicts.count == 1)
    // A fixed width of a view without subviews breaks before the edges
    // around it (the rule inferred from Apple's logs).
    #expect(layout.conflicts.first?.broken == tooWide)
    #expect(layout.conflicts.first?.set.contains(leading) == true)
    #expect(layout.constraint(tooWide).isBroken)
    #expect(!layout.constraint(leading).isBroken)
    #expect(layout.frame(of: card).width == 343)

    // card.height == 700 @750 loses to the required card.height == 100.
    let tall = try layout.addConstraint(ConstraintSpec(
      lhs: [LayoutTerm(card, .height)], relation: .equal, constant: 700,
      priority: .defaultHigh))
    let unmet = layout.unmetConstraints()
    #expect(unmet.map(\.constraint) == [tall])
    #expect(unmet.first?.error == 600)
    #expect(layout.frame(of: card).height == 100)
  }
}
