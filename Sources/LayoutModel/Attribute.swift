/// A layout attribute, as in `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, CaseIterable, Sendable {
  /// The edges, centres and sizes of the alignment rectangle.
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  /// The baselines of a label's first and last lines; another view's top
  /// and bottom edges stand in for them.
  case firstBaseline, lastBaseline
  /// The edges of the rectangle inset by the view's layout margins.
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  /// The centres of the rectangle inset by the layout margins.
  case centerXWithinMargins, centerYWithinMargins

  /// The direction an attribute measures along; a constraint may only relate
  /// attributes of one axis.
  public enum Axis: Sendable {
    /// Along x: left to right, or leading to trailing.
    case horizontal
    /// Along y, top to bottom.
    case vertical
  }

  /// Apple forbids relating left/right to leading/trailing, so the family of
  /// a horizontal location matters, not only its axis.
  enum Family: Equatable {
    case absoluteX  // left, right (and their margins)
    case directionalX  // leading, trailing (and their margins)
    case neutralX  // centerX pairs with either family
    case y
    case size
  }

  /// The axis the attribute lies on: widths, x positions and horizontal
  /// margins are horizontal, everything else vertical.
  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      return .horizontal
    default:
      return .vertical
    }
  }

  /// Whether the attribute is a size rather than a location: only a size
  /// may equal a bare constant.
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
