import LayoutModel

/// A value with the columns of the line it came from.
public struct Located<Value: Equatable & Sendable>: Equatable, Sendable {
  /// The value read from the line.
  public let value: Value
  /// The 1-based column of its first character, where a caret points.
  public let column: Int
  /// How many characters it spans, so an error can underline all of it.
  public let length: Int

  /// A value that spans `length` characters from `column`.
  public init(_ value: Value, column: Int, length: Int) {
    self.value = value
    self.column = column
    self.length = length
  }
}

/// `coefficient × view.attribute`, as written.
public struct TermSyntax: Equatable, Sendable {
  /// The number the attribute is multiplied by; 1 when none is written, -1 after a minus.
  public let coefficient: Double
  /// The view or guide name, as typed.
  public let view: Located<String>
  /// `margins` or `safeArea` in `card.margins.top`; nil for the frame.
  public var guide: Located<String>? = nil
  /// The attribute name, as typed; the session checks it.
  public let attribute: Located<String>
  /// Where the term starts: at its view name.
  public var column: Int { view.column }
  /// From the view name to the end of the attribute.
  public var length: Int { attribute.column + attribute.length - view.column }
}

/// A constraint as written: `[name:] lhs REL rhs [@priority]`.
public struct ConstraintSyntax: Equatable, Sendable {
  /// The name before `:`, if one is given.
  public let name: Located<String>?
  /// The terms left of the relation.
  public let lhs: [TermSyntax]
  /// `==`, `<=` or `>=`.
  public let relation: LayoutRelation
  /// The terms right of the relation.
  public let rhs: [TermSyntax]
  /// Numbers on the right minus numbers on the left.
  public let constant: Double
  /// Where the first number is, for an error about the constant.
  public let constantColumn: Int
  /// The priority after `@`, names such as `high` already read as numbers.
  public let priority: Located<Double>?
}

/// A view property as written after `set VIEW.` or in a declaration.
public enum ViewProperty: Equatable, Sendable {
  /// intrinsicContentSize; nil is "none" (UIView.noIntrinsicMetric).
  case intrinsic(width: Double?, height: Double?)
  /// Content hugging priorities, horizontal then vertical.
  case hugging(horizontal: Double, vertical: Double)
  /// Compression resistance priorities, horizontal then vertical.
  case compressionResistance(horizontal: Double, vertical: Double)
  /// A label's text.
  case text(String)
  /// A label's font size in points.
  case fontSize(Double)
  /// A label's text style (UIFont.preferredFont(forTextStyle:)): its size follows Dynamic Type.
  case textStyle(TextStyle)
  /// The reader's Dynamic Type size (root only): rescales every label in a text style.
  case contentSize(ContentSizeCategory)
  /// The app's layout direction (root only): which way leading and trailing point.
  case layoutDirection(LayoutDirection)
  /// semanticContentAttribute: whether the view keeps its own direction.
  case semanticContentAttribute(SemanticContentAttribute)
  /// alignmentRectInsets: constraints bind the frame inset by these.
  case alignmentInsets(EdgeInsets)
  /// A view's first and last baselines from its top (last defaults to first); nil: none.
  case baselines(Baselines?)
  /// The font labels are measured with: on root every label's, on a label
  /// its own (UIFont(name:size:)). A .ttf/.otf path, `inter` for Inter from
  /// Debian's fonts-inter, or nil (`em`) for the em model.
  case fontFile(String?)
  /// The screen's scale, 1, 2 or 3 (root only); nil: none, no pixel rounding.
  case screenScale(Double?)
  /// The pixel grid frames are reported on, 1, 2 or 3 (root only); nil: the engine's values.
  case frameGrid(Double?)
  /// Which rule picks the constraint a required conflict breaks (root only).
  case conflictBreaking(ConflictBreaking)
  /// A label's numberOfLines, 0 for unlimited; a number here, checked as a count by the session.
  case lines(Double)
  /// nil: automatic (wrap at the laid-out width).
  case preferredMaxLayoutWidth(Double?)
  /// layoutMargins.
  case margins(EdgeInsets)
  /// directionalLayoutMargins: top, leading, bottom, trailing.
  case directionalMargins(EdgeInsets)
  /// safeAreaInsets (the root's only).
  case safeArea(EdgeInsets)
  /// additionalSafeAreaInsets, on any view.
  case additionalSafeArea(EdgeInsets)
  /// insetsLayoutMarginsFromSafeArea.
  case insetsMarginsFromSafeArea(Bool)
  /// preservesSuperviewLayoutMargins.
  case preservesSuperviewMargins(Bool)
  /// The keyboard's height (root only), which moves keyboardLayoutGuide; 0: none.
  case keyboard(Double)
  /// nil: translatesAutoresizingMaskIntoConstraints = false.
  case autoresizing(Autoresizing?)
}

