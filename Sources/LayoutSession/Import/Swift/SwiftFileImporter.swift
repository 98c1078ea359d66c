import Foundation
import LayoutLanguage
import LayoutModel

/// `import FILE.swift`: the layout UIKit code builds, read by the
/// translator the executable registers (SwiftLayoutImport).
struct SwiftFileImporter: FileImporter {
  let translator: any SwiftLayoutTranslator
  var kind: String { "Swift" }

  func rebuild(_ source: String, path: String, context: ImportContext) throws(CommandError) -> ImportResult {
    let translation = translator.translate(source)
    if let stop = translation.stoppedAt {
      throw CommandError("\(path):\(stop.sourceLine): import stopped: \(stop.reason) (\(stop.code)); nothing was imported")
    }
    var rebuild = LineByLineRebuild(from: context.fresh)
    // The window keeps the size the session gave it.
    let size = context.rootSize
    if size != rebuild.layout.rootSize {
      _ = rebuild.run("size \(size.width.compact)x\(size.height.compact)")
    }
    var done: [(Int, String)] = []
    var refused: [(Int, String, String)] = []
    for line in translation.lines {
      try context.checkCancelled()
      switch rebuild.run(line.command) {
      case .success(let confirmation):
        let shown = line.command.hasPrefix("view ") || confirmation.isEmpty ? line.command : confirmation[0]
        done.append((line.sourceLine, shown))
      case .failure(let error):
        refused.append((line.sourceLine, line.command, error.message))
      }
    }
    let report = SwiftImportReport(
      path: path, translation: translation, done: done, refused: refused, layout: rebuild.layout)
    return ImportResult(layout: rebuild.layout, accepted: rebuild.accepted, answer: report.answer)
  }
}

/// The answer of `import FILE.swift`, as text and under the JSON key `import`.
struct SwiftImportReport {
  let path: String
  let translation: SwiftTranslation
  let done: [(line: Int, text: String)]
  let refused: [(line: Int, command: String, reason: String)]
  let layout: Layout

  var answer: Report.Answer { .init(key: "import", lines: lines, json: json) }

  private var viewCount: Int { layout.viewsInTreeOrder.filter { $0 != .root && !layout.view($0).isStackGuide }.count }
  private var constraintCount: Int { layout.allConstraints.filter { $0.origin == .user }.count }

  var lines: [String] {
    var lines = ["imported \(path): \(count(viewCount, "view")), \(count(constraintCount, "constraint"))"]
    lines += Format.table(done.map { [$0.line == 0 ? "(cell)" : "line \($0.line)", $0.text] }).map { "  " + $0 }
    for r in translation.remarks { lines.append(r.sourceLine == 0 ? "  note: \(r.reason)" : "  note, line \(r.sourceLine): \(r.reason)") }
    for r in refused { lines.append("  not rebuilt, line \(r.line): \(r.command): \(r.reason)") }
    if !translation.unsupported.isEmpty {
      lines.append("  not understood, left out:")
      for n in translation.unsupported { lines.append("    line \(n.sourceLine): \(n.code)  (\(n.reason))") }
    }
    if translation.ignoredCount > 0 {
      lines.append("  \(count(translation.ignoredCount, "statement")) with no effect on layout skipped (colours, layers, titles, …)")
    }
    return lines
  }

  private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

  var json: JSONValue {
    func note(_ n: SwiftTranslation.Note) -> JSONValue {
      .object([("line", .number(Double(n.sourceLine))), ("code", .string(n.code)), ("reason", .string(n.reason))])
    }
    return .object([
      ("file", .string(path)), ("language", .string("swift")),
      ("views", .number(Double(viewCount))), ("constraints", .number(Double(constraintCount))),
      ("commands", .array(done.map { .object([("line", .number(Double($0.line))), ("command", .string($0.text))]) })),
      ("notRebuilt", .array(refused.map {
        .object([("line", .number(Double($0.line))), ("command", .string($0.command)), ("error", .string($0.reason))])
      })),
      ("notUnderstood", .array(translation.unsupported.map(note))),
      ("notes", .array(translation.remarks.map(note))),
      ("ignored", .number(Double(translation.ignoredCount))),
    ])
  }
}
