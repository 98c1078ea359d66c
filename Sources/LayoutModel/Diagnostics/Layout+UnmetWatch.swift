import Cassowary

// The unmet wishes after a command, made to cost what the command changed.
//
// Whether an optional constraint is met, and by how much it misses, depends
// only on the constraint (its terms, constant and priority) and on the
// values of its variables: the reasoning of Layout+RequiredHold.swift. A
// constraint that no change has touched since the last list (a new
// constant, priority, an install or a removal all touch it) and whose
// variables hold the same values, bit for bit, is in the new list exactly
// as it was in the old one, with the same error. So only the constraints
// touched since, or reading a value that moved, are evaluated again, with
// the solver's own arithmetic for one constraint (the same, bit for bit,
// as its pass over all of them). A report read every optional constraint
// after every command: a quadratic share of building a long list of cards
// one command at a time.

extension Layout {
  /// The last list of unmet wishes, and what it was read from.
  struct UnmetWatch: Sendable {
    /// Every view's frame then, by view id (``framesByID()``): the value of
    /// every variable.
    var frames: [Frame] = []
    /// The layout's constraint revision then: constraints touched later
    /// are new to it.
    var revision = 0
    /// ``unmetConstraints()`` then.
    var unmet: [UnmetConstraint] = []
    /// Whether that list was made from the one before it (tests read it).
    var madeFromLast = false
  }

  /// ``unmetConstraints()``, found from the last call's list: the same
  /// list, evaluating only the constraints touched since or reading a
  /// value that moved. `frames` are every view's frame as ``framesByID()``
  /// reads them now.
  ///
  /// - Complexity: O(views) to find the values that moved, then O(terms)
  ///   of the constraints that read them or were touched, and O(unmet)
  ///   to keep the others; every constraint when the change moved more
  ///   than a few values.
  public mutating func unmetConstraints(frames: [Frame]) -> [UnmetConstraint] {
    let result: [UnmetConstraint]
    var madeFromLast = false
    // Only for a change that moved a few values: one at a time, through
    // the records, each constraint costs several times its share of the
    // solver's flattened pass, and finding the readers of the values that
    // moved costs a hashed lookup each. A rotation, or a height that moves
    // every card below it, is cheaper read whole.
    if let watch = caches.unmet, case let moved = movedVariables(from: watch.frames, to: frames),
      moved.count <= Layout.unmetMovedLimit,
      var revisit = constraintsToRevisit(movedSymbols: moved, since: watch.revision, limit: Layout.unmetRevisitLimit)
    {
      revisit.sort()
      var isRevisited = [Bool](repeating: false, count: constraintTable.constraints.count)
      var rechecked: [UnmetConstraint] = []
      for id in revisit {
        isRevisited[Int(id.rawValue)] = true
        if let error = unmetError(of: id) { rechecked.append(UnmetConstraint(constraint: id, error: error.cleaned)) }
      }
      // Both in constraint order: merged, not sorted again. (A constraint
      // past the table's end is gone.)
      var found: [UnmetConstraint] = []
      found.reserveCapacity(watch.unmet.count + rechecked.count)
      var j = 0
      for kept in watch.unmet
      where Int(kept.constraint.rawValue) < isRevisited.count && !isRevisited[Int(kept.constraint.rawValue)] {
        while j < rechecked.count && rechecked[j].constraint < kept.constraint {
          found.append(rechecked[j])
          j += 1
        }
        found.append(kept)
      }
      found.append(contentsOf: rechecked[j...])
      result = found
      madeFromLast = true
      #if DEBUG
        if constraintTable.live.count <= 4000 {
          assert(result == unmetConstraints(), "the unmet wishes kept from the last list differ from a full pass")
        }
      #endif
    } else {
      result = unmetConstraints()
    }
    caches.unmet = UnmetWatch(frames: frames, revision: conflictState.revision, unmet: result, madeFromLast: madeFromLast)
    return result
  }

  /// Beyond this many moved values, or this many constraints to evaluate
  /// again, the unmet wishes are read whole.
  static let unmetMovedLimit = 64
  static let unmetRevisitLimit = 256

  /// How far an installed optional constraint (above the tie-break
  /// level) misses, when by more than round-off: what the solver's pass in
  /// ``unmetConstraints()`` finds for it. Nil for any other constraint.
  private func unmetError(of id: LayoutConstraintID) -> Double? {
    guard Int(id.rawValue) < constraintTable.constraints.count else { return nil }
    let (solverID, priority) = constraintTable.constraints.withUnsafeBufferPointer { buffer in
      (buffer[Int(id.rawValue)]?.solverID, buffer[Int(id.rawValue)]?.spec.priority)
    }
    guard let solverID, let priority, !priority.isRequired, !priority.isTieBreak else { return nil }
    let error = solver.violation(of: solverID)
    return error > Layout.unmetTolerance ? error : nil
  }
}
