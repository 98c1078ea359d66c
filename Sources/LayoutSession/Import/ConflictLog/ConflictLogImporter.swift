import LayoutLanguage
import LayoutModel

/// `import FILE`: a layout rebuilt from an Apple conflict log ("Unable to
/// simultaneously satisfy constraints."), with its conflict explained.
struct ConflictLogImporter: FileImporter {
  var kind: String { "conflict log" }

  func rebuild(_ text: String, path: String, context: ImportContext) throws(CommandError) -> ImportResult {
    let log: ConflictLog
    do {
      log = try ConflictLogParser.parse(text)
    } catch {
      throw CommandError("\(path):\(error.line):\(error.column): \(error.message)")
    }
    let plan = ConflictLogImport(log)
    var rebuild = LineByLineRebuild(from: context.fresh)
    rebuild.treatAsSystem(plan.systemStandIns)
    var refused: [(String, String)] = []
    for line in plan.lines {
      try context.checkCancelled()
      if case .failure(let error) = rebuild.run(line) { refused.append((line, error.message)) }
    }
    let report = ImportReport(path: path, plan: plan, findings: ImportFindings(plan, layout: rebuild.layout), refused: refused)
    return ImportResult(layout: rebuild.layout, accepted: rebuild.accepted, answer: report.answer)
  }
}
