/// What changed between two lists keyed by something unique in each, such
/// as the frames, the unmet wishes or the open frame values of two
/// snapshots.
///
/// Reports compare such lists after every command, and they are usually
/// the same keys in the same order: they are walked side by side, and
/// hashed only from the first key that differs. (Hashing every entry of
/// both, hundreds of strings, was a fixed cost of every report.)
struct ListDiff<Element> {
  /// Entries of the new list that the old one lacks or holds differently, in order.
  var changed: [Element] = []
  /// For each of `changed`, the old list's entry of the same key, if any.
  var previous: [Element?] = []
  /// Entries of the old list whose key the new one lacks, in order.
  var gone: [Element] = []

  /// `same` says whether two entries of one key are unchanged.
  init<Key: Hashable>(
    _ before: [Element], _ after: [Element], key: (Element) -> Key, same: (Element, Element) -> Bool
  ) {
    var i = 0
    while i < before.count && i < after.count && key(before[i]) == key(after[i]) {
      if !same(before[i], after[i]) {
        changed.append(after[i])
        previous.append(before[i])
      }
      i += 1
    }
    if i == before.count && i == after.count { return }
    // Keys are unique in each list, so the keys matched so far appear
    // nowhere in the rest of the other.
    var old: [Key: Int] = [:]
    for j in i..<before.count { old[key(before[j])] = old[key(before[j])] ?? j }
    var now: Set<Key> = []
    for entry in after[i...] {
      let k = key(entry)
      now.insert(k)
      if let j = old[k], same(before[j], entry) { continue }
      changed.append(entry)
      previous.append(old[k].map { before[$0] })
    }
    gone = before[i...].filter { !now.contains(key($0)) }
  }
}

extension ListDiff where Element: Equatable {
  init<Key: Hashable>(_ before: [Element], _ after: [Element], key: (Element) -> Key) {
    self.init(before, after, key: key, same: ==)
  }
}
