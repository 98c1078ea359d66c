import LayoutModel

/// The outcome of one command: what it did, and the layout before and after.
public struct Report: Sendable {
  /// Why a command was refused; the session is as it was before it.
  public struct Failure: Equatable, Sendable {
    /// What went wrong, for the person.
    public let message: String
    /// 1-based column in the command line, when the error has a place.
    public let column: Int?
    /// How many characters to underline from `column`.
    public let length: Int
  }

  /// The answer of a query, in text and as a JSON value under `key`.
  public struct Answer: Sendable {
    /// The key of the answer in JSON output, such as `framesTable` or `why`.
    public let key: String
    /// The answer's text, as strings or as bytes (a table with a line per
    /// view is written as bytes and goes to the output as it is), or made
    /// only when it is shown.
    private let text: Text
    /// The answer as a JSON value.
    public let json: JSONValue

    private enum Text: Sendable {
      case strings([String])
      case bytes(TextLines)
      case deferred(@Sendable () -> TextLines)
    }

    /// An answer given as lines of text.
    public init(key: String, lines: [String], json: JSONValue) {
      self.key = key
      self.text = .strings(lines)
      self.json = json
    }

    /// An answer whose lines were written as bytes.
    init(key: String, textLines: TextLines, json: JSONValue) {
      self.key = key
      self.text = .bytes(textLines)
      self.json = json
    }

    /// An answer whose lines are written only when they are read: from
    /// values the answer keeps, so that `alrepl run` can format a table
    /// with a line per view on its output thread while the session goes
    /// on with the next command (`--json` never formats it). `make` must
    /// give the same lines every time.
    init(key: String, json: JSONValue, deferred make: @escaping @Sendable () -> TextLines) {
      self.key = key
      self.text = .deferred(make)
      self.json = json
    }

    /// The answer as text lines.
    public var lines: [String] {
      switch text {
      case .strings(let lines): lines
      case .bytes(let lines): lines.strings
      case .deferred(let make): make().strings
      }
    }

    /// Appends the answer's lines to `out` without making strings of lines
    /// that are bytes already.
    func append(to out: inout TextLines) {
      switch text {
      case .strings(let lines): out.append(contentsOf: lines)
      case .bytes(let lines): out.append(contentsOf: lines)
      case .deferred(let make): out.append(contentsOf: make())
      }
    }
  }

  /// The line as typed.
  public let command: String
  /// Why the command was refused; nil when it succeeded.
  public let failure: Failure?
  /// What the command did, in a line or two ("c1: card.top == root.top + 16").
  public let confirmation: [String]
  /// The layout before the command.
  public let before: LayoutSnapshot
  /// The layout after the command; the same as `before` when it failed.
  public let after: LayoutSnapshot
  /// What a query answered; nil for a change.
  public let answer: Answer?
  /// Explanations of what is new: keyed `unmet:NAME` and `conflict:NAME`.
  /// Computed only for new problems, so their cost follows the change.
  public var explanations: [String: String] = [:]
  /// True when the command asks the REPL to stop.
  public let quits: Bool
  /// Views whose frame changed, appeared or went away: in the order of
  /// `after`, then the removed ones in the order of `before`.
  public let frameChanges: [FrameChange]

  /// A view whose frame differs between `before` and `after`.
  public struct FrameChange: Sendable {
    /// The view's name.
    public let name: String
    /// nil when the view is new.
    public let before: Frame?
    /// nil when the view went away.
    public let after: Frame?
    /// Where the view is in `after.frames`; nil when it went away.
    let afterIndex: Int?
  }

