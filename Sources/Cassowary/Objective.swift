/// A lexicographic objective: one row per priority level, highest first.
///
/// Level k's row is the sum of the error variables of the optional
/// constraints at that priority, written in non-basic symbols. A symbol's
/// reduced cost is the vector of its coefficients across levels, compared
/// lexicographically, so a higher level always dominates any lower one.
struct Objective: Sendable {
  /// Priorities of the levels, strictly descending.
  private(set) var priorities: [Double] = []
  var rows: [Row] = []
  /// How many error symbols each level owns, so empty levels can be dropped.
  private var owners: [Int] = []

  var isEmpty: Bool { rows.isEmpty }

  /// The level of `priority`, created if needed.
  mutating func retainLevel(for priority: Double) -> Int {
    if let k = level(for: priority) {
      owners[k] += 1
      return k
    }
    let k = priorities.firstIndex(where: { $0 < priority }) ?? priorities.count
    priorities.insert(priority, at: k)
    rows.insert(Row(), at: k)
    owners.insert(1, at: k)
    return k
  }

  /// Drops one owner of the level of `priority`; an unowned level is
  /// removed, and its row (normally empty by then) is returned.
  @discardableResult
  mutating func releaseLevel(for priority: Double) -> Row? {
    guard let k = level(for: priority) else { return nil }
    owners[k] -= 1
    guard owners[k] == 0 else { return nil }
    priorities.remove(at: k)
    owners.remove(at: k)
    return rows.remove(at: k)
  }

  func level(for priority: Double) -> Int? {
    priorities.firstIndex(of: priority)
  }

  /// True when `symbol` has a non-zero reduced cost at some level.
  func hasCost(_ symbol: Symbol) -> Bool {
    rows.contains { !Tolerance.isZero($0.coefficient(for: symbol)) }
  }
}
