import Testing
@testable import LayoutSession

/// ListDiff walks two lists side by side and hashes only past the first
/// difference; it must say exactly what comparing everything by key says.
@Suite struct ListDiffTests {
  struct Entry: Equatable {
    let key: Int
    let value: Int
  }

  /// The plain definition: by key, over the whole of both lists.
  private func naive(_ before: [Entry], _ after: [Entry]) -> (changed: [Entry], gone: [Entry]) {
    let old = Dictionary(before.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    let now = Set(after.map(\.key))
    return (after.filter { old[$0.key] != $0 }, before.filter { !now.contains($0.key) })
  }

  /// Every list of up to three distinct keys out of four, each with a
  /// value of 0 or 1 (249 lists), against every other: all the ways two
  /// snapshots' lists can differ at that size, including reorders.
  @Test func agreesWithComparingEverythingByKeyOnEverySmallPair() {
    var lists: [[Entry]] = [[]]
    var frontier: [[Entry]] = [[]]
    for _ in 0..<3 {
      frontier = frontier.flatMap { list in
        (0..<4).filter { key in !list.contains { $0.key == key } }.flatMap { key in
          [0, 1].map { list + [Entry(key: key, value: $0)] }
        }
      }
      lists += frontier
    }
    #expect(lists.count == 249)
    var failures = 0
    for before in lists {
      for after in lists {
        let diff = ListDiff(before, after, key: \.key)
        let expected = naive(before, after)
        if diff.changed != expected.changed || diff.gone != expected.gone {
          failures += 1
          if failures <= 3 { Issue.record("\(before) → \(after): \(diff.changed), \(diff.gone)") }
        }
      }
    }
    #expect(failures == 0)
  }

  @Test func sameListsHaveNoChanges() {
    let list = (0..<50).map { Entry(key: $0, value: $0) }
    let diff = ListDiff(list, list, key: \.key)
    #expect(diff.changed.isEmpty && diff.gone.isEmpty)
  }
}
