// The violation passes read a flattened copy of the live constraints' terms
// (Solver+ViolationProgram.swift), kept until the set of live constraints
// changes: after every kind of change the passes must report what each
// constraint's own violation says, and a copy must not read its original's.

import Testing

@testable import Cassowary

/// What the passes must say, from each record's own violation.
private func expected(_ s: Solver, required: Bool, beyond tolerance: Double) -> [ConstraintID] {
  s.constraints.live.compactMap { raw -> ConstraintID? in
    let id = ConstraintID(rawValue: raw)
    guard let record = s.constraints.records[Int(raw)] else { return nil }
    if required != record.strength.isRequired { return nil }
    if !required && record.strength.value <= Strength.tieBreak.value { return nil }
    let error = s.violation(of: id)
    return (required ? !(error <= tolerance) : error > tolerance) ? id : nil
  }
}

/// The unmet wishes, asked three times: a program is made at the third
/// pass running over the same constraints, so both paths are read, and
/// must agree.
private func unmet(_ s: Solver) -> [ConstraintID] {
  let first = s.optionalViolations(beyond: 1e-9).map(\.id)
  let second = s.optionalViolations(beyond: 1e-9).map(\.id)
  let third = s.optionalViolations(beyond: 1e-9).map(\.id)
  #expect(first == second && second == third)
  return third
}

@Suite struct ViolationProgramTests {
  /// x wants 10, 20 and 30 at three priorities: the strongest holds, the
  /// others are unmet; the passes follow adds, removals, constant changes,
  /// a refused add, and a copy that goes its own way.
  @Test func passesFollowEveryChangeOfTheConstraints() throws {
    var s = Solver()
    let x = s.makeVariable()
    let y = s.makeVariable()
    func wish(_ v: Variable, _ c: Double, _ p: Double) throws -> ConstraintID {
      try s.addConstraint(LinearExpression([.init(v, 1)], constant: -c), .equal, strength: Strength(p))
    }
    let a = try wish(x, 10, 750)
    let b = try wish(x, 20, 500)
    let c = try wish(x, 30, 250)
    try s.addConstraint(LinearExpression([.init(y, 1), .init(x, -1)], constant: -5), .equal)
    s.updateValues()
    #expect(unmet(s) == [b, c])
    #expect(unmet(s) == expected(s, required: false, beyond: 1e-9))
    #expect(s.requiredViolations(beyond: 1e-9).isEmpty)

    // A constant change keeps the set of constraints: the constant is read anew.
    try s.setConstant(-20, of: a)
    s.updateValues()
    #expect(unmet(s) == [c])
    #expect(unmet(s) == expected(s, required: false, beyond: 1e-9))

    // A removal: the strongest goes, the next one holds.
    try s.removeConstraint(a)
    s.updateValues()
    #expect(unmet(s) == [c])
    try s.removeConstraint(b)
    s.updateValues()
    #expect(unmet(s).isEmpty)

    // An add after the passes ran: a new wish that cannot hold.
    let d = try wish(y, 100, 100)
    s.updateValues()
    #expect(unmet(s) == [d])
    #expect(unmet(s) == expected(s, required: false, beyond: 1e-9))

    // A refused required add takes its record back: the next add reuses
    // its id, with other terms.
    let pin = try s.addConstraint(LinearExpression([.init(x, 1)], constant: -30), .equal)
    #expect(throws: SolverError.self) {
      try s.addConstraint(LinearExpression([.init(x, 1)], constant: -31), .equal)
    }
    s.updateValues()
    #expect(unmet(s) == [d])
    let e = try wish(y, 7, 600)
    s.updateValues()
    #expect(unmet(s) == [d, e])
    #expect(unmet(s) == expected(s, required: false, beyond: 1e-9))
    _ = pin

    // A copy shares the kept program until one of them changes its
    // constraints; each then reads its own.
    var copy = s
    try copy.removeConstraint(e)
    copy.updateValues()
    #expect(unmet(copy) == [d])
    #expect(unmet(s) == [d, e])
    #expect(unmet(copy) == expected(copy, required: false, beyond: 1e-9))
    #expect(unmet(s) == expected(s, required: false, beyond: 1e-9))
  }

  /// On a chain of 200 required equalities with a wish on each link, both
  /// passes report exactly what each record's own violation says, the
  /// errors bit for bit.
  @Test func requiredPassMatchesEachRecord() throws {
    var s = Solver()
    var previous = s.makeVariable()
    try s.addConstraint(LinearExpression([.init(previous, 1)], constant: 0), .equal)
    for i in 0..<200 {
      let v = s.makeVariable()
      try s.addConstraint(LinearExpression([.init(v, 1), .init(previous, -1)], constant: -Double(i) / 3), .equal)
      try s.addConstraint(LinearExpression([.init(v, 1)], constant: -Double(i)), .greaterThanOrEqual, strength: Strength(300))
      previous = v
    }
    s.updateValues()
    #expect(s.requiredViolations(beyond: 0).map(\.id) == expected(s, required: true, beyond: 0))
    #expect(s.requiredViolations(beyond: 1e-9).isEmpty)
    let unmetNow = unmet(s)
    #expect(!unmetNow.isEmpty)
    #expect(unmetNow == expected(s, required: false, beyond: 1e-9))
    for (found, id) in zip(s.optionalViolations(beyond: 1e-9), unmetNow) {
      #expect(found.error.bitPattern == s.violation(of: id).bitPattern)
    }
  }
}
