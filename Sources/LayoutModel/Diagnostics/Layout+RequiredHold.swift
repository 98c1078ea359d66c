import Cassowary

// The check, after every command of a layout with large numbers, that the
// solver's answer still meets every required constraint, made to cost what
// the command changed.
//
// A constraint's error depends only on its constant, its terms and the
// values of its variables. When the last check passed, every installed
// required constraint was within that check's tolerance; one that no
// change has touched since (a new constant, an install or a removal all
// touch it) and whose variables hold the same values, bit for bit, has the
// same error now, and is still within any tolerance at least as large. So
// only the constraints touched since, or reading a value that moved, are
// evaluated again. Checking every constraint after each command made a
// layout's build quadratic (0.39 G of the 10,000-command replay's
// build-up).

extension Layout {
  /// What the last passed required check saw.
  struct RequiredHoldWatch: Sendable {
    /// Every symbol's value then, by symbol id (see `Solver.symbolsMoved`).
    var values: [Double] = []
    /// The layout's ``revision`` then: constraints touched later are new to it.
    var revision = 0
    /// The tolerance every required constraint was within.
    var tolerance = 0.0
  }

  /// Whether every installed required constraint is within
  /// `requiredTolerance(largestNumber:)`: ``requiredViolations(largestNumber:)``
  /// is empty exactly when this is true. Evaluates only the constraints
  /// that the last check's result does not vouch for, and keeps what it
  /// saw for the next check when they hold.
  ///
  /// - Complexity: O(symbols) to find the values that moved, then
  ///   O(terms) of the constraints that read them or were touched; all
  ///   constraints when that is most of them or the tolerance shrank.
  public mutating func requiredConstraintsHold(largestNumber: Double) -> Bool {
    let tolerance = requiredTolerance(largestNumber: largestNumber)
    // Taken out, so that the table of values is not shared while written.
    var watch = caches.requiredHold ?? RequiredHoldWatch()
    caches.requiredHold = nil
    let known = !watch.values.isEmpty && tolerance >= watch.tolerance
    let moved = solver.symbolsMoved(since: &watch.values)
    let holds: Bool
    if known, let ids = constraintsToRecheck(movedSymbols: moved, since: watch.revision) {
      holds = !solver.anyRequiredViolated(ids, beyond: tolerance)
      #if DEBUG
        if constraintTable.live.count <= 4000 {
          assert(holds == requiredViolations(largestNumber: largestNumber).isEmpty, "the required check kept from the last command differs from a full one")
        }
      #endif
    } else {
      holds = requiredViolations(largestNumber: largestNumber).isEmpty
    }
    guard holds else { return false }
    watch.revision = conflictState.revision
    watch.tolerance = tolerance
    caches.requiredHold = watch
    return true
  }

  /// The solver ids of the installed constraints that read one of
  /// `movedSymbols` or were touched after `revision`; nil when they are
  /// more than half of the live constraints (and more than 32), which a
  /// full pass reads as cheaply.
  private func constraintsToRecheck(movedSymbols: [Int32], since revision: Int) -> [ConstraintID]? {
    let limit = max(constraintTable.live.count / 2, 32)
    var flagged = [Bool](repeating: false, count: constraintTable.constraints.count)
    var ids: [ConstraintID] = []
    func flag(_ id: LayoutConstraintID) -> Bool {
      let i = Int(id.rawValue)
      guard i < flagged.count, !flagged[i] else { return true }
      flagged[i] = true
      if let solverID = constraintTable.constraints.withUnsafeBufferPointer({ $0[i]?.solverID }) {
        ids.append(solverID)
      }
      return ids.count <= limit
    }
    for v in movedSymbols {
      guard let readers = constraintTable.constraintsOfVariable[v] else { continue }
      for id in readers where !flag(id) { return nil }
    }
    let touched = conflictState.touchedAt
    for i in touched.indices where touched[i] > revision {
      if !flag(LayoutConstraintID(rawValue: Int32(i))) { return nil }
    }
    return ids
  }
}
