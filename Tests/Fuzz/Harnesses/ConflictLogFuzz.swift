// libFuzzer target: the whole input as a pasted Apple conflict log.
//   - `ConflictLogParser.parse` must return a log or an error at a line and
//     column that exist.
//   - A log that parses is then imported into a session (`import FILE`),
//     which rebuilds its layout: the command must succeed or fail with a
//     message, a failure must leave the session as it was, the reports must
//     render, and the rebuilt layout must keep its invariants (every required
//     constraint holds, every frame is finite). The imported layout then
//     takes a few commands, so a hierarchy built from a log is exercised too.
import Foundation
import LayoutLanguage
import LayoutSession

/// Where the harness writes the log for `import` to read.
private let scratch: String = {
  let path = NSTemporaryDirectory() + "alrepl-log-fuzz-\(getpid())"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}()

/// Commands run after a successful import: reports, explanations, undo.
private let followUps = ["frames", "conflicts", "ambiguity", "why log1", "explain log1", "draw", "undo", "redo"]

@_cdecl("LLVMFuzzerTestOneInput")
public func conflictLogFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = text(data, size)
  do {
    let log = try ConflictLogParser.parse(input)
    if log.entries.isEmpty { fail("a log without entries was accepted", input) }
  } catch {
    // Counted as the parser counts them: "\r\n" is one Character in Swift,
    // so splitting on "\n" alone missed the lines a CRLF ends.
    let lineCount = input.textLines.count
    if error.line < 1 || error.line > lineCount + 1 || error.column < 1 {
      fail("error at \(error.line):\(error.column) outside \(lineCount) lines: \(error)", input)
    }
    return 0
  }
  guard FileManager.default.createFile(atPath: scratch + "/log.txt", contents: Data(input.utf8)) else {
    fatalError("cannot write the scratch log in \(scratch)")
  }
  let session = Session(directory: scratch)
  for line in ["import log.txt"] + followUps { _ = executeChecked(session, line, culprit: input) }
  return 0
}
