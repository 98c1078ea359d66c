// The exact reference the solver tests compare against: vertex enumeration
// of the hyperplane arrangement in integer (rational) arithmetic. Why it is
// exact is argued at the top of SolverPropertyTests.swift. Shared by the
// property tests and the differential tests (SolverDifferentialTests.swift).

@testable import Cassowary

/// The optional priority levels, highest first: the error vector's order.
/// Generated constraints are required (1000) or at one of these.
let optionalLevels: [Double] = [750, 500, 250]
let box = 10_000

// MARK: - The reference: exact vertex enumeration

/// `a·x + k REL 0`, required when `level` is nil, else at `optionalLevels[level]`.
struct RefConstraint: Sendable, CustomStringConvertible {
  var a: [Int]
  var k: Int
  var relation: Relation
  var level: Int?

  var description: String {
    var s = ""
    for (j, c) in a.enumerated() where c != 0 {
      s += s.isEmpty ? (c < 0 ? "-" : "") : (c < 0 ? " - " : " + ")
      s += abs(c) == 1 ? "x\(j)" : "\(abs(c))·x\(j)"
    }
    if s.isEmpty { s = "\(k)" } else if k != 0 { s += k < 0 ? " - \(-k)" : " + \(k)" }
    let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
    let priority = level.map { Int(optionalLevels[$0]) } ?? 1000
    return "\(s) \(op) 0 @\(priority)"
  }

  /// The violation at floating-point values (for the solver's answer).
  func violation(_ x: [Double]) -> Double {
    var e = Double(k)
    for j in a.indices { e += Double(a[j]) * x[j] }
    switch relation {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(0, e)
    case .greaterThanOrEqual: return max(0, -e)
    }
  }
}

/// A point num/den of the arrangement with its scaled error per level.
struct RefVertex {
  var num: [Int]
  var den: Int
  var errors: [Int]

  /// Lexicographic comparison of the error vectors: -1, 0 or 1.
  func compareErrors(_ other: RefVertex) -> Int {
    for l in errors.indices {
      let lhs = errors[l] * other.den, rhs = other.errors[l] * den
      if lhs != rhs { return lhs < rhs ? -1 : 1 }
    }
    return 0
  }
}

struct Reference {
  var feasible: Bool
  /// Every arrangement vertex whose error vector is the lexicographic minimum.
  var optimal: [RefVertex]

  var errors: [Double] {
    guard let v = optimal.first else { return [] }
    return v.errors.map { Double($0) / Double(v.den) }
  }

  /// The exact min and max of x_i over the optimal set, as (num, den).
  func extremes(of i: Int) -> (min: (Int, Int), max: (Int, Int)) {
    var lo = (optimal[0].num[i], optimal[0].den), hi = lo
    for v in optimal.dropFirst() {
      if v.num[i] * lo.1 < lo.0 * v.den { lo = (v.num[i], v.den) }
      if v.num[i] * hi.1 > hi.0 * v.den { hi = (v.num[i], v.den) }
    }
    return (lo, hi)
  }
}

/// A constraint padded to three coefficients; `level` is -1 when required.
struct PaddedConstraint {
  var a0, a1, a2, k: Int
  var relation: Relation
  var level: Int

  init(_ c: RefConstraint) {
    a0 = c.a.count > 0 ? c.a[0] : 0
    a1 = c.a.count > 1 ? c.a[1] : 0
    a2 = c.a.count > 2 ? c.a[2] : 0
    k = c.k
    relation = c.relation
    level = c.level ?? -1
  }

  /// The violation at x = (x0, x1, x2)/den, times den.
  @inline(__always)
  func scaledViolation(_ x0: Int, _ x1: Int, _ x2: Int, _ den: Int) -> Int {
    let e = a0 * x0 + a1 * x1 + a2 * x2 + k * den
    switch relation {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(0, e)
    case .greaterThanOrEqual: return max(0, -e)
    }
  }
}

/// The plane a·x = c.
struct Plane: Equatable {
  var a0, a1, a2, c: Int
}

@inline(__always)
func det3(
  _ a: Int, _ b: Int, _ c: Int, _ d: Int, _ e: Int, _ f: Int, _ g: Int, _ h: Int, _ i: Int
) -> Int {
  a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
}

