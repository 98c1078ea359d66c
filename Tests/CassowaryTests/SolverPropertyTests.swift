// Property-based tests of the solver against an independent brute-force
// reference.
//
// Each case is a small random system: 1–3 variables, 1–8 constraints
// `a·x + k REL 0` with integer coefficients in -3...3, integer constants in
// -50...50, a random relation and a priority from {1000, 750, 500, 250}.
// The reference below never calls the solver: it enumerates the vertices of
// the hyperplane arrangement in exact integer (rational) arithmetic and takes
// the lexicographic minimum of the per-level error vector over the feasible
// ones. The solver's answer, read back through `value(of:)`, must have the
// same error vector at every level.
//
// Why vertex enumeration is exact. Add the box |x_i| <= B to the system. The
// constraint planes `a·x + k = 0` and the box faces cut the box into cells;
// inside one cell every constraint keeps its sign, so each level's error
// (a sum of |e|, max(0, e), max(0, -e)) is a *linear* function there, and the
// required constraints are linear too. The feasible part of a cell is thus a
// polytope on which a lexicographic minimum of linear functions is reached on
// a face (level 1's optimal face, then level 2's inside it, ...), and every
// non-empty face of a polytope holds a vertex, which is an intersection of n
// independent planes of the arrangement. The cells cover the box, so the
// lexicographic minimum over the box is reached at an arrangement vertex.
// The optimal set is convex (each level minimises a convex function over a
// convex set), and its extreme points are arrangement vertices too, so the
// min and max of x_i over the optimal vertices are its exact range.
//
// The properties: (1) a feasible system is accepted and lexicographically
// optimal; (2) an add is rejected exactly when the required constraints are
// infeasible, with a valid proof, and (2b, 2c) a rejected add or constant
// change leaves the values where they were; (3) after random adds, removals,
// constant changes and edit suggestions the solver is optimal at every step
// and agrees with a fresh solver; (4) the same calls give bit-identical
// values, also on a copy; (5) `optimalRange` is the exact optimal range.
// Failures are shrunk and printed as constraint lists, e.g.
// `1 variable(s): [x0 - 10 <= 0 @1000, x0 + 1 >= 0 @1000, x0 + 5 == 0 @1000]`
// (variables x0, x1, x2; "active[i]" counts the added, non-box constraints).
//
// The box is added to the solver as required constraints wherever the two
// must see the same system. Where the solver runs without it (to test the
// `nil` of an unbounded range), B = 10_000 is far above any vertex of the
// unboxed arrangement (Cramer's rule with these integers bounds those by
// 3!·50·3·3 = 2,700), and a range side counts as unbounded exactly when it
// moves between boxes B and 2B (a side that is bounded does not depend on
// the box; one that is unbounded strictly grows with it).

import PropertyBased
import Testing

@testable import Cassowary

// MARK: - Random systems

private struct ConstraintSpec: Sendable, CustomStringConvertible {
  /// Always three coefficients; a system with n variables uses the first n.
  var coefficients: [Int]
  var constant: Int
  /// 0: ==, 1: <=, 2: >=.
  var relationIndex: Int
  /// 0: required; k > 0: `optionalLevels[k - 1]`.
  var priorityIndex: Int

  func constraint(variables n: Int) -> RefConstraint {
    RefConstraint(
      a: Array(coefficients.prefix(n)), k: constant,
      relation: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][relationIndex],
      level: priorityIndex == 0 ? nil : priorityIndex - 1)
  }

  var description: String { constraint(variables: 3).description }
}

private struct GeneratedSystem: Sendable, CustomStringConvertible {
  var variables: Int
  var specs: [ConstraintSpec]
  var constraints: [RefConstraint] { specs.map { $0.constraint(variables: variables) } }
  var description: String {
    "\(variables) variable(s): [" + constraints.map(\.description).joined(separator: ", ") + "]"
  }
}

/// One step of an incremental scenario; which fields matter depends on `kind`.
private struct Operation: Sendable, CustomStringConvertible {
  /// 0, 1: add `spec`; 2: remove; 3, 4: set a constant; 5: suggest a value
  /// for an edit variable (made one at `levelIndex` first); 6: stop editing.
  var kind: Int
  /// Picks the constraint (modulo the count) or the variable (modulo n).
  var index: Int
  /// The new constant or suggested value.
  var value: Int
  var levelIndex: Int
  var spec: ConstraintSpec