  /// A report from its parts; ``Session/execute(_:)`` makes these, and so
  /// may a test. The frame changes and unmet differences are worked out here,
  /// once.
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
    let unmet = ListDiff(unmet: before.unmet, after.unmet)
    (newlyUnmet, noLongerUnmet) = (unmet.changed, unmet.gone)
    if let identity = before.basis?.identity, identity === after.basis?.identity {
      // The same snapshot (a refusal, a query): nothing changed.
      frameChanges = []
      (openedValues, closedValues) = ([], [])
    } else if let delta = after.delta, delta.previous === before.basis?.identity {
      // Made from `before`: only the entries its delta names can differ.
      frameChanges = Report.changes(before.frames, after.frames, at: delta)
      (openedValues, closedValues) = Report.openChanges(before, after, at: delta)
      #if DEBUG
        let frames = Report.diff(before.frames, after.frames)
        assert(frameChanges.map(\.name) == frames.map(\.name), "frame changes from the delta differ")
        let open = ListDiff(before.ambiguities, after.ambiguities) { OpenKey(view: $0.view, field: $0.field) }
        assert(openedValues == open.changed && closedValues == open.gone, "open value changes from the delta differ")
      #endif
    } else {
      frameChanges = Report.diff(before.frames, after.frames)
      let open = ListDiff(before.ambiguities, after.ambiguities) { OpenKey(view: $0.view, field: $0.field) }
      (openedValues, closedValues) = (open.changed, open.gone)
    }
  }

  /// Open values after the command that were not open before, or not over
  /// the same range, in the order of `after`.
  let openedValues: [LayoutSnapshot.Open]
  /// Open values before the command whose view and field are not open
  /// after it (closed, or their view gone), in the order of `before`.
  let closedValues: [LayoutSnapshot.Open]

  /// The frame changes when `after` was made from `before`: the views its
  /// delta names, in order, new ones last (as `diff` finds them).
  private static func changes(
    _ before: [LayoutSnapshot.ViewFrame], _ after: [LayoutSnapshot.ViewFrame], at delta: LayoutSnapshot.Delta
  ) -> [FrameChange] {
    delta.framesChanged.map { i in
      let old = i < delta.previousCount ? before[i].frame : nil
      return FrameChange(name: after[i].name, before: old, after: after[i].frame, afterIndex: i)
    }
  }

  /// The open values opened and closed when `after` was made from
  /// `before`: only the entries of the views its delta names can differ.
  /// The same lists as `ListDiff` keyed by view and field gives: keys are
  /// unique, so a changed entry is one whose key `before` lacks or holds
  /// differently, and a closed one one whose key `after` lacks.
  private static func openChanges(
    _ before: LayoutSnapshot, _ after: LayoutSnapshot, at delta: LayoutSnapshot.Delta
  ) -> (opened: [LayoutSnapshot.Open], closed: [LayoutSnapshot.Open]) {
    var opened: [LayoutSnapshot.Open] = []
    var closed: [LayoutSnapshot.Open] = []
    let (old, new) = (before.ambiguities, after.ambiguities)
    let (oldPositions, newPositions) = (before.basis!.openPositions, after.basis!.openPositions)
    for position in delta.openChanged {
      let was = position < delta.previousCount ? LayoutSnapshot.range(of: position, in: oldPositions) : 0..<0
      let now = LayoutSnapshot.range(of: position, in: newPositions)
      for k in now where !was.contains(where: { old[$0] == new[k] }) { opened.append(new[k]) }
      for k in was where !now.contains(where: { new[$0].field == old[k].field }) { closed.append(old[k]) }
    }
    return (opened, closed)
  }

  /// Usually the same views in the same order: compared side by side, and
  /// by name only from the first difference in the list of views.
  /// (ListDiff's walk, written out for frames: made generic over what
  /// counts as the same, it cost 8% of a long session's instructions.)
  private static func diff(_ before: [LayoutSnapshot.ViewFrame], _ after: [LayoutSnapshot.ViewFrame]) -> [FrameChange] {
    var result: [FrameChange] = []
    var i = 0
    while i < before.count && i < after.count && before[i].name == after[i].name {
      if before[i].frame != after[i].frame {
        result.append(FrameChange(name: after[i].name, before: before[i].frame, after: after[i].frame, afterIndex: i))
      }
      i += 1
    }
    if i == before.count && i == after.count { return result }
    let old = Dictionary(before[i...].map { ($0.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
    let now = Set(after[i...].map(\.name))
    for k in i..<after.count where old[after[k].name] != after[k].frame {
      result.append(FrameChange(name: after[k].name, before: old[after[k].name], after: after[k].frame, afterIndex: k))
    }
    for f in before[i...] where !now.contains(f.name) {
      result.append(FrameChange(name: f.name, before: f.frame, after: nil, afterIndex: nil))
    }
    return result
  }

  /// Whether the command succeeded.
  public var ok: Bool { failure == nil }

  /// Optional constraints unmet after the command that were not, or not by
  /// the same amount, before.
  public let newlyUnmet: [LayoutSnapshot.Unmet]
  /// Optional constraints unmet before the command and not after: met
  /// again, or gone (`after.unnamed` tells which).
  public let noLongerUnmet: [LayoutSnapshot.Unmet]

  /// Constraints met again: unmet before and not after, still there, and
  /// not broken out of a conflict (a removed one is simply gone).
  public var satisfiedAgain: [LayoutSnapshot.Unmet] {
    let broken = Set(after.conflicts.map(\.broken))
    return noLongerUnmet.filter { !after.unnamed.contains($0.name) && !broken.contains($0.name) }
  }

  /// Names of views whose frame changed, appeared or went away.
  public var changedViews: [String] { frameChanges.map { $0.name } }
}
