#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Shaped advances of runs of text, by their UTF-8 bytes, for one font.
///
/// Breaking a paragraph into lines shapes every prefix of a line, word by
/// word (`LineBreaker`): shaping was nearly all of a label's measurement,
/// and a label measured at a second width shapes its first line's prefixes
/// again. An advance depends only on the bytes and the font (HarfBuzz's
/// font is immutable once opened), so a remembered one is the one shaping
/// again would give, bit for bit.
///
/// Shared by the measurers of a font across threads: a lock guards it.
final class ShapedRunCache: @unchecked Sendable {
  private var entries: [[UInt8]: Double] = [:]
  private var lock = pthread_mutex_t()
  private var shapedCount = 0
  /// Past this many entries the cache starts again: runs of texts long
  /// edited away are never read again.
  private let capacity: Int
  /// Longer runs are shaped each time: a paragraph measured on one line can
  /// be any length, and keeping such keys would hold a document per entry.
  let longestKept: Int

  init(capacity: Int = 1 << 14, longestKept: Int = 512) {
    self.capacity = capacity
    self.longestKept = longestKept
    pthread_mutex_init(&lock, nil)
  }

  deinit { pthread_mutex_destroy(&lock) }

  /// The advance of `utf8`, from `shape` only the first time it is asked for.
  func advance(of utf8: [UInt8], shape: () -> Double) -> Double {
    guard utf8.count <= longestKept else { return shape() }
    pthread_mutex_lock(&lock)
    if let known = entries[utf8] {
      pthread_mutex_unlock(&lock)
      return known
    }
    pthread_mutex_unlock(&lock)
    let shaped = shape()
    pthread_mutex_lock(&lock)
    shapedCount &+= 1
    if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
    entries[utf8] = shaped
    pthread_mutex_unlock(&lock)
    return shaped
  }

  /// How many kept-size runs were shaped (not found), for tests.
  var shaped: Int {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    return shapedCount
  }

  /// How many runs the cache holds, for tests.
  var count: Int {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    return entries.count
  }
}
