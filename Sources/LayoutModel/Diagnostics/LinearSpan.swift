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
    // The variables named, ascending, each once: sorted and deduplicated
    // in one array rather than gathered in a set and looked up in a
    // dictionary built from it. Explaining the unmet wishes of a report
    // solves a score of these after every command, and the hashing, the
    // key-path reads of each form's keys and the per-column arrays below
    // cost three times the elimination itself.
    var columns: [Int32] = []
    var named = target.count
    for form in forms { named += form.count }
    columns.reserveCapacity(named)
    for form in forms { for v in form.keys { columns.append(v) } }
    for v in target.keys { columns.append(v) }
    columns.sort()
    var unique = 0
    for i in columns.indices where unique == 0 || columns[unique - 1] != columns[i] {
      columns[unique] = columns[i]
      unique += 1
    }
    columns.removeLast(columns.count - unique)
    // A variable's row: its place in `columns`.
    func index(_ v: Int32) -> Int {
      var (lo, hi) = (0, columns.count)
      while lo < hi {
        let mid = (lo &+ hi) >> 1
        if columns[mid] < v { lo = mid &+ 1 } else { hi = mid }
      }
      return lo
    }
    // Solve Aᵀλ = b: one equation per variable, one unknown per form.
    // One flat buffer, row by row (`width` entries each): an array of row
    // arrays checked each row's uniqueness at every write, and explaining
    // a wish on a ring of constraints makes thousands of them.
    let n = forms.count
    let width = n + 1
    let m = columns.count
    var matrix = [Double](repeating: 0, count: m * width)
    // The rows holding each column, so that finding a pivot and clearing
    // its column read those rows only: scanning every row of the buffer
    // for each column (a stride of `width` doubles each) was most of
    // `why` on a list of 143 cards. A row is listed again when a zero in
    // it becomes non-zero; a row listed twice, or no longer holding the
    // column, reads as a zero and is passed over. Each column's list is
    // a chain through one pool (`listHead`, then `listNext`), not an array
    // of its own; the order a list is read in decides nothing (the pivot
    // is the largest entry, ties to the first row in elimination order,
    // and each row is cleared on its own).
    var listHead = [Int32](repeating: -1, count: width)
    var listRow: [Int32] = []
    var listNext: [Int32] = []
    listRow.reserveCapacity(2 * named)
    listNext.reserveCapacity(2 * named)
    func list(_ row: Int, in column: Int) {
      listRow.append(Int32(row))
      listNext.append(listHead[column])
      listHead[column] = Int32(listRow.count - 1)
    }
    for (j, form) in forms.enumerated() {
      for (v, c) in form {
        let i = index(v)
        matrix[i * width + j] = c
        list(i, in: j)
      }
    }
    for (v, c) in target {
      let i = index(v)
      matrix[i * width + n] = c
      list(i, in: n)
    }
    // Rows change places through these instead of being swapped: the
    // buffer's row `rowAt[i]` is the i-th row of the elimination.
    var rowAt = Array(0..<m)
    var placeOf = Array(0..<m)
    var pivotColumnOfRow: [Int] = []
    var nonZero: [Int] = []
    let rank = matrix.withUnsafeMutableBufferPointer { a -> Int in
      var row = 0
      for col in 0..<n where row < m {
        // The largest entry of the column at or below `row`, the first
        // of equals (as `max(by:)` picks).
        var best = -1
        var largest = 0.0
        var e = Int(listHead[col])
        while e >= 0 {
          let r = Int(listRow[e])
          e = Int(listNext[e])
          guard placeOf[r] >= row else { continue }
          let size = abs(a[r * width + col])
          if size > largest || (size == largest && best >= 0 && placeOf[r] < placeOf[best]) {
            (best, largest) = (r, size)
          }
        }
        guard best >= 0, largest > 1e-9 else { continue }
        let pivot = rowAt[placeOf[best]]
        let displaced = rowAt[row]
        (rowAt[row], rowAt[placeOf[pivot]]) = (pivot, displaced)
        (placeOf[displaced], placeOf[pivot]) = (placeOf[pivot], row)
        let p = a[pivot * width + col]
        // Only the pivot row's non-zero entries change other rows: forms
        // name two or three variables each, and a report explains wishes on
        // rings of up to 256 constraints, where sweeping whole rows was most
        // of the cost. Skipping zeros changes no value (x - f·0 = x).
        nonZero.removeAll(keepingCapacity: true)
        for k in col...n where a[pivot * width + k] != 0 {
          a[pivot * width + k] /= p
          nonZero.append(k)
        }
        var next = Int(listHead[col])
        while next >= 0 {
          let r = Int(listRow[next])
          next = Int(listNext[next])
          guard r != pivot && a[r * width + col] != 0 else { continue }
          let f = a[r * width + col]
          for k in nonZero {
            if a[r * width + k] == 0 { list(r, in: k) }
            a[r * width + k] -= f * a[pivot * width + k]
          }
        }
        pivotColumnOfRow.append(col)
        row += 1
      }
      return row
    }
    // Consistent only if every row without a pivot has a zero right side.
    for r in rank..<m where abs(matrix[rowAt[r] * width + n]) > 1e-7 { return (nil, rank) }
    var lambda = Array(repeating: 0.0, count: n)
    for (r, col) in pivotColumnOfRow.enumerated() { lambda[col] = matrix[rowAt[r] * width + n] }
    return (lambda, rank)
  }
}
