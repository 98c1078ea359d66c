/// UIUserInterfaceLayoutDirection: which way leading and trailing point.
public enum LayoutDirection: String, CaseIterable, Sendable {
  /// Leading is the left edge (English, French, …).
  case leftToRight
  /// Leading is the right edge (Arabic, Hebrew, …).
  case rightToLeft

  /// The other direction.
  public var opposite: LayoutDirection { self == .leftToRight ? .rightToLeft : .leftToRight }
}

/// UISemanticContentAttribute: what a view holds, which decides whether it
/// follows the layout direction or keeps its own.
public enum SemanticContentAttribute: String, CaseIterable, Sendable {
  /// The default: the view follows the direction around it.
  case unspecified
  /// Playback controls (play, rewind, a scrubber): never flipped.
  case playback
  /// Directional controls (a D-pad, a text-alignment segment): never flipped.
  case spatial
  /// Always laid out left to right.
  case forceLeftToRight
  /// Always laid out right to left.
  case forceRightToLeft
}

/// The layout's direction settings: root's direction (the app's language)
/// and the semantic content attribute of the views that set one.
///
/// Plain data, as the other parts of ``Layout``; views not in `semantics`
/// are `unspecified`.
struct DirectionSettings: Sendable {
  /// The direction the app runs in: UIApplication's
  /// userInterfaceLayoutDirection, which root inherits.
  var rootDirection = LayoutDirection.leftToRight
  /// semanticContentAttribute of the views that set one other than
  /// `unspecified`; a removed view's entry is dropped with it.
  var semantics: [ViewID: SemanticContentAttribute] = [:]

  /// True when no view can be right to left, so that compiling a
  /// constraint need not look for its container's direction: settling
  /// labels recompiles constants by the hundred.
  ///
  /// An empty table is tested first: the search of its values, for every
  /// constant a settle recompiles, cost more than the rest of reading the
  /// constant (a rotation: about 1,100 a round, 70 instructions each).
  var isAllLeftToRight: Bool {
    rootDirection == .leftToRight && (semantics.isEmpty || !semantics.values.contains(.forceRightToLeft))
  }
}
