import Foundation
import LayoutLanguage
import LayoutModel

extension Session {
  /// The most Swift one import parses, all files together. Parsing is
  /// what costs: 2.4 MB of Swift took 70 s and 375 MB in a debug build,
  /// and a folder of 500 files of 16 MB each would have been read whole.
  /// The largest real view controllers are a few hundred kilobytes.
  static let maxSwiftBytes = 2 << 20

  /// Throws when `bytes` of Swift are more than one import parses.
  static func checkSwiftSize(_ bytes: Int, named path: String) throws(CommandError) {
    guard bytes <= maxSwiftBytes else {
      throw CommandError("cannot import \(path): \(bytes) bytes of Swift is more than one import parses (2 MB)")
    }
  }

  /// `import FILE`: replaces the layout with the one the file describes, as
  /// one undoable change recorded as the commands it ran. `import a.swift
  /// b.swift` and `import FOLDER/` read several Swift files as one project
  /// (SwiftProject.swift).
  func importFile(_ path: String, scene: String? = nil, storedSizes: Bool = false, into next: inout Layout) throws(CommandError) -> Outcome {
    // Only an alrepl that reads Swift reads a folder or several files; the
    // others say what is wrong with the path, as for any file.
    let project = !importers.readsSwift ? nil : recordedLoads[path].flatMap { SwiftProject.unbundle($0) != nil ? [] : nil }
      ?? SwiftProject.paths(path, isFolder: isFolder, isFile: { !self.isFolder($0) && FileManager.default.fileExists(atPath: self.url($0).path) },
        list: swiftFiles(in:))
    let importer = project != nil ? importers.importer(for: "project.swift") : importers.importer(for: path)
    if (project != nil || path.lowercased().hasSuffix(".swift")) && !importers.readsSwift {
      throw CommandError("this alrepl was built without a Swift parser: import reads only conflict logs")
    }
    // The same checks and size cap as load: a 50 MB log took 71 s and 1.7 GB.
    let text: String
    if let recorded = recordedLoads[path] {
      text = recorded
    } else if let project {
      text = try readSwiftProject(project, named: path)
    } else {
      text = try Session.readScript(at: url(path), named: path)
      if path.lowercased().hasSuffix(".swift") { try Session.checkSwiftSize(text.utf8.count, named: path) }
    }
    if (scene != nil || storedSizes) && !(importer is InterfaceBuilderImporter) {
      throw CommandError("scene and ib-sizes are for storyboards and xibs")
    }
    var context = ImportContext(fresh: freshLayout(measuringTextAs: next), rootSize: next.rootSize, isCancelled: isCancelled ?? { false })
    context.interfaceBuilder = IBImportOptions(scene: scene, storedSizes: storedSizes)
    let result = try importer.rebuild(text, path: path, context: context)
    next = result.layout
    return Outcome(entry: result.accepted, answer: result.answer, rebuilt: true, recorded: [text])
  }
}
