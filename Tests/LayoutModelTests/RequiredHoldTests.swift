import Testing
import Cassowary
@testable import LayoutModel

/// The check that every required constraint still holds, made after each
/// command of a layout with large numbers, looks again only at the
/// constraints touched since the last check passed or reading a value that
/// moved; it must still see a constraint that the solver's precision
/// leaves off.
@Suite struct RequiredHoldTests {
  private func spec(
    _ a: ViewID, _ relation: Relation = .equal, _ b: ViewID? = nil, times multiplier: Double = 1,
    _ constant: Double = 0, priority: Double = 1000
  ) -> ConstraintSpec {
    ConstraintSpec(
      lhs: [LayoutTerm(a, .width)], relation: relation, rhs: b.map { [LayoutTerm(multiplier, $0, .width)] } ?? [],
      constant: constant, priority: LayoutPriority(priority)!)
  }

  /// Multipliers of a million, chained (LimitsTests has the same chain
  /// through a session): the last wish pushes a width of a million into
  /// rows where the chain's coefficients fall below the solver's tolerance.
  @Test func aConstraintLeftOffAfterAPassedCheckIsSeen() throws {
    var l = Layout()
    let a = try l.addView(named: "a")
    let b = try l.addView(named: "b")
    let c = try l.addView(named: "c")
    let d = try l.addView(named: "d")
    _ = try l.addConstraint(spec(a, .equal, b, times: 1_000_000))
    _ = try l.addConstraint(spec(b, .equal, c, times: 1_000_000))
    _ = try l.addConstraint(spec(c, .equal, d, times: 1000))
    _ = try l.addConstraint(spec(d, .equal, nil, 0.5, priority: 500))
    _ = try l.addConstraint(spec(a, .lessThanOrEqual, nil, 1_000_000, priority: 750))
    l.updateFrames()
    let first = l.requiredConstraintsHold(largestNumber: l.largestNumberSeen(), frames: l.framesByID())
    #expect(first)
    #expect(l.caches.requiredHold != nil, "a passed check is kept for the next one")

    _ = try l.addConstraint(spec(a, .greaterThanOrEqual, nil, 999_999, priority: 750))
    l.updateFrames()
    let largest = l.largestNumberSeen()
    #expect(!l.requiredViolations(largestNumber: largest).isEmpty)
    let second = l.requiredConstraintsHold(largestNumber: largest, frames: l.framesByID())
    #expect(!second)
  }

  /// A change that moves nothing the required constraints read, and
  /// touches none, leaves the kept check as it was; one that does is
  /// checked, and the answer is the full check's.
  @Test func theKeptCheckAgreesWithAFullOneAcrossChanges() throws {
    var l = Layout()
    let a = try l.addView(named: "a")
    let b = try l.addView(named: "b")
    let link = try l.addConstraint(spec(a, .equal, b, times: 2, 10))
    let wish = try l.addConstraint(spec(b, .equal, nil, 40_000, priority: 500))
    for constant in [50_000.0, 60_000, 60_000, 10] {
      try l.changeConstant(of: wish, to: constant)
      l.updateFrames()
      let largest = l.largestNumberSeen()
      let full = l.requiredViolations(largestNumber: largest).isEmpty
      let kept = l.requiredConstraintsHold(largestNumber: largest, frames: l.framesByID())
      #expect(kept == full)
      #expect(kept)
    }
    try l.changeConstant(of: link, to: 20)
    l.updateFrames()
    let last = l.requiredConstraintsHold(largestNumber: l.largestNumberSeen(), frames: l.framesByID())
    #expect(last)
    #expect(l.frame(of: a).width == 2 * l.frame(of: b).width + 20)
  }
}
