import Testing

@testable import Cassowary

/// `Solver.constant(of:)`: what a caller that kept a measurement compares
/// with, to tell a constant that came back from one that moved.
@Suite struct ConstantReadTests {
  @Test func readsTheConstantTheSolverHolds() throws {
    var s = Solver()
    let x = s.makeVariable()
    let id = try s.addConstraint(LinearExpression([.init(x)], constant: -30), .equal, strength: Strength(250))
    #expect(s.constant(of: id) == -30)
    try s.setConstant(-45, of: id)
    #expect(s.constant(of: id) == -45)
    // Put back: the same constant, bit for bit.
    try s.setConstant(-30, of: id)
    #expect(s.constant(of: id)?.bitPattern == (-30.0).bitPattern)
    try s.removeConstraint(id)
    #expect(s.constant(of: id) == nil)
  }
}
