// Definitions that refer to rows, tested in lockstep: the same random
// operations on a solver that makes every row it can a definition
// (definitionLimit 0) and on one that makes none (.max), checking the
// tableau's invariants, the values, the optimum and the ambiguity ranges
// after every step. At the default threshold the small systems of the
// other property tests never make a definition that refers to rows.
// Written by a review of the change (11-26), which found with it the
// unjournaled flag in expandInPlace.

import Foundation
import Testing

@testable import Cassowary

/// Internal invariants of the tableau; empty when all hold.
func definitionInvariantProblems(_ s: Solver) -> [String] {
  var out: [String] = []
  var occ = [Int32](repeating: 0, count: s.tableau.slotOfSymbol.count)
  for slot in s.tableau.rows.indices {
    let basic = s.tableau.basics[slot]
    guard basic.isValid else {
      if !s.tableau.rows[slot].cells.isEmpty { out.append("free slot \(slot) has cells") }
      continue
    }
    if s.tableau.slotOfSymbol[Int(basic.id)] != Int32(slot) { out.append("slotOfSymbol of \(basic.id) is not \(slot)") }
    var held: [Int] = []
    for cell in s.tableau.rows[slot].cells {
      occ[Int(cell.symbol.id)] += 1
      if cell.symbol.id == basic.id { out.append("row \(slot) holds its own basic") }
      let c = Int(s.tableau.slotOfSymbol[Int(cell.symbol.id)])
      if c >= 0 { held.append(c) }
      // column index must be a superset
      var found = false
      for k in 0..<s.tableau.columns.count(of: Int(cell.symbol.id)) where Int(s.tableau.columns.entry(Int(cell.symbol.id), k)) == slot {
        found = true
      }
      if !found { out.append("column of \(cell.symbol.id) misses slot \(slot)") }
    }
    if !held.isEmpty && !basic.isExternal { out.append("reduced row \(slot) (basic \(basic.id) \(basic.kind)) holds basic symbols") }
    if !held.isEmpty && !s.tableau.refersToRows[slot] {
      out.append("row \(slot) (basic \(basic.id)) holds basic symbols but refersToRows is false")
    }
    for c in held where s.tableau.ranks[c] >= s.tableau.ranks[slot] {
      out.append("rank: row \(slot) rank \(s.tableau.ranks[slot]) refers to row \(c) rank \(s.tableau.ranks[c])")
    }
    for k in 0..<s.objective.levelCount where s.objective.cost(of: basic, level: k) != 0 {
      out.append("objective level \(k) holds basic \(basic.id)")
    }
  }
  for id in occ.indices where occ[id] != s.tableau.columns.occurrences(of: id) {
    out.append("occurrences[\(id)] = \(s.tableau.columns.occurrences(of: id)) but \(occ[id]) rows hold it")
  }
  if s.probe.auxiliary != nil { out.append("auxiliary left set") }
  if !s.probe.pinned.isEmpty { out.append("pinned left set") }
  return out
}

/// Rows flagged as referring that hold no basic symbol.
func staleReferenceFlags(_ s: Solver) -> Int {
  var n = 0
  for slot in s.tableau.rows.indices where s.tableau.basics[slot].isValid && s.tableau.refersToRows[slot] {
    if !s.holdsBasicSymbol(s.tableau.rows[slot]) { n += 1 }
  }
  return n
}

private func close(_ a: Double, _ b: Double, _ tol: Double = 1e-6) -> Bool {
  abs(a - b) <= tol * max(1, abs(a), abs(b))
}

