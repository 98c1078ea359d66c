// The probes' tables kept between reports (Solver+ProbeTables.swift): after
// every report they are all zero again, and a report with kept tables finds
// what a report with fresh ones finds, as the solver grows, changes and
// shrinks, and when two copies of the solver take turns with them.

import Testing

@testable import Cassowary

/// Rows of two widths sharing a room, each with a minimum and a wish to hug
/// at the same priority (both widths open), and a chain of x positions,
/// each the one before plus a width (definitions that refer to rows).
private struct Rooms {
  var solver = Solver()
  var variables: [Variable] = []
  var rooms: [ConstraintID] = []
  var wishes: [ConstraintID] = []

  mutating func addRow() throws {
    let i = rooms.count
    let t = solver.makeVariable()
    let a = solver.makeVariable()
    let x = solver.makeVariable()
    rooms.append(
      try solver.addConstraint(
        LinearExpression([.init(t, 1), .init(a, 1)], constant: -Double(300 + i)), .equal, strength: .required))
    try solver.addConstraint(LinearExpression([.init(t, 1)], constant: -10), .greaterThanOrEqual, strength: .required)
    try solver.addConstraint(LinearExpression([.init(a, 1)], constant: -40), .greaterThanOrEqual, strength: .required)
    wishes.append(
      try solver.addConstraint(
        LinearExpression([.init(t, 1)], constant: -Double(100 + i)), .lessThanOrEqual, strength: Strength(250)))
    try solver.addConstraint(LinearExpression([.init(a, 1)], constant: -40), .lessThanOrEqual, strength: Strength(250))
    // x = the previous x + its row's t (the first at 0).
    if let previous = variables.last {
      try solver.addConstraint(
        LinearExpression([.init(x, 1), .init(previous, -1), .init(variables[variables.count - 3], -1)]), .equal,
        strength: .required)
    } else {
      try solver.addConstraint(LinearExpression([.init(x, 1)]), .equal, strength: .required)
    }
    variables += [t, a, x]
  }

  /// The ranges a copy that keeps and remembers nothing finds.
  func freshRanges() -> [(lower: Double?, upper: Double?)] {
    var copy = solver
    copy.probe.memo = nil
    copy.probe.tables = nil
    return copy.optimalRangesInPlace(of: variables)
  }
}

private func equal(_ a: [(lower: Double?, upper: Double?)], _ b: [(lower: Double?, upper: Double?)]) -> Bool {
  a.count == b.count && zip(a, b).allSatisfy { $0.lower == $1.lower && $0.upper == $1.upper }
}

/// Whether the solver's kept tables are all zero and cover its symbols and
/// rows (false when it keeps none).
private func keptTablesAreClear(_ solver: Solver, symbols: Int, rows: Int) -> Bool {
  guard let pool = solver.probe.tables else { return false }
  let tables = pool.take()
  defer { pool.give(tables) }
  #if DEBUG
    guard tables.isClear else { return false }
  #endif
  return tables.moves.count >= symbols && tables.rowHasOpen.count >= rows && tables.movesWritten.isEmpty && tables.openWritten.isEmpty
}

@Suite struct ProbeTablesTests {
  /// Reports after the solver grew (more symbols and rows than the tables
  /// held), after constant changes and after constraints were removed: each
  /// finds a fresh report's ranges, and leaves the tables all zero.
  @Test func keptTablesGiveWhatFreshOnesGive() throws {
    var rooms = Rooms()
    for _ in 0..<3 { try rooms.addRow() }
    var reports = 0
    func report() {
      let ranges = rooms.solver.optimalRangesInPlace(of: rooms.variables)
      reports += 1
      #expect(equal(ranges, rooms.freshRanges()), "report \(reports)")
      #expect(
        keptTablesAreClear(rooms.solver, symbols: rooms.solver.symbolCount, rows: rooms.solver.tableau.rows.count),
        "report \(reports)")
    }
    report()
    // The row's title width moves between its wish and the room.
    let t0 = rooms.solver.optimalRangesInPlace(of: [rooms.variables[0]])[0]
    #expect(t0.lower == 100 && t0.upper == 260)
    for _ in 0..<5 { try rooms.addRow() }
    report()
    try rooms.solver.setConstant(-350, of: rooms.rooms[4])
    report()
    try rooms.solver.setConstant(-260, of: rooms.wishes[2])
    report()
    try rooms.solver.removeConstraint(rooms.wishes[5])
    try rooms.solver.removeConstraint(rooms.rooms[1])
    report()
    #expect(reports == 5)
  }

  /// Two copies of a solver share the kept tables; each copy's reports,
  /// taking turns, find its own ranges.
  @Test func copiesTakingTurnsFindTheirOwnRanges() throws {
    var first = Rooms()
    for _ in 0..<4 { try first.addRow() }
    _ = first.solver.optimalRangesInPlace(of: first.variables)
    var second = first
    #expect(second.solver.probe.tables === first.solver.probe.tables)
    try second.solver.setConstant(-420, of: second.rooms[0])
    for turn in 0..<3 {
      try first.solver.setConstant(-Double(310 + turn), of: first.rooms[2])
      #expect(equal(first.solver.optimalRangesInPlace(of: first.variables), first.freshRanges()))
      #expect(equal(second.solver.optimalRangesInPlace(of: second.variables), second.freshRanges()))
    }
    let t0 = second.solver.optimalRangesInPlace(of: [second.variables[0]])[0]
    #expect(t0.lower == 100 && t0.upper == 380)
  }
}
