// libFuzzer target: the input as a script, one command per line, through
// `Session.execute`. After every line:
//   - a failed command has a message, a column inside the line, and left
//     `Session.dump()` byte-for-byte as it was (atomicity);
//   - the layout's invariants hold (every installed required constraint is
//     satisfied, every frame is finite), in release builds too;
//   - the text and JSON reports render.
// Commands that write files (`save`, `draw --svg`) are skipped, and `load`
// only reaches a scratch folder, so the fuzzer never touches the file system
// outside it.
import Foundation
import LayoutLanguage
import LayoutSession

/// A folder with a good script, a bad one, a binary file and a subfolder.
private let scratch: String = {
  let path = NSTemporaryDirectory() + "alrepl-fuzz-\(getpid())"
  let fm = FileManager.default
  try? fm.createDirectory(atPath: path + "/folder", withIntermediateDirectories: true)
  let files: [(String, [UInt8])] = [
    ("good.alrepl", Array("view a\na.width == 100\nview b in a\nb.top == a.top + 8\n".utf8)),
    ("bad.alrepl", Array("view a\na.top == a.height\n".utf8)),
    ("binary.bin", [0xff, 0xfe, 0x00, 0x80, 0x0a, 0xc3]),
  ]
  for (name, bytes) in files { fm.createFile(atPath: path + "/" + name, contents: Data(bytes)) }
  return path
}()

/// Whether the harness runs `line`: nothing that writes, no path out of `scratch`.
private func isSafe(_ line: String) -> Bool {
  // The command types are the session's own; the harness tells them by
  // their word, and reads the arguments it cares about with the parser.
  guard let command = try? Parser.parseCommand(line) else { return true }
  func staysInScratch(_ path: String) -> Bool { !path.contains("/") && !path.hasPrefix("~") }
  switch command.descriptor.word {
  case "save": return false
  case "draw": return (try? Parser.drawCommand(line))?.svgPath == nil
  case "load": return (try? Parser.fileArgument(line)).map { staysInScratch($0.path) } ?? true
  // A font file is read like a loaded script: only from the scratch folder
  // (told from the text, erring towards skipping: `set root . font` parses too).
  case "set": return !(line.contains("font") && (line.contains("/") || line.contains("~")))
  default: return true
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func sessionFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let session = Session(directory: scratch)
  for line in lines(of: text(data, size), limit: 40) where isSafe(line) {
    if executeChecked(session, line, culprit: line).quits { break }
  }
  return 0
}
