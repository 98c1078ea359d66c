import Foundation
import LayoutLanguage
import LayoutModel

extension Session {
  /// `import FILE`: replaces the layout with the one the file describes, as
  /// one undoable change recorded as the commands it ran.
  func importFile(_ path: String, into next: inout Layout) throws(CommandError) -> Outcome {
    let importer = importers.importer(for: path)
    if path.lowercased().hasSuffix(".swift") && !importers.readsSwift {
      throw CommandError("this alrepl was built without a Swift parser: import reads only conflict logs")
    }
    let text: String
    do {
      text = try recordedLoads[path] ?? String(contentsOf: url(path), encoding: .utf8)
    } catch {
      throw CommandError("cannot read \(path): no such file, or not UTF-8 text")
    }
    let result = try importer.rebuild(text, path: path, context: ImportContext(fresh: freshLayout(), rootSize: next.rootSize))
    next = result.layout
    return Outcome(entry: result.accepted, answer: result.answer, rebuilt: true, recorded: [text])
  }
}