  var description: String {
    switch kind {
    case 0, 1: "add \(spec)"
    case 2: "remove active[\(index)]"
    case 3, 4: "setConstant(\(value)) active[\(index)]"
    case 5: "suggest x\(index) = \(value) @\(Int(optionalLevels[levelIndex]))"
    default: "stopEdit x\(index)"
    }
  }
}

private struct Scenario: Sendable, CustomStringConvertible {
  var system: GeneratedSystem
  var operations: [Operation]
  var description: String {
    "\(system) then [" + operations.map(\.description).joined(separator: "; ") + "]"
  }
}

/// Constraints whose priority is required with probability 1/4.
private let specGen = zip(
  Gen.int(in: -3...3).array(of: 3),
  Gen.int(in: -50...50),
  Gen.int(in: 0...2),
  Gen.int(in: 0...3)
).map { t in
  ConstraintSpec(coefficients: t.0, constant: t.1, relationIndex: t.2, priorityIndex: t.3)
}

/// Constraints whose priority is required with probability 1/2, so that
/// conflicts between required constraints are common.
private let conflictingSpecGen = zip(
  Gen.int(in: -3...3).array(of: 3),
  Gen.int(in: -50...50),
  Gen.int(in: 0...2),
  Gen.int(in: 0...5)
).map { t in
  ConstraintSpec(
    coefficients: t.0, constant: t.1, relationIndex: t.2, priorityIndex: max(0, t.3 - 2))
}

private let systemGen = zip(Gen.int(in: 1...3), specGen.array(of: 1...8))
  .map { n, specs in GeneratedSystem(variables: n, specs: specs) }

private let conflictingSystemGen = zip(Gen.int(in: 1...3), conflictingSpecGen.array(of: 1...8))
  .map { n, specs in GeneratedSystem(variables: n, specs: specs) }

private let operationGen = zip(
  Gen.int(in: 0...6), Gen.int(in: 0...7), Gen.int(in: -50...50), Gen.int(in: 0...2), specGen
).map { t in Operation(kind: t.0, index: t.1, value: t.2, levelIndex: t.3, spec: t.4) }

private let scenarioGen = zip(systemGen, operationGen.array(of: 0...10))
  .map { system, operations in Scenario(system: system, operations: operations) }

/// `setConstant(value)` on the added constraint at `index` (modulo their count).
private struct ConstantChange: Sendable, CustomStringConvertible {
  var index: Int
  var value: Int
  var description: String { "setConstant(\(value)) active[\(index)]" }
}

private let constantChangesGen = zip(
  conflictingSystemGen,
  zip(Gen.int(in: 0...7), Gen.int(in: -50...50))
    .map { index, value in ConstantChange(index: index, value: value) }
    .array(of: 1...10))

// MARK: - Driving the solver

private func strength(_ c: RefConstraint) -> Strength {
  c.level.map { Strength(optionalLevels[$0]) } ?? .required
}

/// A solver driven by a scenario, with the constraints it holds.
private struct Harness {
  var solver = Solver()
  var variables: [Variable] = []
  var n: Int
  /// The box constraints (if any), then the constraints added since.
  var boxIDs: [ConstraintID] = []
  var active: [(id: ConstraintID, constraint: RefConstraint)] = []
  /// The edit constraint of each edited variable, by variable index.
  var edits: [Int: RefConstraint] = [:]
  /// Whether to compare every step with the reference.
  var check: Bool
  /// Whether a rejected add, or a rejected constant change, must leave the
  /// values where they were (the documented contract) rather than merely
  /// optimal for the same system.
  var strictAddRollback = false
  var strictConstantRollback = false
  /// Bit patterns of the values after every step, and each step's outcome.
  var transcript: [UInt64] = []
  var rejections = 0

  init(variables n: Int, withBox: Bool, check: Bool) {
    self.n = n
    self.check = check
    for _ in 0..<n { variables.append(solver.makeVariable()) }
    guard withBox else { return }
    for v in variables {
      for (k, relation) in [(-box, Relation.lessThanOrEqual), (box, .greaterThanOrEqual)] {
        do {
          boxIDs.append(
            try solver.addConstraint(LinearExpression([.init(v)], constant: Double(k)), relation))
        } catch {
          Issue.record("the box alone was rejected: \(error)")
        }
      }
    }
  }

