import Foundation
import LayoutSession
import SwiftLayoutImport

/// `alrepl run FILE...`: replays scripts (or transcripts) as if typed.
struct Runner {
  let json: Bool
  let terminal: Terminal
  /// `--allow-writes`: let the scripts write outside the current folder.
  var allowWrites = false

  func run(_ paths: [String]) -> Int32 {
    var status: Int32 = 0
    // Into a file or a pipe, written in large pieces (ReportBuffer.swift).
    var output = ReportBuffer()
    defer { output.flush() }
    for path in paths {
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        output.flush()  // what came before it, first
        FileHandle.standardError.write(Data("alrepl: cannot read \(path)\n".utf8))
        status = 1
        continue
      }
      let session = Session(directory: (path as NSString).deletingLastPathComponent.nonEmpty ?? ".", importers: .withSwift)
      // A script from elsewhere must not write a shell start-up file.
      if !allowWrites { session.writePolicy = .insideFolder(URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) }
      for (_, line) in ScriptLines.commands(in: text) {
        if !json { output.append(line: terminal.paint("> \(line)")) }
        let report = session.execute(line)
        output.append(report, json: json, terminal: terminal)
        if !report.ok { status = 1 }
        if report.quits { break }
      }
    }
    return status
  }
}

extension String {
  var nonEmpty: String? { isEmpty ? nil : self }
}
