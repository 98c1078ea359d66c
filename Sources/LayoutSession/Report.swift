import LayoutModel

/// The outcome of one command: what it did, and the layout before and after.
public struct Report: Sendable {
  public struct Failure: Equatable, Sendable {
    public let message: String
    /// 1-based column in the command line, when the error has a place.
    public let column: Int?
    public let length: Int
  }

  /// The answer of a query, in text and as a JSON value under `key`.
  public struct Answer: Sendable {
    public let key: String
    public let lines: [String]
    public let json: JSONValue
  }

  public let command: String
  public let failure: Failure?
  /// What the command did, in a line or two ("c1: card.top == root.top + 16").
  public let confirmation: [String]
  public let before: LayoutSnapshot
  public let after: LayoutSnapshot
  public let answer: Answer?
  /// Explanations of what is new: keyed `unmet:NAME` and `conflict:NAME`.
  /// Computed only for new problems, so their cost follows the change.
  public var explanations: [String: String] = [:]
  /// True when the command asks the REPL to stop.
  public let quits: Bool
  /// Views whose frame changed, appeared or went away: in the order of
  /// `after`, then the removed ones in the order of `before`.
  public let frameChanges: [FrameChange]

  public struct FrameChange: Sendable {
    public let name: String
    /// nil when the view is new.
    public let before: Frame?
    /// nil when the view went away.
    public let after: Frame?
  }

  public init(
    command: String, failure: Failure?, confirmation: [String], before: LayoutSnapshot, after: LayoutSnapshot,
    answer: Answer?, quits: Bool
  ) {
    self.command = command
    self.failure = failure
    self.confirmation = confirmation
    self.before = before
    self.after = after
    self.answer = answer
    self.quits = quits
    frameChanges = Report.diff(before.frames, after.frames)
    // In the layout's constraint order, by name, unique in each list.
    let unmet = ListDiff(before.unmet, after.unmet, key: \.name)
    (newlyUnmet, noLongerUnmet) = (unmet.changed, unmet.gone)
  }

  /// Views in tree order, usually the same ones: a view whose frame (not
  /// its parent alone) changed, a new one, a removed one.
  private static func diff(_ before: [LayoutSnapshot.ViewFrame], _ after: [LayoutSnapshot.ViewFrame]) -> [FrameChange] {
    let diff = ListDiff(before, after, key: \.name, same: { $0.frame == $1.frame })
    return zip(diff.changed, diff.previous).map { FrameChange(name: $0.name, before: $1?.frame, after: $0.frame) }
      + diff.gone.map { FrameChange(name: $0.name, before: $0.frame, after: nil) }
  }

  public var ok: Bool { failure == nil }

  /// Optional constraints unmet after the command that were not, or not by
  /// the same amount, before.
  public let newlyUnmet: [LayoutSnapshot.Unmet]
  /// Optional constraints unmet before the command and not after: met
  /// again, or gone (`after.unnamed` tells which).
  public let noLongerUnmet: [LayoutSnapshot.Unmet]

  /// Names of views whose frame changed, appeared or went away.
  public var changedViews: [String] { frameChanges.map(\.name) }
}
