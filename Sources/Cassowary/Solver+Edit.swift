// Edit variables: a variable a caller will move repeatedly (a drag, a window
// resize). Each is an optional equality `v == value` whose constant changes
// in place and is re-solved by the dual simplex, never by a fresh add.

extension Solver {
  /// Makes `variable` editable at `strength`, starting at its current value.
  ///
  /// Starting at the current value (kiwi starts at 0) means the first
  /// suggestion moves nothing that is not asked to move.
  ///
  /// - Throws: `.duplicateEditVariable`, `.requiredEditVariable`.
  public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    guard constraints.editConstraints[variable] == nil else { throw .duplicateEditVariable(variable) }
    guard !strength.isRequired else { throw .requiredEditVariable(variable) }
    let current = value(of: variable)
    let id = try addConstraint(
      LinearExpression([.init(variable)], constant: -current), .equal, strength: strength)
    constraints.editConstraints[variable] = id
  }

  /// Stops editing `variable`; its value then follows the other constraints.
  public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let id = constraints.editConstraints.removeValue(forKey: variable) else {
      throw .unknownEditVariable(variable)
    }
    try removeConstraint(id)
  }

  public func hasEditVariable(_ variable: Variable) -> Bool {
    constraints.editConstraints[variable] != nil
  }

  /// Asks for `variable` to be `value`, as far as higher priorities allow.
  ///
  /// - Complexity: proportional to the rows holding the edit's error
  ///   symbol, plus the dual simplex's pivots (usually none or a few).
  public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let id = constraints.editConstraints[variable] else { throw .unknownEditVariable(variable) }
    try setConstant(-value, of: id)
  }
}
