// The shift cache of constant changes (Solver+ConstantShift.swift): an entry
// is filled by a change that reads the marker's column, and its buffers only
// grow, with a count of the rows in use. Whatever the cache holds, a change
// must move exactly the values a solver without it moves, bit for bit.

import Testing

@testable import Cassowary

@Suite struct ShiftCacheTests {
  /// A chain `v[i+1] == v[i] + gap[i]` (gaps optional, strong), with the
  /// first and last pinned by optional constraints of their own: a gap's
  /// marker sits in the rows of every variable after it, so columns differ
  /// in length from gap to gap.
  private func chain(_ n: Int) throws -> (Solver, [Variable], [ConstraintID]) {
    var s = Solver()
    let vs = (0...n).map { _ in s.makeVariable() }
    try s.addConstraint(LinearExpression([term(vs[0])], constant: -10), .equal, strength: Strength(900))
    var gaps: [ConstraintID] = []
    for i in 0..<n {
      let gap = LinearExpression([term(vs[i + 1]), term(vs[i], -1)], constant: -Double(5 + i))
      gaps.append(try s.addConstraint(gap, .equal, strength: Strength(Double(300 + i))))
    }
    try s.addConstraint(LinearExpression([term(vs[n])], constant: -1000), .lessThanOrEqual)
    return (s, vs, gaps)
  }

  /// Long columns, then short ones, then long again, each changed two or
  /// three times in a row (hits of the recent entry) and in turns (hits of
  /// the older one): the same values as a solver whose cache is emptied
  /// before every change, which reads every column afresh.
  @Test func cachedShiftsMoveTheValuesAFreshReadMoves() throws {
    let (solver, vs, gaps) = try chain(24)
    var cached = solver
    var fresh = solver
    let order = [0, 0, 23, 23, 23, 1, 22, 1, 22, 0, 12, 12, 5, 23, 5, 23, 0]
    for (step, g) in order.enumerated() {
      let constant = -Double(3 + step % 7) * 1.25
      fresh.shiftCache = ShiftCache()
      try cached.setConstant(constant, of: gaps[g])
      try fresh.setConstant(constant, of: gaps[g])
      cached.updateValues()
      fresh.updateValues()
      #expect(vs.map { cached.value(of: $0).bitPattern } == vs.map { fresh.value(of: $0).bitPattern }, "step \(step)")
    }
  }

  /// An entry filled from a long column and then from a short one keeps the
  /// long one's buffers, and uses only the short one's rows: its count is
  /// the rows holding the marker now.
  @Test func anEntryRefilledFromAShorterColumnCountsItsOwnRows() throws {
    let (solver, _, gaps) = try chain(16)
    var s = solver
    // Every gap holds exactly, so its markers are not basic and each change
    // reads its column. The two entries are filled in turn: the third
    // change refills the entry the first one filled.
    for g in [0, 14, 15] {
      let marker = s.constraints.shiftFacts(of: Int(gaps[g].rawValue)).marker
      try #require(s.tableau.slotOfSymbol[Int(marker.id)] < 0)
    }
    try s.setConstant(-2, of: gaps[0])
    try s.setConstant(-2, of: gaps[15])
    let long = s.shiftCache.older
    try s.setConstant(-3, of: gaps[14])
    let refilled = s.shiftCache.recent
    #expect(refilled.marker != long.marker)
    #expect(refilled.count <= refilled.slots.count)
    #expect(refilled.slots.count >= long.count)
    // Exactly the rows that hold the marker, each once.
    let marker = s.constraints.shiftFacts(of: Int(gaps[14].rawValue)).marker
    let holding = s.tableau.rows.indices.filter {
      s.tableau.basics[$0].isValid && s.tableau.rows[$0].coefficientIfPresent(marker) != nil
    }
    #expect(Array(refilled.slots.prefix(refilled.count)).map(Int.init).sorted() == holding)
  }

