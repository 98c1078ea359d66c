import LayoutModel

// Texts of unmet wishes kept a few reports after the wish was met again.
//
// Each snapshot reuses the printed text of an unmet wish that the last
// snapshot listed, when the constraint, its spec and its views' names are
// the same (`LayoutSnapshot.unmet`). A layout that switches between two
// states (a rotation back and forth, with other commands in between) makes
// different wishes unmet in each: every switch printed a few dozen texts
// again that a snapshot two or three commands before had printed. The
// wishes a snapshot no longer lists are kept here, in constraint order, for
// `retiredLimit` snapshots, and the next snapshot looks up texts in them
// too, with the same checks, so a text is reused only where printing it
// again would give the same string.

extension LayoutSnapshot {
  /// How many snapshots a wish that is no longer unmet keeps its text.
  static let retiredLimit: UInt8 = 8

  /// `previous`'s unmet wishes and its retired ones, in constraint order,
  /// with how many snapshots ago each was last listed as unmet (0 for the
  /// ones `previous` lists). The two lists hold different constraints.
  static func reusableUnmet(_ previous: LayoutSnapshot) -> (entries: [Unmet], ages: [UInt8]) {
    let listed = previous.unmet
    let retired = previous.retired
    guard !retired.isEmpty else { return (listed, [UInt8](repeating: 0, count: listed.count)) }
    var entries: [Unmet] = []
    var ages: [UInt8] = []
    entries.reserveCapacity(listed.count + retired.count)
    ages.reserveCapacity(listed.count + retired.count)
    var i = 0
    var j = 0
    while i < listed.count || j < retired.count {
      if j == retired.count || (i < listed.count && listed[i].source.id < retired[j].source.id) {
        entries.append(listed[i])
        ages.append(0)
        i += 1
      } else {
        entries.append(retired[j])
        ages.append(previous.retiredAges[j])
        j += 1
      }
    }
    return (entries, ages)
  }

  /// The entries of `pool` that `unmet` (in constraint order) does not
  /// list, one snapshot older, but for those past `retiredLimit`.
  static func retire(_ pool: (entries: [Unmet], ages: [UInt8]), after unmet: [Unmet]) -> (entries: [Unmet], ages: [UInt8]) {
    var entries: [Unmet] = []
    var ages: [UInt8] = []
    var k = 0
    for (entry, age) in zip(pool.entries, pool.ages) {
      while k < unmet.count && unmet[k].source.id < entry.source.id { k += 1 }
      if k < unmet.count && unmet[k].source.id == entry.source.id { continue }
      guard age + 1 < retiredLimit else { continue }
      entries.append(entry)
      ages.append(age + 1)
    }
    return (entries, ages)
  }
}
