/// A label's content: what UILabel measures to get its intrinsic size.
public struct LabelText: Equatable, Sendable {
  /// The text the label shows.
  public var string: String
  /// The font size in points; a character advances half of it (``FixedAdvanceFont``).
  public var fontSize: Double = 17
  /// numberOfLines; 0 means as many as needed.
  public var lines: Int = 1
  /// preferredMaxLayoutWidth; nil means automatic (wrap at the laid-out width).
  public var preferredMaxLayoutWidth: Double?
  /// The width the text wraps at in the current pass (automatic wrapping).
  var wrapWidth: Double?

  /// A label's text at `fontSize` points, on at most `lines` lines (0 for
  /// as many as needed), wrapping automatically.
  public init(_ string: String, fontSize: Double = 17, lines: Int = 1) {
    self.string = string
    self.fontSize = fontSize
    self.lines = lines
  }

  /// Whether the label's height depends on its laid-out width (two-pass layout).
  var wrapsAtLayoutWidth: Bool { lines != 1 && preferredMaxLayoutWidth == nil }
}

/// Measures text without a real font, so layouts are the same everywhere.
public protocol TextMeasurer: Sendable {
  /// The size of `text` wrapped at `width` (nil: no limit), and its baselines.
  func measure(_ text: LabelText, wrappingAt width: Double?) -> TextMetrics
}

/// The size and baselines of measured text: what a label's intrinsic size and baseline anchors come from.
public struct TextMetrics: Equatable, Sendable {
  /// The width of the text: its longest line, or the wrap width once it wraps.
  public var width: Double
  /// The height of all its lines.
  public var height: Double
  /// How many lines the text takes at the width it was measured at; 0 for empty text.
  public var lineCount: Int
  /// Distance from the top to the first baseline.
  public var firstBaseline: Double
  /// Distance from the last baseline to the bottom.
  public var descent: Double
}

/// alrepl's font model: every character advances 0.5 em; a line is 1.2 em
/// tall with the baseline 0.95 em below its top. A device font differs, so
/// lessons that depend on exact text widths say so. Wrapping follows the
/// reference's rule, lines = ceil(text width / wrap width), capped by
/// numberOfLines.
public struct FixedAdvanceFont: TextMeasurer {
  /// Makes the font model; it has no settings.
  public init() {}

  /// Measures `text` with the fixed advance, wrapping at `width` when the
  /// label may take more than one line.
  ///
  /// - Complexity: O(characters), for counting them.
  public func measure(_ text: LabelText, wrappingAt width: Double?) -> TextMetrics {
    let size = text.fontSize
    let lineHeight = 1.2 * size
    let characters = text.string.count
    let full = Double(characters) * 0.5 * size
    var lines = 1
    var measuredWidth = full
    if text.lines != 1, let width, width > 0, full > width {
      // The 1e-9 keeps an exact fit on one line from counting as two. A
      // line holds at least one character, however narrow the label: a
      // width of 1e-300 made more lines than an Int can count.
      lines = Int(min((full / width - 1e-9).rounded(.up), Double(characters)))
      if text.lines > 0 { lines = min(lines, text.lines) }
      measuredWidth = width
    } else if text.string.isEmpty {
      lines = 0
    }
    // Rounded to a millionth so 3 × 20.4 prints as 61.2, not 61.199999999999996.
    // A wrapped width is the width wrapped at, not rounded: rounded up, it
    // asked for half a millionth more than the label had, and its
    // compression resistance was reported unmet "(off by 0)".
    return TextMetrics(
      width: measuredWidth == width ? measuredWidth : measuredWidth.cleaned, height: (Double(lines) * lineHeight).cleaned, lineCount: lines,
      firstBaseline: (0.95 * size).cleaned, descent: (lineHeight - 0.95 * size).cleaned)
  }
}