/// Enumerates the vertices of `constraints`' planes and of the box
/// |x_i| <= bound, in exact integer arithmetic (Cramer's rule: a vertex is
/// num/den with integer num and den), and keeps the feasible ones whose error
/// vector is lexicographically least. With `feasibilityOnly` it stops at the
/// first feasible vertex.
func reference(
  variables n: Int, _ constraints: [RefConstraint], box bound: Int = box,
  feasibilityOnly: Bool = false
) -> Reference {
  let padded = constraints.map(PaddedConstraint.init)
  let required = padded.filter { $0.level < 0 }
  let optional = padded.filter { $0.level >= 0 }
  var planes: [Plane] = []
  func addPlane(_ p: Plane) {
    if (p.a0 != 0 || p.a1 != 0 || p.a2 != 0) && !planes.contains(p) { planes.append(p) }
  }
  for c in padded { addPlane(Plane(a0: c.a0, a1: c.a1, a2: c.a2, c: -c.k)) }
  for i in 0..<n {
    for c in [bound, -bound] {
      addPlane(Plane(a0: i == 0 ? 1 : 0, a1: i == 1 ? 1 : 0, a2: i == 2 ? 1 : 0, c: c))
    }
  }

  var best: [RefVertex] = []
  var bestErrors = (0, 0, 0), bestDen = 1
  var done = false
  func visit(_ x0: Int, _ x1: Int, _ x2: Int, _ d: Int) {
    if d == 0 { return }
    let (x0, x1, x2, den) = d < 0 ? (-x0, -x1, -x2, -d) : (x0, x1, x2, d)
    let limit = bound * den
    if abs(x0) > limit || abs(x1) > limit || abs(x2) > limit { return }
    for c in required where c.scaledViolation(x0, x1, x2, den) != 0 { return }
    var e = (0, 0, 0)
    for c in optional {
      let v = c.scaledViolation(x0, x1, x2, den)
      switch c.level {
      case 0: e.0 += v
      case 1: e.1 += v
      default: e.2 += v
      }
    }
    var order = -1
    if !best.isEmpty {
      order = 0
      for (mine, theirs) in [(e.0, bestErrors.0), (e.1, bestErrors.1), (e.2, bestErrors.2)] {
        let lhs = mine * bestDen, rhs = theirs * den
        if lhs != rhs {
          order = lhs < rhs ? -1 : 1
          break
        }
      }
    }
    if order > 0 { return }
    let vertex = RefVertex(num: Array([x0, x1, x2].prefix(n)), den: den, errors: [e.0, e.1, e.2])
    if order < 0 {
      best = [vertex]
      bestErrors = e
      bestDen = den
    } else {
      best.append(vertex)
    }
    if feasibilityOnly { done = true }
  }

  let p = planes
  switch n {
  case 1:
    for i in p.indices where !done { visit(p[i].c, 0, 0, p[i].a0) }
  case 2:
    for i in p.indices where !done {
      for j in (i + 1)..<p.count where !done {
        let (u, v) = (p[i], p[j])
        visit(u.c * v.a1 - u.a1 * v.c, u.a0 * v.c - u.c * v.a0, 0, u.a0 * v.a1 - u.a1 * v.a0)
      }
    }
  default:
    for i in p.indices where !done {
      for j in (i + 1)..<p.count where !done {
        for l in (j + 1)..<p.count where !done {
          let (u, v, w) = (p[i], p[j], p[l])
          let d = det3(u.a0, u.a1, u.a2, v.a0, v.a1, v.a2, w.a0, w.a1, w.a2)
          if d == 0 { continue }
          visit(
            det3(u.c, u.a1, u.a2, v.c, v.a1, v.a2, w.c, w.a1, w.a2),
            det3(u.a0, u.c, u.a2, v.a0, v.c, v.a2, w.a0, w.c, w.a2),
            det3(u.a0, u.a1, u.c, v.a0, v.a1, v.c, w.a0, w.a1, w.c), d)
        }
      }
    }
  }
  return Reference(feasible: !best.isEmpty, optimal: best)
}

// MARK: - Reading the solver against the reference

func expression(_ c: RefConstraint, _ variables: [Variable]) -> LinearExpression {
  LinearExpression(c.a.indices.map { .init(variables[$0], Double(c.a[$0])) }, constant: Double(c.k))
}

/// The error vector of `constraints` at `values`, per optional level.
func errorVector(_ constraints: [RefConstraint], _ values: [Double]) -> [Double] {
  var errors = [Double](repeating: 0, count: optionalLevels.count)
  for c in constraints { if let l = c.level { errors[l] += c.violation(values) } }
  return errors
}

func isClose(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }
