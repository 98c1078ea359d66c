#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Remembers measured text, so a label measured for its intrinsic size is
/// not broken into lines again for its baselines, its line count or the
/// next settle pass. Text measurement is the costly part of a label (a
/// real font's runs, every line break tried), and a label is measured
/// several times per command.
///
/// A reference shared by the copies of a layout (undo, `whatif`): entries
/// depend only on their key, so sharing them is safe, and a lock keeps
/// that true across threads.
public final class TextMeasurementCache: @unchecked Sendable {
  /// What a measurement depends on: the text, its font size, numberOfLines
  /// and the width it wraps at.
  struct Key: Hashable {
    var string: String
    var fontSize: Double
    var lines: Int
    var width: Double?
  }

  private var entries: [Key: TextMetrics] = [:]
  private var lock = pthread_mutex_t()
  /// Past this many entries the cache starts again: a session edits a few
  /// hundred labels, not millions, and stale widths are never read again.
  private let capacity: Int

  /// An empty cache that holds at most `capacity` measurements.
  public init(capacity: Int = 16_384) {
    self.capacity = capacity
    pthread_mutex_init(&lock, nil)
  }

  deinit { pthread_mutex_destroy(&lock) }

  /// The metrics of `text` at `width`, measured by `measure` only the first time.
  public func metrics(_ text: LabelText, width: Double?, measure: () -> TextMetrics) -> TextMetrics {
    let key = Key(string: text.string, fontSize: text.fontSize, lines: text.lines, width: width)
    pthread_mutex_lock(&lock)
    if let known = entries[key] {
      pthread_mutex_unlock(&lock)
      return known
    }
    pthread_mutex_unlock(&lock)
    let measured = measure()
    pthread_mutex_lock(&lock)
    if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = measured
    pthread_mutex_unlock(&lock)
    return measured
  }

  /// How many measurements the cache holds, for tests.
  public var count: Int {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    return entries.count
  }
}
