import LayoutLanguage
import LayoutModel

/// Every command of the language, in the order `help` lists them.
///
/// Adding a command is one new file plus one line here: write a type
/// conforming to ``SessionCommand`` in `Commands/<help group>/` (its
/// arguments, its ``CommandDescriptor`` with the grammar that reads them,
/// and `run`), then add `YourCommand.self` below. The parser's word list,
/// `help`, Tab completion and the session's dispatch all read this table.
enum CommandTable {
  /// Every command type, in help order.
  static let all: [any SessionCommand.Type] = [
    ViewCommand.self, LabelCommand.self, ControlCommand.self, StackCommand.self, GuideCommand.self,
    ScrollCommand.self, VisualFormatLine.self,
    SetCommand.self, RemoveCommand.self, ActivateCommand.self, DeactivateCommand.self, SizeCommand.self,
    FramesCommand.self, ConstraintsCommand.self, AmbiguityCommand.self, ConflictsCommand.self, DrawCommand.self,
    TreeCommand.self,
    WhyCommand.self, ExplainCommand.self, ExerciseCommand.self, ScrollInfoCommand.self, FitCommand.self,
    SweepCommand.self, WhatIfCommand.self, ThresholdCommand.self, DevicesCommand.self,
    ImportCommand.self, ExportCommand.self, UndoCommand.self, RedoCommand.self, HistoryCommand.self,
    SaveCommand.self, LoadCommand.self, ResetCommand.self, VersionCommand.self, HelpCommand.self, QuitCommand.self,
  ]

  /// What the parser reads lines with: every command of ``all``, and the
  /// lines that start with no command word (blank, constraint, pasted VFL).
  static let commands = CommandSet(
    all.map { $0.descriptor }, blank: { BlankLine() }, constraint: { ConstraintCommand(syntax: $0) },
    visualFormat: { VisualFormatLine(request: $0) })

  /// Every command's descriptor, in help order.
  static var descriptors: [CommandDescriptor] { commands.all }

  /// Every word that starts a command, aliases included.
  static var words: [String] { commands.words }

  /// The command that `word` starts, if any.
  static func descriptor(for word: String) -> CommandDescriptor? { commands.descriptor(for: word) }
}

extension Parser {
  /// Parses one line of the command language with every command of the
  /// session's command table.
  ///
  /// - Throws: a `ParseError` (LayoutLanguage) at the first column that does not fit the
  ///   grammar; nothing about views or constraints is checked here, only syntax.
  public static func parseCommand(_ line: String) throws(ParseError) -> any ParsedCommand {
    try parse(line)
  }

  /// `parseCommand`, as the session's own type.
  static func parse(_ line: String) throws(ParseError) -> any SessionCommand {
    let parsed = try parse(line, commands: CommandTable.commands)
    // Every grammar in the table makes its own command type, which is a
    // SessionCommand; a grammar that made something else is refused
    // rather than run.
    guard let command = parsed as? any SessionCommand else {
      throw ParseError("'\(parsed.descriptor.word)' has no way to run in this session", column: 1)
    }
    return command
  }
}
