// The constraints as the caller gave them: one of the solver's named parts
// (see Solver.swift). The tableau holds them only as rows; these records are
// what removals, constant changes and violation reports read.

extension Solver {
  struct ConstraintRecord: Sendable {
    var expression: LinearExpression
    var relation: Relation
    var strength: Strength
    /// The symbol that identifies the constraint's row in the tableau.
    var marker: Symbol
    /// The second error symbol of an optional equality, or the error of an
    /// optional inequality; `.invalid` otherwise.
    var other: Symbol
    /// The coefficient of `marker` in the constraint's original row; used
    /// to change the constant in place.
    var markerSign: Double
  }

  struct ConstraintStore: Sendable {
    /// By constraint id; nil once removed. A refused add takes its record
    /// back, so its id goes to the next add.
    var records: [ConstraintRecord?] = []
    /// The ids of the records that are not nil, in order: the passes over
    /// every constraint that reports make after every command walk these,
    /// so that they cost what the solver holds, not every constraint a long
    /// session ever made. (Ids are not reused: a symbol left in the tableau
    /// names its constraint by id, and a reused id would name another.)
    var live: [Int32] = []

    /// Takes a removed record's id out of `live`.
    ///
    /// - Complexity: O(live records).
    mutating func removeLive(_ id: Int32) {
      var lo = 0, hi = live.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if live[mid] < id { lo = mid + 1 } else { hi = mid }
      }
      if lo < live.count && live[lo] == id { live.remove(at: lo) }
    }
    /// The `==` constraint behind each edit variable.
    var editConstraints: [Variable: ConstraintID] = [:]
    /// Constraints currently in the solver.
    var count = 0
  }
}
