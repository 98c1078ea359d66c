// The transaction journal (Solver+Journal.swift): a rejected add must leave
// the solver exactly as it was, whether the rows it touched were short
// (their cells copied when saved) or long (their buffers kept).

import Testing

@testable import Cassowary

@Suite struct JournalTests {
  @Test(arguments: [4, 80])
  func rejectedAddRestoresEveryRowBitForBit(parts: Int) throws {
    var (s, total, vs) = try sumOfParts(parts)
    // total <= 5000 holds already (Σ wishes = parts·(parts+1)/2), so
    // total's row stays long; total >= 6000 then cannot hold with it.
    try s.addConstraint(LinearExpression([term(total)], constant: -5000), .lessThanOrEqual)
    let all = [total] + vs
    #expect(s.value(of: total) == Double(parts * (parts + 1) / 2))
    if parts > 32 {
      let slot = s.slot(of: total.symbol)!
      #expect(s.tableau.rows[slot].cells.count > Journal.copyLimit, "the long case must exercise a long row")
    }
    let saved = s
    let before = all.map { s.value(of: $0).bitPattern }
    #expect(throws: SolverError.self) {
      try s.addConstraint(LinearExpression([term(total)], constant: -6000), .greaterThanOrEqual)
    }
    #expect(all.map { s.value(of: $0).bitPattern } == before)
    #expect(s.constraintCount == saved.constraintCount)
    // The rolled-back tableau and the copy taken before must go on alike:
    // the same rows, so the same pivots and the same values bit for bit.
    var copy = saved
    for solver in [0, 1] {
      let wish = LinearExpression([term(vs[0]), term(vs[1], -1)], constant: -3)
      if solver == 0 {
        try s.addConstraint(wish, .equal, strength: Strength(500))
      } else {
        try copy.addConstraint(wish, .equal, strength: Strength(500))
      }
    }
    #expect(all.map { s.value(of: $0).bitPattern } == all.map { copy.value(of: $0).bitPattern })
    func bits(_ row: Row) -> [UInt64] {
      [row.constant.bitPattern] + row.cells.flatMap { [UInt64($0.symbol.id), $0.coefficient.bitPattern] }
    }
    #expect(s.tableau.rows.count == copy.tableau.rows.count)
    let differing = s.tableau.rows.indices.filter { $0 >= copy.tableau.rows.count || bits(s.tableau.rows[$0]) != bits(copy.tableau.rows[$0]) }
    #expect(differing.isEmpty, "rows in slots \(differing) differ from the copy's")
  }
}
