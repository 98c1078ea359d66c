// The code of Cassowary.docc/GettingStarted.md, as a library user types it
// (no @testable import), with the values the article states: if the
// article's example stops compiling or its numbers change, this fails.

import Cassowary
import Testing

@Suite struct GettingStartedTests {
  @Test func theArticlesExampleGivesTheValuesItStates() throws {
    var solver = Solver()
    let left = solver.makeVariable()
    let width = solver.makeVariable()

    // left == 20
    try solver.addConstraint(LinearExpression([.init(left)], constant: -20), .equal)
    // width >= 100
    try solver.addConstraint(LinearExpression([.init(width)], constant: -100), .greaterThanOrEqual)
    // left + width <= 300
    try solver.addConstraint(
      LinearExpression([.init(left), .init(width)], constant: -300), .lessThanOrEqual)
    // width == 150, if the required constraints allow it
    let wish = try solver.addConstraint(
      LinearExpression([.init(width)], constant: -150), .equal, strength: Strength(250))

    solver.updateValues()
    #expect(solver.value(of: left) == 20)
    #expect(solver.value(of: width) == 150)
    #expect(solver.violation(of: wish) == 0)

    try solver.addEditVariable(width, strength: Strength(500))
    try solver.suggestValue(400, for: width)
    solver.updateValues()
    #expect(solver.value(of: width) == 280)

    try solver.suggestValue(120, for: width)
    solver.updateValues()
    #expect(solver.value(of: width) == 120)

    var refused = false
    do {
      // width <= 50 contradicts width >= 100
      try solver.addConstraint(LinearExpression([.init(width)], constant: -50), .lessThanOrEqual)
    } catch {
      if case .unsatisfiable(let involved) = error { refused = !involved.isEmpty }
    }
    #expect(refused)
    solver.updateValues()
    #expect(solver.value(of: width) == 120)
  }

  @Test func editVariablesMustBeOptional() {
    var solver = Solver()
    let x = solver.makeVariable()
    #expect(throws: SolverError.requiredEditVariable(x)) {
      try solver.addEditVariable(x, strength: .required)
    }
  }
}
