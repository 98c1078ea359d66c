import LayoutLanguage
import LayoutModel

/// `import FILE [scene ID] [ib-sizes]`: rebuild the layout from a file
/// another tool made (a conflict log, UIKit code, a storyboard or xib): the
/// session's importers pick by kind. `scene` chooses a storyboard's scene;
/// `storedSizes` makes content views take the size stored in it.
struct ImportCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "import", group: .session,
    usage: [
      ("import FILE", "an Apple conflict log, or UIKit layout code (FILE.swift), rebuilt and explained"),
      ("import FILE.storyboard|FILE.xib [scene ID] [ib-sizes]", "a scene rebuilt and checked against the frames Xcode stored"),
    ],
    topic: "conflicts", kind: .session,
    completion: { _, _ in .files },
    grammar: .line { line throws(ParseError) in
      let (path, scene, storedSizes) = Parser.importArguments(try Parser.fileArgument(line).rest)
      return ImportCommand(path: path, scene: scene, storedSizes: storedSizes)
    })

  let path: String
  var scene: String? = nil
  var storedSizes = false

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    try session.importFile(path, scene: scene, storedSizes: storedSizes, into: &next)
  }
}
