/// A standard UIKit control, which sizes itself: its intrinsic content size,
/// hugging and compression resistance are UIKit's, so a layout with
/// switches, buttons and sliders needs no hand-set sizes.
public enum StandardControl: Equatable, Sendable {
  /// UISwitch.
  case toggle
  /// UISlider: as wide as it is made, a fixed height.
  case slider
  /// UISegmentedControl with these segment titles.
  case segmented([String])
  /// UIButton (system type) with this title.
  case button(String)
  /// UIStepper.
  case stepper
  /// UIActivityIndicatorView, medium style.
  case activity
  /// UIPageControl with this many pages.
  case pageControl(Int)
  /// UIProgressView, default style: as wide as it is made.
  case progress
  /// UITextField, rounded-rect border, showing this placeholder.
  case textField(String)

  /// The UIKit class, for reports and exported code.
  public var className: String {
    switch self {
    case .toggle: "UISwitch"
    case .slider: "UISlider"
    case .segmented: "UISegmentedControl"
    case .button: "UIButton"
    case .stepper: "UIStepper"
    case .activity: "UIActivityIndicatorView"
    case .pageControl: "UIPageControl"
    case .progress: "UIProgressView"
    case .textField: "UITextField"
    }
  }

  /// The word that declares it: `control NAME switch`.
  public var word: String {
    switch self {
    case .toggle: "switch"
    case .slider: "slider"
    case .segmented: "segmented"
    case .button: "button"
    case .stepper: "stepper"
    case .activity: "activity"
    case .pageControl: "pageControl"
    case .progress: "progress"
    case .textField: "textField"
    }
  }

  /// Every control word, in `help controls` order.
  public static let words = [
    "switch", "slider", "segmented", "button", "stepper", "activity", "pageControl", "progress", "textField",
  ]
}

/// What a control asks of Auto Layout: UIKit's intrinsic size per axis
/// (nil: UIView.noIntrinsicMetric) and its content priorities.
public struct ControlMetrics: Equatable, Sendable {
  /// The intrinsic width and height; nil on an axis the control has no size of its own on.
  public var width, height: Double?
  /// Content hugging, horizontal and vertical.
  public var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority)
  /// Compression resistance, horizontal and vertical.
  public var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority)
  /// The baseline of the control's text (a button's title), from its top; nil when it shows none.
  public var baseline: Double? = nil
  /// alignmentRectInsets: how far the frame reaches past the rect that
  /// constraints and the intrinsic size bind (zero for most controls).
  public var alignmentInsets = EdgeInsets(all: 0)

  /// Equal when every size, priority and inset is.
  public static func == (a: ControlMetrics, b: ControlMetrics) -> Bool {
    a.width == b.width && a.height == b.height && a.hugging == b.hugging
      && a.compressionResistance == b.compressionResistance && a.baseline == b.baseline
      && a.alignmentInsets == b.alignmentInsets
  }
}

extension StandardControl {
  // Sizes: UIKit's for each control on iOS 13 to 18 (before iOS 26's
  // redesign), as Xcode stores them in storyboards (its frames come from
  // UIKit's own layout) and as the controls report them in the simulator
  // at the default Dynamic Type size. Checked against the frames Xcode
  // stored in real public files by Benchmarks/control-sizes (figures in
  // Benchmarks/README.md, "Controls against Xcode's stored frames").
  //
  // - A switch's frame is 51 x 31, but constraints bind 2 points less on
  //   its trailing side: in the files its frame reaches 2 points past its
  //   trailing constraint (Xcode 7, 12 and 13 alike). So its intrinsic
  //   size, which binds the alignment rect, is 49 x 31, and its
  //   alignmentRectInsets are (0, 0, 0, 2): the frame is still 51 x 31.
  // - A slider's frame is 31 tall and 2 points wider on each side than its
  //   constraints (Xcode 7 and 11 alike); its frame's centre sits 0.75
  //   below the centre they give (the files do not show how that splits
  //   between top and bottom: all of it is put at the bottom), so insets
  //   (0, 2, 1.5, 2), intrinsic height 29.5. The storyboard importer reads
  //   the same insets.
  // - A stepper is 94 x 32; a medium activity indicator 20 x 20; a
  //   default progress view 4 tall (2 before iOS 14: files saved by older
  //   Xcodes store 2); a segmented control 32 tall and a rounded-rect text
  //   field with a 14-point font 34; a system button is 30 tall with its
  //   title in the 15-point system font and no padding ("Button" is 46 x
  //   30 in Xcode's library, its title 45.x points of SF Pro).
  // - A button's width is whole points: every system button whose width
  //   a stored frame leaves to the button is a whole number of points
  //   ("Button" 46, "TapMe" 47, "Open AlertView" 107, "Open ActionSheet"
  //   125, "Show Alert with TextField" 173 in Xcode 9.3 and again in
  //   Xcode 26; "Next Question" 98 in Xcode 12), and in RxExample's and
  //   UIKitCatalog's files the labels beside them fall on half points
  //   (217.5 x 20.5), so the whole points are UIButton's rounding, not
  //   the canvas's (Xcode's "size to fit" gives whole points too).
  // - Before iOS 13 (files saved by Xcode 10 and older) a stepper and a
  //   segmented control were 29 tall and a rounded text field 30 (Xcode 8
  //   and 9 frames: UIKitCatalog, RxExample, IQKeyboardManager); iOS 26
  //   (Xcode 26) draws a switch 63 x 28. The model follows iOS 13 to 18.
  // - Widths made from text use the layout's font model, so in the em
  //   model they are close to, not equal to, a device's.
  // - A page control uses the classic measure (dots 7 points wide, 9
  //   apart, 37 tall), which iOS 14's capsule redesign changed; a stored
  //   3-page control is 39 wide, as here.
  //
  // Priorities: UIKit's defaults (hugging 250, resistance 750) except
  // where a control has one size only: a switch, stepper, activity
  // indicator and page control hug at 750 on both axes (they refuse to
  // stretch, and Xcode's files store 750 for them), a slider and progress
  // view at 750 vertically.

