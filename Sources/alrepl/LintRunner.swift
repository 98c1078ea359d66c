import Foundation
import LayoutSession

/// `alrepl lint FILE...`: every file's problems as `file:line: kind message`
/// (or JSON Lines), and exit 1 when there is any.
struct LintRunner {
  let json: Bool

  func run(_ files: [String]) -> Int32 {
    let linter = FileLinter(importers: .withSwift)
    var problems = 0
    for file in files {
      for finding in linter.lint(file) {
        problems += 1
        print(json ? jsonLine(finding) : finding.text)
      }
    }
    return problems == 0 ? 0 : 1
  }

  private func jsonLine(_ f: LintFinding) -> String {
    let object: [String: Any] = ["file": f.file, "line": f.line, "kind": f.kind, "message": f.message]
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
