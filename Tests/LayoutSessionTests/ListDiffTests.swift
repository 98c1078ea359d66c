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

  @Test func agreesWithComparingEverythingByKey() {
    var rng = SplitMix(seed: 7)
    for round in 0..<3_000 {
      let count = Int(rng.next() % 12)
      let before = (0..<count).map { Entry(key: $0 * 3, value: Int(rng.next() % 3)) }
      var after = before
      // A few edits of the kinds commands make: a value changes, an entry
      // appears or goes, two trade places.
      for _ in 0..<Int(rng.next() % 4) {
        switch rng.next() % 4 {
        case 0 where !after.isEmpty:
          let i = Int(rng.next() % UInt64(after.count))
          after[i] = Entry(key: after[i].key, value: after[i].value + 1)
        case 1:
          let key = Int(rng.next() % 40) * 3 + 1
          if !after.contains(where: { $0.key == key }) {
            after.insert(Entry(key: key, value: 0), at: Int(rng.next() % UInt64(after.count + 1)))
          }
        case 2 where !after.isEmpty:
          after.remove(at: Int(rng.next() % UInt64(after.count)))
        case 3 where after.count >= 2:
          after.swapAt(Int(rng.next() % UInt64(after.count)), Int(rng.next() % UInt64(after.count)))
        default:
          break
        }
      }
      let diff = ListDiff(before, after, key: \.key)
      let expected = naive(before, after)
      #expect(diff.changed == expected.changed, "round \(round): \(before) → \(after)")
      #expect(diff.gone == expected.gone, "round \(round): \(before) → \(after)")
      if diff.changed != expected.changed || diff.gone != expected.gone { return }
    }
  }

  @Test func sameListsHaveNoChanges() {
    let list = (0..<50).map { Entry(key: $0, value: $0) }
    let diff = ListDiff(list, list, key: \.key)
    #expect(diff.changed.isEmpty && diff.gone.isEmpty)
  }
}

/// A small deterministic generator, so a failure names its round.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
