/// Reads Apple's "Unable to simultaneously satisfy constraints" log.
///
/// The envelope is read line by line and tolerantly, because logs reach us
/// pasted from consoles, issue trackers and blogs: prefixes, advice text and
/// trailers are skipped, indentation and blank lines do not matter, the
/// `(` and `)` lines may be missing, entries may be quoted (UIKit) or not
/// (some AppKit logs). What must parse is every constraint description;
/// an error names the line and column where one stops making sense.
public enum ConflictLogParser {
  /// Reads a whole log, or a pasted list of constraint descriptions.
  ///
  /// - Throws: at the first description that does not parse, with its line
  ///   and column; a log with no description at all is an error too.
  public static func parse(_ text: String) throws(ConflictLogError) -> ConflictLog {
    var state = State()
    let lines = text.textLines
    for (index, raw) in lines.enumerated() {
      var line = raw
      if line.last == "\r" { line.removeLast() }
      try state.read(line, number: index + 1)
    }
    try state.finishBrokenConstraint(atEnd: lines.count)
    guard !state.log.entries.isEmpty else {
      throw ConflictLogError(
        line: 1, column: 1,
        "no constraints found: expected Apple's list of \"<NSLayoutConstraint:0x… …>\" entries")
    }
    return state.log
  }

  static let header = "Unable to simultaneously satisfy constraints"
  static let recovery = "Will attempt to recover by breaking constraint"

  private struct State {
    var log = ConflictLog(entries: [], broken: nil, platform: .unknown)
    var listOpened = false
    var listClosed = false
    var recoverySeen = false
    /// The broken constraint being collected: it may span lines, because
    /// Apple prints it unescaped and label text can hold a newline.
    var pendingBroken: (text: String, line: Int, column: Int)?

    mutating func read(_ line: Substring, number: Int) throws(ConflictLogError) {
      let indent = line.prefix { $0 == " " || $0 == "\t" }.count
      let trimmed = line.dropFirst(indent)
      if var pending = pendingBroken {
        pending.text += "\n" + line
        pendingBroken = pending
        if endsDescription(trimmed) { try finishBrokenConstraint(atEnd: number) }
        return
      }
      if trimmed.isEmpty { return }
      if trimmed.contains("<private>") {
        throw ConflictLogError(
          line: number, column: indent + 1,
          "this log is redacted (<private>): unified logging hid the constraints, so there is nothing to import")
      }
      if let recovery = trimmed.firstRange(of: ConflictLogParser.recovery) {
        recoverySeen = true
        let rest = trimmed[recovery.upperBound...]
        if let open = rest.firstIndex(of: "<") {
          try startBrokenConstraint(line, from: open, number: number)
        }
        return
      }
      if recoverySeen {
        if log.broken == nil, trimmed.first == "<" { try startBrokenConstraint(line, from: trimmed.startIndex, number: number) }
        return  // the trailer: debugging advice
      }
      if trimmed.hasPrefix("#") && log.entries.isEmpty && !listOpened { return }  // a note above a pasted log
      if let header = trimmed.firstRange(of: ConflictLogParser.header) {
        log.platform = trimmed[header.upperBound...].first == ":" ? .appKit : .uiKit
        if trimmed.hasSuffix("(") { listOpened = true }
        return
      }
      if trimmed == "(" {
        listOpened = true
        return
      }
      if trimmed.first == ")" {
        listClosed = true
        return
      }
      if trimmed.hasPrefix("\"<") || trimmed.first == "<" {
        log.entries.append(try entry(trimmed, indent: indent, number: number))
        return
      }
      // Advice before the list and the trailer after it are Apple's prose;
      // anything else inside the list is a line we cannot read.
      if (listOpened || !log.entries.isEmpty) && !listClosed {
        throw ConflictLogError(
          line: number, column: indent + 1,
          "expected a constraint such as \"<NSLayoutConstraint:0x… …>\", found '\(trimmed.prefix(30))\(trimmed.count > 30 ? "…" : "")'",
          length: trimmed.count)
      }
    }

    /// A list entry: `"<…>",` (UIKit, quoted) or `<…>,` (some AppKit logs).
    private func entry(_ trimmed: Substring, indent: Int, number: Int) throws(ConflictLogError) -> ConflictLogEntry {
      let isQuoted = trimmed.first == "\""
      let body = isQuoted ? trimmed.dropFirst() : trimmed
      let closing: Substring = isQuoted ? ">\"" : ">"
      guard let close = body.ranges(of: closing).last,
        body[close.upperBound...].allSatisfy({ $0 == "," || $0 == ")" || $0 == " " || $0 == "." })
      else {
        throw ConflictLogError(
          line: number, column: indent + trimmed.count + 1,
          "this constraint does not end with '\(closing)'; is the line cut short?")
      }
      let inside = body[body.index(after: body.startIndex)..<close.lowerBound]
      let column = indent + (isQuoted ? 1 : 0) + 2
      return try ConflictLogEntryParser.parse(inside, line: number, column: column, isEscaped: isQuoted)
    }

    private mutating func startBrokenConstraint(_ line: Substring, from open: Substring.Index, number: Int)
      throws(ConflictLogError)
    {
      let column = line.distance(from: line.startIndex, to: open) + 1
      pendingBroken = (String(line[open...]), number, column)
      if endsDescription(line[open...]) { try finishBrokenConstraint(atEnd: number) }
    }

    /// Parses the collected broken constraint, if one is pending.
    mutating func finishBrokenConstraint(atEnd number: Int) throws(ConflictLogError) {
      guard let pending = pendingBroken else { return }
      pendingBroken = nil
      var text = Substring(pending.text)
      while let last = text.last, last == " " || last == "\t" || last == "." || last == "\n" { text.removeLast() }
      guard text.last == ">" else {
        throw ConflictLogError(
          line: pending.line, column: pending.column, "the broken constraint does not end with '>'")
      }
      let inside = text.dropFirst().dropLast()
      log.broken = try ConflictLogEntryParser.parse(inside, line: pending.line, column: pending.column + 1, isEscaped: false)
    }

    private func endsDescription(_ text: Substring) -> Bool {
      var t = text
      while let last = t.last, last == " " || last == "\t" || last == "." { t.removeLast() }
      return t.last == ">"
    }
  }
}
