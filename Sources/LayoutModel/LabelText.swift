/// A label's content: what UILabel measures to get its intrinsic size.
public struct LabelText: Equatable, Sendable {
  /// The text the label shows.
  public var string: String
  /// The font size in points; a character advances half of it (``FixedAdvanceFont``).
  /// For a label in a text style, the style's size at the layout's content size.
  public var fontSize: Double = 17
  /// The text style (UIFont.preferredFont(forTextStyle:)), whose size follows
  /// Dynamic Type; nil for a fixed-size font, which never changes.
  public var textStyle: TextStyle?
  /// The label's own font (UIFont(name:size:)): a key into the layout's
  /// ``Layout/labelFonts`` (a font file's path as typed, `inter` or `em`);
  /// nil for the layout's font (`set root.font`).
  public var fontFile: String?
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

/// Measures a label's text: its size and baselines at a wrap width.
public protocol TextMeasurer: Sendable {
  /// The size of `text` wrapped at `width` (nil: no limit), and its baselines.
  func measure(_ text: LabelText, wrappingAt width: Double?) -> TextMetrics
}

/// The size and baselines of measured text: what a label's intrinsic size and baseline anchors come from.
public struct TextMetrics: Equatable, Sendable {
  /// The width of the text: its widest line (a truncated last line fills the wrap width).
  public var width: Double
  /// The height of all its lines.
  public var height: Double
  /// How many lines the text takes at the width it was measured at; 0 for empty text.
  public var lineCount: Int
  /// Distance from the top to the first baseline.
  public var firstBaseline: Double
  /// Distance from the last baseline to the bottom.
  public var descent: Double

  /// Metrics from a measurer: the text's size, line count and baselines.
  public init(width: Double, height: Double, lineCount: Int, firstBaseline: Double, descent: Double) {
    self.width = width
    self.height = height
    self.lineCount = lineCount
    self.firstBaseline = firstBaseline
    self.descent = descent
  }
}

/// alrepl's font model: every character advances 0.5 em; a line is 1.2 em
/// tall with the baseline 0.95 em below its top. A device font differs, so
/// lessons that depend on exact text widths say so. Lines break as
/// UILabel breaks them (``LineBreaker``): by word, a word longer than a
/// line broken inside, explicit newlines, numberOfLines truncating; a
/// wrapped label is as wide as its widest line.
public struct FixedAdvanceFont: TextMeasurer {
  private let cache = TextMeasurementCache()

  /// Makes the font model; it has no settings.
  public init() {}

  /// Measures `text` with the fixed advance, wrapping at `width` when the
  /// label may take more than one line; measured once per text and width.
  ///
  /// - Complexity: O(characters) the first time, for breaking the lines.
  public func measure(_ text: LabelText, wrappingAt width: Double?) -> TextMetrics {
    // A one-line label never wraps: it is as wide as its text, and UIKit
    // truncates it when it gets less.
    let wrapAt = text.lines == 1 ? nil : width.flatMap { $0 > 0 ? $0 : nil }
    return cache.metrics(text, width: wrapAt) { Self.measureUncached(text, wrappingAt: wrapAt) }
  }

  private static func measureUncached(_ text: LabelText, wrappingAt width: Double?) -> TextMetrics {
    let size = text.fontSize
    let advance = 0.5 * size
    let lineHeight = 1.2 * size
    let breaker = LineBreaker(ellipsisWidth: advance) { run in Double(run.count) * advance }
    let result = breaker.lines(of: text.string, width: width, maximumLines: text.lines)
    // A widest line can only pass the wrap width by round-off; it never
    // asks for more than the label has (its compression resistance would
    // be reported unmet "(off by 0)").
    let widest = width.map { min($0, result.widest) } ?? result.widest
    // Rounded to a millionth so 3 × 20.4 prints as 61.2, not 61.199999999999996.
    return TextMetrics(
      width: widest == width ? widest : widest.cleaned,
      height: (Double(result.lineWidths.count) * lineHeight).cleaned, lineCount: result.lineWidths.count,
      firstBaseline: (0.95 * size).cleaned, descent: (lineHeight - 0.95 * size).cleaned)
  }
}
