import LayoutModel

/// Shaped advances of runs of text, by their UTF-8 bytes, for one font.
///
/// Breaking a paragraph into lines shapes every prefix of a line, word by
/// word (`LineBreaker`): shaping was nearly all of a label's measurement,
/// and a label measured at a second width shapes its first line's prefixes
/// again. An advance depends only on the bytes and the font (HarfBuzz's
/// font is immutable once opened), so a remembered one is the one shaping
/// again would give, bit for bit.
///
/// Shared by the measurers of a font across threads (`SharedMemo`).
final class ShapedRunCache: Sendable {
  private let memo: SharedMemo<[UInt8], Double>
  /// Longer runs are shaped each time: a paragraph measured on one line can
  /// be any length, and keeping such keys would hold a document per entry.
  let longestKept: Int

  /// Past `capacity` entries the cache starts again: runs of texts long
  /// edited away are never read again.
  init(capacity: Int = 1 << 14, longestKept: Int = 512) {
    memo = SharedMemo(capacity: capacity)
    self.longestKept = longestKept
  }

  /// The advance of `utf8`, from `shape` only the first time it is asked for.
  func advance(of utf8: [UInt8], shape: () -> Double) -> Double {
    guard utf8.count <= longestKept else { return shape() }
    return memo.value(for: utf8, compute: shape)
  }

  /// How many kept-size runs were shaped (not found), for tests.
  var shaped: Int { memo.computed }

  /// How many runs the cache holds, for tests.
  var count: Int { memo.count }
}
