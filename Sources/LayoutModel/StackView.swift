/// UIStackView's properties (reference §6).
public struct StackConfiguration: Equatable, Sendable {
  /// How a stack sizes its arranged views along its axis
  /// (`UIStackView.Distribution`).
  public enum Distribution: String, CaseIterable, Sendable {
    /// `fill` stretches or squeezes views by their hugging and resistance;
    /// `fillEqually` makes them one size; `fillProportionally` sizes them by
    /// their intrinsic sizes; `equalSpacing` and `equalCentering` keep their
    /// sizes and spread the gaps or the centres evenly.
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// How a stack places its arranged views across its axis
  /// (`UIStackView.Alignment`); `top`/`leading` and `bottom`/`trailing` are the
  /// same for the axis they apply to.
  public enum Alignment: String, CaseIterable, Sendable {
    /// `fill` stretches views across the stack; the others align an edge, the
    /// centre or a baseline of each view with the stack's.
    case fill, leading, top, trailing, bottom, center, firstBaseline, lastBaseline
  }

  /// The direction the arranged views follow one another in.
  public var axis: LayoutAttribute.Axis = .horizontal
  /// How the arranged views share the stack's length.
  public var distribution: Distribution = .fill
  /// Where the arranged views sit across the stack.
  public var alignment: Alignment = .fill
  /// The gap between neighbouring arranged views, in points (a minimum for the spacing distributions).
  public var spacing: Double = 0
  /// Whether the arranged views are laid out within the stack's margins rather than its edges.
  public var isLayoutMarginsRelativeArrangement = false
  /// arrangedSubviews, in order; each is also a subview of the stack.
  public var arranged: [ViewID] = []
  /// `setCustomSpacing(_:after:)`: the gap after an arranged view, in place
  /// of `spacing` (the halving around a hidden neighbour applies to it as to
  /// `spacing`). A view that stops being arranged loses its entry.
  public var customSpacing: [ViewID: Double] = [:]

  /// UIKit's defaults: horizontal, fill, fill, no spacing, edge to edge,
  /// nothing arranged.
  public init() {}
}
