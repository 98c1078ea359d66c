import LayoutLanguage
import LayoutModel

/// A command as the session runs it: its parsed form (its arguments), its
/// descriptor (word, help, completion, kind) and what running it does, all
/// in the command's own file under `Commands/`. ``CommandTable`` lists them.
///
/// `run` is called on the layout the command may change (`next`: the
/// session's own in place for a change of kind `.change(inPlace: true)`,
/// a copy otherwise); the session keeps it only when `run` returns and the
/// result passes its checks, so a command that throws changes nothing.
protocol SessionCommand: ParsedCommand {
  /// Runs the command on `next`, reading or changing the session.
  /// - Parameter line: the line as typed, for the history.
  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome

  /// A query's answer, read from the layout once the command is accepted
  /// (`snapshot` describes `session.layout`, measured already); nil for
  /// one whose answer `run` gave, or that has none.
  func answer(in session: Session, snapshot: LayoutSnapshot) -> Report.Answer?

  /// Undo and redo move a group between the history and the undone list:
  /// the session saves both before running them and restores both if the
  /// replay is refused, and journals them though they add no entry.
  var movesHistory: Bool { get }

  /// `quit`: the report tells the REPL to stop.
  var quits: Bool { get }
}

extension SessionCommand {
  func answer(in session: Session, snapshot: LayoutSnapshot) -> Report.Answer? { nil }
  var movesHistory: Bool { false }
  var quits: Bool { false }
}

/// A change that needs nothing but the layout, so that replay, `load` and
/// the importers apply it without a session (`Applier.apply`).
protocol LayoutChange: SessionCommand {
  /// Makes the change; returns the confirmation lines.
  func apply(to layout: inout Layout) throws(CommandError) -> [String]
}

extension LayoutChange {
  /// A change is confirmed and kept in the history as the line typed.
  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    Session.Outcome(confirmation: try apply(to: &next), entry: [line.trimmingSpaces])
  }
}

/// A query answered from the layout as it is, once accepted: `run` has
/// nothing to do.
protocol LayoutQuery: SessionCommand {}

extension LayoutQuery {
  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    Session.Outcome()
  }
}