  /// Everything the solver should hold apart from the box.
  var constraints: [RefConstraint] {
    active.map(\.constraint) + edits.keys.sorted().map { edits[$0]! }
  }

  var values: [Double] { variables.map { solver.value(of: $0) } }

  mutating func record(_ outcome: UInt64) {
    transcript.append(outcome)
    transcript += values.map(\.bitPattern)
  }

  /// After a rejected call: the solver must hold the same system. If
  /// `strict`, the values must not have moved at all, not even by round-off
  /// ("the solver is left exactly as it was before the call"); otherwise
  /// they must still be optimal for it.
  func expectUnchanged(_ before: [Double], count: Int, strict: Bool, _ what: String) {
    #expect(solver.constraintCount == count, "constraint count changed by a rejected \(what)")
    guard strict else { return expectOptimal("after a rejected \(what)") }
    let after = values
    #expect(
      zip(before, after).allSatisfy { $0.bitPattern == $1.bitPattern },
      "values moved from \(before) to \(after) after a rejected \(what)")
  }

  mutating func add(_ c: RefConstraint) {
    let feasible = check ? reference(variables: n, constraints + [c], feasibilityOnly: true).feasible : true
    let before = values, count = solver.constraintCount
    do {
      let id = try solver.addConstraint(expression(c, variables), c.relation, strength: strength(c))
      active.append((id, c))
      #expect(feasible, "accepted \(c) although the required constraints are infeasible")
      record(1)
    } catch {
      rejections += 1
      record(0)
      guard check else { return }
      guard case .unsatisfiable(let involved) = error else {
        Issue.record("unexpected error \(error) adding \(c)")
        return
      }
      #expect(!feasible, "rejected \(c) although the reference finds a solution")
      expectUnchanged(before, count: count, strict: strictAddRollback, "add of \(c)")
      // The involved constraints must be in the solver and, with the
      // rejected one, prove infeasibility (only required ones can).
      let known = Dictionary(uniqueKeysWithValues: active.map { ($0.id, $0.constraint) })
      var proof = [c]
      for id in involved {
        if let member = known[id] {
          proof.append(member)
        } else if !boxIDs.contains(id) {
          Issue.record("involved \(id) is not a constraint in the solver")
        }
      }
      #expect(
        !reference(variables: n, proof.filter { $0.level == nil }, feasibilityOnly: true).feasible,
        "involved \(involved) with \(c) are feasible together: \(proof)")
    }
  }

  mutating func remove(_ index: Int) {
    guard !active.isEmpty else { return }
    let i = index % active.count
    do {
      try solver.removeConstraint(active[i].id)
      active.remove(at: i)
    } catch {
      Issue.record("removing \(active[i].constraint) threw \(error)")
    }
    record(2)
  }

  mutating func setConstant(_ index: Int, to k: Int) {
    guard !active.isEmpty else { return }
    let i = index % active.count
    var changed = active
    changed[i].constraint.k = k
    let feasible =
      check
      ? reference(variables: n, changed.map(\.constraint) + edits.values, feasibilityOnly: true).feasible
      : true
    let before = values, count = solver.constraintCount
    do {
      try solver.setConstant(Double(k), of: active[i].id)
      #expect(feasible, "constant \(k) accepted for \(active[i].constraint) though infeasible")
      active = changed
      record(3)
    } catch {
      rejections += 1
      record(4)
      guard check else { return }
      guard case .unsatisfiable = error else {
        Issue.record("unexpected error \(error) setting constant \(k) of \(active[i].constraint)")
        return
      }
      #expect(!feasible, "constant \(k) rejected for \(active[i].constraint) though feasible")
      expectUnchanged(
        before, count: count, strict: strictConstantRollback,
        "constant \(k) of \(active[i].constraint)")
    }
  }

  mutating func suggest(_ index: Int, _ value: Int, level: Int) {
    let i = index % n
    do {
      if edits[i] == nil {
        try solver.addEditVariable(variables[i], strength: Strength(optionalLevels[level]))
        edits[i] = RefConstraint(
          a: (0..<n).map { $0 == i ? 1 : 0 }, k: 0, relation: .equal, level: level)
      }
      try solver.suggestValue(Double(value), for: variables[i])
      edits[i]!.k = -value
    } catch {
      Issue.record("suggesting \(value) for x\(i) threw \(error)")
    }
    record(5)
  }

  mutating func stopEdit(_ index: Int) {
    let i = index % n
    guard edits[i] != nil else { return }
    do {
      try solver.removeEditVariable(variables[i])
      edits[i] = nil
    } catch {
      Issue.record("removing the edit of x\(i) threw \(error)")
    }
    record(6)
  }

  mutating func apply(_ op: Operation) {
    switch op.kind {
    case 0, 1: add(op.spec.constraint(variables: n))
    case 2: remove(op.index)
    case 3, 4: setConstant(op.index, to: op.value)
    case 5: suggest(op.index, op.value, level: op.levelIndex)
    default: stopEdit(op.index)
    }
  }

  /// The solver's state must be lexicographically optimal for what it holds.
  func expectOptimal(_ context: @autoclosure () -> String = "") {
    let held = constraints
    let ref = reference(variables: n, held)
    guard ref.feasible else {
      Issue.record("the solver holds required constraints the reference finds infeasible \(context())")
      return
    }
    for id in boxIDs + active.filter({ $0.constraint.level == nil }).map(\.id) {
      #expect(solver.violation(of: id) <= 1e-6, "required constraint \(id) violated \(context())")
    }
    let mine = errorVector(held, values)
    #expect(
      zip(mine, ref.errors).allSatisfy { isClose($0, $1) },
      "error vector \(mine) but the optimum is \(ref.errors) at values \(values) \(context())")
  }
}

