// A fixture shared by the journal and constant-change tests: a total held
// equal to the sum of parts, each part wishing for a value of its own.

@testable import Cassowary

/// A term of a linear expression, for the tests that build them by hand.
func term(_ v: Variable, _ k: Double = 1) -> LinearExpression.Term { .init(v, k) }

/// `total == Σ parts` (required), part `i` wishing for `i + 1` at
/// `wish(i)`, and, with `bounds`, held within them (required). `total`'s
/// row holds two error symbols per part, so past 32 parts it is longer
/// than the journal copies.
func sumOfParts(
  _ parts: Int, wish: (Int) -> Double = { _ in 250 }, bounds: ClosedRange<Double>? = nil
) throws -> (Solver, total: Variable, [Variable]) {
  var s = Solver()
  let total = s.makeVariable()
  var vs: [Variable] = []
  for i in 0..<parts {
    let v = s.makeVariable()
    vs.append(v)
    try s.addConstraint(LinearExpression([term(v)], constant: -Double(i + 1)), .equal, strength: Strength(wish(i)))
    if let bounds {
      try s.addConstraint(LinearExpression([term(v)], constant: -bounds.lowerBound), .greaterThanOrEqual)
      try s.addConstraint(LinearExpression([term(v)], constant: -bounds.upperBound), .lessThanOrEqual)
    }
  }
  try s.addConstraint(LinearExpression([term(total)] + vs.map { term($0, -1) }), .equal)
  return (s, total, vs)
}
