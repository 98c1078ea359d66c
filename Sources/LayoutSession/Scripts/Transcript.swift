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
  /// Above this many edits the middle of a diff is shown line against line
  /// instead of aligned: the aligned diff keeps O(edits²) of state, and an
  /// n × m table for a 40,000-line stale transcript took 3.9 GB.
  static let alignedDiffEdits = 2_000

  /// A line diff of `expected` against `actual`; empty when they are equal.
  ///
  /// The common start and end are skipped first, and the middle is
  /// aligned by Myers' algorithm (`LineDiff`) up to `alignedDiffEdits`
  /// edits, so time and memory follow what changed, not the length.
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
    if let edits = LineDiff.edits(a[start..<endA], b[start..<endB], maxEdits: alignedDiffEdits) {
      for edit in edits {
        switch edit {
        case .delete(let i): emit("-\(start + i + 1): \(a[start + i])")
        case .insert(let j): emit("+\(start + j + 1): \(b[start + j])")
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
