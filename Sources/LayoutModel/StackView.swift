/// UIStackView's properties (reference §6).
public struct StackConfiguration: Equatable, Sendable {
  public enum Distribution: String, CaseIterable, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  public enum Alignment: String, CaseIterable, Sendable {
    case fill, leading, top, trailing, bottom, center, firstBaseline, lastBaseline
  }

  public var axis: LayoutAttribute.Axis = .horizontal
  public var distribution: Distribution = .fill
  public var alignment: Alignment = .fill
  public var spacing: Double = 0
  public var isLayoutMarginsRelativeArrangement = false
  /// arrangedSubviews, in order; each is also a subview of the stack.
  public var arranged: [ViewID] = []

  public init() {}
}
