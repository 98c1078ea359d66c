/// What changed between two lists keyed by something unique in each, such
/// as the unmet wishes or the open frame values of two snapshots.
///
/// Reports compare such lists after every command, and they are usually
/// the same keys in the same order: they are walked side by side, and
/// hashed only from the first key that differs. (Hashing every entry of
/// both, hundreds of strings, was a fixed cost of every report.)
struct ListDiff<Element: Equatable> {
  /// Entries of the new list that the old one lacks or holds differently, in order.
  var changed: [Element] = []
  /// Entries of the old list whose key the new one lacks, in order.
  var gone: [Element] = []

  init<Key: Hashable>(_ before: [Element], _ after: [Element], key: (Element) -> Key) {
    var i = 0
    while i < before.count && i < after.count && key(before[i]) == key(after[i]) {
      if before[i] != after[i] { changed.append(after[i]) }
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
      if let j = old[k], before[j] == entry { continue }
      changed.append(entry)
    }
    gone = before[i...].filter { !now.contains(key($0)) }
  }
}
