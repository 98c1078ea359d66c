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
    /// The `==` constraint behind each edit variable.
    var editConstraints: [Variable: ConstraintID] = [:]
    /// Constraints currently in the solver.
    var count = 0
  }
}
