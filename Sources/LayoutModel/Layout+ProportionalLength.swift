// What a fillProportionally stack reads of each arranged view: its
// intrinsic length along the stack's axis. A nested stack view has none of
// its own (UIStackView does not override intrinsicContentSize), yet Xcode's
// canvas stores one at the length its own arranged views' content gives it,
// not collapsed: KnightHacks' title row (two labels 42.5 tall) in a vertical
// proportional stack with 56- and 23.5-tall labels stored at 42.5, 56 and
// 23.5; habitica's row of three pills 93 wide beside a 494-wide label.

extension Layout {
  /// The length along `horizontal` (width) or vertical (height) a
  /// fillProportionally stack sizes `id` by: its intrinsic length, or for a
  /// stack view without one, what its visible arranged views' lengths add up
  /// to along its axis (with its spacing) or reach across it, inside its
  /// margins when its arrangement is margin-relative; nil when none of them
  /// has a length.
  func proportionalLength(of id: ViewID, horizontal: Bool) -> Double? {
    let intrinsic = intrinsicSize(of: id)
    if let length = horizontal ? intrinsic.width : intrinsic.height { return length }
    guard let stack = view(id).stack else { return nil }
    let visible = stack.arranged.filter { !view($0).isHidden }
    let lengths = visible.compactMap { proportionalLength(of: $0, horizontal: horizontal) }
    guard !lengths.isEmpty else { return nil }
    var length: Double
    if (stack.axis == .horizontal) == horizontal {
      length = lengths.reduce(0, +) + visible.dropLast().reduce(0) { $0 + (stack.customSpacing[$1] ?? stack.spacing) }
    } else {
      length = lengths.max()!
    }
    if stack.isLayoutMarginsRelativeArrangement {
      let m = ownMargins(of: id)
      length += horizontal ? m.left + m.right : m.top + m.bottom
    }
    return length
  }

  /// The stack that reads `stack`'s proportional length: the
  /// fillProportionally stack it is arranged in, if any.
  func proportionalStackAround(_ stack: ViewID) -> ViewID? {
    guard view(stack).stack != nil, let parent = view(stack).parent, let outer = view(parent).stack,
      outer.distribution == .fillProportionally, outer.arranged.contains(stack)
    else { return nil }
    return parent
  }
}
