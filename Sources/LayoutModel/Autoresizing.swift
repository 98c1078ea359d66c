/// translatesAutoresizingMaskIntoConstraints: a frame and a mask that
/// become required constraints, as UIKit generates them (reference §5).
public struct Autoresizing: Equatable, Sendable {
  /// The frame the view had when the mask was applied, in its superview.
  public var frame: Frame
  /// Per axis, flexibility of (leading margin, size, trailing margin): h=--& is (false, false, true).
  public var horizontal: [Bool]
  /// The flexibility of (top margin, height, bottom margin), in the same
  /// order as ``horizontal``.
  public var vertical: [Bool]
  /// The superview's size when the mask was applied (W₀ in the reference).
  var superviewSize = (width: 0.0, height: 0.0)
  /// Whether ``superviewSize`` was given (a stored file's superview size)
  /// rather than read from the superview when the mask is set.
  var superviewSizeIsStated = false

  /// A frame with its mask; `horizontal` and `vertical` hold three flags
  /// each, true where that part stretches with the superview.
  public init(frame: Frame, horizontal: [Bool], vertical: [Bool]) {
    self.frame = frame
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// A frame with its mask, read against a superview of `superviewSize`
  /// (the size the superview had when the frame was stored, as in an IB
  /// file) instead of the superview's size when the mask is set.
  public init(frame: Frame, horizontal: [Bool], vertical: [Bool], superviewSize: (width: Double, height: Double)) {
    self.init(frame: frame, horizontal: horizontal, vertical: vertical)
    self.superviewSize = superviewSize
    superviewSizeIsStated = true
  }

  /// Equal when the frame, both masks and the superview size the mask was
  /// applied at match: the same frame and mask at another superview size
  /// make different constraints.
  public static func == (a: Autoresizing, b: Autoresizing) -> Bool {
    a.frame == b.frame && a.horizontal == b.horizontal && a.vertical == b.vertical
      && a.superviewSize == b.superviewSize
  }

  /// Apple's notation, `h=--& v=--&`.
  public var notation: String {
    func axis(_ flags: [Bool]) -> String { String(flags.map { $0 ? "&" : "-" }) }
    return "h=\(axis(horizontal)) v=\(axis(vertical))"
  }
}
