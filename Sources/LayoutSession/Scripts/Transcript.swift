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

  /// A line diff of `expected` against `actual`; empty when they are equal.
  public static func diff(expected: String, actual: String) -> [String] {
    let a = expected.textLines.map(String.init)
    let b = actual.textLines.map(String.init)
    if a == b { return [] }
    // Longest common subsequence; transcripts are short, so O(n·m) is fine.
    var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var lines: [String] = []
    var i = 0, j = 0
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && a[i] == b[j] {
        i += 1; j += 1
      } else if i < a.count && (j == b.count || lcs[i + 1][j] >= lcs[i][j + 1]) {
        lines.append("-\(i + 1): \(a[i])")
        i += 1
      } else {
        lines.append("+\(j + 1): \(b[j])")
        j += 1
      }
    }
    return lines
  }
}
