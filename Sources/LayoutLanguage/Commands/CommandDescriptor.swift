/// Everything alrepl knows about one command word, in one place: how it is
/// written, what it does, how to complete it and how to parse it.
///
/// The parser's word list, `help`'s list of commands, Tab completion and the
/// session's choice of how to run a command (on the layout in place, on a
/// copy, or as a query) are all read from the descriptors of the session's
/// command table (a ``CommandSet`` here), so adding a command never means
/// keeping several lists in step.
public struct CommandDescriptor: Sendable {
  /// The word that starts the command: `whatif`.
  public let word: String
  /// Other words for the same command: `exit` for `quit`.
  public let aliases: [String]
  /// Where `help` lists it.
  public let group: CommandGroup
  /// `help`'s lines for it: the syntax, then what it does.
  public let usage: [Usage]
  /// The help topic that explains it at length, if any.
  public let topic: String?
  /// What running it does to a session.
  public let kind: CommandKind
  /// What Tab offers for the word being typed, given the words typed after
  /// the command word (`arguments`) before it.
  public let completion: @Sendable (_ arguments: [String], _ word: String) -> CompletionSource
  /// How the command's arguments are read into its parsed form.
  public let grammar: CommandGrammar

  /// One form of a command, as `help` lists it.
  public struct Usage: Sendable, Equatable {
    /// The form, such as `view NAME [in PARENT]`.
    public let syntax: String
    /// What that form does, in a line.
    public let summary: String
  }

  /// A command starting with `word`: where `help` lists it and how
  /// (`usage`, `topic`), what running it does (`kind`), what Tab offers
  /// (`completion`) and how its arguments are read (`grammar`).
  public init(
    _ word: String, aliases: [String] = [], group: CommandGroup, usage: [(String, String)], topic: String? = nil,
    kind: CommandKind, completion: @escaping @Sendable ([String], String) -> CompletionSource = { _, _ in .nothing },
    grammar: CommandGrammar
  ) {
    self.word = word
    self.aliases = aliases
    self.group = group
    self.usage = usage.map { Usage(syntax: $0.0, summary: $0.1) }
    self.topic = topic
    self.kind = kind
    self.completion = completion
    self.grammar = grammar
  }

  /// Every word that starts this command.
  public var words: [String] { [word] + aliases }
}

/// What a command does to a session.
public enum CommandKind: Sendable, Equatable {
  /// Changes the layout and belongs in a saved script. `inPlace`: it is
  /// one Layout call after read-only checks (atomic by itself), so it runs
  /// on the layout in place; otherwise it runs on a copy that replaces the
  /// layout only when the whole command succeeded.
  case change(inPlace: Bool)
  /// Only reads the layout; a loaded file may contain it.
  case query
  /// Acts on the session rather than the layout: undo, save, load, quit, …
  case session
}

/// The sections of `help`'s command list.
public enum CommandGroup: String, CaseIterable, Sendable {
  /// Commands that make views, guides, stacks and constraints.
  case build = "Build"
  /// Commands that change or remove what exists.
  case change = "Change"
  /// Queries and analyses.
  case ask = "Ask"
  /// Undo, files, help and leaving.
  case session = "Session"
}

/// What Tab completion offers for one argument.
public enum CompletionSource: Sendable, Equatable {
  /// No completion: the argument is a number or free text.
  case nothing
  /// File names: the line editor lists them.
  case files
  /// The names of the layout's views.
  case views
  /// User constraints.
  case constraints
  /// Constraint and view names, for commands that take either, such as `remove`.
  case constraintsAndViews
  /// Constraints followed by a dot, for `set C.constant`.
  case settable
  /// The topics `help` knows.
  case helpTopics
  /// `view.` for every view: the start of a constraint or an attribute.
  case viewReferences
  /// A fixed set of words, such as a command's keywords.
  case words([String])
}

/// How a command's arguments are read into its parsed form.
public enum CommandGrammar: Sendable {
  /// From the tokens after the command word; the parser stands on the
  /// first of them and checks that nothing is left after.
  case tokens(@Sendable (inout Parser) throws(ParseError) -> any ParsedCommand)
  /// From the whole line, for arguments that are taken verbatim: file
  /// names need no quotes, a VFL format keeps its columns.
  case line(@Sendable (String) throws(ParseError) -> any ParsedCommand)
}

extension CompletionSource {
  /// For `NAME [in PARENT]` declarations (`view`, `guide`, `scroll`): `in`
  /// after the name, then the views.
  public static let nameInContainer: @Sendable (_ arguments: [String], _ word: String) -> CompletionSource = { arguments, _ in
    if arguments.count == 1 { return .words(["in"]) }
    return arguments.count == 2 && arguments[1] == "in" ? .views : .nothing
  }
}
