import Foundation
import LayoutLanguage
import LayoutModel

extension Session {
  /// `import FILE`: replaces the layout with one rebuilt from an Apple
  /// conflict log, as one undoable change.
  ///
  /// The rebuilt layout is recorded as the script it ran (after a `reset`),
  /// so undo, redo and `save` work on it like on typed commands, and a
  /// replay never reads the log again.
  func importLog(_ path: String, into next: inout Layout) throws(CommandError) -> Outcome {
    let text: String
    do {
      text = try recordedLoads[path] ?? String(contentsOf: url(path), encoding: .utf8)
    } catch {
      throw CommandError("cannot read \(path): no such file, or not UTF-8 text")
    }
    let log: ConflictLog
    do {
      log = try ConflictLogParser.parse(text)
    } catch {
      throw CommandError("\(path):\(error.line):\(error.column): \(error.message)")
    }
    let plan = ConflictLogImport(log)
    var rebuild = LineByLineRebuild(from: freshLayout())
    var refused: [(String, String)] = []
    for line in plan.lines {
      if case .failure(let error) = rebuild.run(line) { refused.append((line, error.message)) }
    }
    next = rebuild.layout
    let report = ImportReport(path: path, plan: plan, findings: ImportFindings(plan, layout: rebuild.layout), refused: refused)
    return Outcome(entry: rebuild.accepted, answer: report.answer, rebuilt: true,
      recorded: [text])
  }
}
