import Foundation
import LayoutLanguage
import LayoutModel

/// `import FILE.swift`: the layout UIKit code builds, read by the
/// translator the executable registers (SwiftLayoutImport).
struct SwiftFileImporter: FileImporter {
  let translator: any SwiftLayoutTranslator
  var kind: String { "Swift" }

  func rebuild(_ source: String, path: String, context: ImportContext) throws(CommandError) -> ImportResult {
    let files = SwiftProject.unbundle(source)
    let translation = files.map { translator.translate(files: $0.map { (name: $0.name, source: $0.text) }, isCancelled: context.isCancelled) }
      ?? translator.translate(source, isCancelled: context.isCancelled)
    if translation.cancelled { throw CommandError.cancelled }
    if let stop = translation.stoppedAt {
      throw CommandError("\(stop.sourceFile ?? path):\(stop.sourceLine): import stopped: \(stop.reason) (\(stop.code)); nothing was imported")
    }
    var rebuild = LineByLineRebuild(from: context.fresh)
    // The window keeps the size the session gave it.
    let size = context.rootSize
    if size != rebuild.layout.rootSize {
      _ = rebuild.run("size \(size.width.compact)x\(size.height.compact)")
    }
    var done: [(String?, Int, String)] = []
    var refused: [(String?, Int, String, String)] = []
    var added = 0
    for line in translation.lines {
      try context.checkCancelled()
      let before = line.addedByImport ? rebuild.layout.allConstraints.count : 0
      switch rebuild.run(line.command) {
      case .success(let confirmation):
        if line.addedByImport { added += rebuild.layout.allConstraints.count - before }
        let shown = line.command.hasPrefix("view ") || confirmation.isEmpty ? line.command : confirmation[0]
        done.append((line.sourceFile, line.sourceLine, shown))
      case .failure(let error):
        refused.append((line.sourceFile, line.sourceLine, line.command, error.message))
      }
    }
    let report = SwiftImportReport(
      path: path, translation: translation, done: done, refused: refused, layout: rebuild.layout, addedByImport: added)
    return ImportResult(layout: rebuild.layout, accepted: rebuild.accepted, answer: report.answer)
  }
}

/// The answer of `import FILE.swift`, as text and under the JSON key `import`.
struct SwiftImportReport {
  let path: String
  let translation: SwiftTranslation
  /// The file (in a project), the line each command came from, and what it did.
  let done: [(file: String?, line: Int, text: String)]
  let refused: [(file: String?, line: Int, command: String, reason: String)]
  let layout: Layout
  /// Constraints the import added itself (SwiftTranslation.Line.addedByImport).
  var addedByImport = 0

  var answer: Report.Answer { .init(key: "import", lines: lines, json: json) }

  private var viewCount: Int { layout.viewsInTreeOrder.filter { $0 != .root && !layout.view($0).isStackGuide }.count }
  /// The constraints the code made: those the import added are not its.
  private var constraintCount: Int { layout.allConstraints.filter { $0.origin == .user }.count - addedByImport }

  /// Issue 40, item 7: what was imported (with the notes on how it was
  /// read), then what was lost that matters for layout, each with its line
  /// and reason, then one count of the statements skipped as irrelevant.
  var lines: [String] {
    var lines = ["imported \(path): \(count(viewCount, "view")), \(count(constraintCount, "constraint"))"]
    lines += Format.table(done.map { [Self.place($0.file, $0.line), $0.text] }).map { "  " + $0 }
    for r in translation.remarks {
      lines.append(r.sourceLine == 0 && r.sourceFile == nil ? "  note: \(r.reason)" : "  note, \(Self.place(r.sourceFile, r.sourceLine)): \(r.reason)")
    }
    if !translation.unsupported.isEmpty || !refused.isEmpty {
      lines.append("  lost, and it matters for layout:")
      // In the order of the code: a line the layout refused among those not understood.
      let lost = refused.map { ($0.file, $0.line, "\($0.command)  (not rebuilt: \($0.reason))") }
        + translation.unsupported.map { ($0.sourceFile, $0.sourceLine, "\($0.code)  (\($0.reason))") }
      for (file, line, text) in lost.enumerated().sorted(by: { ($0.1.0 ?? "", $0.1.1, $0.0) < ($1.1.0 ?? "", $1.1.1, $1.0) }).map(\.1) {
        lines.append("    \(Self.place(file, line)): \(text)")
      }
    }
    if translation.ignoredCount > 0 {
      lines.append("  \(count(translation.ignoredCount, "statement")) skipped as irrelevant to layout (colours, accessibility, images, targets, delegates, …)")
    }
    return lines
  }

  /// "line 12" in a file read alone, "Card.swift:12" in a project, "(cell)"
  /// for what the import adds itself (a cell's content view).
  static func place(_ file: String?, _ line: Int) -> String {
    guard let file else { return line == 0 ? "(cell)" : "line \(line)" }
    return "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)"
  }

  /// `line`, and `file` in a project, as JSON fields.
  static func at(_ file: String?, _ line: Int) -> [(String, JSONValue)] {
    [("line", .number(Double(line)))] + (file.map { [("file", JSONValue.string($0))] } ?? [])
  }

  private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

  var json: JSONValue {
    func note(_ n: SwiftTranslation.Note) -> JSONValue {
      var fields: [(String, JSONValue)] = [("line", .number(Double(n.sourceLine))), ("code", .string(n.code)), ("reason", .string(n.reason))]
      if let file = n.sourceFile { fields.append(("file", .string(file))) }
      return .object(fields)
    }
    return .object([
      ("file", .string(path)), ("language", .string("swift")),
      ("views", .number(Double(viewCount))), ("constraints", .number(Double(constraintCount))),
      ("addedByImport", .number(Double(addedByImport))),
      ("commands", .array(done.map { .object(Self.at($0.file, $0.line) + [("command", .string($0.text))]) })),
      ("notRebuilt", .array(refused.map {
        .object(Self.at($0.file, $0.line) + [("command", .string($0.command)), ("error", .string($0.reason))])
      })),
      ("notUnderstood", .array(translation.unsupported.map(note))),
      ("notes", .array(translation.remarks.map(note))),
      ("ignored", .number(Double(translation.ignoredCount))),
    ])
  }
}
