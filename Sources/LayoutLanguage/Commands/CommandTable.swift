/// Every command of the language, in the order `help` lists them.
///
/// Adding a command: write its descriptor (and its grammar) in a file of
/// its own in this folder, add one line here, and handle its ``Command``
/// case where the compiler asks (the session's `run`).
public enum CommandTable {
  /// Every command's descriptor, in help order; the parser and completion search it by word.
  public static let all: [CommandDescriptor] = [
    .view, .label, .control, .stack, .guide, .scroll, .vfl,
    .set, .remove, .activate, .deactivate, .size,
    .frames, .constraints, .ambiguity, .conflicts, .draw,
    .why, .explain, .exercise, .scrollinfo, .fit, .sweep, .whatif, .threshold, .devices,
    .importFile, .export, .undo, .redo, .history, .save, .load, .reset, .version, .help, .quit,
  ]

  /// Every word that starts a command, aliases included: for "did you
  /// mean" and completion.
  public static let words: [String] = all.flatMap(\.words)

  private static let byWord: [String: CommandDescriptor] = {
    var table: [String: CommandDescriptor] = [:]
    for descriptor in all {
      for word in descriptor.words {
        precondition(table[word] == nil, "two commands start with '\(word)'")
        table[word] = descriptor
      }
    }
    return table
  }()

  /// The command that `word` starts, if any.
  public static func descriptor(for word: String) -> CommandDescriptor? { byWord[word] }
}
