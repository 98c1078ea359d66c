import LayoutLanguage
import LayoutModel

/// What the rebuilt layout says about the log: each conflict alrepl found,
/// its members mapped back to the log's entries, and whether the constraint
/// Apple broke is among them.
struct ImportFindings {
  /// A member of a conflicting set.
  enum Member: Equatable {
    /// A constraint listed in the log (0-based entry index).
    case entry(Int, name: String)
    /// The engine's own `width >= 0` / `height >= 0`, which Apple never prints.
    case engineRule(String)
    /// Anything else; an import that adds only log constraints never has one.
    case unlisted(String)

    var name: String {
      switch self {
      case .entry(_, let name), .engineRule(let name), .unlisted(let name): name
      }
    }
  }

  struct Finding {
    let members: [Member]
    let broken: String
    var entries: [Int] {
      members.compactMap { if case .entry(let i, _) = $0 { return i } else { return nil } }
    }
  }

  let findings: [Finding]
  /// 0-based index of Apple's broken constraint in the list, if it is there.
  let appleBrokenEntry: Int?
  /// alrepl's name for Apple's broken constraint, if it was rebuilt.
  let appleBrokenName: String?

  init(_ plan: ConflictLogImport, layout: Layout) {
    var entryOfName = plan.entryOfGeneratedConstraint
    for c in plan.constraints { entryOfName[c.name] = c.entry }
    findings = layout.conflicts.map { conflict in
      let members = conflict.set.map { id -> Member in
        let c = layout.constraint(id)
        if let entry = entryOfName[c.name] { return .entry(entry, name: c.name) }
        return c.origin == .nonNegativeSize ? .engineRule(c.name) : .unlisted(c.name)
      }
      return Finding(members: members, broken: layout.constraint(conflict.broken).name)
    }
    let appleEntry = plan.log.brokenEntryIndex
    appleBrokenEntry = appleEntry
    let rebuilt = plan.constraints.first { $0.entry == appleEntry }
    appleBrokenName = rebuilt.flatMap { layout.constraint(named: $0.name) != nil ? $0.name : nil }
  }

  /// The first constraint alrepl broke, as a member (nil without a conflict).
  var alreplBroken: Member? {
    guard let first = findings.first else { return nil }
    return first.members.first { $0.name == first.broken } ?? .unlisted(first.broken)
  }

  /// Whether alrepl broke the entry Apple broke; nil when either is unknown.
  var agreesWithApple: Bool? {
    guard let appleBrokenEntry, case .entry(let entry, _)? = alreplBroken else {
      return appleBrokenEntry == nil || alreplBroken == nil ? nil : false
    }
    return entry == appleBrokenEntry
  }

  /// Whether Apple's broken constraint belongs to some conflicting set alrepl found.
  var appleBrokenIsInConflict: Bool {
    guard let appleBrokenEntry else { return false }
    return findings.contains { $0.entries.contains(appleBrokenEntry) }
  }
}
