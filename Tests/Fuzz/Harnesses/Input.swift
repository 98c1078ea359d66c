import LayoutSession
// What every harness shares: the input as text, the lines in it, and a trap
// that says what broke. The fuzzer's bytes are decoded exactly as the REPL
// decodes stdin (`Swift.readLine` repairs invalid UTF-8 to U+FFFD, and so
// does `String(decoding:as:)`), so invalid UTF-8 reaches the same code.

/// The fuzzer's bytes as the REPL would read them.
func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
  String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
}

/// The lines of `text`, as `readLine(strippingNewline: true)` returns them.
func lines(of text: String, limit: Int) -> [String] {
  var result = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(limit).map(String.init)
  if text.hasSuffix("\n") && !result.isEmpty && result.count <= limit { result.removeLast() }
  return result
}

/// Stops the run with a message libFuzzer prints beside the crashing input.
func fail(_ message: String, _ line: String) -> Never {
  fatalError("\(message)\n  line: \(String(reflecting: String(line.prefix(300))))")
}

/// A failure must say something and point inside the line (or just past it).
func checkFailure(message: String, column: Int?, line: String) {
  if message.isEmpty { fail("an error without a message", line) }
  if let column, column < 1 || column > line.count + 1 {
    fail("error column \(column) outside a line of \(line.count) characters: \(message)", line)
  }
}

/// Runs one line as the session harnesses do: the reports must render, a
/// failure must carry a message and a column on the line and leave the
/// session byte for byte as it was, and the layout must keep its invariants.
/// `culprit` is what a failure prints (the line, or the whole input).
func executeChecked(_ session: Session, _ line: String, culprit: String) -> Report {
  let before = session.dump()
  let report = session.execute(line)
  _ = TextRenderer.lines(report)
  _ = JSONRenderer.line(report)
  if let failure = report.failure {
    checkFailure(message: failure.message, column: failure.column, line: line)
    if session.dump() != before { fail("a failed command changed the session: \(failure.message)", culprit) }
  }
  let problems = session.layout.invariantViolations()
  if !problems.isEmpty { fail("invariants broken after \(String(reflecting: line)): \(problems)", culprit) }
  return report
}
