/// The commands a parser knows, looked up by their first word.
///
/// The language does not list its commands itself: the session's command
/// table (LayoutSession's `CommandTable`) hands them over, each with its
/// parsed form, so that a command is written once, in the file that also
/// runs it. Three kinds of line start with no command word and are made
/// here by the closures the table gives: a blank line or comment, a
/// constraint (`name:` or `view.attribute`), and a VFL format pasted
/// without `vfl`.
public struct CommandSet: Sendable {
  /// Every command's descriptor, in help order.
  public let all: [CommandDescriptor]
  /// Every word that starts a command, aliases included: for "did you
  /// mean" and completion.
  public let words: [String]
  private let byWord: [String: CommandDescriptor]
  let blank: @Sendable () -> any ParsedCommand
  let constraint: @Sendable (ConstraintSyntax) -> any ParsedCommand
  let visualFormat: @Sendable (VisualFormatCommand) -> any ParsedCommand

  /// The commands of `all`, and what a blank line, a constraint line and a
  /// pasted VFL format parse to.
  public init(
    _ all: [CommandDescriptor], blank: @escaping @Sendable () -> any ParsedCommand,
    constraint: @escaping @Sendable (ConstraintSyntax) -> any ParsedCommand,
    visualFormat: @escaping @Sendable (VisualFormatCommand) -> any ParsedCommand
  ) {
    self.all = all
    words = all.flatMap(\.words)
    var table: [String: CommandDescriptor] = [:]
    for descriptor in all {
      for word in descriptor.words {
        precondition(table[word] == nil, "two commands start with '\(word)'")
        table[word] = descriptor
      }
    }
    byWord = table
    self.blank = blank
    self.constraint = constraint
    self.visualFormat = visualFormat
  }

  /// The command that `word` starts, if any.
  public func descriptor(for word: String) -> CommandDescriptor? { byWord[word] }
}
