/// The priority of a constraint, 1…1000, with 1000 meaning required.
///
/// Unlike kiwi, whose strengths are blended into one number (so enough weak
/// errors can outweigh a strong one), priorities here are strict levels: the
/// error at a higher priority is minimised first, and no amount of error at
/// lower priorities can buy a unit of it back. Apple documents only that
/// higher priorities are satisfied first; strict levels are alrepl's model
/// of that rule.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The priority as a number, 0...1000.
  public let value: Double

  /// A strength of `value`: 1000 is required, anything lower optional.
  ///
  /// - Precondition: `0 <= value <= 1000` and finite; 0 is ``tieBreak``.
  public init(_ value: Double) {
    precondition(value >= 0 && value <= 1000, "priority must be in [0, 1000]")
    self.value = value
  }

  /// 1000: the constraint must hold, or the add fails.
  public static let required = Strength(1000)
  /// Below every priority, for choosing among layouts that are equally
  /// good: its error is minimised last, and it does not count when deciding
  /// what is ambiguous (``Solver/optimalRanges(of:)``), so the choice it
  /// makes is still reported as one of several.
  public static let tieBreak = Strength(0)
  /// Whether this is ``required``.
  public var isRequired: Bool { value >= 1000 }

  /// Ordered by `value`: a higher priority is greater.
  public static func < (a: Strength, b: Strength) -> Bool { a.value < b.value }

  /// The number, without a fraction when it has none (`"750"`).
  public var description: String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
