/// UIFont.TextStyle: a font named by its role, whose size follows the
/// reader's Dynamic Type setting (``ContentSizeCategory``).
public enum TextStyle: String, CaseIterable, Sendable {
  /// The eleven styles of iOS, largest first (34 to 11 points at Large).
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// The style's point size at `category`.
  ///
  /// Source: Apple's Human Interface Guidelines, "Typography", the tables
  /// "iOS, iPadOS Dynamic Type sizes" (standard sizes) and "Larger
  /// accessibility type sizes" (AX1 to AX5), for the system font SF Pro.
  /// The sizes are facts from those tables; headline differs from body in
  /// weight only.
  public func pointSize(at category: ContentSizeCategory) -> Double {
    Self.sizes[self]![category.index]
  }

  /// Point sizes by category, in ``ContentSizeCategory``'s order: xSmall,
  /// Small, Medium, Large (the default), xLarge, xxLarge, xxxLarge, then
  /// AX1 (accessibilityMedium) to AX5 (accessibilityExtraExtraExtraLarge).
  private static let sizes: [TextStyle: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
  ]
}

/// UIContentSizeCategory: the reader's preferred text size, which
/// rescales every label set in a ``TextStyle``. Large is iOS's default.
public enum ContentSizeCategory: String, CaseIterable, Sendable {
  /// The seven standard sizes, smallest first.
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  /// The five larger accessibility sizes (AX1 to AX5).
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
    accessibilityExtraExtraExtraLarge

  /// The category's place in the order above, smallest first.
  public var index: Int { Self.allCases.firstIndex(of: self)! }
}
