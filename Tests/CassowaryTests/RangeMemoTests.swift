// Ranges remembered by component (Solver+RangeMemo.swift): a probe skipped
// because a symbol's component reads as it did must give what the probe
// gives, and a component that changed must be probed again.

import Testing

@testable import Cassowary

/// `count` rows of two widths sharing a room, `t + a == room`, each with a
/// minimum and a wish to hug at the same priority: where the room is wider
/// than both wishes, either width may take the rest, so both are open.
private struct SharedRooms {
  var solver = Solver()
  var widths: [Variable] = []
  var rooms: [ConstraintID] = []

  init(count: Int) throws {
    for i in 0..<count {
      let t = solver.makeVariable()
      let a = solver.makeVariable()
      widths += [t, a]
      rooms.append(
        try solver.addConstraint(
          LinearExpression([.init(t, 1), .init(a, 1)], constant: -Double(300 + i)), .equal, strength: .required))
      try solver.addConstraint(LinearExpression([.init(t, 1)], constant: -10), .greaterThanOrEqual, strength: .required)
      try solver.addConstraint(LinearExpression([.init(a, 1)], constant: -40), .greaterThanOrEqual, strength: .required)
      try solver.addConstraint(
        LinearExpression([.init(t, 1)], constant: -Double(100 + i)), .lessThanOrEqual, strength: Strength(250))
      try solver.addConstraint(LinearExpression([.init(a, 1)], constant: -40), .lessThanOrEqual, strength: Strength(250))
    }
  }

  /// The ranges a solver that remembers nothing finds.
  func freshRanges() -> [(lower: Double?, upper: Double?)] {
    var copy = solver
    copy.probe.memo = nil
    return copy.optimalRangesInPlace(of: widths)
  }
}

private func equal(_ a: [(lower: Double?, upper: Double?)], _ b: [(lower: Double?, upper: Double?)]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { $0.lower == $1.lower && $0.upper == $1.upper }
}

@Suite struct RangeMemoTests {
  /// A room changed in one row: the other rows' ranges come from the memo,
  /// the changed row's are probed, and all equal a probe of everything.
  @Test func aChangedRowIsProbedAndTheOthersRemembered() throws {
    var rooms = try SharedRooms(count: 6)
    let first = rooms.solver.optimalRangesInPlace(of: rooms.widths)
    #expect((rooms.solver.probe.memo?.hits ?? 0) == 0)
    let probedAtFirst = (rooms.solver.probe.memo?.misses ?? 0)
    #expect(probedAtFirst >= 6, "one moving symbol a row at least, probed \(probedAtFirst)")
    // The first row's title width moves between its wish and the room.
    #expect(first[0].lower == 100 && first[0].upper == 260)

    try rooms.solver.setConstant(-350, of: rooms.rooms[0])
    let second = rooms.solver.optimalRangesInPlace(of: rooms.widths)
    #expect(equal(second, rooms.freshRanges()))
    #expect(second[0].lower == 100 && second[0].upper == 310)
    // Only the changed row was probed again.
    let probedAgain = (rooms.solver.probe.memo?.misses ?? 0) - probedAtFirst
    #expect(probedAgain >= 1 && probedAgain < probedAtFirst, "probed \(probedAgain) again")
    #expect((rooms.solver.probe.memo?.hits ?? 0) >= 5)
  }

  /// Back to the first room: both states are remembered, so nothing is
  /// probed, and the ranges are the first ones.
  @Test func aStateSeenTwoChangesAgoIsRemembered() throws {
    var rooms = try SharedRooms(count: 4)
    let first = rooms.solver.optimalRangesInPlace(of: rooms.widths)
    try rooms.solver.setConstant(-350, of: rooms.rooms[2])
    _ = rooms.solver.optimalRangesInPlace(of: rooms.widths)
    let misses = (rooms.solver.probe.memo?.misses ?? 0)
    try rooms.solver.setConstant(-302, of: rooms.rooms[2])
    let back = rooms.solver.optimalRangesInPlace(of: rooms.widths)
    #expect((rooms.solver.probe.memo?.misses ?? 0) == misses)
    #expect(equal(back, first))
    #expect(equal(back, rooms.freshRanges()))
  }

  /// A wish made stronger changes which symbols are charged, so the
  /// component reads differently: probed again, and right.
  @Test func aNewPriorityIsProbedAgain() throws {
    var rooms = try SharedRooms(count: 3)
    _ = rooms.solver.optimalRangesInPlace(of: rooms.widths)
    let t = rooms.widths[2]
    try rooms.solver.addConstraint(LinearExpression([.init(t, 1)], constant: -200), .equal, strength: Strength(500))
    let ranges = rooms.solver.optimalRangesInPlace(of: rooms.widths)
    #expect(equal(ranges, rooms.freshRanges()))
    // The second row's widths are now held: 200 and 101.
    #expect(ranges[2].lower == 200 && ranges[2].upper == 200)
    #expect(ranges[3].lower == 101 && ranges[3].upper == 101)
  }
}
