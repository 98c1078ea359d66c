/// Turns the text of a Swift file with UIKit layout code into alrepl commands.
///
/// LayoutSession only knows this protocol; the module that implements it
/// (SwiftLayoutImport, built on swift-syntax) is linked by the executable and
/// registered with ``ImporterRegistry/addingSwift(_:)``, so the core builds without a
/// Swift parser.
public protocol SwiftLayoutTranslator: Sendable {
  /// The commands that rebuild the file's views and constraints, and what
  /// could not be understood.
  func translate(_ source: String) -> SwiftTranslation

  /// The same for several files read together (`import a.swift b.swift`,
  /// `import FOLDER/`): the classes, extensions and constants of each are
  /// known in all, and every line and note says its file.
  func translate(files: [(name: String, source: String)]) -> SwiftTranslation

  /// The same, asking `isCancelled` as it goes: Ctrl-C stops a long run
  /// (a million steps took 23 s in a debug build) and the translation
  /// comes back marked ``SwiftTranslation/cancelled``.
  func translate(files: [(name: String, source: String)], isCancelled: @escaping () -> Bool) -> SwiftTranslation

  /// One file, asking `isCancelled` as it goes.
  func translate(_ source: String, isCancelled: @escaping () -> Bool) -> SwiftTranslation
}

extension SwiftLayoutTranslator {
  /// A translator that cannot be interrupted: runs to the end.
  public func translate(files: [(name: String, source: String)], isCancelled: @escaping () -> Bool) -> SwiftTranslation {
    translate(files: files)
  }

  /// A translator that cannot be interrupted: runs to the end.
  public func translate(_ source: String, isCancelled: @escaping () -> Bool) -> SwiftTranslation {
    translate(source)
  }

  /// Files translated one after the other, for a translator that reads
  /// files alone: what one file defines is not known in the others.
  public func translate(files: [(name: String, source: String)]) -> SwiftTranslation {
    var all = SwiftTranslation()
    for file in files {
      let one = translate(file.source)
      all.lines += one.lines.map {
        var line = SwiftTranslation.Line($0.command, sourceLine: $0.sourceLine, sourceFile: file.name)
        line.addedByImport = $0.addedByImport
        return line
      }
      all.unsupported += one.unsupported.map { SwiftTranslation.Note(sourceLine: $0.sourceLine, code: $0.code, reason: $0.reason, sourceFile: file.name) }
      all.remarks += one.remarks.map { SwiftTranslation.Note(sourceLine: $0.sourceLine, code: $0.code, reason: $0.reason, sourceFile: file.name) }
      all.ignoredCount += one.ignoredCount
      if all.stoppedAt == nil, let stop = one.stoppedAt {
        all.stoppedAt = SwiftTranslation.Note(sourceLine: stop.sourceLine, code: stop.code, reason: stop.reason, sourceFile: file.name)
      }
    }
    return all
  }
}

/// The result of reading one Swift file.
public struct SwiftTranslation: Sendable, Equatable {
  /// One alrepl command and the line of Swift it came from.
  public struct Line: Sendable, Equatable {
    /// The command, as a line of the language.
    public let command: String
    /// 1-based line in the Swift file.
    public let sourceLine: Int
    /// The file of a project the line is in; nil when one file was read.
    public let sourceFile: String?
    /// A constraint that no line of the code makes but the import adds to
    /// hold what the code assumes (a cell's content view pinned to the
    /// cell): not counted among the constraints imported.
    public var addedByImport = false
    /// A command from `sourceLine` of the Swift file (of `sourceFile` in a project).
    public init(_ command: String, sourceLine: Int, sourceFile: String? = nil) {
      self.command = command
      self.sourceLine = sourceLine
      self.sourceFile = sourceFile
    }
  }

  /// Code that was skipped, with the reason.
  public struct Note: Sendable, Equatable {
    /// The 1-based line of the Swift file.
    public let sourceLine: Int
    /// The code, as written.
    public let code: String
    /// Why it was skipped or changed.
    public let reason: String
    /// The file of a project the note is about; nil when one file was read.
    public let sourceFile: String?
    /// A note on `code` at `sourceLine` (of `sourceFile` in a project).
    public init(sourceLine: Int, code: String, reason: String, sourceFile: String? = nil) {
      self.sourceLine = sourceLine
      self.code = code
      self.reason = reason
      self.sourceFile = sourceFile
    }
  }

  /// In the order they must run: declarations, properties, constraints.
  public var lines: [Line] = []
  /// Layout code that could not be understood: left out of the import.
  public var unsupported: [Note] = []
  /// Things the import did on purpose that a reader should know about.
  public var remarks: [Note] = []
  /// Statements skipped because they touch nothing of layout (colours,
  /// accessibility, images, targets, delegates), each counted once.
  public var ignoredCount = 0
  /// Where reading the file stopped because it asked for more work than
  /// any layout code needs (a loop or recursion that does not end, a list
  /// that doubles forever); then nothing of the file is imported.
  public var stoppedAt: Note?
  /// True when the run was stopped by Ctrl-C (`isCancelled`): nothing of
  /// it is imported.
  public var cancelled = false

  /// An empty translation, which the translator fills.
  public init() {}
}