/// Value problems: the cache (if current) against evaluation, evaluation
/// against expansion, and updateValues against evaluation.
func definitionValueProblems(_ s: inout Solver, _ vars: [Variable]) -> [String] {
  var out: [String] = []
  var fresh = s
  fresh.definitions.valuesAreCurrent = false
  let evaluated = vars.map { fresh.value(of: $0) }
  if s.definitions.valuesAreCurrent {
    let cached = vars.map { s.value(of: $0) }
    for i in vars.indices where !close(cached[i], evaluated[i]) {
      out.append("STALE cache: v\(i) cached \(cached[i]) evaluated \(evaluated[i])")
    }
  }
  var e = s
  for i in vars.indices {
    guard let slot = e.slot(of: vars[i].symbol) else { continue }
    let x = e.expanded(e.tableau.rows[slot]).constant
    if !close(x, evaluated[i]) { out.append("v\(i): expansion constant \(x) but evaluated \(evaluated[i])") }
  }
  s.updateValues()
  let updated = vars.map { s.value(of: $0) }
  for i in vars.indices where !close(updated[i], evaluated[i]) {
    out.append("updateValues: v\(i) = \(updated[i]) but evaluated \(evaluated[i])")
  }
  return out
}

private struct LockstepSide {
  var solver = Solver()
  var vars: [Variable] = []
  var ids: [ConstraintID] = []  // parallel to the harness's `active`
  var edits: [Int: Bool] = [:]
}

private struct LockstepSpec {
  var terms: [(Int, Double)]
  var constant: Double
  var relation: Relation
  var strength: Strength
  var description: String {
    let t = terms.map { "\($0.1)*v\($0.0)" }.joined(separator: " + ")
    let r = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
    return "\(t) + \(constant) \(r) 0 @\(strength.value)"
  }
}

private struct LockstepRun {
  var rng: SplitMix64
  var p = LockstepSide()  // plain (no definitions)
  var d = LockstepSide()  // definitions everywhere
  var active: [LockstepSpec] = []
  var log: [String] = []
  var problems: [String] = []
  var inexactSeen = 0
  /// The most rows flagged as referring at once in the definitions solver.
  var referringSeen = 0
  let seed: UInt64
  let checkRanges: Bool

  init(seed: UInt64, checkRanges: Bool) {
    self.seed = seed
    self.checkRanges = checkRanges
    rng = SplitMix64(seed: seed)
    p.solver.definitionLimit = .max
    d.solver.definitionLimit = 0
  }

  mutating func newVariable() -> Int {
    p.vars.append(p.solver.makeVariable())
    d.vars.append(d.solver.makeVariable())
    return p.vars.count - 1
  }

  func expr(_ spec: LockstepSpec, _ side: LockstepSide) -> LinearExpression {
    LinearExpression(spec.terms.map { .init(side.vars[$0.0], $0.1) }, constant: spec.constant)
  }

