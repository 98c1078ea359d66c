import LayoutModel

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

extension ListDiff where Element == LayoutSnapshot.Unmet {
  /// The same answer for two snapshots' unmet wishes, keyed by name: both
  /// lists are in constraint order, so entries of equal constraint and name
  /// are matched in one merge walk and only the rest by hashing names. A
  /// wish that becomes unmet in the middle of a list of hundreds (a card's
  /// height after an edit) no longer sends every entry after it through
  /// the hash. Fields are read in place: through a generic key closure,
  /// each read copied the whole entry.
  init(unmet before: [Element], _ after: [Element]) {
    // Per entry of `after`: -1 unmatched so far, else the matched index in `before`.
    var partner = [Int](repeating: -1, count: after.count)
    var matched = [Bool](repeating: false, count: before.count)
    var (i, j) = (0, 0)
    while i < before.count && j < after.count {
      let (a, b) = (before[i].source.id, after[j].source.id)
      if a < b {
        i += 1
      } else if b < a {
        j += 1
      } else {
        if before[i].name == after[j].name {
          partner[j] = i
          matched[i] = true
        }
        i += 1
        j += 1
      }
    }
    // Names are unique in each list: a name matched above is in neither rest.
    var old: [String: Int] = [:]
    for i in before.indices where !matched[i] { old[before[i].name] = i }
    var now: Set<String> = []
    for j in after.indices {
      if partner[j] >= 0 {
        if before[partner[j]] != after[j] { changed.append(after[j]) }
        continue
      }
      now.insert(after[j].name)
      if let i = old[after[j].name], before[i] == after[j] { continue }
      changed.append(after[j])
    }
    for i in before.indices where !matched[i] && !now.contains(before[i].name) { gone.append(before[i]) }
  }
}

/// What identifies an open frame value in a list of them: compared without
/// building the `view.field` text of each (text and JSON diff the lists
/// after every command).
struct OpenKey: Hashable {
  let view: String
  let field: FrameField
}
