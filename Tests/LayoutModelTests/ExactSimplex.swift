// An exact linear-programming checker for the layout property tests
// (AmbiguityPropertyTests.swift): a textbook two-phase simplex over
// rationals, written without looking at Sources/Cassowary and sharing no
// code with it. It answers three questions about a small system of linear
// constraints with integer (or half-integer) data:
//   - is it feasible (phase one);
//   - what is the least value of a linear objective over it, or is the
//     objective unbounded below (phase two, warm-started from the last basis);
//   - the same after cutting the region with a new row `a·y <= b` that the
//     current point satisfies with equality (how a level's optimum is fixed
//     before the next level is minimised).
//
// Exactness: every number is a reduced fraction of Ints, so a comparison
// with zero is exact. Overflow traps (Swift's checked arithmetic) rather than
// giving a wrong answer; with the small data of the tests it does not happen.
// Termination: Bland's rule (lowest index enters, lowest basic index leaves
// among ties), so degenerate layouts cannot cycle. Free variables (frame
// values) enter in whichever direction improves the objective, and once
// basic they never leave (no ratio bounds them); that is the usual
// treatment and keeps the tableau small (no y = y⁺ − y⁻ split).

/// A rational number num/den in lowest terms with den > 0.
struct Rational: Hashable, Comparable, CustomStringConvertible, Sendable {
  let num: Int
  let den: Int

  static let zero = Rational(0)
  static let one = Rational(1)

  init(_ num: Int, _ den: Int = 1) {
    precondition(den != 0, "zero denominator")
    let g = Rational.gcd(num, den)
    let sign = den < 0 ? -1 : 1
    self.num = sign * num / g
    self.den = sign * den / g
  }

  /// Exactly the value of a double that is an integer or a half (the tests'
  /// multipliers and constants); anything else is a test bug.
  init(exactly value: Double) {
    let twice = value * 2
    precondition(twice == twice.rounded() && abs(twice) < 1e12, "\(value) is not a half-integer")
    self.init(Int(twice), 2)
  }

  private static func gcd(_ a: Int, _ b: Int) -> Int {
    var (x, y) = (a.magnitude, b.magnitude)
    while y != 0 { (x, y) = (y, x % y) }
    return x == 0 ? 1 : Int(x)
  }

  var isZero: Bool { num == 0 }
  var double: Double { Double(num) / Double(den) }
  var description: String { den == 1 ? "\(num)" : "\(num)/\(den)" }

  static func + (a: Rational, b: Rational) -> Rational {
    if a.num == 0 { return b }
    if b.num == 0 { return a }
    let g = gcd(a.den, b.den)
    return Rational(a.num * (b.den / g) + b.num * (a.den / g), a.den / g * b.den)
  }
  static prefix func - (a: Rational) -> Rational { Rational(-a.num, a.den) }
  static func - (a: Rational, b: Rational) -> Rational { a + (-b) }
  static func * (a: Rational, b: Rational) -> Rational {
    if a.num == 0 || b.num == 0 { return .zero }
    let g1 = gcd(a.num, b.den), g2 = gcd(b.num, a.den)
    return Rational((a.num / g1) * (b.num / g2), (a.den / g2) * (b.den / g1))
  }
  static func / (a: Rational, b: Rational) -> Rational {
    precondition(b.num != 0, "division by zero")
    return a * Rational(b.den, b.num)
  }
  static func += (a: inout Rational, b: Rational) { a = a + b }
  static func -= (a: inout Rational, b: Rational) { a = a - b }
  static func < (a: Rational, b: Rational) -> Bool { (a - b).num < 0 }
}

/// `Σ coefficients[j]·y_j  relation  rhs`.
struct LinearRow {
  enum Relation { case equal, atMost, atLeast }
  var coefficients: [Rational]
  var relation: Relation
  var rhs: Rational
}

/// A simplex tableau over variables y_0..y_{n-1} (each free or ≥ 0) and the
/// slack and artificial columns it adds itself.
struct ExactSimplex {
  enum Outcome: Equatable {
    case optimal(Rational)
    case unbounded
  }

  /// The caller's variables; columns after them are slacks.
  let variableCount: Int
  /// Whether each column may take negative values.
  private var isFree: [Bool]
  /// One row per constraint: `rows[i]·columns = rhs[i]`, solved for `basis[i]`.
  private var rows: [[Rational]] = []
  private var rhs: [Rational] = []
  private var basis: [Int] = []
  /// Reduced costs of the current objective and its value at the current point.
  private var reducedCosts: [Rational] = []
  private var objectiveValue = Rational.zero
  /// False when phase one found no feasible point; nothing else is then valid.
  private(set) var isFeasible = true