// MARK: - Properties

@Suite struct SolverPropertyTests {
  // Cases per property. A case takes well under a millisecond in a debug
  // build, so the whole suite runs in a few seconds. The coverage checks at
  // the end of each test (only made when every case ran, i.e. nothing failed
  // earlier) make sure the interesting branches were really exercised.
  static let systems = 2000
  static let conflictingSystems = 3000
  static let scenarios = 1500

  /// 1. A feasible system is accepted, keeps its required constraints and
  ///    reaches the lexicographically least error vector.
  @Test func feasibleSystemsReachTheLexicographicOptimum() async {
    var cases = 0, feasibleCases = 0
    await propertyCheck(count: Self.systems, input: systemGen) { system in
      cases += 1
      let constraints = system.constraints
      let ref = reference(variables: system.variables, constraints)
      guard ref.feasible else { return }
      feasibleCases += 1
      var h = Harness(variables: system.variables, withBox: true, check: false)
      for c in constraints {
        do {
          let id = try h.solver.addConstraint(
            expression(c, h.variables), c.relation, strength: strength(c))
          h.active.append((id, c))
        } catch {
          Issue.record("\(c) threw \(error) though the system is feasible")
          return
        }
      }
      for (id, c) in h.active {
        let own = c.violation(h.values)
        #expect(isClose(h.solver.violation(of: id), own), "violation(of:) of \(c) is not \(own)")
      }
      h.expectOptimal()
    }
    if cases == Self.systems {
      #expect(feasibleCases >= cases / 2, "only \(feasibleCases) feasible systems were generated")
    }
  }

  /// 1b. The same with an add's dual pass in the order of before (lowest id
  ///     first): both orders must end at the optimum; they may differ only
  ///     where it is not unique, which `expectOptimal` allows.
  @Test func addsRepairedLowestIDFirstReachTheOptimumToo() async {
    await propertyCheck(count: Self.systems, input: systemGen) { system in
      let constraints = system.constraints
      guard reference(variables: system.variables, constraints).feasible else { return }
      var h = Harness(variables: system.variables, withBox: true, check: false)
      h.solver.addDualOrder = .lowestID
      for c in constraints {
        do {
          let id = try h.solver.addConstraint(expression(c, h.variables), c.relation, strength: strength(c))
          h.active.append((id, c))
        } catch {
          Issue.record("\(c) threw \(error) though the system is feasible")
          return
        }
      }
      h.expectOptimal()
    }
  }

