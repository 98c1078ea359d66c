import Cassowary
import Testing
@testable import LayoutModel

/// The flat map from solver ids back to layout constraints
/// (`SolverIDMap`) must answer as a dictionary of the same pairs would.
@Suite struct SolverIDMapTests {
  @Test func answersAsADictionaryOfTheSamePairs() {
    var map = SolverIDMap()
    var reference: [ConstraintID: LayoutConstraintID] = [:]
    func check() {
      for raw in Int32(-1)...Int32(40) {
        let id = ConstraintID(rawValue: raw)
        #expect(map[id] == reference[id], "solver id \(raw)")
      }
    }
    check()
    // Set out of order, past the end, over an old value, and forgotten.
    for (solver, layout) in [(3, 0), (0, 7), (12, 2), (3, 5), (30, 1)] as [(Int32, Int32)] {
      map[ConstraintID(rawValue: solver)] = LayoutConstraintID(rawValue: layout)
      reference[ConstraintID(rawValue: solver)] = LayoutConstraintID(rawValue: layout)
      check()
    }
    for solver in [3, 35, 0] as [Int32] {
      map[ConstraintID(rawValue: solver)] = nil
      reference[ConstraintID(rawValue: solver)] = nil
      check()
    }
  }

  /// In a layout whose constraints are removed, deactivated and
  /// reinstalled (each install gets a new solver id), every installed
  /// constraint's solver id leads back to it, and no other id leads anywhere.
  @Test func followsInstallsAndRemovals() throws {
    var l = Layout()
    let v = try l.addView(named: "v")
    var ids: [LayoutConstraintID] = []
    for (k, a) in [LayoutAttribute.top, .leading, .width, .height].enumerated() {
      let rhs = k < 2 ? [LayoutTerm(.root, a)] : []
      let priority = k == 2 ? LayoutPriority(400)! : .required
      ids.append(
        try l.addConstraint(
          ConstraintSpec(lhs: [LayoutTerm(v, a)], relation: .equal, rhs: rhs, constant: Double(10 * k), priority: priority)))
    }
    try l.setPriority(LayoutPriority(500)!, of: ids[2])
    try l.deactivate(ids[3])
    try l.removeConstraint(ids[1])
    try l.activate(ids[3])
    var installed: [ConstraintID: LayoutConstraintID] = [:]
    for c in l.allConstraints { if let s = c.solverID { installed[s] = c.id } }
    #expect(installed.count >= 3)
    let highest = installed.keys.map(\.rawValue).max()! + 4
    for raw in 0...highest {
      let s = ConstraintID(rawValue: raw)
      #expect(l.constraintTable.constraintOfSolverID[s] == installed[s], "solver id \(raw)")
    }
  }
}
