// Differential tests: the solver against the exact reference
// (ExactReference.swift), step by step through random scenarios of adds,
// removals, constant changes and edit suggestions, with required
// constraints and three optional levels.
//
// After every step:
//   - an add or constant change is refused exactly when the required
//     constraints would be infeasible;
//   - every required constraint the solver holds is satisfied within 1e-9;
//   - the error vector (per optional level) is the exact lexicographic
//     optimum within 1e-6;
//   - every variable whose optimal value is unique equals it within 1e-6.
//
// The normal test run checks `defaultCount` scenarios; set ALREPL_DIFF_COUNT
// for more (the issue asks for 10,000+):
//   ALREPL_DIFF_COUNT=10000 swift test -c release --filter SolverDifferentialTests
// A failure names its seed; ALREPL_DIFF_SEED=N runs that one scenario alone.

import Foundation
import Testing

@testable import Cassowary

/// SplitMix64: small, fast and the same on every platform, so a seed
/// reproduces a scenario anywhere.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One scenario, driven against the solver and the reference in lockstep.
private struct DifferentialRun {
  let seed: UInt64
  var rng: SplitMix64
  let n: Int
  var solver = Solver()
  var variables: [Variable] = []
  var boxIDs: [ConstraintID] = []
  var active: [(id: ConstraintID, constraint: RefConstraint)] = []
  var edits: [Int: RefConstraint] = [:]
  var log: [String] = []
  var stats = Stats()

  struct Stats {
    var steps = 0, rejected = 0, uniqueValues = 0, comparedValues = 0
  }

  init(seed: UInt64) {
    self.seed = seed
    rng = SplitMix64(seed: seed)
    n = Int.random(in: 1...3, using: &rng)
    for _ in 0..<n { variables.append(solver.makeVariable()) }
    for v in variables {
      for (k, relation) in [(-box, Relation.lessThanOrEqual), (box, .greaterThanOrEqual)] {
        boxIDs.append(try! solver.addConstraint(LinearExpression([.init(v)], constant: Double(k)), relation))
      }
    }
  }

  var held: [RefConstraint] { active.map(\.constraint) + edits.keys.sorted().map { edits[$0]! } }
  var values: [Double] { variables.map { solver.value(of: $0) } }
  var context: String { "seed \(seed), \(n) variable(s), steps: " + log.joined(separator: "; ") }

