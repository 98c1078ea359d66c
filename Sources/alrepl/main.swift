import Foundation
import LayoutSession

// alrepl — the Auto Layout REPL. This file only reads arguments and picks a mode.

let usage = """
  usage: alrepl [--json] [--no-color]             interactive REPL (reads stdin when it is not a terminal)
         alrepl run [--json] FILE...              replay session scripts, printing each report
         alrepl check [--update] FILE-or-DIR...   compare transcripts with their expected reports
  """

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func takeFlag(_ names: String...) -> Bool {
  let found = arguments.contains { names.contains($0) }
  arguments.removeAll { names.contains($0) }
  return found
}

if takeFlag("--help", "-h") {
  print(usage)
  exit(0)
}
let json = takeFlag("--json")
let terminal = Terminal(noColourFlag: takeFlag("--no-color", "--no-colour"))
let update = takeFlag("--update")
if let unknown = arguments.first(where: { $0.hasPrefix("-") }) {
  FileHandle.standardError.write(Data("alrepl: unknown option \(unknown)\n\(usage)\n".utf8))
  exit(2)
}

switch arguments.first {
case nil:
  exit(REPL(json: json, terminal: terminal).run())
case "run":
  guard arguments.count > 1 else {
    FileHandle.standardError.write(Data("alrepl run: which files?\n\(usage)\n".utf8))
    exit(2)
  }
  exit(Runner(json: json, terminal: terminal).run(Array(arguments.dropFirst())))
case "check":
  guard arguments.count > 1 else {
    FileHandle.standardError.write(Data("alrepl check: which files or directories?\n\(usage)\n".utf8))
    exit(2)
  }
  exit(Checker(update: update).run(Array(arguments.dropFirst())))
case let other?:
  FileHandle.standardError.write(Data("alrepl: unknown command '\(other)'\n\(usage)\n".utf8))
  exit(2)
}
