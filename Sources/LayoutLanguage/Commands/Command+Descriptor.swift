extension Command {
  /// The descriptor of the command word this command was written with.
  /// The switch is exhaustive, so a new case cannot be left out.
  public var descriptor: CommandDescriptor {
    switch self {
    case .nothing: return .blank
    case .constraint: return .constraint
    case .view: return .view
    case .label: return .label
    case .control: return .control
    case .guide: return .guide
    case .scroll: return .scroll
    case .scrollInfo: return .scrollinfo
    case .stack: return .stack
    case .vfl: return .vfl
    case .setStack, .setHidden, .setView, .setConstant, .setPriority: return .set
    case .remove: return .remove
    case .activate: return .activate
    case .deactivate: return .deactivate
    case .size: return .size
    case .frames: return .frames
    case .constraints: return .constraints
    case .ambiguity: return .ambiguity
    case .conflicts: return .conflicts
    case .draw: return .draw
    case .why: return .why
    case .explain: return .explain
    case .exercise: return .exercise
    case .fit: return .fit
    case .sweep: return .sweep
    case .whatIf: return .whatif
    case .threshold: return .threshold
    case .devices: return .devices
    case .importFile: return .importFile
    case .export: return .export
    case .undo: return .undo
    case .redo: return .redo
    case .history: return .history
    case .save: return .save
    case .load: return .load
    case .reset: return .reset
    case .version: return .version
    case .help: return .help
    case .quit: return .quit
    }
  }

  /// Whether the command changes the layout (and so belongs in a saved script).
  public var isChange: Bool {
    if case .change = descriptor.kind { return true }
    return false
  }

  /// Queries only read the layout; a loaded file may contain them.
  public var isQuery: Bool { descriptor.kind == .query }

  /// Changes that run on the layout in place (see ``CommandKind/change(inPlace:)``).
  public var runsInPlace: Bool { descriptor.kind == .change(inPlace: true) }
}

extension CommandDescriptor {
  /// A blank line or a comment: nothing to do.
  static let blank = CommandDescriptor(
    "", group: .build, usage: [], kind: .query, grammar: .tokens { _ throws(ParseError) in .nothing })

  /// A line that starts `name:` or `view.attribute`: a constraint, not a word.
  static let constraint = CommandDescriptor(
    "", group: .build,
    usage: [("[NAME:] a.attr == k * b.attr + c [@priority]", "a constraint (== <= >=); unnamed ones become c1, c2, ...")],
    topic: "constraints", kind: .change(inPlace: true), completion: { _, _ in .viewReferences },
    grammar: .tokens { parser throws(ParseError) in .constraint(try parser.constraint()) })

  /// The constraint line's descriptor, for `help`'s list.
  public static var constraintLine: CommandDescriptor { .constraint }
}
