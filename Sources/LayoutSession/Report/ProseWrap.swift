/// Wraps report lines to a terminal's width at word boundaries.
///
/// Reports are written one idea per line, so piped output and transcripts
/// keep them whole; in a narrow terminal the terminal itself would break
/// them mid-word. A continuation is indented two spaces past the line's own
/// indent, so it reads as part of the line above.
public enum ProseWrap {
  /// Every line wrapped to `width` columns; below 20 columns lines are
  /// left whole (wrapping there would help no one).
  public static func lines(_ lines: [String], width: Int) -> [String] {
    guard width >= 20 else { return lines }
    var out: [String] = []
    out.reserveCapacity(lines.count)
    for line in lines { out += wrap(line, width: width) }
    return out
  }

  /// One line as the rows it takes at `width` columns, broken at spaces;
  /// a word longer than a row is cut where it must be.
  public static func wrap(_ line: String, width: Int) -> [String] {
    guard line.count > width else { return [line] }
    let indent = line.prefix { $0 == " " }.count
    let continuation = String(repeating: " ", count: min(indent + 2, width / 2))
    var result: [String] = []
    var current = String(line.prefix(indent))
    var currentCount = indent
    var atLineStart = true
    for word in line.dropFirst(indent).split(separator: " ", omittingEmptySubsequences: false) {
      let needed = (atLineStart ? 0 : 1) + word.count
      if !atLineStart && currentCount + needed > width {
        result.append(current)
        current = continuation
        currentCount = continuation.count
        atLineStart = true
      }
      if !atLineStart {
        current += " "
        currentCount += 1
      }
      // A word longer than a whole line is cut where it must be.
      var rest = Substring(word)
      while currentCount + rest.count > width && rest.count > width - continuation.count {
        let room = width - currentCount
        current += rest.prefix(room)
        result.append(current)
        rest = rest.dropFirst(room)
        current = continuation
        currentCount = continuation.count
      }
      current += rest
      currentCount += rest.count
      atLineStart = false
    }
    result.append(current)
    return result
  }
}
