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
  func combination(for target: [Int32: Double]) -> [Double]? { solve(for: target).lambda }

  /// Whether no form is a combination of the others: then a target has
  /// one combination at most, and every form it uses is needed.
  var isIndependent: Bool { solve(for: [:]).rank == forms.count }

  private func solve(for target: [Int32: Double]) -> (lambda: [Double]?, rank: Int) {
    let columns = Array(Set(forms.flatMap(\.keys)).union(target.keys)).sorted()
    let index = Dictionary(uniqueKeysWithValues: columns.enumerated().map { ($1, $0) })
    // Solve Aᵀλ = b: one equation per variable, one unknown per form.
    // One flat buffer, row by row (`width` entries each): an array of row
    // arrays checked each row's uniqueness at every write, and explaining
    // a wish on a ring of constraints makes thousands of them.
    let n = forms.count
    let width = n + 1
    let m = columns.count
    var matrix = [Double](repeating: 0, count: m * width)
    for (j, form) in forms.enumerated() {
      for (v, c) in form { matrix[index[v]! * width + j] = c }
    }
    for (v, c) in target { matrix[index[v]! * width + n] = c }
    var pivotColumnOfRow: [Int] = []
    var nonZero: [Int] = []
    let rank = matrix.withUnsafeMutableBufferPointer { a -> Int in
      var row = 0
      for col in 0..<n where row < m {
        // The largest entry of the column at or below `row`, the first
        // of equals (as `max(by:)` picks).
        var best = row
        for r in row + 1..<m where abs(a[best * width + col]) < abs(a[r * width + col]) { best = r }
        guard abs(a[best * width + col]) > 1e-9 else { continue }
        if best != row {
          for k in 0..<width { a.swapAt(row * width + k, best * width + k) }
        }
        let p = a[row * width + col]
        // Only the pivot row's non-zero entries change other rows: forms
        // name two or three variables each, and a report explains wishes on
        // rings of up to 256 constraints, where sweeping whole rows was most
        // of the cost. Skipping zeros changes no value (x - f·0 = x).
        nonZero.removeAll(keepingCapacity: true)
        for k in col...n where a[row * width + k] != 0 {
          a[row * width + k] /= p
          nonZero.append(k)
        }
        for r in 0..<m where r != row && a[r * width + col] != 0 {
          let f = a[r * width + col]
          for k in nonZero { a[r * width + k] -= f * a[row * width + k] }
        }
        pivotColumnOfRow.append(col)
        row += 1
      }
      return row
    }
    // Consistent only if every row without a pivot has a zero right side.
    for r in rank..<m where abs(matrix[r * width + n]) > 1e-7 { return (nil, rank) }
    var lambda = Array(repeating: 0.0, count: n)
    for (r, col) in pivotColumnOfRow.enumerated() { lambda[col] = matrix[r * width + n] }
    return (lambda, rank)
  }
}
