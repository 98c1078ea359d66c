// libFuzzer target: every line of the input through `Parser.parseCommand`, which
// must return a command or a ParseError that points inside the line.
import LayoutLanguage
import LayoutSession

@_cdecl("LLVMFuzzerTestOneInput")
public func parserFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  for line in lines(of: text(data, size), limit: 64) {
    do {
      _ = try Parser.parseCommand(line)
    } catch {
      checkFailure(message: error.message, column: error.column, line: line)
    }
  }
  return 0
}
