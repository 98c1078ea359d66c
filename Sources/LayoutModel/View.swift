import Cassowary

/// A view: a rectangle in its superview's coordinate space.
///
/// Each view owns four solver variables, as UIKit's engine does: minX and
/// minY (relative to the superview) and width and height, which are never
/// negative.
public struct View: Sendable {
  /// The view's id in its layout.
  public let id: ViewID
  /// The name the person gave it, unique in its layout; `root` for the root.
  public let name: String
  /// The superview; nil only for the root.
  public internal(set) var parent: ViewID?
  /// The subviews and guides, in the order they were added.
  public internal(set) var children: [ViewID] = []

  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable

  /// The required `width >= 0`, `height >= 0` (and for root, its position).
  var implicitConstraints: [LayoutConstraintID] = []

  /// A layout guide has a frame but no subviews and draws nothing.
  public internal(set) var isGuide = false
  /// UIView.layoutMargins; 8 on every side by default, as in UIKit.
  public internal(set) var margins = EdgeInsets(all: 8)
  /// Set by directionalLayoutMargins: `margins.left` is then the leading
  /// margin and `margins.right` the trailing one, swapped when the view
  /// lays out right to left (Layout+DirectionalMargins.swift).
  public internal(set) var marginsAreDirectional = false
  /// alignmentRectInsets: constraints bind the frame inset by these (the
  /// alignment rect); frames are still reported as frames.
  public internal(set) var alignmentInsets = EdgeInsets(all: 0)
  /// Baselines given to a view that is not a label (a button's title's),
  /// as distances from its top; nil: a label's come from its text, any
  /// other view's first baseline is its top and its last its bottom.
  public internal(set) var baselines: Baselines?
  /// The window's safe-area insets: root's only; every other view's are
  /// derived from its frame (``Layout/safeAreaInsets(of:)``).
  public internal(set) var safeAreaInsets = EdgeInsets(all: 0)
  /// Safe-area and margin settings, and the insets derived from the frames (Layout+SafeArea.swift).
  public internal(set) var safeArea = SafeAreaSettings()
  /// Set when the view is a UIScrollView: its contentLayoutGuide (Layout+ScrollView.swift).
  public internal(set) var scrollContent: ViewID?
  /// Intrinsic content size, hugging and compression resistance.
  public internal(set) var content = ContentSize()
  /// Text, when the view is a label (its intrinsic size then comes from it).
  public internal(set) var text: LabelText?
  /// The standard control this view is (a switch, a button, …), which gave it its content size.
  public internal(set) var control: StandardControl?
  /// translatesAutoresizingMaskIntoConstraints, with the frame and mask.
  public internal(set) var autoresizing: Autoresizing?
  /// Constraints generated for this view from its properties.
  var generatedConstraints: [LayoutConstraintID] = []
  /// isHidden: a hidden arranged view collapses in its stack.
  public internal(set) var isHidden = false
  /// Set when the view is a UIStackView.
  public internal(set) var stack: StackConfiguration?
  /// A stack's private guides: the alignment spacer and the gaps between views.
  var stackSpacer: ViewID?
  var stackGaps: [ViewID] = []
  /// Guides a stack made for itself are not the person's to change.
  public internal(set) var isStackGuide = false
}

/// Insets on four sides, as UIEdgeInsets.
public struct EdgeInsets: Equatable, Sendable {
  /// The inset on each side, in points.
  public var top, left, bottom, right: Double
  /// Insets that differ per side.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// The same inset on every side.
  public init(all: Double) { self.init(top: all, left: all, bottom: all, right: all) }
}

/// One axis of a content size: the intrinsic value (nil: no intrinsic
/// metric) and the priorities of the two constraints Apple makes from it.
public struct ContentAxis: Equatable, Sendable {
  /// The size the content wants on this axis, in points; nil when it has no opinion.
  public var intrinsic: Double?
  /// The priority of `size <= intrinsic`: how much the view resists growing.
  public var hugging: LayoutPriority = .defaultLow
  /// The priority of `size >= intrinsic`: how much the view resists shrinking.
  public var compressionResistance: LayoutPriority = .defaultHigh
  /// An axis with UIKit's default priorities: hugging 250, compression resistance 750.
  public init(intrinsic: Double? = nil) { self.intrinsic = intrinsic }
}

/// intrinsicContentSize per axis, with content hugging and compression resistance.
public struct ContentSize: Equatable, Sendable {
  /// The width the content wants, and its priorities.
  public var horizontal = ContentAxis()
  /// The height the content wants, and its priorities.
  public var vertical = ContentAxis()
  /// No intrinsic size on either axis, with the default priorities.
  public init() {}
  /// One axis, for code that treats both alike.
  public subscript(_ axis: LayoutAttribute.Axis) -> ContentAxis {
    get { axis == .horizontal ? horizontal : vertical }
    set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
  }
}

/// A view's frame relative to its superview, as `UIView.frame`.
public struct Frame: Equatable, Sendable {
  /// The origin, relative to the superview, and the size, in points.
  public var x, y, width, height: Double
  /// A frame from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// One of the four numbers, for code that walks them all.
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
  /// The frame's origin, relative to the superview, and its size.
  case x, y, width, height

  /// Where the field's variable sits among a view's four in
  /// `Layout.frameVariables`.
  var offset: Int {
    switch self {
    case .x: 0
    case .y: 1
    case .width: 2
    case .height: 3
    }
  }
}

/// A view's first and last baselines, as distances from its top
/// (forFirstBaselineLayout, forLastBaselineLayout).
public struct Baselines: Equatable, Sendable {
  /// The first line's baseline, in points below the top.
  public var first: Double
  /// The last line's baseline, in points below the top.
  public var last: Double
  /// Baselines at these distances from the top.
  public init(first: Double, last: Double) {
    self.first = first
    self.last = last
  }
}
