import Testing

@testable import Cassowary

/// `Solver.valueRevision` lets a caller keep values it read: it must move
/// with every call that can change a value, and only reads may leave it.
@Suite struct ValueRevisionTests {
  @Test func everyChangeMovesItAndReadsDoNot() throws {
    var s = Solver()
    var last = s.valueRevision
    func expectMoved(_ what: String) {
      #expect(s.valueRevision != last, "\(what) left the revision")
      last = s.valueRevision
    }
    func expectKept(_ what: String) {
      #expect(s.valueRevision == last, "\(what) moved the revision")
    }
    let x = s.makeVariable()
    expectMoved("makeVariable")
    let y = s.makeVariable()
    expectMoved("makeVariable")
    let c = try s.addConstraint(LinearExpression([.init(x)], constant: -10), .equal)
    expectMoved("addConstraint")
    try s.addConstraint(LinearExpression([.init(y), .init(x, -1)], constant: -5), .greaterThanOrEqual, strength: Strength(250))
    expectMoved("addConstraint")
    try s.setConstant(-20, of: c)
    expectMoved("setConstant")
    try s.addEditVariable(y, strength: Strength(750))
    expectMoved("addEditVariable")
    try s.suggestValue(40, for: y)
    expectMoved("suggestValue")
    s.updateValues()
    _ = s.value(of: x)
    _ = s.optimalRangesInPlace(of: [x, y])
    _ = s.optionalViolations(beyond: 1e-9)
    expectKept("reading values and ranges")
    try s.removeEditVariable(y)
    expectMoved("removeEditVariable")
    try s.removeConstraint(c)
    expectMoved("removeConstraint")
    s.releaseVariable(x)
    expectMoved("releaseVariable")
    // A refused add changes no value, but counting it is harmless.
    #expect(throws: SolverError.self) {
      try s.addConstraint(LinearExpression([.init(y)], constant: 1), .equal)
      try s.addConstraint(LinearExpression([.init(y)], constant: 2), .equal)
    }
  }
}
