/// Why the layout refused a request. The layout is unchanged when one is thrown.
public struct LayoutError: Error, Equatable, Sendable {
  /// The part of the request the message is about, so a front end can point at it.
  public enum Culprit: Equatable, Sendable {
    /// The request as a whole, or no part in particular.
    case whole
    /// A term: `lhs` true for the left side, and its index there.
    case term(lhs: Bool, index: Int)
    /// The constant.
    case constant
    /// The priority.
    case priority
    /// The name given to the new view or constraint.
    case name
  }

  /// What was wrong, as one sentence for the person; the message never names internal ids.
  public let message: String
  /// Which part of the request the message is about.
  public let culprit: Culprit

  /// An error about `culprit`, by default the whole request.
  public init(_ message: String, at culprit: Culprit = .whole) {
    self.message = message
    self.culprit = culprit
  }
}
