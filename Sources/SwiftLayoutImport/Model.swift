import LayoutModel

/// What the Swift code builds, before it becomes alrepl commands.
struct ImportedObject {
  /// `.scroll` is a UIScrollView (or the project's subclass of it), with
  /// its content and frame guides; a table or collection view stays `.view`.
  enum Kind { case view, label, stack, guide, scroll }
  var name: String
  var kind: Kind
  /// The file's own class it was made from (`CardView()`), whose methods
  /// run on it; nil for UIKit's classes.
  var className: String?
  /// Named by a binding the reader sees (a property or a local `let`).
  var isNamed = false
  var parent: Int?
  var arranged: [Int] = []
  var isArranged = false
  /// Made by a view controller's initializer (`UIPageViewController(…)`):
  /// it stands for the controller's view, which `.view` gives.
  var isController = false
  var line: Int
  var addedLine: Int?
  var autoresizingOff = false
  var text: String?
  var fontSize: Double?
  /// `UIFont.preferredFont(forTextStyle:)`: a text style's name, which Dynamic Type sizes.
  var textStyle: String?
  /// A standard control (UISwitch(), UIButton(type:), …): sized as UIKit sizes it.
  var control: StandardControl?
  var lines: Int?
  var preferredMaxLayoutWidth: Double?
  var intrinsic: (Double?, Double?)?
  var hugging: [LayoutAttribute.Axis: Double] = [:]
  var resistance: [LayoutAttribute.Axis: Double] = [:]
  var axis: LayoutAttribute.Axis?
  var spacing: Double?
  /// `setCustomSpacing(_:after:)`: the arranged view and the gap after it, in the order set.
  var customSpacing: [(after: Int, gap: Double, line: Int)] = []
  var distribution: String?
  var alignment: String?
  var marginsRelative = false
  var margins: EdgeInsets?
  /// Whether `margins` came from directionalLayoutMargins (left = leading).
  var marginsDirectional = false
  /// `insetsLayoutMarginsFromSafeArea`, `preservesSuperviewLayoutMargins`
  /// and (root's, a view controller's) `additionalSafeAreaInsets`, when the code sets them.
  var insetsMarginsFromSafeArea: Bool?
  var preservesSuperviewMargins: Bool?
  var additionalSafeArea: EdgeInsets?
  /// Where the code set each of those three, by Swift property name, for the report's lines.
  var safeAreaLines: [String: Int] = [:]
  var hidden = false
  /// semanticContentAttribute, as alrepl names it (`forceRightToLeft`, …).
  var semantic: String?
  /// `frame = CGRect(…)` and `autoresizingMask = […]`, read when
  /// translatesAutoresizingMaskIntoConstraints stays true.
  var frame: Frame?
  var autoresizingMask: Set<String>?
}

/// One side of an anchor constraint: an object's attribute in a space.
struct Anchor {
  var object: Int
  var attribute: String
  /// "" for the frame, else alrepl's guide word: "margins", "safeArea",
  /// "readable", "keyboard" (root's), "content" or "frame" (a scroll view's).
  var space: String
}

/// A constraint the code made, active or not.
struct ImportedConstraint {
  enum Body {
    case anchors(first: Anchor, relation: String, second: Anchor?, multiplier: Double, constant: Double)
    /// A `vfl` command line, without the word.
    case visualFormat(String)
  }
  var body: Body
  var name: String?
  var priority: Double?
  var isActive = false
  var activationOrder: Int?
  var line: Int
  /// Left out and listed already (a helper of another file changed it).
  var isLost = false
}

/// A value while the code runs.
indirect enum Value {
  case none
  case number(Double)
  case string(String)
  case bool(Bool)
  case object(Int)
  /// `x.layoutMarginsGuide`, `x.safeAreaLayoutGuide`, `sv.contentLayoutGuide`…:
  /// the object and the guide word of Anchor.space; `topLayoutGuide` and
  /// `bottomLayoutGuide` are root's with the space "topLayoutGuide" or
  /// "bottomLayoutGuide", whose edges are mapped onto the safe area.
  case guide(Int, String)
  case anchor(Anchor)
  case constraint(Int)
  case array([Value])
  case dictionary([(String, Value)])
  case priority(Double)
  /// `.horizontal`, `.equal`, `.top`: an implicit member not known to be a number.
  case member(String)
  case insets(EdgeInsets)
  case size(Double?, Double?)
  case rect(Frame)
  /// `UIFont.preferredFont(forTextStyle: .body)`: the style's name.
  case textStyle(String)

  var number: Double? {
    switch self {
    case .number(let n), .priority(let n): n
    default: nil
    }
  }
}
