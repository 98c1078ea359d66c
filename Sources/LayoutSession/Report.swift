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

  public var ok: Bool { failure == nil }

  /// Names of views whose frame changed, appeared or went away.
  public var changedViews: [String] {
    let old = Dictionary(before.frames.map { ($0.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
    var result = after.frames.filter { old[$0.name] != $0.frame }.map(\.name)
    let now = Set(after.frames.map(\.name))
    result += before.frames.filter { !now.contains($0.name) }.map(\.name)
    return result
  }
}
