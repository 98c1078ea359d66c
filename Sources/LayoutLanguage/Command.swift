import LayoutModel

/// A value with the columns of the line it came from.
public struct Located<Value: Equatable & Sendable>: Equatable, Sendable {
  public let value: Value
  public let column: Int
  public let length: Int

  public init(_ value: Value, column: Int, length: Int) {
    self.value = value
    self.column = column
    self.length = length
  }
}

/// `coefficient × view.attribute`, as written.
public struct TermSyntax: Equatable, Sendable {
  public let coefficient: Double
  public let view: Located<String>
  /// `margins` or `safeArea` in `card.margins.top`; nil for the frame.
  public var guide: Located<String>? = nil
  public let attribute: Located<String>
  public var column: Int { view.column }
  public var length: Int { attribute.column + attribute.length - view.column }
}

/// A constraint as written: `[name:] lhs REL rhs [@priority]`.
public struct ConstraintSyntax: Equatable, Sendable {
  public let name: Located<String>?
  public let lhs: [TermSyntax]
  public let relation: LayoutRelation
  public let rhs: [TermSyntax]
  /// Numbers on the right minus numbers on the left.
  public let constant: Double
  public let constantColumn: Int
  public let priority: Located<Double>?
}

/// One line of the command language.
public enum Command: Equatable, Sendable {
  case nothing
  /// `view NAME [in PARENT] [intrinsic WxH] [hug H V] [resist H V]`
  case view(name: Located<String>, parent: Located<String>?, properties: [Located<ViewProperty>] = [])
  /// `label NAME [in PARENT] "text" [font N] [lines N] [preferredWidth N]`
  case label(name: Located<String>, parent: Located<String>?, text: String, properties: [Located<ViewProperty>])
  /// `whatif C priority P` / `whatif C constant K`: the frames that would change.
  case whatIf(Located<String>, WhatIfChange)
  /// `threshold C`: the priorities and the constants at which C's outcome flips.
  case threshold(Located<String>)
  /// `sweep root.width 320..1024 [step N]`: breakpoints as one value varies.
  case sweep(target: Located<String>, from: Double, to: Double, step: Double?)
  /// `devices`: the layout at common device sizes.
  case devices
  /// `why VIEW.FIELD`: the constraints that fix a frame value, with the arithmetic.
  case why(view: Located<String>, field: Located<String>)
  /// `explain NAME`: a constraint in words, in Apple's form and in VFL, and its role.
  case explain(Located<String>)
  /// `exercise VIEW`: another layout that satisfies the constraints equally well.
  case exercise(Located<String>)
  case stack(StackDeclaration)
  /// `vfl H:|-[a]-[b]-| [metrics m=20] [options alignAllCenterY]`
  case vfl(VisualFormatCommand)
  /// `set STACK.spacing 8`, `set STACK.arranged [a b]`, …
  case setStack(Located<String>, Located<StackSetting>)
  /// `set VIEW.hidden true`
  case setHidden(Located<String>, Bool)
  /// `guide NAME [in OWNER]`: a UILayoutGuide.
  case guide(name: Located<String>, owner: Located<String>?)
  /// `set VIEW.property value`
  case setView(Located<String>, Located<ViewProperty>)
  /// `fit VIEW width W | height H | compressed | expanded`: systemLayoutSizeFitting.
  case fit(Located<String>, FitTarget)
  case constraint(ConstraintSyntax)
  case setConstant(Located<String>, Located<Double>)
  case setPriority(Located<String>, Located<Double>)
  case remove(Located<String>)
  case activate(Located<String>)
  case deactivate(Located<String>)
  /// `size WxH`; where WxH is on the line, for a refusal's caret.
  case size(width: Double, height: Double, at: Located<String>)
  case frames
  case constraints(view: Located<String>?)
  case ambiguity
  case conflicts
  case undo
  case redo
  case history
  /// `save [FILE]`; nil: the file last saved or loaded.
  case save(path: String?)
  case load(path: String)
  /// `import FILE`: rebuild the layout from a file another tool made (a
  /// conflict log, UIKit code): the session's importers pick by kind.
  case importFile(path: String)
  /// `export swift|vfl|markdown [FILE]`: the session as code, VFL or a transcript.
  case export(ExportFormat, path: String?)
  case reset
  /// `version`: which alrepl this is.
  case version
  case help(topic: String?)
  case quit
  /// `draw [VIEW] [--svg FILE [--constraints]]`: a picture, in the terminal or as SVG.
  case draw(DrawRequest)
}

/// A view property as written after `set VIEW.` or in a declaration.
public enum ViewProperty: Equatable, Sendable {
  /// intrinsicContentSize; nil is "none" (UIView.noIntrinsicMetric).
  case intrinsic(width: Double?, height: Double?)
  case hugging(horizontal: Double, vertical: Double)
  case compressionResistance(horizontal: Double, vertical: Double)
  case text(String)
  case fontSize(Double)
  case lines(Double)
  /// nil: automatic (wrap at the laid-out width).
  case preferredMaxLayoutWidth(Double?)
  case margins(EdgeInsets)
  case safeArea(EdgeInsets)
  /// nil: translatesAutoresizingMaskIntoConstraints = false.
  case autoresizing(Autoresizing?)
}

/// What `fit` measures against (reference §8).
public enum FitTarget: Equatable, Sendable {
  /// At this width (required), as short as possible (fitting priority).
  case width(Double)
  /// At this height (required), as narrow as possible.
  case height(Double)
  case compressed
  case expanded
}

/// `stack NAME [in PARENT] [horizontal|vertical] [spacing N] [distribution D]
/// [alignment A] [marginsRelative] [a b c]`
public struct StackDeclaration: Equatable, Sendable {
  public var name: Located<String>
  public var parent: Located<String>?
  public var settings: [Located<StackSetting>]
  public var arranged: [Located<String>]
}

/// One property of a stack view.
public enum StackSetting: Equatable, Sendable {
  case axis(LayoutAttribute.Axis)
  case spacing(Double)
  case distribution(StackConfiguration.Distribution)
  case alignment(StackConfiguration.Alignment)
  case marginsRelative(Bool)
  case arranged([Located<String>])
}

/// A Visual Format Language string with its metrics and options.
public struct VisualFormatCommand: Equatable, Sendable {
  public var format: Located<String>
  public var metrics: [String: Double]
  public var options: [VisualFormat.Option]
}

/// What a `whatif` would change.
public enum WhatIfChange: Equatable, Sendable {
  case priority(Double)
  case constant(Double)
}
