// Ranges of definitions read without expanding them: a chain of
// definitions (each x the x before it, a width and a gap) whose only free
// symbols are slacks entering with one sign moves one way, and without
// bound when one of them does. Checked against a solver that makes no
// definitions, whose rows are always expanded, on chains that take the
// shortcut and on chains that must not (bounded, or mixed signs).

import Testing

@testable import Cassowary

/// A chain of `count` links, `x[i] = x[i-1] + sign·w[i-1] + 8`, built
/// the same way on a solver that makes every definition it can and on one
/// that makes none.
struct OneWayChain {
  enum Bound { case minimum, maximum, both, none }

  var solver = Solver()
  var xs: [Variable] = []
  var ws: [Variable] = []

  /// `pull`: an optional wish that the middle x sit further along than
  /// the minimum widths put it, whose errors the probes must leave alone.
  /// `cap`: a required upper bound on the last x, 200 past where the
  /// minimum widths put it, which ties every width to every other.
  init(
    count: Int, definitions: Bool, signs: [Double], bounds: [Bound], strengths: [Strength], pull: Strength? = nil,
    cap: Bool = false
  ) throws {
    solver.definitionLimit = definitions ? 0 : .max
    let x0 = solver.makeVariable()
    try solver.addConstraint(LinearExpression([.init(x0, 1)], constant: -20), .equal, strength: .required)
    xs.append(x0)
    for i in 0..<count {
      let w = solver.makeVariable()
      ws.append(w)
      let strength = strengths[i % strengths.count]
      switch bounds[i % bounds.count] {
      case .minimum:
        try solver.addConstraint(LinearExpression([.init(w, 1)], constant: -10), .greaterThanOrEqual, strength: strength)
      case .maximum:
        try solver.addConstraint(LinearExpression([.init(w, 1)], constant: -30), .lessThanOrEqual, strength: strength)
      case .both:
        try solver.addConstraint(LinearExpression([.init(w, 1)], constant: -10), .greaterThanOrEqual, strength: strength)
        try solver.addConstraint(LinearExpression([.init(w, 1)], constant: -30), .lessThanOrEqual, strength: strength)
      case .none:
        break
      }
      let x = solver.makeVariable()
      // x - previous x - sign·w - 8 == 0: solved for x, a definition.
      try solver.addConstraint(
        LinearExpression([.init(x, 1), .init(xs[i], -1), .init(w, -signs[i % signs.count])], constant: -8),
        .equal, strength: .required)
      xs.append(x)
    }
    if let pull {
      try solver.addConstraint(
        LinearExpression([.init(xs[count / 2], 1)], constant: -(20 + 18 * Double(count / 2) + 100)), .equal, strength: pull)
    }
    if cap {
      try solver.addConstraint(
        LinearExpression([.init(xs[count], 1)], constant: -(20 + 18 * Double(count) + 200)), .lessThanOrEqual,
        strength: .required)
    }
  }

  var variables: [Variable] { xs + ws }
}

private func same(_ a: Double?, _ b: Double?) -> Bool {
  switch (a, b) {
  case (nil, nil): return true
  case (let a?, let b?): return abs(a - b) <= 1e-6 * max(1, abs(a))
  default: return false
  }
}

@Suite struct OneWayDefinitionTests {
  @Test func aChainOfMinimumWidthsIsOpenUpwardFromEachX() throws {
    var chain = try OneWayChain(count: 200, definitions: true, signs: [1], bounds: [.minimum], strengths: [.required])
    #expect(chain.solver.tableau.refersToRows.contains(true), "the chain must be made of definitions that refer to rows")
    let ranges = chain.solver.optimalRangesInPlace(of: chain.xs)
    #expect(ranges[0].lower == 20 && ranges[0].upper == 20)
    for i in 1...200 {
      // Each width sits at its minimum: x[i] = 20 + 18·i, and grows without bound.
      #expect(same(ranges[i].lower, 20 + 18 * Double(i)) && ranges[i].upper == nil, "x\(i): \(ranges[i])")
    }
  }

