// What must hold after every command, checked in debug builds: every
// installed required constraint is satisfied and every frame is finite.

extension Layout {
  /// Descriptions of broken invariants; empty when all is well.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    for c in allConstraints {
      guard let solverID = c.solverID, c.spec.priority.isRequired else { continue }
      let error = solver.violation(of: solverID)
      if !(error <= requiredTolerance(of: c)) { problems.append("required constraint \(c.name) is off by \(error)") }
    }
    for id in viewsInTreeOrder {
      let f = frame(of: id)
      if ![f.x, f.y, f.width, f.height].allSatisfy(\.isFinite) {
        problems.append("\(view(id).name) has a frame that is not finite")
      }
    }
    return problems
  }

  /// How far a required constraint may be off and still hold: 1e-6 points,
  /// or a billionth of the size of its terms when they run past a thousand
  /// points. The solver drops cells below an absolute 1e-8, so a layout
  /// with sizes in the millions (a fuzzer's 802,100-point label in a
  /// proportional stack) keeps about nine significant digits, not fifteen:
  /// 6.8e-6 off at 802,100 points, 1.9e-3 at ten million.
  func requiredTolerance(of c: LayoutConstraint) -> Double {
    let expression = compile(c.spec).expression
    let size = expression.terms.reduce(abs(expression.constant)) {
      $0 + abs($1.coefficient * solver.value(of: $1.variable))
    }
    return max(1e-6, 1e-9 * size)
  }
}
