import Cassowary

/// A view: a rectangle in its superview's coordinate space.
///
/// Each view owns four solver variables, as UIKit's engine does: minX and
/// minY (relative to the superview) and width and height, which are never
/// negative.
public struct View: Sendable {
  public let id: ViewID
  public let name: String
  public internal(set) var parent: ViewID?
  public internal(set) var children: [ViewID] = []

  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable

  /// The required `width >= 0`, `height >= 0` (and for root, its position).
  var implicitConstraints: [LayoutConstraintID] = []
}

/// A view's frame relative to its superview, as `UIView.frame`.
public struct Frame: Equatable, Sendable {
  public var x, y, width, height: Double
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public subscript(_ field: FrameField) -> Double {
    switch field {
    case .x: x
    case .y: y
    case .width: width
    case .height: height
    }
  }
}

/// One of the four numbers of a frame.
public enum FrameField: String, CaseIterable, Sendable {
  case x, y, width, height
}