  mutating func randomSpec() -> LockstepSpec {
    let strengths: [Strength] = [.required, .required, Strength(750), Strength(500), Strength(250)]
    let strength = strengths[Int.random(in: 0..<strengths.count, using: &rng)]
    let relation: Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0...3, using: &rng)]
    if p.vars.count >= 2 && Int.random(in: 0...2, using: &rng) == 0 {
      // a list link: fresh = old + other + c
      let a = Int.random(in: 0..<p.vars.count, using: &rng)
      let b = Int.random(in: 0..<p.vars.count, using: &rng)
      let f = newVariable()
      return LockstepSpec(
        terms: [(f, 1), (a, -1), (b, -1)], constant: Double(Int.random(in: -20...20, using: &rng)),
        relation: Int.random(in: 0...3, using: &rng) == 0 ? relation : .equal,
        strength: Int.random(in: 0...3, using: &rng) == 0 ? strength : .required)
    }
    var terms: [(Int, Double)] = []
    let count = Int.random(in: 1...4, using: &rng)
    for _ in 0..<count {
      let v = p.vars.isEmpty || Int.random(in: 0...3, using: &rng) == 0 ? newVariable() : Int.random(in: 0..<p.vars.count, using: &rng)
      let c: Double = [1, -1, 1, -1, 2, -2, 0.5, 3][Int.random(in: 0...7, using: &rng)]
      terms.append((v, c))
    }
    return LockstepSpec(
      terms: terms, constant: Double(Int.random(in: -50...50, using: &rng)), relation: relation, strength: strength)
  }

  mutating func add(_ spec: LockstepSpec) {
    log.append("add \(spec.description)")
    let ep = expr(spec, p), ed = expr(spec, d)
    let rp = Result { () throws(SolverError) in try p.solver.addConstraint(ep, spec.relation, strength: spec.strength) }
    let dBefore = d.vars.map { d.solver.value(of: $0) }
    let rd = Result { () throws(SolverError) in try d.solver.addConstraint(ed, spec.relation, strength: spec.strength) }
    switch (rp, rd) {
    case (.success(let a), .success(let b)):
      active.append(spec)
      p.ids.append(a)
      d.ids.append(b)
    case (.failure, .failure):
      let after = d.vars.map { d.solver.value(of: $0) }
      if zip(dBefore, after).contains(where: { $0.bitPattern != $1.bitPattern }) {
        problems.append("values moved after a refused add")
      }
    default:
      problems.append("acceptance differs: plain \(rp) defs \(rd)")
      // resync: drop the accepted one
      if case .success(let a) = rp { try? p.solver.removeConstraint(a) }
      if case .success(let b) = rd { try? d.solver.removeConstraint(b) }
    }
  }

  mutating func step() {
    let k = Int.random(in: 0..<100, using: &rng)
    if k < 50 || active.isEmpty {
      add(randomSpec())
    } else if k < 65 {
      let i = Int.random(in: 0..<active.count, using: &rng)
      log.append("remove #\(i) \(active[i].description)")
      do throws(SolverError) {
        try p.solver.removeConstraint(p.ids[i])
        try d.solver.removeConstraint(d.ids[i])
      } catch { problems.append("remove threw \(error)") }
      active.remove(at: i)
      p.ids.remove(at: i)
      d.ids.remove(at: i)
    } else if k < 80 {
      let i = Int.random(in: 0..<active.count, using: &rng)
      let c = Double(Int.random(in: -60...60, using: &rng))
      log.append("setConstant(\(c)) #\(i)")
      let rp = Result { () throws(SolverError) in try p.solver.setConstant(c, of: p.ids[i]) }
      let dBefore = d.vars.map { d.solver.value(of: $0) }
      let rd = Result { () throws(SolverError) in try d.solver.setConstant(c, of: d.ids[i]) }
      switch (rp, rd) {
      case (.success, .success): active[i].constant = c
      case (.failure, .failure):
        let after = d.vars.map { d.solver.value(of: $0) }
        if zip(dBefore, after).contains(where: { $0.bitPattern != $1.bitPattern }) {
          problems.append("values moved after a refused setConstant")
        }
      default: problems.append("setConstant acceptance differs: \(rp) vs \(rd)")
      }
    } else if k < 92, !p.vars.isEmpty {
      let v = Int.random(in: 0..<p.vars.count, using: &rng)
      let value = Double(Int.random(in: -80...80, using: &rng))
      log.append("suggest v\(v) = \(value)")
      do throws(SolverError) {
        if d.edits[v] == nil {
          try p.solver.addEditVariable(p.vars[v], strength: Strength(600))
          try d.solver.addEditVariable(d.vars[v], strength: Strength(600))
          d.edits[v] = true
        }
        try p.solver.suggestValue(value, for: p.vars[v])
        try d.solver.suggestValue(value, for: d.vars[v])
      } catch { problems.append("suggest threw \(error)") }
    } else if k < 95, let v = d.edits.keys.min() {
      log.append("stopEdit v\(v)")
      do throws(SolverError) {
        try p.solver.removeEditVariable(p.vars[v])
        try d.solver.removeEditVariable(d.vars[v])
      } catch { problems.append("stopEdit threw \(error)") }
      d.edits[v] = nil
    } else {
      log.append("optimalRangesInPlace")
      let before = d.vars.map { d.solver.value(of: $0).bitPattern }
      let copy = d.solver
      let viaCopy = copy.optimalRanges(of: d.vars)
      let inPlace = d.solver.optimalRangesInPlace(of: d.vars)
      for i in d.vars.indices where !rangesMatch(viaCopy[i], inPlace[i]) {
        problems.append("in-place range of v\(i) \(inPlace[i]) but copy \(viaCopy[i])")
      }
      let after = d.vars.map { d.solver.value(of: $0).bitPattern }
      if before != after { problems.append("values moved by optimalRangesInPlace") }
    }
    if Int.random(in: 0...1, using: &rng) == 0 { d.solver.updateValues() }
    check()
  }

  func rangesMatch(_ a: (lower: Double?, upper: Double?), _ b: (lower: Double?, upper: Double?)) -> Bool {
    func m(_ x: Double?, _ y: Double?) -> Bool {
      switch (x, y) {
      case (nil, nil): return true
      case (let x?, let y?): return close(x, y, 1e-5)
      default: return false
      }
    }
    return m(a.lower, b.lower) && m(a.upper, b.upper)
  }

  func levelErrors(_ side: LockstepSide) -> [Double] {
    var e = [0.0, 0.0, 0.0, 0.0]
    for (i, spec) in active.enumerated() where !spec.strength.isRequired {
      let k = [750.0, 500, 250].firstIndex(of: spec.strength.value)!
      e[k] += side.solver.violation(of: side.ids[i])
    }
    // edits at 600
    return e
  }

  mutating func check() {
    let inv = definitionInvariantProblems(d.solver)
    if !inv.isEmpty { problems.append("INVARIANT: " + inv.prefix(4).joined(separator: "; ")) }
    inexactSeen = max(inexactSeen, staleReferenceFlags(d.solver))
    referringSeen = max(referringSeen, d.solver.tableau.refersToRows.filter { $0 }.count)
    let vp = definitionValueProblems(&d.solver, d.vars)
    if !vp.isEmpty { problems.append("VALUES: " + vp.prefix(4).joined(separator: "; ")) }
    for (i, spec) in active.enumerated() where spec.strength.isRequired {
      if d.solver.violation(of: d.ids[i]) > 1e-6 { problems.append("required #\(i) violated in defs solver") }
    }
    let ep = levelErrors(p), ed = levelErrors(d)
    if !zip(ep, ed).allSatisfy({ close($0, $1, 1e-6) }) { problems.append("error vectors differ: plain \(ep) defs \(ed)") }
    if checkRanges {
      let rp = p.solver.optimalRanges(of: p.vars), rd = d.solver.optimalRanges(of: d.vars)
      for i in p.vars.indices where !rangesMatch(rp[i], rd[i]) {
        problems.append("range of v\(i): plain \(rp[i]) defs \(rd[i])")
      }
    }
  }
}

