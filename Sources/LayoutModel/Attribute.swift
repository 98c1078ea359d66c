/// A layout attribute, as in `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, CaseIterable, Sendable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins

  public enum Axis: Sendable { case horizontal, vertical }

  /// Apple forbids relating left/right to leading/trailing, so the family of
  /// a horizontal location matters, not only its axis.
  enum Family: Equatable {
    case absoluteX  // left, right (and their margins)
    case directionalX  // leading, trailing (and their margins)
    case neutralX  // centerX pairs with either family
    case y
    case size
  }

  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return .horizontal
    default:
      return .vertical
    }
  }

  public var isDimension: Bool { self == .width || self == .height }

  var family: Family {
    switch self {
    case .width, .height: return .size
    case .left, .right, .leftMargin, .rightMargin: return .absoluteX
    case .leading, .trailing, .leadingMargin, .trailingMargin: return .directionalX
    case .centerX, .centerXWithinMargins: return .neutralX
    default: return .y
    }
  }
}
