import Foundation
import LayoutSession
import SwiftLayoutImport

// alrepl — the Auto Layout REPL. This file only reads arguments and picks a mode.

let usage = """
  usage: alrepl [--json] [--no-color] [--resume]  interactive REPL (reads stdin when it is not a terminal)
                                                  --resume: restore the last session that did not quit cleanly
         alrepl run [--json] FILE...              replay session scripts, printing each report
         alrepl run --step FILE                   a lesson: narration, then Enter runs each command
         alrepl check [--update] FILE-or-DIR...   compare transcripts with their expected reports
         alrepl import-log [--json] FILE          rebuild an Apple conflict log and report its conflict
         alrepl import-swift [--json] FILE        rebuild the views and constraints of UIKit layout code
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
let resume = takeFlag("--resume")
let step = takeFlag("--step")
if let unknown = arguments.first(where: { $0.hasPrefix("-") }) {
  FileHandle.standardError.write(Data("alrepl: unknown option \(unknown)\n\(usage)\n".utf8))
  exit(2)
}

switch arguments.first {
case nil:
  exit(REPL(json: json, terminal: terminal, resume: resume).run())
case "run":
  guard arguments.count > 1 else {
    FileHandle.standardError.write(Data("alrepl run: which files?\n\(usage)\n".utf8))
    exit(2)
  }
  if step {
    guard arguments.count == 2 else {
      FileHandle.standardError.write(Data("alrepl run --step: one lesson at a time\n\(usage)\n".utf8))
      exit(2)
    }
    exit(LessonRunner(json: json, terminal: terminal).run(arguments[1]))
  }
  exit(Runner(json: json, terminal: terminal).run(Array(arguments.dropFirst())))
case "check":
  guard arguments.count > 1 else {
    FileHandle.standardError.write(Data("alrepl check: which files or directories?\n\(usage)\n".utf8))
    exit(2)
  }
  exit(Checker(update: update).run(Array(arguments.dropFirst())))
case "import-log":
  guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("alrepl import-log: one log file\n\(usage)\n".utf8))
    exit(2)
  }
  exit(LogImporter(json: json, terminal: terminal).run(arguments[1]))
case "import-swift":
  guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("alrepl import-swift: one Swift file\n\(usage)\n".utf8))
    exit(2)
  }
  // The same report as `import FILE.swift` in the REPL.
  exit(LogImporter(json: json, terminal: terminal).run(arguments[1]))
case let other?:
  FileHandle.standardError.write(Data("alrepl: unknown command '\(other)'\n\(usage)\n".utf8))
  exit(2)
}