@Suite struct DefinitionsLockstepTests {
  @Test func definitionsAgreeWithPlainSolver() {
    let env = ProcessInfo.processInfo.environment
    let count = Int(env["ALREPL_LOCKSTEP_COUNT"] ?? "") ?? 300
    let steps = Int(env["ALREPL_LOCKSTEP_STEPS"] ?? "") ?? 40
    let start = UInt64(env["ALREPL_LOCKSTEP_SEED"] ?? "") ?? 1
    let only = env["ALREPL_LOCKSTEP_ONLY"] != nil
    var failures = 0
    var mostReferring = 0
    for seed in start..<(only ? start + 1 : start + UInt64(count)) {
      var run = LockstepRun(seed: seed, checkRanges: true)
      for _ in 0..<steps {
        run.step()
        if !run.problems.isEmpty { break }
      }
      mostReferring = max(mostReferring, run.referringSeen)
      if !run.problems.isEmpty {
        failures += 1
        if failures <= 8 {
          Issue.record("seed \(seed): \(run.problems.joined(separator: " | "))\n  steps: \(run.log.joined(separator: "; "))")
        }
      }
    }
    // The runs exercised what they are for.
    #expect(mostReferring > 0, "no run made a definition that refers to rows")
  }
}

/// A list of cards: y[i] = y[i-1] + h[i-1] + 8, labels inside, random edits.
private struct LockstepList {
  var rng: SplitMix64
  var solvers: [Solver]
  var vars: [[Variable]] = []
  var links: [[ConstraintID?]] = []
  var heights: [[ConstraintID]] = []
  var problems: [String] = []
  var log: [String] = []
  let n: Int