  /// Builds the tableau and runs phase one.
  init(variables free: [Bool], rows constraints: [LinearRow]) {
    variableCount = free.count
    isFree = free
    let slackCount = constraints.filter { $0.relation != .equal }.count
    let width = free.count + slackCount + constraints.count
    isFree += [Bool](repeating: false, count: slackCount + constraints.count)
    var nextSlack = free.count
    for (i, c) in constraints.enumerated() {
      precondition(c.coefficients.count == free.count, "a row has the wrong number of coefficients")
      var row = c.coefficients + [Rational](repeating: .zero, count: width - free.count)
      switch c.relation {
      case .equal: break
      case .atMost: row[nextSlack] = .one; nextSlack += 1
      case .atLeast: row[nextSlack] = -.one; nextSlack += 1
      }
      var b = c.rhs
      if b < .zero {
        row = row.map { -$0 }
        b = -b
      }
      let artificial = free.count + slackCount + i
      row[artificial] = .one
      rows.append(row)
      rhs.append(b)
      basis.append(artificial)
    }
    // Phase one: minimise the sum of the artificial variables.
    let firstArtificial = free.count + slackCount
    var cost = [Rational](repeating: .zero, count: width)
    for j in firstArtificial..<width { cost[j] = .one }
    setObjective(cost)
    _ = optimize()
    guard objectiveValue.isZero else {
      isFeasible = false
      return
    }
    // Drive artificial variables (all at zero now) out of the basis; a row
    // where no other column can replace one is redundant and goes.
    var i = 0
    while i < rows.count {
      if basis[i] >= firstArtificial {
        if let j = (0..<firstArtificial).first(where: { !rows[i][$0].isZero }) {
          pivot(row: i, column: j)
        } else {
          rows.remove(at: i)
          rhs.remove(at: i)
          basis.remove(at: i)
          continue
        }
      }
      i += 1
    }
    rows = rows.map { Array($0.prefix(firstArtificial)) }
    isFree.removeLast(constraints.count)
    reducedCosts = []
  }

  /// Whether `constraints` (over variables of the given kinds) have a common solution.
  static func isFeasible(variables free: [Bool], rows constraints: [LinearRow]) -> Bool {
    ExactSimplex(variables: free, rows: constraints).isFeasible
  }

  /// The value of the caller's variable `j` at the current point.
  func value(_ j: Int) -> Rational {
    basis.firstIndex(of: j).map { rhs[$0] } ?? .zero
  }

  /// Minimises `Σ c_j·y_j` over the region, starting from the current point.
  /// After `.unbounded` the point is still feasible (nothing was pivoted on
  /// the unbounded ray).
  mutating func minimize(_ c: [Rational]) -> Outcome {
    precondition(isFeasible && c.count == variableCount)
    setObjective(c + [Rational](repeating: .zero, count: isFree.count - variableCount))
    return optimize() ? .optimal(objectiveValue) : .unbounded
  }

  /// Adds `a·y <= b`, which the current point must satisfy; the new slack
  /// becomes basic at `b − a·y`.
  mutating func addRow(_ a: [Rational], atMost b: Rational) {
    precondition(isFeasible && a.count == variableCount)
    var row = a + [Rational](repeating: .zero, count: isFree.count - variableCount)
    var value = b
    // Write it in the non-basic columns.
    for (i, j) in basis.enumerated() where !row[j].isZero {
      let f = row[j]
      for k in row.indices where !rows[i][k].isZero { row[k] -= f * rows[i][k] }
      value -= f * rhs[i]
    }
    precondition(!(value < .zero), "the current point violates the added row")
    for i in rows.indices { rows[i].append(.zero) }
    row.append(.one)
    isFree.append(false)
    rows.append(row)
    rhs.append(value)
    basis.append(isFree.count - 1)
  }

  // MARK: - The simplex method

  private mutating func setObjective(_ c: [Rational]) {
    reducedCosts = c
    objectiveValue = .zero
    for (i, j) in basis.enumerated() where !c[j].isZero {
      let f = c[j]
      for k in rows[i].indices where !rows[i][k].isZero { reducedCosts[k] -= f * rows[i][k] }
      objectiveValue += f * rhs[i]
    }
  }

  /// Pivots until optimal (true) or an improving ray is unbounded (false).
  private mutating func optimize() -> Bool {
    var isBasic = [Bool](repeating: false, count: isFree.count)
    for j in basis { isBasic[j] = true }
    while true {
      // Bland: the lowest column that improves the objective enters. A free
      // column improves it in either direction; `direction` is +1 when the
      // column increases, -1 when it decreases.
      var entering = -1
      var direction = 1
      for j in reducedCosts.indices where !isBasic[j] {
        let d = reducedCosts[j]
        if d < .zero {
          entering = j
          break
        }
        if isFree[j] && .zero < d {
          entering = j
          direction = -1
          break
        }
      }
      if entering < 0 { return true }
      // Ratio test over rows whose basic column is bounded below by 0.
      var leaving = -1
      var best = Rational.zero
      for i in rows.indices where !isFree[basis[i]] {
        let a = direction > 0 ? rows[i][entering] : -rows[i][entering]
        guard .zero < a else { continue }
        let ratio = rhs[i] / a
        if leaving < 0 || ratio < best || (ratio == best && basis[i] < basis[leaving]) {
          leaving = i
          best = ratio
        }
      }
      if leaving < 0 { return false }
      isBasic[basis[leaving]] = false
      isBasic[entering] = true
      pivot(row: leaving, column: entering)
    }
  }

  private mutating func pivot(row r: Int, column j: Int) {
    let p = rows[r][j]
    if p != .one {
      for k in rows[r].indices where !rows[r][k].isZero { rows[r][k] = rows[r][k] / p }
      rhs[r] = rhs[r] / p
    }
    let nonZero = rows[r].indices.filter { !rows[r][$0].isZero }
    for i in rows.indices where i != r && !rows[i][j].isZero {
      let f = rows[i][j]
      for k in nonZero { rows[i][k] -= f * rows[r][k] }
      rhs[i] -= f * rhs[r]
    }
    if !reducedCosts.isEmpty && !reducedCosts[j].isZero {
      let f = reducedCosts[j]
      for k in nonZero { reducedCosts[k] -= f * rows[r][k] }
      objectiveValue += f * rhs[r]
    }
    basis[r] = j
  }
}
