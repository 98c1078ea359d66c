/// A constraint priority, 1…1000 as in UIKit's `UILayoutPriority`.
public struct LayoutPriority: Hashable, Comparable, Sendable {
  public let value: Double

  /// - Returns: nil unless `0 < value <= 1000` (Apple's rule).
  public init?(_ value: Double) {
    guard value.isFinite, value > 0, value <= 1000 else { return nil }
    self.value = value
  }

  private init(checked value: Double) { self.value = value }

  public static let required = LayoutPriority(checked: 1000)
  public static let defaultHigh = LayoutPriority(checked: 750)
  public static let defaultLow = LayoutPriority(checked: 250)
  public static let fittingSizeLevel = LayoutPriority(checked: 50)
  /// alrepl's own choice among equally good layouts (a fill stack's order):
  /// below every priority a person can write, and never reported as unmet.
  public static let tieBreak = LayoutPriority(checked: 0)
  public var isTieBreak: Bool { value == 0 }

  public var isRequired: Bool { value >= 1000 }

  public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.value < b.value }
}
