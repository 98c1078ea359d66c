import Testing
@testable import LayoutSession

/// Myers' diff as `check` uses it: the shortest edit script, which turns
/// one list into the other, within a bound on the edits.
@Suite struct LineDiffTests {
  private func lcsLength(_ a: [String], _ b: [String]) -> Int {
    var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    return table[0][0]
  }

  /// Applies an edit script: a's lines not deleted, with b's inserted ones
  /// at their places in b.
  private func apply(_ edits: [LineDiff.Edit], _ a: [String], _ b: [String]) -> [String] {
    let deleted = Set(edits.compactMap { if case .delete(let i) = $0 { i } else { nil } })
    let inserted = Set(edits.compactMap { if case .insert(let j) = $0 { j } else { nil } })
    let kept = a.indices.filter { !deleted.contains($0) }.map { a[$0] }
    var result: [String] = []
    var next = kept.makeIterator()
    for j in b.indices { result.append(inserted.contains(j) ? b[j] : (next.next() ?? "?")) }
    return result
  }

  @Test func randomListsGetAShortestScriptThatTurnsOneIntoTheOther() throws {
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let a = (0..<Int.random(in: 0...12, using: &rng)).map { _ in ["x", "y", "z", "w"].randomElement(using: &rng)! }
      let b = (0..<Int.random(in: 0...12, using: &rng)).map { _ in ["x", "y", "z", "w"].randomElement(using: &rng)! }
      let edits = try #require(LineDiff.edits(a[...], b[...], maxEdits: 100))
      #expect(edits.count == a.count + b.count - 2 * lcsLength(a, b), "\(a) -> \(b)")
      #expect(apply(edits, a, b) == b, "\(a) -> \(b): \(edits)")
    }
  }

  @Test func aScriptPastTheBoundIsNotMade() {
    let a = (0..<50).map { "a\($0)" }, b = (0..<50).map { "b\($0)" }
    #expect(LineDiff.edits(a[...], b[...], maxEdits: 99) == nil)
    #expect(LineDiff.edits(a[...], b[...], maxEdits: 100)?.count == 100)
  }

  /// A line added near the start of a long transcript shifts every line
  /// after it: aligned, that is one line of diff, not thousands.
  @Test func anInsertedLineInALongTranscriptIsOneLine() {
    var lines = (0..<40_000).map { "l\($0)" }
    let expected = lines.joined(separator: "\n")
    lines.insert("new", at: 3)
    lines[30_000] = "changed"
    #expect(Transcript.diff(expected: expected, actual: lines.joined(separator: "\n"))
      == ["+4: new", "-30000: l29999", "+30001: changed"])
  }
}
