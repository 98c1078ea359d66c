/// A constraint priority, 1…1000 as in UIKit's `UILayoutPriority`.
public struct LayoutPriority: Hashable, Comparable, Sendable {
  /// The priority as a number, 0 (``tieBreak``) through 1000 (``required``).
  public let value: Double

  /// A priority of `value`, if UIKit would accept it.
  ///
  /// - Returns: nil unless `0 < value <= 1000` (Apple's rule).
  public init?(_ value: Double) {
    guard value.isFinite, value > 0, value <= 1000 else { return nil }
    self.value = value
  }

  private init(checked value: Double) { self.value = value }

  /// Must hold; a required constraint that cannot is broken and reported as a conflict.
  public static let required = LayoutPriority(checked: 1000)
  /// UIKit's default compression resistance.
  public static let defaultHigh = LayoutPriority(checked: 750)
  /// UIKit's default content hugging.
  public static let defaultLow = LayoutPriority(checked: 250)
  /// The level `systemLayoutSizeFitting` asks for the target size at, below
  /// every default, so content wins over the target.
  public static let fittingSizeLevel = LayoutPriority(checked: 50)
  /// alrepl's own choice among equally good layouts (a fill stack's order):
  /// below every priority a person can write, and never reported as unmet.
  public static let tieBreak = LayoutPriority(checked: 0)
  /// Whether this is alrepl's own ``tieBreak`` level, which reports never show as unmet.
  public var isTieBreak: Bool { value == 0 }

  /// Whether the constraint must hold (1000).
  public var isRequired: Bool { value >= 1000 }

  /// Orders by value: a higher priority is satisfied first, whatever the lower ones cost.
  public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.value < b.value }
}
