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
    var editConstraints = EditConstraints()
    /// Constraints currently in the solver.
    var count = 0
    /// The live constraints' terms flattened for the violation passes
    /// (Solver+ViolationProgram.swift), shared by the solver's copies.
    let violationProgram = ViolationProgramSlot()

    /// What a constant change reads of record `index` (which must be in the
    /// solver), read in place: a copy of the record would retain and
    /// release its expression's terms.
    func shiftFacts(of index: Int) -> (constant: Double, marker: Symbol, markerSign: Double, isRequired: Bool) {
      records.withUnsafeBufferPointer { records in
        (
          records[index]!.expression.constant, records[index]!.marker, records[index]!.markerSign,
          records[index]!.strength.isRequired
        )
      }
    }
  }

  /// The `==` constraint behind each edit variable, by variable id: every
  /// suggestion looks its edit up, and hashing the variable for a
  /// dictionary cost as much as the rest of a cached suggestion's shift.
  /// Reads and writes like the dictionary it replaces.
  struct EditConstraints: Sendable {
    /// By variable id: the constraint's raw id, or -1 for none.
    private var byVariable: [Int32] = []

    subscript(variable: Variable) -> ConstraintID? {
      get {
        let i = Int(variable.id)
        guard i < byVariable.count, byVariable[i] >= 0 else { return nil }
        return ConstraintID(rawValue: byVariable[i])
      }
      set {
        let i = Int(variable.id)
        if i >= byVariable.count {
          guard newValue != nil else { return }
          byVariable.append(contentsOf: repeatElement(-1, count: i + 1 - byVariable.count))
        }
        byVariable[i] = newValue?.rawValue ?? -1
      }
    }

    /// Removes `variable`'s edit; returns its constraint, nil if none.
    mutating func removeValue(forKey variable: Variable) -> ConstraintID? {
      let id = self[variable]
      if id != nil { self[variable] = nil }
      return id
    }
  }
}