  /// 2. Constraints are added one by one: an add throws `.unsatisfiable`
  ///    exactly when the reference finds the required ones infeasible, the
  ///    reported constraints prove it, and after a rejected add the solver
  ///    is still optimal for the constraints it held.
  @Test func infeasibleAddsAreRejectedWithAProof() async {
    var cases = 0, rejectingCases = 0
    await propertyCheck(count: Self.conflictingSystems, input: conflictingSystemGen) { system in
      cases += 1
      var h = Harness(variables: system.variables, withBox: true, check: true)
      for c in system.constraints { h.add(c) }
      if h.rejections > 0 { rejectingCases += 1 }
      #expect(
        h.rejections > 0
          || reference(variables: system.variables, system.constraints, feasibilityOnly: true).feasible,
        "no add was rejected although the system is infeasible")
      h.expectOptimal("after the adds")
    }
    if cases == Self.conflictingSystems {
      #expect(rejectingCases >= cases / 6, "only \(rejectingCases) systems had a rejected add")
    }
  }

  /// 2b. "The solver is left exactly as it was before the call"
  ///     (`SolverError.unsatisfiable`): after a rejected add every value is
  ///     bit-identical to its value before the call, even when the variable
  ///     could take other optimal values.
  @Test func rejectedAddsLeaveValuesUnchanged() async {
    var cases = 0, rejections = 0
    await propertyCheck(count: Self.conflictingSystems, input: conflictingSystemGen) { system in
      cases += 1
      var h = Harness(variables: system.variables, withBox: true, check: true)
      h.strictAddRollback = true
      for c in system.constraints { h.add(c) }
      rejections += h.rejections
    }
    if cases == Self.conflictingSystems {
      #expect(rejections >= cases / 5, "only \(rejections) rejected adds were generated")
    }
  }

  /// 2c. The same for `setConstant`: "the old constant is kept", and with it
  ///     every value, bit for bit.
  @Test func rejectedConstantChangesLeaveValuesUnchanged() async {
    var cases = 0, rejections = 0
    await propertyCheck(count: Self.scenarios, input: constantChangesGen) { system, changes in
      cases += 1
      var h = Harness(variables: system.variables, withBox: true, check: true)
      for c in system.constraints { h.add(c) }
      let rejectedAdds = h.rejections
      h.strictConstantRollback = true
      for change in changes { h.setConstant(change.index, to: change.value) }
      rejections += h.rejections - rejectedAdds
    }
    if cases == Self.scenarios {
      #expect(rejections >= cases / 12, "only \(rejections) rejected constant changes were generated")
    }
  }

  /// 3. After random adds, removals, constant changes and edits the solver is
  ///    optimal at every step and matches a fresh solver of the final set.
  @Test func incrementalChangesMatchAFreshSolve() async {
    await propertyCheck(count: Self.scenarios, input: scenarioGen) { scenario in
      let n = scenario.system.variables
      var h = Harness(variables: n, withBox: true, check: true)
      for c in scenario.system.constraints { h.add(c) }
      for (step, op) in scenario.operations.enumerated() {
        h.apply(op)
        h.expectOptimal("after step \(step): \(op)")
      }
      var fresh = Harness(variables: n, withBox: true, check: false)
      for c in h.constraints { fresh.add(c) }
      #expect(fresh.rejections == 0, "a fresh solver rejects the final set \(h.constraints)")
      let final = h.constraints
      let incremental = errorVector(final, h.values), rebuilt = errorVector(final, fresh.values)
      #expect(
        zip(incremental, rebuilt).allSatisfy { isClose($0, $1) },
        "incremental errors \(incremental) but fresh \(rebuilt)")
      fresh.expectOptimal("in the fresh solver")
    }
  }

  /// 4. The same calls give the same values, bit for bit; a copy of the
  ///    solver is independent of the original and behaves identically.
  @Test func sameCallsGiveBitIdenticalValues() async {
    await propertyCheck(count: Self.scenarios, input: scenarioGen) { scenario in
      let n = scenario.system.variables
      func build() -> Harness {
        var h = Harness(variables: n, withBox: scenario.operations.count % 2 == 0, check: false)
        for c in scenario.system.constraints { h.add(c) }
        return h
      }
      var first = build(), second = build()
      #expect(first.transcript == second.transcript, "building twice differs")
      var copy = first
      let valuesAtCopy = copy.values.map(\.bitPattern)
      for op in scenario.operations {
        first.apply(op)
        second.apply(op)
      }
      #expect(copy.values.map(\.bitPattern) == valuesAtCopy, "changing the original moved its copy")
      for op in scenario.operations { copy.apply(op) }
      #expect(first.transcript == second.transcript, "the same operations gave different values")
      #expect(first.transcript == copy.transcript, "a copy diverged from the original")
      for v in first.variables {
        let a = first.solver.optimalRange(of: v), b = second.solver.optimalRange(of: v)
        #expect(
          a.lower?.bitPattern == b.lower?.bitPattern && a.upper?.bitPattern == b.upper?.bitPattern,
          "optimalRange(of: \(v)) differs: \(a) vs \(b)")
      }
    }
  }

  /// 5. `optimalRange` is the exact range over all optimal solutions, with
  ///    nil for an unbounded side; the solver runs without the box here.
  @Test func optimalRangeMatchesTheOptimalSet() async {
    var cases = 0, fixed = 0, open = 0, unbounded = 0
    await propertyCheck(count: Self.scenarios, input: scenarioGen) { scenario in
      cases += 1
      let n = scenario.system.variables
      var h = Harness(variables: n, withBox: false, check: false)
      for c in scenario.system.constraints { h.add(c) }
      for op in scenario.operations { h.apply(op) }
      let held = h.constraints
      let ref = reference(variables: n, held), wide = reference(variables: n, held, box: 2 * box)
      guard ref.feasible, wide.feasible else {
        Issue.record("the solver holds infeasible required constraints")
        return
      }
      // The box must not matter to the optimum itself (see the file's header).
      #expect(ref.errors == wide.errors, "reference depends on the box: \(ref.errors) vs \(wide.errors)")
      let mine = errorVector(held, h.values)
      #expect(
        zip(mine, ref.errors).allSatisfy { isClose($0, $1) },
        "error vector \(mine) but the optimum is \(ref.errors)")

      // The reports' path: the probes pivot the solver itself, leave the
      // rows of variables behind (`isLeftAloneByProbe`) and roll back.
      let inPlace = h.solver.optimalRangesInPlace(of: h.variables)
      for i in 0..<n {
        let (lo, hi) = ref.extremes(of: i), (wideLo, wideHi) = wide.extremes(of: i)
        let lower: Double? = lo.0 * wideLo.1 == wideLo.0 * lo.1 ? Double(lo.0) / Double(lo.1) : nil
        let upper: Double? = hi.0 * wideHi.1 == wideHi.0 * hi.1 ? Double(hi.0) / Double(hi.1) : nil
        let range = h.solver.optimalRange(of: h.variables[i])
        let value = h.values[i]
        if lo.0 * hi.1 == hi.0 * lo.1 {
          // "The two are equal when the value is determined": a determined
          // value found through the probe can differ by round-off, which
          // callers tolerate (the layout model allows 1e-7).
          fixed += 1
          #expect(
            range.lower != nil && range.upper != nil
              && abs(range.lower! - range.upper!) <= 1e-9 * max(1, abs(value)),
            "x\(i) is determined (\(String(describing: lower))) but optimalRange gives \(range)")
        } else if lower == nil || upper == nil {
          unbounded += 1
        } else {
          open += 1
        }
        let matches = { (got: Double?, want: Double?) -> Bool in
          switch (got, want) {
          case (nil, nil): true
          case (let g?, let w?): isClose(g, w)
          default: false
          }
        }
        #expect(
          matches(range.lower, lower) && matches(range.upper, upper),
          "optimalRange(of: x\(i)) is \(range) but the optimal set spans \(String(describing: lower))...\(String(describing: upper))")
        #expect(
          matches(inPlace[i].lower, lower) && matches(inPlace[i].upper, upper),
          "optimalRangesInPlace gives x\(i) \(inPlace[i]) but the optimal set spans \(String(describing: lower))...\(String(describing: upper))")
        #expect(
          (range.lower.map { $0 <= value + 1e-6 } ?? true) && (range.upper.map { value <= $0 + 1e-6 } ?? true),
          "x\(i) = \(value) lies outside its own range \(range)")
      }
    }
    if cases == Self.scenarios {
      #expect(
        fixed >= cases && open >= cases / 25 && unbounded >= cases / 5,
        "range cases: \(fixed) fixed, \(open) open, \(unbounded) unbounded")
    }
  }
}
