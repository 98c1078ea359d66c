// What must hold after every command, checked in debug builds: every
// installed required constraint is satisfied and every frame is finite.

extension Layout {
  /// Descriptions of broken invariants; empty when all is well.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    for c in allConstraints {
      guard let solverID = c.solverID, c.spec.priority.isRequired else { continue }
      let error = solver.violation(of: solverID)
      if !(error <= 1e-6) { problems.append("required constraint \(c.name) is off by \(error)") }
    }
    for id in viewsInTreeOrder {
      let f = frame(of: id)
      if ![f.x, f.y, f.width, f.height].allSatisfy(\.isFinite) {
        problems.append("\(view(id).name) has a frame that is not finite")
      }
    }
    return problems
  }
}