  /// The control's size and priorities, its text measured by `measurer`.
  public func metrics(measuredBy measurer: any TextMeasurer) -> ControlMetrics {
    // One line of text centred in the control's height: its baseline.
    func centredBaseline(size: Double, in height: Double) -> Double {
      let line = measurer.measure(LabelText("X", fontSize: size, lines: 1), wrappingAt: nil)
      return ((height - line.height) / 2 + line.firstBaseline).cleaned
    }
    let low = LayoutPriority.defaultLow, high = LayoutPriority.defaultHigh
    // Up to the next whole point, a width already whole (give or take
    // round-off) staying as it is.
    func wholePoints(_ value: Double) -> Double { max(value, (value - 1e-6).rounded(.up)) }
    func width(of title: String, size: Double) -> Double {
      measurer.measure(LabelText(title, fontSize: size, lines: 1), wrappingAt: nil).width
    }
    switch self {
    case .toggle:
      return ControlMetrics(
        width: 49, height: 31, hugging: (high, high), compressionResistance: (high, high),
        alignmentInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
    case .stepper:
      return ControlMetrics(width: 94, height: 32, hugging: (high, high), compressionResistance: (high, high))
    case .activity:
      return ControlMetrics(width: 20, height: 20, hugging: (high, high), compressionResistance: (high, high))
    case .pageControl(let pages):
      let n = Double(max(pages, 1))
      return ControlMetrics(width: 7 * n + 9 * (n - 1), height: 37, hugging: (high, high), compressionResistance: (high, high))
    case .slider:
      return ControlMetrics(
        width: nil, height: 29.5, hugging: (low, high), compressionResistance: (high, high),
        alignmentInsets: EdgeInsets(top: 0, left: 2, bottom: 1.5, right: 2))
    case .progress:
      return ControlMetrics(width: nil, height: 4, hugging: (low, high), compressionResistance: (high, high))
    case .segmented(let titles):
      // Every segment as wide as the widest title (13-point font) plus 14
      // points of padding each side: apportionsSegmentWidthsByContent off.
      // Not confirmed by a stored frame: the only segmented control in
      // Benchmarks/control-sizes' files whose width is its own (iOS 10,
      // RxExample's "First" "Second") is 121 wide where this gives 149.11
      // with Inter (some 145 with SF Pro's narrower titles); no iOS 13+
      // file shows one.
      let widest = titles.map { width(of: $0, size: 13) }.max() ?? 0
      return ControlMetrics(
        width: Double(max(titles.count, 1)) * (widest + 28), height: 32, hugging: (low, low), compressionResistance: (high, high))
    case .button(let title):
      // UIButton's intrinsic size is whole points: its title's width rounded up.
      return ControlMetrics(
        width: wholePoints(width(of: title, size: 15)), height: 30, hugging: (low, low), compressionResistance: (high, high),
        baseline: centredBaseline(size: 15, in: 30))
    case .textField(let placeholder):
      // The placeholder in the 14-point font, 7 points of inset each side.
      return ControlMetrics(
        width: width(of: placeholder, size: 14) + 14, height: 34, hugging: (low, low), compressionResistance: (high, high),
        baseline: centredBaseline(size: 14, in: 34))
    }
  }
}
