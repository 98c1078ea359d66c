/// Remembers measured text, so a label measured for its intrinsic size is
/// not broken into lines again for its baselines, its line count or the
/// next settle pass. Text measurement is the costly part of a label (a
/// real font's runs, every line break tried), and a label is measured
/// several times per command.
///
/// A reference shared by the copies of a layout (undo, `whatif`): entries
/// depend only on their key, so sharing them is safe, and a lock keeps
/// that true across threads (`SharedMemo`).
public final class TextMeasurementCache: Sendable {
  /// What a measurement depends on: the text, its font size, numberOfLines
  /// and the width it wraps at.
  struct Key: Hashable {
    var string: String
    var fontSize: Double
    var lines: Int
    var width: Double?
  }

  private let memo: SharedMemo<Key, TextMetrics>

  /// An empty cache that holds at most `capacity` measurements: a session
  /// edits a few hundred labels, not millions, and stale widths are never
  /// read again.
  public init(capacity: Int = 16_384) {
    memo = SharedMemo(capacity: capacity)
  }

  /// The metrics of `text` at `width`, measured by `measure` only the first time.
  public func metrics(_ text: LabelText, width: Double?, measure: () -> TextMetrics) -> TextMetrics {
    memo.value(for: Key(string: text.string, fontSize: text.fontSize, lines: text.lines, width: width), compute: measure)
  }

  /// How many measurements the cache holds, for tests.
  public var count: Int { memo.count }
}
