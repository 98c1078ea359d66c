// Myers' O(ND) difference of two lists of lines, limited to a number of
// edits: `check` compares a transcript with its replay, and a stale one
// usually differs in a few places however long it is. Space is O(D²) in
// the edits (each step keeps only the diagonals it reached), so a diff
// with more edits than the limit gives up instead of growing; time is
// O((N + M) · D).

enum LineDiff {
  /// One line of the edit script: `a`'s line at an offset left out, or
  /// `b`'s line at an offset put in.
  enum Edit: Equatable {
    case delete(Int)
    case insert(Int)
  }

  /// The shortest edit script from `a` to `b` (offsets from each slice's
  /// start), deletions before insertions within each run of changes; nil
  /// when it needs more than `maxEdits` edits.
  static func edits(_ a: ArraySlice<String>, _ b: ArraySlice<String>, maxEdits: Int) -> [Edit]? {
    let n = a.count, m = b.count
    let limit = min(maxEdits, n + m)
    let a0 = a.startIndex, b0 = b.startIndex
    // furthest[d] holds, for k = -d, -d + 2, …, d, the furthest x reached
    // on diagonal k (y = x - k) with d edits: (d + 1) values.
    var furthest: [[Int32]] = []
    var previous: [Int32] = []
    for d in 0...limit {
      var row = [Int32](repeating: 0, count: d + 1)
      for index in 0...d {
        let k = -d + 2 * index
        var x: Int
        if d == 0 {
          x = 0
        } else if k == -d || (k != d && previous[index - 1] < previous[index]) {
          x = Int(previous[index])  // down from diagonal k + 1: an insertion
        } else {
          x = Int(previous[index - 1]) + 1  // right from diagonal k - 1: a deletion
        }
        var y = x - k
        while x < n && y < m && a[a0 + x] == b[b0 + y] {
          x += 1
          y += 1
        }
        row[index] = Int32(x)
        if x >= n && y >= m {
          furthest.append(row)
          return script(furthest, d: d, n: n, m: m)
        }
      }
      furthest.append(row)
      previous = row
    }
    return nil
  }

  /// Walks the furthest points back from (n, m) to (0, 0).
  private static func script(_ furthest: [[Int32]], d last: Int, n: Int, m: Int) -> [Edit] {
    // Each edit with the point it starts from, last edit first.
    var steps: [(edit: Edit, x: Int, y: Int)] = []
    var x = n, y = m
    for d in stride(from: last, to: 0, by: -1) {
      let k = x - y
      let previous = furthest[d - 1]
      // previous[(k' + d - 1) / 2] is diagonal k' after d - 1 edits.
      let down = k == -d || (k != d && previous[(k - 1 + d - 1) / 2] < previous[(k + 1 + d - 1) / 2])
      let priorK = down ? k + 1 : k - 1
      let priorX = Int(previous[(priorK + d - 1) / 2])
      let priorY = priorX - priorK
      steps.append((down ? .insert(priorY) : .delete(priorX), priorX, priorY))
      x = priorX
      y = priorY
    }
    steps.reverse()
    // Within a run of edits with no equal line between them (each starts
    // where the last ended), deletions first, as diffs are read: "-2: b"
    // then "+2: B".
    var ordered: [Edit] = []
    var deletions: [Edit] = [], insertions: [Edit] = []
    var end = (x: -1, y: -1)
    for step in steps {
      if (step.x, step.y) != end {
        ordered += deletions + insertions
        deletions.removeAll()
        insertions.removeAll()
      }
      switch step.edit {
      case .delete:
        deletions.append(step.edit)
        end = (step.x + 1, step.y)
      case .insert:
        insertions.append(step.edit)
        end = (step.x, step.y + 1)
      }
    }
    return ordered + deletions + insertions
  }
}
