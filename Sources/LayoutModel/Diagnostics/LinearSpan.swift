import Cassowary

/// Small dense linear algebra for explanations: is a linear form a
/// combination of others, and with which multipliers.
///
/// Explanations touch a handful of constraints, so a dense Gaussian
/// elimination over the variables they mention is both simple and fast.
struct LinearSpan {
  /// Each form as coefficients by variable id.
  private(set) var forms: [[Int32: Double]]

  init(_ forms: [[Int32: Double]]) { self.forms = forms }

  static func form(_ expression: LinearExpression) -> [Int32: Double] {
    var result: [Int32: Double] = [:]
    for term in expression.terms { result[term.variable.id, default: 0] += term.coefficient }
    return result.filter { abs($0.value) > 1e-12 }
  }

  /// Multipliers λ with Σ λᵢ·formᵢ = target, or nil if the target is not in the span.
  func combination(for target: [Int32: Double]) -> [Double]? {
    let columns = Array(Set(forms.flatMap(\.keys)).union(target.keys)).sorted()
    let index = Dictionary(uniqueKeysWithValues: columns.enumerated().map { ($1, $0) })
    // Solve Aᵀλ = b: one equation per variable, one unknown per form.
    let n = forms.count
    var matrix = Array(repeating: Array(repeating: 0.0, count: n + 1), count: columns.count)
    for (j, form) in forms.enumerated() {
      for (v, c) in form { matrix[index[v]!][j] = c }
    }
    for (v, c) in target { matrix[index[v]!][n] = c }
    var pivotColumnOfRow: [Int] = []
    var nonZero: [Int] = []
    var row = 0
    for col in 0..<n where row < matrix.count {
      guard let best = (row..<matrix.count).max(by: { abs(matrix[$0][col]) < abs(matrix[$1][col]) }),
        abs(matrix[best][col]) > 1e-9
      else { continue }
      matrix.swapAt(row, best)
      let p = matrix[row][col]
      // Only the pivot row's non-zero entries change other rows: forms
      // name two or three variables each, and a report explains wishes on
      // rings of up to 256 constraints, where sweeping whole rows was most
      // of the cost. Skipping zeros changes no value (x - f·0 = x).
      nonZero.removeAll(keepingCapacity: true)
      for k in col...n where matrix[row][k] != 0 {
        matrix[row][k] /= p
        nonZero.append(k)
      }
      for r in 0..<matrix.count where r != row && matrix[r][col] != 0 {
        let f = matrix[r][col]
        for k in nonZero { matrix[r][k] -= f * matrix[row][k] }
      }
      pivotColumnOfRow.append(col)
      row += 1
    }
    // Consistent only if every row without a pivot has a zero right side.
    for r in row..<matrix.count where abs(matrix[r][n]) > 1e-7 { return nil }
    var lambda = Array(repeating: 0.0, count: n)
    for (r, col) in pivotColumnOfRow.enumerated() { lambda[col] = matrix[r][n] }
    return lambda
  }
}