  init(seed: UInt64, n: Int, limits: [Int]) {
    rng = SplitMix64(seed: seed)
    self.n = n
    solvers = limits.map { var s = Solver(); s.definitionLimit = $0; return s }
    for k in solvers.indices {
      var vs: [Variable] = []
      for _ in 0..<(4 * n + 1) { vs.append(solvers[k].makeVariable()) }
      vars.append(vs)
      links.append([])
      heights.append([])
    }
    for k in solvers.indices {
      let v = vars[k]
      func y(_ i: Int) -> Variable { v[4 * i] }
      func h(_ i: Int) -> Variable { v[4 * i + 1] }
      func ly(_ i: Int) -> Variable { v[4 * i + 2] }
      func lh(_ i: Int) -> Variable { v[4 * i + 3] }
      var s = solvers[k]
      try! s.addConstraint(LinearExpression([.init(y(0))], constant: 0), .equal)
      for i in 0..<n {
        if i > 0 {
          links[k].append(try! s.addConstraint(
            LinearExpression([.init(y(i)), .init(y(i - 1), -1), .init(h(i - 1), -1)], constant: -8), .equal))
        }
        try! s.addConstraint(LinearExpression([.init(ly(i)), .init(y(i), -1)], constant: -4), .equal)
        try! s.addConstraint(
          LinearExpression([.init(ly(i)), .init(lh(i)), .init(y(i), -1), .init(h(i), -1)], constant: 4), .lessThanOrEqual)
        try! s.addConstraint(LinearExpression([.init(lh(i))], constant: -Double(10 + i % 7)), .equal, strength: Strength(750))
        heights[k].append(try! s.addConstraint(LinearExpression([.init(h(i))], constant: -40), .equal, strength: Strength(250)))
        try! s.addConstraint(LinearExpression([.init(h(i))], constant: -20), .greaterThanOrEqual)
      }
      solvers[k] = s
    }
  }

  mutating func step() {
    let op = Int.random(in: 0..<6, using: &rng)
    let i = Int.random(in: 1..<n, using: &rng)
    let c = Double(Int.random(in: -80 ... -5, using: &rng))
    log.append("op\(op) i\(i) c\(c)")
    for k in solvers.indices {
      let v = vars[k]
      do throws(SolverError) {
        switch op {
        case 0:
          if let id = links[k][i - 1] {
            try solvers[k].removeConstraint(id)
            links[k][i - 1] = nil
          } else {
            links[k][i - 1] = try solvers[k].addConstraint(
              LinearExpression([.init(v[4 * i]), .init(v[4 * (i - 1)], -1), .init(v[4 * (i - 1) + 1], -1)], constant: -8),
              .equal)
          }
        case 1: try solvers[k].setConstant(c, of: heights[k][i])
        case 2:
          if !solvers[k].hasEditVariable(v[4 * i + 1]) { try solvers[k].addEditVariable(v[4 * i + 1], strength: Strength(500)) }
          try solvers[k].suggestValue(-c, for: v[4 * i + 1])
        case 3:
          if solvers[k].hasEditVariable(v[4 * i + 1]) { try solvers[k].removeEditVariable(v[4 * i + 1]) }
        case 4:
          let before = v.map { solvers[k].value(of: $0).bitPattern }
          _ = solvers[k].optimalRangesInPlace(of: v)
          if before != v.map({ solvers[k].value(of: $0).bitPattern }) { problems.append("solver \(k): values moved by ranges") }
        default:
          // a new constraint on a fresh variable reading a deep one
          let fresh = solvers[k].makeVariable()
          vars[k].append(fresh)
          try solvers[k].addConstraint(
            LinearExpression([.init(fresh), .init(v[4 * i + 2], -1), .init(v[4 * i + 3], -1)], constant: 0), .equal)
        }
      } catch { problems.append("solver \(k) threw \(error)") }
      if Int.random(in: 0...1, using: &rng) == 0 { solvers[k].updateValues() }
    }
    for k in solvers.indices {
      let inv = definitionInvariantProblems(solvers[k])
      if !inv.isEmpty { problems.append("solver \(k) INVARIANT: " + inv.prefix(3).joined(separator: "; ")) }
      let vp = definitionValueProblems(&solvers[k], vars[k])
      if !vp.isEmpty { problems.append("solver \(k) VALUES: " + vp.prefix(3).joined(separator: "; ")) }
    }
    let base = vars[0].map { solvers[0].value(of: $0) }
    for k in 1..<solvers.count {
      let other = vars[k].map { solvers[k].value(of: $0) }
      for j in base.indices where !close(base[j], other[j], 1e-6) {
        let r = solvers[0].optimalRange(of: vars[0][j])
        if let lo = r.lower, let hi = r.upper, close(lo, hi, 1e-9) {
          problems.append("solver \(k) v\(j) = \(other[j]) but plain \(base[j]), determined")
          break
        }
        let r2 = solvers[k].optimalRange(of: vars[k][j])
        if !((r.lower == nil) == (r2.lower == nil) && (r.upper == nil) == (r2.upper == nil)) {
          problems.append("solver \(k) v\(j): range \(r2) but plain \(r)")
          break
        }
      }
    }
  }
}

