/// The ways an operation on a ``Solver`` can fail.
public enum SolverError: Error, Equatable, Sendable {
  /// The required constraints cannot all hold together.
  ///
  /// `involved` holds constraints whose combination proves it (a Farkas
  /// certificate read off the final tableau row); the failing constraint is
  /// not among them. The set is not necessarily minimal. The solver is left
  /// exactly as it was before the call.
  ///
  /// Also thrown when rounding keeps the dual simplex from ending (rows
  /// mixing coefficients like 1e-6 and 1e6; see `dualPivotLimit`): then
  /// `involved` names the constraints of the row it stopped at, which need
  /// not conflict in exact arithmetic.
  case unsatisfiable(involved: [ConstraintID])
  /// The id names no constraint in the solver (never added, or removed).
  case unknownConstraint(ConstraintID)
  /// The variable is already being edited.
  case duplicateEditVariable(Variable)
  /// The variable is not being edited.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional: a required edit could not follow suggestions.
  case requiredEditVariable(Variable)
  /// A value that is NaN or infinite.
  case notFinite
}
