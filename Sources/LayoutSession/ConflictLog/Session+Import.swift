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
    var fresh = freshLayout()
    var accepted = ["reset"]
    var refused: [(String, String)] = []
    for line in plan.lines {
      do {
        _ = try Applier.apply(try Parser.parse(line), to: &fresh)
        accepted.append(line)
      } catch let error as CommandError {
        refused.append((line, error.message))
      } catch let error as ParseError {
        refused.append((line, error.message))
      } catch {
        refused.append((line, "\(error)"))
      }
    }
    next = fresh
    let report = ImportReport(path: path, plan: plan, findings: ImportFindings(plan, layout: fresh), refused: refused)
    return Outcome(entry: accepted, answer: report.answer, rebuilt: true)
  }
}
