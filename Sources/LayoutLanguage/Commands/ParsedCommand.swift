/// One line of the command language, parsed: a value of the command's own
/// type, which carries its arguments and names its ``CommandDescriptor``.
///
/// The types live with the code that runs them (LayoutSession's
/// `Commands/` folder, one file per command), not here: the language reads
/// lines, and the session decides what they do.
public protocol ParsedCommand: Sendable, Equatable {
  /// Everything about the command's word: syntax, help, completion, kind.
  static var descriptor: CommandDescriptor { get }
}

extension ParsedCommand {
  /// The descriptor of the command word this command was written with.
  public var descriptor: CommandDescriptor { Self.descriptor }

  /// Whether the command changes the layout (and so belongs in a saved script).
  public var isChange: Bool {
    if case .change = Self.descriptor.kind { return true }
    return false
  }

  /// Queries only read the layout; a loaded file may contain them.
  public var isQuery: Bool { Self.descriptor.kind == .query }

  /// Changes that run on the layout in place (see ``CommandKind/change(inPlace:)``).
  public var runsInPlace: Bool { Self.descriptor.kind == .change(inPlace: true) }
}
