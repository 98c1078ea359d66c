// The substitution of a pivot (`Solver.substituteIntoRows`), which rewrites
// every row holding the entering symbol in one pass over the column index:
// each such row must get exactly what the plain formula (`Row.substitute`)
// gives it, bit for bit, no other row may change, the column index must
// still list every cell with exact counts, and inside a transaction every
// row it changes must be saved, so that a rollback restores it.

import Testing

@testable import Cassowary

@Suite struct SubstitutionPassTests {
  /// Whether the row in `slot` takes a pivot's substitution: a stored row
  /// that is not a definition referring to rows (those keep the symbol).
  private static func takesSubstitution(_ s: Solver, _ slot: Int) -> Bool {
    s.tableau.basics[slot].isValid && !s.tableau.refersToRows[slot]
  }

  /// A stored row and a symbol in it that the most other rows substitute:
  /// the pivot that rewrites the most rows.
  private static func widestPivot(_ s: Solver) -> (slot: Int, entering: Symbol, holders: Int)? {
    var best: (slot: Int, entering: Symbol, holders: Int)?
    for slot in s.tableau.rows.indices where takesSubstitution(s, slot) {
      for cell in s.tableau.rows[slot].cells where cell.symbol.kind != .dummy {
        let holders = s.tableau.rows.indices.filter {
          $0 != slot && takesSubstitution(s, $0) && s.tableau.rows[$0].contains(cell.symbol)
        }.count
        if holders > (best?.holders ?? 0) { best = (slot, cell.symbol, holders) }
      }
    }
    return best
  }

  private static func bits(_ row: Row) -> [UInt64] {
    [row.constant.bitPattern] + row.cells.flatMap { [UInt64(bitPattern: Int64($0.symbol.id)), $0.coefficient.bitPattern] }
  }

  /// Symbols whose column misses a row that holds them, or whose count of
  /// occurrences is not the number of rows that hold them.
  private static func indexErrors(_ s: Solver) -> [Int] {
    var holders = [Int32](repeating: 0, count: s.tableau.columns.columnCount)
    var listed = Set<[Int]>()
    for id in 0..<s.tableau.columns.columnCount {
      for k in 0..<s.tableau.columns.count(of: id) { listed.insert([id, Int(s.tableau.columns.entry(id, k))]) }
    }
    var errors = Set<Int>()
    for slot in s.tableau.rows.indices where s.tableau.basics[slot].isValid {
      for cell in s.tableau.rows[slot].cells {
        let id = Int(cell.symbol.id)
        holders[id] += 1
        if !listed.contains([id, slot]) { errors.insert(id) }
      }
    }
    for id in holders.indices where holders[id] != s.tableau.columns.occurrences(of: id) { errors.insert(id) }
    return errors.sorted()
  }

  @Test(arguments: [6, 40])
  func aPivotGivesEveryRowThePlainSubstitution(parts: Int) throws {
    var (s, _, _) = try sumOfParts(parts, bounds: 0...1000)
    let (slot, entering, holders) = try #require(Self.widestPivot(s))
    #expect(holders >= 2, "the pivot must rewrite several rows")
    var solved = s.tableau.rows[slot]
    solved.solve(for: entering, replacing: s.tableau.basics[slot])
    var expected = s.tableau.rows
    // Definitions that refer to rows keep the symbol: they are expected
    // unchanged.
    for k in expected.indices where k != slot && Self.takesSubstitution(s, k) && expected[k].contains(entering) {
      expected[k].substitute(entering, with: solved)
    }
    expected[slot] = solved
    let substitutions = s.tableau.substitutionCount
    s.pivot(slot: slot, entering: entering)
    #expect(s.tableau.substitutionCount - substitutions == holders)
    let differing = expected.indices.filter { Self.bits(s.tableau.rows[$0]) != Self.bits(expected[$0]) }
    #expect(differing.isEmpty, "rows in slots \(differing) differ from the plain substitution")
    #expect(Self.indexErrors(s).isEmpty, "the column index misses cells or miscounts symbols")
  }

  @Test(arguments: [6, 40])
  func aRolledBackPivotRestoresEveryRow(parts: Int) throws {
    var (s, _, _) = try sumOfParts(parts, bounds: 0...1000)
    let (slot, entering, _) = try #require(Self.widestPivot(s))
    let before = s.tableau.rows.map(Self.bits)
    let basics = s.tableau.basics
    s.beginTransaction(symbolCount: s.tableau.slotOfSymbol.count, recordCount: s.constraints.records.count)
    s.pivot(slot: slot, entering: entering)
    #expect(s.tableau.rows.map(Self.bits) != before, "the pivot must change rows")
    s.rollbackTransaction()
    #expect(s.tableau.rows.map(Self.bits) == before)
    #expect(s.tableau.basics.map(\.id) == basics.map(\.id))
    #expect(Self.indexErrors(s).isEmpty, "the column index misses cells or miscounts symbols")
  }
}
