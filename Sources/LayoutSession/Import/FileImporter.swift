import LayoutModel

/// Reads one kind of file that `import` takes and rebuilds its layout.
///
/// An importer gets the file's text (read by the session, or recorded in
/// its journal) and a fresh layout under the session's limits; it returns
/// the commands that rebuild the file, which the session records as one
/// undoable change, so undo, redo, `save` and a resumed session never read
/// the file again.
protocol FileImporter: Sendable {
  /// The kind of file, for messages: "conflict log", "Swift".
  var kind: String { get }
  func rebuild(_ text: String, path: String, context: ImportContext) throws(CommandError) -> ImportResult
}

/// What an importer starts from.
struct ImportContext {
  /// An empty layout under the session's limits.
  let fresh: Layout
  /// The window size the session has now; an importer keeps it unless the
  /// file says otherwise.
  let rootSize: (width: Double, height: Double)
  /// Asked between lines: Ctrl-C cancels an import, atomically.
  var isCancelled: () -> Bool = { false }

  func checkCancelled() throws(CommandError) {
    if isCancelled() { throw CommandError.cancelled }
  }
  /// The scene and sizes `import FILE.storyboard scene ID ib-sizes` asked for.
  var interfaceBuilder = IBImportOptions()
}

/// A file rebuilt: the layout, the commands that made it, and the report.
struct ImportResult {
  let layout: Layout
  let accepted: [String]
  let answer: Report.Answer
}
