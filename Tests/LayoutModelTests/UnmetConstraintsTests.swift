import Cassowary
import Testing
@testable import LayoutModel

/// `unmetConstraints()` reads the solver's records, whose ids drift from
/// the layout's as constraints are removed, deactivated and reinstalled:
/// it must still list exactly the installed optional constraints that are
/// off, in the layout's order, as reading every constraint does.
@Suite struct UnmetConstraintsTests {
  /// The definition: every installed constraint, in layout order.
  private func byDefinition(_ l: Layout) -> [UnmetConstraint] {
    l.allConstraints.compactMap { c in
      guard let solverID = c.solverID, !c.spec.priority.isRequired, !c.spec.priority.isTieBreak else { return nil }
      let error = l.solver.violation(of: solverID)
      return error > 1e-7 ? UnmetConstraint(constraint: c.id, error: error.cleaned) : nil
    }
  }

  @Test func matchesTheDefinitionAsIdsDrift() throws {
    var l = Layout()
    let v = try l.addView(named: "v")
    func spec(_ attribute: LayoutAttribute, _ constant: Double, _ relation: LayoutRelation = .equal, _ p: Double)
      -> ConstraintSpec
    {
      ConstraintSpec(lhs: [LayoutTerm(v, attribute)], relation: relation, constant: constant, priority: LayoutPriority(p)!)
    }
    for a in [LayoutAttribute.top, .leading] {
      _ = try l.addConstraint(ConstraintSpec(lhs: [LayoutTerm(v, a)], relation: .equal, rhs: [LayoutTerm(.root, a)]))
    }
    _ = try l.addConstraint(spec(.height, 30, .lessThanOrEqual, 1000))
    var wishes: [LayoutConstraintID] = []
    for (i, p) in [100.0, 300, 500, 250, 700, 900, 1].enumerated() {
      wishes.append(try l.addConstraint(spec(.width, Double(50 + 10 * i), .equal, p)))
      wishes.append(try l.addConstraint(spec(.height, Double(40 + i), .greaterThanOrEqual, p)))
    }
    #expect(l.unmetConstraints() == byDefinition(l))
    #expect(l.unmetConstraints().count >= 6)
    // Reinstalling gives a constraint a new solver id, out of layout order.
    try l.setPriority(LayoutPriority(950)!, of: wishes[0])
    try l.deactivate(wishes[5])
    try l.setPriority(LayoutPriority(200)!, of: wishes[9])
    try l.removeConstraint(wishes[3])
    try l.activate(wishes[5])
    _ = try l.addConstraint(spec(.width, 10, .lessThanOrEqual, 800))
    let unmet = l.unmetConstraints()
    #expect(unmet == byDefinition(l))
    #expect(unmet.map(\.constraint) == unmet.map(\.constraint).sorted())
    #expect(unmet.count >= 6)
  }
}
