// The grid system G(N) of WORKLOADS.md (W1, W1x, W2, W2b, W3): the same
// variables, created in the same order, and the same constraints in the
// same order as kiwi_bench.py's `Grid`.

import Cassowary

struct Grid {
  static let columns = 8

  let n: Int
  let rows: Int
  let shared: Bool
  var solver = Solver()
  let W: Variable
  let H: Variable
  var x: [Variable] = [], y: [Variable] = [], w: [Variable] = [], h: [Variable] = []
  /// Every variable, in creation order: W, H, then x, y, w, h per view.
  var all: [Variable] = []
  private(set) var constraints: [(Spec, Level)] = []

  /// - Parameter shared: W1x, where every row is a header row tied to W.
  init(_ n: Int, shared: Bool = false) {
    precondition(n % Grid.columns == 0, "N must be a multiple of 8")
    self.n = n
    self.rows = n / Grid.columns
    self.shared = shared
    W = solver.makeVariable()
    H = solver.makeVariable()
    all = [W, H]
    for _ in 0..<n {
      x.append(solver.makeVariable())
      y.append(solver.makeVariable())
      w.append(solver.makeVariable())
      h.append(solver.makeVariable())
      all += [x.last!, y.last!, w.last!, h.last!]
    }
    constraints = build()
  }

  private func build() -> [(Spec, Level)] {
    let C = Grid.columns
    let (W, H) = (v(self.W), v(self.H))
    let x = self.x.map(v), y = self.y.map(v), w = self.w.map(v), h = self.h.map(v)
    var cs: [(Spec, Level)] = [
      (W >= 0, .required),  // K1
      (H >= 0, .required),  // K2
      (W == 1000, .medium),  // K3
      (H == 0, .weak),  // K4
    ]
    for i in 0..<n {
      let (r, c) = i.quotientAndRemainder(dividingBy: C)
      let header = r == 0 || shared
      // V1
      if c == 0 {
        cs.append((x[i] == 8, .required))
      } else {
        cs.append((x[i] == x[i - 1] + w[i - 1] + 8, .required))
      }
      // V2 / V2b
      if r == 0 {
        cs.append(c == 0 ? (y[i] == 8, .required) : (y[i] == y[i - 1], .required))
      } else {
        cs.append((y[i] >= y[i - C] + h[i - C] + 8, .required))
        if c > 0 { cs.append((y[i] == y[i - 1], .required)) }
      }
      // V3 / V3b
      if header {
        cs.append((w[i] >= 20, .required))
      } else {
        cs.append((w[i] == w[i - C], .strong))
        cs.append((w[i] >= 20, .required))
      }
      cs.append((w[i] == 100, .weak))  // V4
      if header && c > 0 { cs.append((w[i] == w[i - 1], .medium)) }  // V5
      if header && c == C - 1 {
        cs.append((x[i] + w[i] + 8 <= W, .required))  // V6
        cs.append((x[i] + w[i] + 8 == W, .strong))  // V7
      }
      cs.append((h[i] >= 20, .required))  // V8
      cs.append((h[i] == Double(30 + 5 * (i % 7)), .medium))  // V9
      if i + C >= n { cs.append((y[i] + h[i] + 8 <= H, .required)) }  // V10
    }
    return cs
  }

  static func expectedCount(_ n: Int, shared: Bool) -> Int {
    let R = n / columns
    return shared ? 6 * n + 16 * R + 5 : 7 * n + 7 * R + 6
  }

  /// The analytic optimum's checksum for container width `wv`.
  func expectedChecksum(_ wv: Double) -> Double {
    let C = Grid.columns
    let W = max(wv, 8 + Double(C) * 28)
    let wi = (W - 8 * Double(C + 1)) / Double(C)
    var total = 0.0
    var top = 8.0
    var H = 0.0
    for r in 0..<rows {
      let hs = (0..<C).map { Double(30 + 5 * ((r * C + $0) % 7)) }
      for c in 0..<C { total += 8 + Double(c) * (wi + 8) + top + wi + hs[c] }
      if r == rows - 1 { H = top + hs.max()! + 8 }
      top += hs.max()! + 8
    }
    return total + W + H
  }

  /// W + H + Σ (x + y + w + h): the value kiwi_bench.py checks.
  func checksum() -> Double {
    var solver = solver
    solver.updateValues()
    return all.reduce(0) { $0 + solver.value(of: $1) }
  }

  /// Adds every constraint in order; the ids come back in the same order.
  mutating func addAll() -> [ConstraintID] {
    constraints.map { try! solver.addConstraint($0.0.expression, $0.0.relation, strength: $0.1.priority) }
  }
}