  @Test func aChainThatSubtractsItsWidthsIsOpenDownward() throws {
    var chain = try OneWayChain(count: 50, definitions: true, signs: [-1], bounds: [.minimum], strengths: [.required])
    let ranges = chain.solver.optimalRangesInPlace(of: chain.xs)
    for i in 1...50 {
      #expect(ranges[i].lower == nil && same(ranges[i].upper, 20 - 2 * Double(i)), "x\(i): \(ranges[i])")
    }
  }

  /// Every kind of chain, against the solver that makes no definitions:
  /// one-way and unbounded (the shortcut), bounded, mixed signs, free
  /// widths, optional bounds, and the ranges both in place and on a copy.
  @Test(arguments: [
    ([1.0], [OneWayChain.Bound.minimum], [Strength.required]),
    ([-1.0], [.minimum], [.required]),
    ([1.0], [.maximum], [.required]),
    ([1.0], [.both], [.required]),
    ([1.0, -1.0], [.minimum], [.required]),
    ([1.0, 2.0, 0.5], [.minimum, .both], [.required]),
    ([1.0], [.minimum, .none], [.required]),
    ([1.0, -1.0, 0.5], [.minimum, .maximum, .both, .none], [.required, Strength(250)]),
    ([1.0], [.minimum], [Strength(500), .required]),
  ])
  func rangesAgreeWithExpandedRows(signs: [Double], bounds: [OneWayChain.Bound], strengths: [Strength]) throws {
    try rangesAgree(signs: signs, bounds: bounds, strengths: strengths, pull: nil)
  }

  /// The same with an optional wish held at its optimum: a probe that let
  /// it go (a far end found with nothing pinned) would widen the ranges.
  @Test(arguments: [
    ([1.0], [OneWayChain.Bound.both], Strength(250)),
    ([1.0, 2.0], [.both, .minimum], Strength(750)),
    ([1.0], [.both, .maximum], Strength(500)),
  ])
  func rangesAgreeUnderAnOptionalPull(signs: [Double], bounds: [OneWayChain.Bound], pull: Strength) throws {
    try rangesAgree(signs: signs, bounds: bounds, strengths: [.required], pull: pull)
  }

  /// Widths bounded each on its own, but a cap on the whole row: the
  /// far end of each x is not the sum of its widths' far ends.
  @Test(arguments: [[OneWayChain.Bound.both], [.minimum], [.both, .minimum]])
  func rangesAgreeUnderACapOnTheWholeRow(bounds: [OneWayChain.Bound]) throws {
    try rangesAgree(signs: [1], bounds: bounds, strengths: [.required], pull: nil, cap: true)
  }

  private func rangesAgree(
    signs: [Double], bounds: [OneWayChain.Bound], strengths: [Strength], pull: Strength?, cap: Bool = false
  ) throws {
    var defined = try OneWayChain(
      count: 60, definitions: true, signs: signs, bounds: bounds, strengths: strengths, pull: pull, cap: cap)
    let expanded = try OneWayChain(
      count: 60, definitions: false, signs: signs, bounds: bounds, strengths: strengths, pull: pull, cap: cap)
    #expect(defined.solver.tableau.refersToRows.contains(true))
    #expect(!expanded.solver.tableau.refersToRows.contains(true))
    let want = expanded.solver.optimalRanges(of: expanded.variables)
    let copy = defined.solver.optimalRanges(of: defined.variables)
    let values = defined.variables.map { defined.solver.value(of: $0) }
    let inPlace = defined.solver.optimalRangesInPlace(of: defined.variables)
    for i in want.indices {
      #expect(same(copy[i].lower, want[i].lower) && same(copy[i].upper, want[i].upper), "\(i): \(copy[i]) want \(want[i])")
      #expect(
        same(inPlace[i].lower, want[i].lower) && same(inPlace[i].upper, want[i].upper), "\(i): \(inPlace[i]) want \(want[i])")
    }
    // The probes, and their return to the optimum part way, leave the solver as it was.
    #expect(defined.variables.map { defined.solver.value(of: $0) } == values)
    #expect(definitionInvariantProblems(defined.solver).isEmpty)
  }
}
