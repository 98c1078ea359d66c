/// Why the layout refused a request. The layout is unchanged when one is thrown.
public struct LayoutError: Error, Equatable, Sendable {
  /// The part of the request the message is about, so a front end can point at it.
  public enum Culprit: Equatable, Sendable {
    case whole
    /// A term: `lhs` true for the left side, and its index there.
    case term(lhs: Bool, index: Int)
    case constant
    case priority
    case name
  }

  public let message: String
  public let culprit: Culprit

  public init(_ message: String, at culprit: Culprit = .whole) {
    self.message = message
    self.culprit = culprit
  }
}
