import Testing
@testable import LayoutModel

/// The parts of a layout (variables linked by installed constraints) are
/// kept between commands; they must follow every constraint that links
/// variables as it comes and goes, or a wish would be judged by the wrong
/// part's unmet wishes.
@Suite struct PartsTests {
  private func spec(
    _ a: ViewID, _ aa: LayoutAttribute, _ b: ViewID? = nil, _ constant: Double = 0, priority: Double = 1000
  ) -> ConstraintSpec {
    ConstraintSpec(
      lhs: [LayoutTerm(a, aa)], relation: .equal, rhs: b.map { [LayoutTerm($0, aa)] } ?? [],
      constant: constant, priority: LayoutPriority(priority)!)
  }

  @Test func partsFollowTheLinksAsTheyComeAndGo() throws {
    var l = Layout()
    let a = try l.addView(named: "a")
    let b = try l.addView(named: "b")
    let aWidth = try l.addConstraint(spec(a, .width, nil, 10, priority: 500))
    let bWidth = try l.addConstraint(spec(b, .width, nil, 20, priority: 500))
    #expect(l.part(of: aWidth) != l.part(of: bWidth))

    let link = try l.addConstraint(spec(a, .width, b))
    #expect(l.part(of: aWidth) == l.part(of: bWidth))
    #expect(l.invariantViolations().isEmpty)

    try l.deactivate(link)
    #expect(l.part(of: aWidth) != l.part(of: bWidth))
    #expect(l.invariantViolations().isEmpty)

    try l.activate(link)
    #expect(l.part(of: aWidth) == l.part(of: bWidth))
    try l.removeConstraint(link)
    #expect(l.invariantViolations().isEmpty)
    #expect(l.part(of: aWidth) != l.part(of: bWidth))
    // A constraint the solver does not hold belongs to no part.
    try l.deactivate(aWidth)
    #expect(l.part(of: aWidth) == nil)
  }

  @Test func aViewMadeAfterThePartsIsItsOwnPart() throws {
    var l = Layout()
    let a = try l.addView(named: "a")
    let aWidth = try l.addConstraint(spec(a, .width, nil, 10, priority: 500))
    _ = l.part(of: aWidth)
    let c = try l.addView(named: "c")
    let cWidth = try l.addConstraint(spec(c, .width, nil, 30, priority: 500))
    #expect(l.part(of: cWidth) != l.part(of: aWidth))
    #expect(l.invariantViolations().isEmpty)
  }
}