/// What `fit` measures against (reference §8).
public enum FitTarget: Equatable, Sendable {
  /// At this width (required), as short as possible (fitting priority).
  case width(Double)
  /// At this height (required), as narrow as possible.
  case height(Double)
  /// The smallest size the constraints allow (`layoutFittingCompressedSize`).
  case compressed
  /// The largest size the constraints allow (`layoutFittingExpandedSize`).
  case expanded
}

/// `stack NAME [in PARENT] [horizontal|vertical] [spacing N] [distribution D]
/// [alignment A] [marginsRelative] [a b c]`
public struct StackDeclaration: Equatable, Sendable {
  /// The stack's name.
  public var name: Located<String>
  /// The superview after `in`; root when absent.
  public var parent: Located<String>?
  /// Axis, spacing, distribution, alignment and margins, in the order written.
  public var settings: [Located<StackSetting>]
  /// The views to arrange, in order; the session makes those that do not exist.
  public var arranged: [Located<String>]
}

/// One property of a stack view.
public enum StackSetting: Equatable, Sendable {
  /// `horizontal` or `vertical`.
  case axis(LayoutAttribute.Axis)
  /// The gap between arranged views, in points.
  case spacing(Double)
  /// How the views share the stack's length.
  case distribution(StackConfiguration.Distribution)
  /// Where the views sit across the stack.
  case alignment(StackConfiguration.Alignment)
  /// Whether the views are laid out within the stack's margins.
  case marginsRelative(Bool)
  /// The arranged views, replacing the old list.
  case arranged([Located<String>])
  /// `customSpacing VIEW N`: `setCustomSpacing(N, after: VIEW)`, the gap
  /// after one arranged view in place of the stack's spacing.
  case customSpacing(after: Located<String>, Double)
}

/// A Visual Format Language string with its metrics and options.
public struct VisualFormatCommand: Equatable, Sendable {
  /// The format string, such as `H:|-[a]-[b]-|`.
  public var format: Located<String>
  /// Values for the names the format uses, from `metrics m=20`.
  public var metrics: [String: Double]
  /// Alignment options from `options`, applied to every pair of neighbours.
  public var options: [VisualFormat.Option]
}

/// What a `whatif` would change.
public enum WhatIfChange: Equatable, Sendable {
  /// The constraint at another priority.
  case priority(Double)
  /// The constraint with another constant.
  case constant(Double)
}

/// What `set TARGET.property value` changes, as written.
public enum SetSyntax: Equatable, Sendable {
  /// `set C.constant K`: a constraint's constant, changed in place.
  case constant(Located<Double>)
  /// `set C.priority P`: a constraint's priority.
  case priority(Located<Double>)
  /// `set VIEW.hidden true`.
  case hidden(Bool)
  /// `set STACK.spacing 8`, `set STACK.arranged [a b]`, …
  case stack(Located<StackSetting>)
  /// `set VIEW.property value`.
  case view(Located<ViewProperty>)
}
