// libFuzzer target: the whole input as a pasted Apple conflict log, through
// `ConflictLogParser.parse`. It must return a log or an error at a line and
// column that exist.
import LayoutLanguage

@_cdecl("LLVMFuzzerTestOneInput")
public func conflictLogFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = text(data, size)
  do {
    let log = try ConflictLogParser.parse(input)
    if log.entries.isEmpty { fail("a log without entries was accepted", input) }
  } catch {
    let lineCount = input.split(separator: "\n", omittingEmptySubsequences: false).count
    if error.line < 1 || error.line > lineCount + 1 || error.column < 1 {
      fail("error at \(error.line):\(error.column) outside \(lineCount) lines: \(error)", input)
    }
  }
  return 0
}
