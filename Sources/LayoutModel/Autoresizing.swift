/// translatesAutoresizingMaskIntoConstraints: a frame and a mask that
/// become required constraints, as UIKit generates them (reference §5).
public struct Autoresizing: Equatable, Sendable {
  public var frame: Frame
  /// Per axis, flexibility of (leading margin, size, trailing margin): h=--& is (false, false, true).
  public var horizontal: [Bool]
  public var vertical: [Bool]
  /// The superview's size when the mask was applied (W₀ in the reference).
  var superviewSize = (width: 0.0, height: 0.0)

  public init(frame: Frame, horizontal: [Bool], vertical: [Bool]) {
    self.frame = frame
    self.horizontal = horizontal
    self.vertical = vertical
  }

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
