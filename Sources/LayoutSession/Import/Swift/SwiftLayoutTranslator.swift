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
}

/// The result of reading one Swift file.
public struct SwiftTranslation: Sendable, Equatable {
  /// One alrepl command and the line of Swift it came from.
  public struct Line: Sendable, Equatable {
    /// The command, as a line of the language.
    public let command: String
    /// 1-based line in the Swift file.
    public let sourceLine: Int
    /// A command from `sourceLine` of the Swift file.
    public init(_ command: String, sourceLine: Int) {
      self.command = command
      self.sourceLine = sourceLine
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
    /// A note on `code` at `sourceLine`.
    public init(sourceLine: Int, code: String, reason: String) {
      self.sourceLine = sourceLine
      self.code = code
      self.reason = reason
    }
  }

  /// In the order they must run: declarations, properties, constraints.
  public var lines: [Line] = []
  /// Layout code that could not be understood: left out of the import.
  public var unsupported: [Note] = []
  /// Things the import did on purpose that a reader should know about.
  public var remarks: [Note] = []
  /// Statements that do not affect layout (colours, fonts' names, layers).
  public var ignoredCount = 0
  /// Where reading the file stopped because it asked for more work than
  /// any layout code needs (a loop or recursion that does not end, a list
  /// that doubles forever); then nothing of the file is imported.
  public var stoppedAt: Note?

  /// An empty translation, which the translator fills.
  public init() {}
}