extension DefinitionsLockstepTests {
  @Test func listsAgree() {
    let env = ProcessInfo.processInfo.environment
    let count = Int(env["ALREPL_LOCKSTEP_LISTS"] ?? "") ?? 5
    var failures = 0
    for seed in 1...UInt64(count) {
      var run = LockstepList(seed: seed, n: 90, limits: [.max, 0, 128])
      for _ in 0..<40 {
        run.step()
        if !run.problems.isEmpty { break }
      }
      if !run.problems.isEmpty {
        failures += 1
        if failures <= 5 { Issue.record("list seed \(seed): \(run.problems.prefix(3).joined(separator: " | ")) steps \(run.log)") }
      }
    }
  }
}

extension DefinitionsLockstepTests {
  /// expandInPlace clears refersToRows; the row must be journaled first,
  /// or a rollback leaves a definition holding a basic symbol flagged as
  /// plain (it then reads as its constant: x = 1 instead of 7).
  @Test func expandInPlaceFlagSurvivesRollback() {
    var s = Solver()
    let s1 = s.makeSymbol(.slack), s2 = s.makeSymbol(.slack)
    var r = Row(constant: 3)
    r.add(1, for: s2)
    s.insertRow(r, for: s1)  // s1 = 3 + s2
    let x = s.makeVariable(), v = s.makeVariable()
    var d = Row(constant: 1)
    d.add(2, for: s1)
    s.insertRow(d, for: x.symbol, mayRefer: true)  // x = 1 + 2 s1 (refers)
    var vr = Row(constant: 0)
    vr.add(1, for: x.symbol)
    s.insertRow(vr, for: v.symbol, mayRefer: true)  // v = x (refers)
    s.definitions.valuesAreCurrent = false
    #expect(s.value(of: x) == 7)
    #expect(definitionInvariantProblems(s).isEmpty)
    s.beginTransaction(symbolCount: s.tableau.slotOfSymbol.count, recordCount: s.constraints.records.count)
    s.pivot(slot: s.slot(of: s1)!, entering: s2)  // s1 leaves: x's row now holds no basic symbol
    #expect(staleReferenceFlags(s) == 1)
    _ = s.expanded(s.tableau.rows[s.slot(of: v.symbol)!])  // reads x's row through: flag cleared, unjournaled
    s.rollbackTransaction()
    let problems = definitionInvariantProblems(s)
    #expect(problems.isEmpty, "after rollback: \(problems)")
    s.definitions.valuesAreCurrent = false
    s.updateValues()
    #expect(s.value(of: x) == 7, "x = \(s.value(of: x)) after rollback")
  }
}
