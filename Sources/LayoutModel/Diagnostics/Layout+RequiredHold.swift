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
// evaluated again. Every variable a layout makes is a frame's (four a
// view), and the frames the session reads after each command are the
// variables' values as the solver gives them, not rounded: the values
// that moved are the frame fields that differ from the last check's. Checking every constraint after each command made a
// layout's build quadratic (0.39 G of the 10,000-command replay's
// build-up).

extension Layout {
  /// What the last passed required check saw.
  struct RequiredHoldWatch: Sendable {
    /// Every view's frame then, by view id (``framesByID()``): the value of
    /// every variable.
    var frames: [Frame] = []
    /// The layout's ``revision`` then: constraints touched later are new to it.
    var revision = 0
    /// The tolerance every required constraint was within.
    var tolerance = 0.0
  }

  /// Whether every installed required constraint is within
  /// `requiredTolerance(largestNumber:)`: ``requiredViolations(largestNumber:)``
  /// is empty exactly when this is true. `frames` are every view's frame
  /// as ``framesByID()`` reads them now. Evaluates only the constraints
  /// that the last check's result does not vouch for, and keeps what it
  /// saw for the next check when they hold.
  ///
  /// - Complexity: O(views) to find the values that moved, then O(terms)
  ///   of the constraints that read them or were touched; all constraints
  ///   when that is most of them or the tolerance shrank.
  public mutating func requiredConstraintsHold(largestNumber: Double, frames: [Frame]) -> Bool {
    let tolerance = requiredTolerance(largestNumber: largestNumber)
    let watch = caches.requiredHold
    let holds: Bool
    if let watch, tolerance >= watch.tolerance,
      let ids = constraintsToRecheck(movedSymbols: movedVariables(from: watch.frames, to: frames), since: watch.revision)
    {
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
    caches.requiredHold = RequiredHoldWatch(frames: frames, revision: conflictState.revision, tolerance: tolerance)
    return true
  }

  /// The ids of the variables whose values differ, bit for bit, between
  /// two readings of every frame (a view made since has all four).
  func movedVariables(from old: [Frame], to new: [Frame]) -> [Int32] {
    var moved: [Int32] = []
    tree.frameVariables.withUnsafeBufferPointer { variables in
      old.withUnsafeBufferPointer { old in
        new.withUnsafeBufferPointer { new in
          for i in 0..<min(new.count, variables.count / 4) {
            let k = 4 &* i
            let (a, b) = (new[i], i < old.count ? old[i] : Frame(x: .nan, y: .nan, width: .nan, height: .nan))
            // A view made since may have NaN where a removed one was: as
            // new, all four move.
            let isNew = i >= old.count
            if isNew || a.x.bitPattern != b.x.bitPattern { moved.append(variables[k].id) }
            if isNew || a.y.bitPattern != b.y.bitPattern { moved.append(variables[k &+ 1].id) }
            if isNew || a.width.bitPattern != b.width.bitPattern { moved.append(variables[k &+ 2].id) }
            if isNew || a.height.bitPattern != b.height.bitPattern { moved.append(variables[k &+ 3].id) }
          }
        }
      }
    }
    return moved
  }

  /// The solver ids of the installed constraints that read one of
  /// `movedSymbols` or were touched after `revision`; nil when they are
  /// more than half of the live constraints (and more than 32), which a
  /// full pass reads as cheaply.
  private func constraintsToRecheck(movedSymbols: [Int32], since revision: Int) -> [ConstraintID]? {
    let limit = max(constraintTable.live.count / 2, 32)
    guard let ids = constraintsToRevisit(movedSymbols: movedSymbols, since: revision, limit: limit) else { return nil }
    return constraintTable.constraints.withUnsafeBufferPointer { constraints in
      ids.compactMap { constraints[Int($0.rawValue)]?.solverID }
    }
  }

  /// The constraints (installed or not, made or removed) that read one of
  /// `movedSymbols` or were touched after `revision`, each once; nil when
  /// they are more than `limit`, where a full pass reads as cheaply.
  /// Whatever depends only on a constraint and its variables' values is as
  /// it was for every other.
  func constraintsToRevisit(movedSymbols: [Int32], since revision: Int, limit: Int) -> [LayoutConstraintID]? {
    var flagged = [Bool](repeating: false, count: constraintTable.constraints.count)
    var ids: [LayoutConstraintID] = []
    func flag(_ id: LayoutConstraintID) -> Bool {
      let i = Int(id.rawValue)
      guard i < flagged.count, !flagged[i] else { return true }
      flagged[i] = true
      ids.append(id)
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
