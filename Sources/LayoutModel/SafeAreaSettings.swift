// A view's safe-area and margin settings (the UIKit properties a person
// sets), and what the last safe-area settle derived from the frames.
// Kept apart from View.swift so that a view carries them in one field.

/// The safe-area and layout-margin properties of one view, as UIKit has them,
/// and the insets alrepl derived for it from the solved frames.
public struct SafeAreaSettings: Equatable, Sendable {
  /// additionalSafeAreaInsets (a UIViewController property in UIKit; alrepl
  /// puts it on any view): added to the insets the view inherits.
  public internal(set) var additional = EdgeInsets(all: 0)
  /// insetsLayoutMarginsFromSafeArea: the margins are measured from the
  /// safe area's edges rather than the frame's (true by default, as in UIKit).
  public internal(set) var insetsMarginsFromSafeArea = true
  /// preservesSuperviewLayoutMargins: where the superview's margin area
  /// overlaps the view, the view's margin is at least that overlap.
  public internal(set) var preservesSuperviewMargins = false

  /// The part of the superview's safe-area insets this view's frame
  /// overlaps, found by the last settle (always zero for root and guides).
  public internal(set) var inherited = EdgeInsets(all: 0)
  /// The superview's margin area this view's frame overlaps, found by the
  /// last settle; zero unless ``preservesSuperviewMargins``.
  public internal(set) var preservedMargins = EdgeInsets(all: 0)
  /// How far the readable content guide sits inside the margins on the
  /// left and on the right, found by the last settle from the view's width.
  public internal(set) var readableInset = 0.0
  /// The keyboard's height over the window (root only; 0: no keyboard, and
  /// the keyboard layout guide sits on the safe area's bottom).
  public internal(set) var keyboardHeight = 0.0
  /// Where the keyboard layout guide's top was at the last settle (root
  /// only): a new root size moves it, and the constraints reading it are
  /// then compiled again.
  var keyboardTop = 0.0

  /// Settings as UIKit's defaults: no additional insets, margins inside the safe area.
  public init() {}
}

extension EdgeInsets {
  /// Side by side sum of two insets.
  static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
  }

  /// Side by side maximum of two insets.
  static func maximum(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: max(a.top, b.top), left: max(a.left, b.left), bottom: max(a.bottom, b.bottom), right: max(a.right, b.right))
  }

  /// Whether every side is within `tolerance` of the other's.
  func isClose(to other: EdgeInsets, tolerance: Double = 1e-9) -> Bool {
    abs(top - other.top) <= tolerance && abs(left - other.left) <= tolerance
      && abs(bottom - other.bottom) <= tolerance && abs(right - other.right) <= tolerance
  }

  /// Whether all four sides are zero.
  var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
}