  /// A redundant required equality keeps its dummy marker basic, in a row
  /// that holds another equality's marker: that row's constant must stay
  /// zero. Shifts too small to break it are accepted; the cache's hit path
  /// does not read the basics, so such a column must never be a hit, or
  /// the step that takes the row past ε would be accepted from the cache
  /// while a fresh read refuses it.
  @Test func aCachedRowWithADummyBasicStillRefusesTheShiftThatBreaksIt() throws {
    var solver = Solver()
    let x = solver.makeVariable(), y = solver.makeVariable()
    let pin = try solver.addConstraint(LinearExpression([term(x)], constant: -10), .equal)
    try solver.addConstraint(LinearExpression([term(y), term(x, -1)], constant: 0), .equal)
    try solver.addConstraint(LinearExpression([term(y)], constant: -10), .equal)
    let marker = solver.constraints.shiftFacts(of: Int(pin.rawValue)).marker
    try #require(solver.tableau.slotOfSymbol[Int(marker.id)] < 0)
    try #require(
      solver.tableau.rows.indices.contains {
        solver.tableau.basics[$0].kind == .dummy && solver.tableau.rows[$0].coefficientIfPresent(marker) != nil
      })
    // Both ways: one of them moves the dummy's row up, where no constant
    // goes negative and only the dummy basic queues the rows.
    for direction in [1.0, -1.0] {
      var cached = solver
      var fresh = solver
      var refused = 0
      for step in 1...6 {
        let constant = -10 + direction * Double(step) * 3e-9
        fresh.shiftCache = ShiftCache()
        let cachedRefused = (try? cached.setConstant(constant, of: pin)) == nil
        let freshRefused = (try? fresh.setConstant(constant, of: pin)) == nil
        #expect(cachedRefused == freshRefused, "direction \(direction), step \(step)")
        if freshRefused { refused += 1 }
        cached.updateValues()
        fresh.updateValues()
        #expect([x, y].map { cached.value(of: $0).bitPattern } == [x, y].map { fresh.value(of: $0).bitPattern })
      }
      // Steps 1-3 hold (within ε), the others go past it and are refused.
      #expect(refused == 3, "direction \(direction)")
    }
  }

  /// A refused change taken from the cache: its saves are only the old
  /// constants, in the order of the entry's rows (`takeCachedShiftSaves`),
  /// and the rollback must put back every one of them, bit for bit, as it
  /// does for a change that read the column.
  @Test func aRefusedCachedShiftPutsBackEveryConstant() throws {
    var solver = Solver()
    let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
    try solver.addConstraint(LinearExpression([term(x)], constant: 0), .greaterThanOrEqual)
    try solver.addConstraint(LinearExpression([term(x)], constant: -10), .equal, strength: Strength(750))
    let gap = try solver.addConstraint(LinearExpression([term(y), term(x, -1)], constant: -5), .equal)
    try solver.addConstraint(LinearExpression([term(z), term(y, -0.5)], constant: -1), .equal)
    try solver.addConstraint(LinearExpression([term(y)], constant: -100), .lessThanOrEqual)
    var cached = solver
    var fresh = solver
    // 20 fills the entry, 30 hits it, 200 hits it and is refused (y would
    // pass 100 with x at 0 or more), 40 hits it again after the rollback.
    var refused: [Bool] = []
    for (step, offset) in [20.0, 30, 200, 40, 45].enumerated() {
      fresh.shiftCache = ShiftCache()
      let cachedRefused = (try? cached.setConstant(-offset * 1.1, of: gap)) == nil
      let freshRefused = (try? fresh.setConstant(-offset * 1.1, of: gap)) == nil
      #expect(cachedRefused == freshRefused, "step \(step)")
      refused.append(freshRefused)
      #expect(cached.tableau.rows.map(\.constant.bitPattern) == fresh.tableau.rows.map(\.constant.bitPattern), "step \(step)")
      cached.updateValues()
      fresh.updateValues()
      #expect([x, y, z].map { cached.value(of: $0).bitPattern } == [x, y, z].map { fresh.value(of: $0).bitPattern })
    }
    #expect(refused == [false, false, true, false, false])
  }
}
