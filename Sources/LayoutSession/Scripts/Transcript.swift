import LayoutLanguage

/// Transcripts: a session script with the expected report under each command.
///
/// ```
/// # narration, kept as written
/// > view card
/// view card in root
///   card  new  (0, 0, 0, 0)
/// ```
/// Lines starting `> ` are commands. The lines after a command, up to the
/// next command, comment (`#`) or blank line, are its expected report.
/// Comments and blank lines are kept as written, so a transcript reads as a
/// lesson and `check --update` rewrites only the reports.
public enum Transcript {
  /// The transcript with every report replaced by what the session prints now.
  public static func regenerate(_ text: String, session: Session) -> String {
    var out: [String] = []
    var inReport = false
    for line in text.textLines.map(String.init) {
      if line.hasPrefix("> ") || line == ">" {
        out.append(line)
        let command = line == ">" ? "" : String(line.dropFirst(2))
        out += TextRenderer.lines(session.execute(command))
        inReport = true
      } else if line.isEmpty || line.hasPrefix("#") {
        out.append(line)
        inReport = false
      } else if !inReport {
        out.append(line)
      }
    }
    return out.joined(separator: "\n")
  }

  /// At most this many diff lines are shown; the rest are counted.
  static let shownDiffLines = 200
  /// Above this many cells (changed lines before × after), the middle of a
  /// diff is shown line against line instead of aligned: an n × m table for
  /// a 40,000-line stale transcript took 3.9 GB.
  static let alignedDiffCells = 4_000_000

  /// A line diff of `expected` against `actual`; empty when they are equal.
  ///
  /// The common start and end are skipped first (a stale transcript
  /// usually differs in a few places), so memory follows what changed.
  public static func diff(expected: String, actual: String) -> [String] {
    let a = expected.textLines.map(String.init)
    let b = actual.textLines.map(String.init)
    if a == b { return [] }
    var start = 0
    while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
    var endA = a.count, endB = b.count
    while endA > start && endB > start && a[endA - 1] == b[endB - 1] {
      endA -= 1
      endB -= 1
    }
    let n = endA - start, m = endB - start
    var lines: [String] = []
    var total = 0
    func emit(_ line: String) {
      total += 1
      if lines.count < shownDiffLines { lines.append(line) }
    }
    if n * m <= alignedDiffCells {
      // Longest common subsequence of the middle.
      var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          lcs[i][j] = a[start + i] == b[start + j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
      }
      var i = 0, j = 0
      while i < n || j < m {
        if i < n && j < m && a[start + i] == b[start + j] {
          i += 1
          j += 1
        } else if i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1]) {
          emit("-\(start + i + 1): \(a[start + i])")
          i += 1
        } else {
          emit("+\(start + j + 1): \(b[start + j])")
          j += 1
        }
      }
    } else {
      for k in 0..<max(n, m) {
        if k < n && k < m && a[start + k] == b[start + k] { continue }
        if k < n { emit("-\(start + k + 1): \(a[start + k])") }
        if k < m { emit("+\(start + k + 1): \(b[start + k])") }
      }
    }
    if total > lines.count { lines.append("… and \(total - lines.count) more changed lines") }
    return lines
  }
}
