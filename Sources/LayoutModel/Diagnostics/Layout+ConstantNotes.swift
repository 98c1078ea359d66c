// Constant changes, sorted out at the next ambiguity refresh
// (Layout+AmbiguityCache.swift): a constant that came back to the value the
// last measurement saw touches nothing.
//
// The text settle restarts a label by setting its content size to the
// unwrapped text's and then wraps it back, so after a height constant in a
// list of cards every label the change moved had its width constants
// changed and put back. Touched at once, those changes made every card's
// horizontal part stale, and each refresh probed every card's open widths
// again (143 memo keys and their held-at-zero proofs per command in the
// 10,000-command replay). A constant that came back leaves the layout's
// equations as they were measured, so every range is what it was.

import Cassowary

extension Layout {
  /// A constant change noted for the next refresh: the constraint, the
  /// solver's id for it then, and the constant the solver held before.
  struct ConstantNote: Sendable {
    var constraint: LayoutConstraintID
    var solverID: ConstraintID
    var before: Double
  }

  /// Notes that constraint `id` (installed as `solverID`) is about to get a
  /// new constant. Called before the solver's change, so that the note
  /// holds the constant the last measurement saw, if this is the first
  /// change since.
  mutating func ambiguityConstantChanging(_ id: LayoutConstraintID, solverID: ConstraintID) {
    guard caches.ambiguity.isValid, !caches.ambiguity.touchedEverything, let before = solver.constant(of: solverID)
    else { return }
    caches.ambiguity.constantNotes.append(ConstantNote(constraint: id, solverID: solverID, before: before))
    if caches.ambiguity.constantNotes.count > AmbiguityCache.touchedLimit {
      caches.ambiguity.touchedEverything = true
      caches.ambiguity.touched = []
      caches.ambiguity.constantNotes = []
    }
  }

  /// Turns the constant notes into touched variables: those of each
  /// constraint whose constant (as the solver holds it) is not the one it
  /// held at the last measurement, or that is no longer installed as it
  /// was (taking it out or putting it in touched its variables already;
  /// touched again here, to be safe).
  mutating func touchChangedConstants() {
    guard !caches.ambiguity.constantNotes.isEmpty else { return }
    let notes = caches.ambiguity.constantNotes
    caches.ambiguity.constantNotes = []
    // The first note of a constraint holds the constant measured last.
    var seen = [Bool](repeating: false, count: constraintTable.constraints.count)
    for note in notes {
      let i = Int(note.constraint.rawValue)
      guard i < seen.count, !seen[i] else { continue }
      seen[i] = true
      let unchanged = constraintTable.constraints.withUnsafeBufferPointer { buffer in
        buffer[i]?.solverID == note.solverID
          && solver.constant(of: note.solverID)?.bitPattern == note.before.bitPattern
      }
      if unchanged { continue }
      let variables = constraintTable.constraints.withUnsafeBufferPointer { $0[i]?.solverVariables ?? [] }
      ambiguityTouched(variables)
    }
  }
}
