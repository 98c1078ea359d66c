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

  /// An install joins the kept parts in place (it no longer drops them for
  /// a pass over every constraint), naming the joined part by its smallest
  /// variable as a fresh pass does, whatever order the links come in.
  @Test func anInstallJoinsTheKeptParts() throws {
    var l = Layout()
    let views = try (0..<4).map { try l.addView(named: "v\($0)") }
    let widths = try views.map { try l.addConstraint(spec($0, .width, nil, 10, priority: 500)) }
    _ = l.part(of: widths[0])
    _ = l.linkedVariables()
    // v2 with v3, then v0 with v3: the part of v2 and v3 joins v0's, below it.
    _ = try l.addConstraint(spec(views[3], .width, views[2]))
    #expect(l.caches.partsCache != nil, "the parts are kept across an install")
    _ = try l.addConstraint(spec(views[0], .width, views[3]))
    #expect(l.caches.partsCache != nil)
    let kept = try #require(l.caches.partsCache)
    let fresh = l.computeParts()
    #expect(fresh.indices.allSatisfy { fresh[$0] == ($0 < kept.count ? kept[$0] : Int32($0)) })
    #expect(l.part(of: widths[2]) == l.part(of: widths[0]))
    #expect(l.part(of: widths[1]) != l.part(of: widths[0]))
    // Kept with the parts, and the same as made from them afresh.
    let linked = try #require(l.caches.linkedCache)
    let fromParts = (0..<fresh.count).map { v in fresh.indices.contains { $0 != v && fresh[$0] == fresh[v] } }
    #expect(linked.count == kept.count)
    #expect(linked.indices.allSatisfy { linked[$0] == fromParts[$0] })
    #expect(l.invariantViolations().isEmpty)
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
