import LayoutModel
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
  private func naive<E: Equatable>(_ before: [E], _ after: [E], key: (E) -> Int) -> (changed: [E], gone: [E]) {
    let old = Dictionary(before.map { (key($0), $0) }, uniquingKeysWith: { a, _ in a })
    let now = Set(after.map(key))
    return (after.filter { old[key($0)] != $0 }, before.filter { !now.contains(key($0)) })
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
        let expected = naive(before, after, key: \.key)
        if diff.changed != expected.changed || diff.gone != expected.gone {
          failures += 1
          if failures <= 3 { Issue.record("\(before) → \(after): \(diff.changed), \(diff.gone)") }
        }
      }
    }
    #expect(failures == 0)
  }

  /// An unmet wish for the merge walk: `order` is its constraint id,
  /// `key` its name, `value` its error.
  private func wish(_ order: Int, _ key: Int, _ value: Int) -> LayoutSnapshot.Unmet {
    let spec = ConstraintSpec(lhs: [], relation: .equal)
    return LayoutSnapshot.Unmet(
      name: "w\(key)", priority: 250, error: Double(value), text: "w\(key) wants more",
      source: .init(
        id: LayoutConstraintID(rawValue: Int32(order)), spec: spec, viewNames: [], parts: .init(spec, in: Layout())))
  }

  /// The merge walk over unmet wishes in constraint order: every pair of
  /// lists of up to three entries with distinct ids out of three, each
  /// named one of three names (unique per list) with one of two errors.
  /// Ids and names need not go together: a name moved to another
  /// constraint, two constraints swapping names.
  @Test func unmetMergeAgreesWithComparingEverythingByName() {
    var lists: [[LayoutSnapshot.Unmet]] = [[]]
    var frontier: [[(order: Int, key: Int, value: Int)]] = [[]]
    for _ in 0..<3 {
      frontier = frontier.flatMap { list in
        (0..<3).filter { order in order > (list.last?.order ?? -1) }.flatMap { order in
          (0..<3).filter { key in !list.contains { $0.key == key } }.flatMap { key in
            [0, 1].map { list + [(order, key, $0)] }
          }
        }
      }
      lists += frontier.map { $0.map { wish($0.order, $0.key, $0.value) } }
    }
    #expect(lists.count > 100)
    var failures = 0
    for before in lists {
      for after in lists {
        let diff = ListDiff(unmet: before, after)
        let expected = naive(before, after) { Int($0.name.dropFirst())! }
        if diff.changed != expected.changed || diff.gone != expected.gone {
          failures += 1
          if failures <= 3 { Issue.record("\(before.map(\.name)) → \(after.map(\.name)): \(diff.changed.map(\.name)), \(diff.gone.map(\.name))") }
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