  mutating func randomConstraint() -> RefConstraint {
    // Required about a third of the time, so refusals are common too.
    let level = Int.random(in: 0...4, using: &rng)
    return RefConstraint(
      a: (0..<n).map { _ in Int.random(in: -3...3, using: &rng) }, k: Int.random(in: -50...50, using: &rng),
      relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0...2, using: &rng)],
      level: level < 2 ? nil : level - 2)
  }

  /// Boxed required constraints are feasible by the reference.
  func feasible(_ constraints: [RefConstraint]) -> Bool {
    reference(variables: n, constraints, feasibilityOnly: true).feasible
  }

  mutating func step() {
    stats.steps += 1
    switch Int.random(in: 0...9, using: &rng) {
    case 0...3: add(randomConstraint())
    case 4: remove()
    case 5, 6: setConstant()
    case 7, 8: suggest()
    default: stopEdit()
    }
    check()
  }

  mutating func add(_ c: RefConstraint) {
    log.append("add \(c)")
    let shouldHold = feasible(held + [c])
    let strength = c.level.map { Strength(optionalLevels[$0]) } ?? .required
    do {
      let id = try solver.addConstraint(expression(c, variables), c.relation, strength: strength)
      active.append((id, c))
      #expect(shouldHold, "accepted an infeasible required constraint, \(context)")
    } catch {
      stats.rejected += 1
      log[log.count - 1] += " (refused)"
      #expect(!shouldHold, "refused \(c) though the reference finds a solution, \(context)")
    }
  }

  mutating func remove() {
    guard !active.isEmpty else { return }
    let i = Int.random(in: 0..<active.count, using: &rng)
    log.append("remove \(active[i].constraint)")
    let id = active[i].id
    must { (s: inout Solver) throws(SolverError) in try s.removeConstraint(id) }
    active.remove(at: i)
  }

  mutating func setConstant() {
    guard !active.isEmpty else { return }
    let i = Int.random(in: 0..<active.count, using: &rng)
    let k = Int.random(in: -50...50, using: &rng)
    log.append("setConstant(\(k)) of \(active[i].constraint)")
    var changed = active
    changed[i].constraint.k = k
    let shouldHold = feasible(changed.map(\.constraint) + edits.keys.sorted().map { edits[$0]! })
    do {
      try solver.setConstant(Double(k), of: active[i].id)
      active = changed
      #expect(shouldHold, "accepted an infeasible constant, \(context)")
    } catch {
      stats.rejected += 1
      log[log.count - 1] += " (refused)"
      #expect(!shouldHold, "refused a feasible constant, \(context)")
    }
  }

  mutating func suggest() {
    let i = Int.random(in: 0..<n, using: &rng)
    let value = Int.random(in: -60...60, using: &rng)
    if edits[i] == nil {
      let level = Int.random(in: 0..<optionalLevels.count, using: &rng)
      log.append("edit x\(i) @\(Int(optionalLevels[level]))")
      let v = variables[i]
      must { (s: inout Solver) throws(SolverError) in try s.addEditVariable(v, strength: Strength(optionalLevels[level])) }
      edits[i] = RefConstraint(a: (0..<n).map { $0 == i ? 1 : 0 }, k: 0, relation: .equal, level: level)
    }
    log.append("suggest x\(i) = \(value)")
    let edited = variables[i]
    must { (s: inout Solver) throws(SolverError) in try s.suggestValue(Double(value), for: edited) }
    edits[i]!.k = -value
  }

  mutating func stopEdit() {
    let i = Int.random(in: 0..<n, using: &rng)
    guard edits[i] != nil else { return }
    log.append("stop editing x\(i)")
    let stopped = variables[i]
    must { (s: inout Solver) throws(SolverError) in try s.removeEditVariable(stopped) }
    edits[i] = nil
  }

  /// A call that cannot fail here; a throw is a failure of the test.
  mutating func must(_ body: (inout Solver) throws(SolverError) -> Void) {
    do { try body(&solver) } catch { Issue.record("\(error), \(context)") }
  }

  mutating func check() {
    let constraints = held
    let ref = reference(variables: n, constraints)
    guard ref.feasible else {
      Issue.record("the solver holds infeasible required constraints, \(context)")
      return
    }
    for id in boxIDs + active.filter({ $0.constraint.level == nil }).map(\.id) {
      let off = solver.violation(of: id)
      #expect(off <= 1e-9, "a required constraint is off by \(off), \(context)")
    }
    let mine = errorVector(constraints, values)
    #expect(
      zip(mine, ref.errors).allSatisfy { isClose($0, $1) },
      "error vector \(mine), but the optimum is \(ref.errors), \(context)")
    let x = values
    for i in 0..<n {
      let (lo, hi) = ref.extremes(of: i)
      guard lo.0 * hi.1 == hi.0 * lo.1 else { continue }
      stats.uniqueValues += 1
      let exact = Double(lo.0) / Double(lo.1)
      #expect(isClose(x[i], exact), "x\(i) = \(x[i]) but its unique optimum is \(exact), \(context)")
    }
    stats.comparedValues += n
  }
}

@Suite struct SolverDifferentialTests {
  /// Scenarios in the normal test run; ALREPL_DIFF_COUNT overrides it.
  static let defaultCount = 1500
  static let stepsPerScenario = 12

  static var count: Int {
    ProcessInfo.processInfo.environment["ALREPL_DIFF_COUNT"].flatMap(Int.init) ?? defaultCount
  }

  @Test func solverMatchesTheExactReference() {
    let env = ProcessInfo.processInfo.environment
    let seeds: [UInt64] = env["ALREPL_DIFF_SEED"].flatMap(UInt64.init).map { [$0] } ?? Array(1...UInt64(Self.count))
    var total = DifferentialRun.Stats()
    for seed in seeds {
      var run = DifferentialRun(seed: seed)
      for _ in 0..<Self.stepsPerScenario { run.step() }
      total.steps += run.stats.steps
      total.rejected += run.stats.rejected
      total.uniqueValues += run.stats.uniqueValues
      total.comparedValues += run.stats.comparedValues
    }
    print(
      "differential: \(seeds.count) scenarios, \(total.steps) steps checked, \(total.rejected) refusals, "
        + "\(total.uniqueValues) of \(total.comparedValues) values unique and compared")
    if seeds.count >= 500 {
      // The scenarios must exercise what they claim to.
      #expect(total.rejected >= seeds.count / 10, "only \(total.rejected) refusals")
      #expect(total.uniqueValues >= total.comparedValues / 4, "only \(total.uniqueValues) unique values")
    }
  }
}
