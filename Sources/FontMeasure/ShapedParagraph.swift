import CHarfBuzz

/// A paragraph shaped whole, from which the advance of a run of it can be
/// read without shaping the run, when HarfBuzz says the result is the same.
///
/// The line breaker measures each line's prefixes word by word, so a new
/// text was shaped once per candidate line: several times its length.
/// HarfBuzz marks each glyph whose cluster's start is *unsafe to break*;
/// where the flag is clear, shaping the text on either side of that point
/// on its own gives exactly the glyphs of the whole shaping (HarfBuzz's
/// documented meaning of the flag, made for line breaking). A run whose
/// ends are both such points (or the paragraph's ends) is then the sum of
/// its clusters' advances: integers in font units, so the sum is the same
/// double whatever the order.
///
/// A run shaped on its own also guesses its own script and direction (from
/// its first character of a script that is not Common, Inherited or
/// Unknown, as `hb_buffer_guess_segment_properties` does). Only runs whose
/// guess is the paragraph's are read from it; any other run, or one with
/// an unsafe end, is shaped on its own as before (`nil` here).
final class ShapedParagraph: Sendable {
  /// The paragraph's length in bytes.
  let count: Int
  /// By byte offset: the advance of every cluster that starts before it.
  private let advanceBefore: [Double]
  /// By byte offset: whether a cluster starts there that is safe to break at.
  private let breaksSafely: [Bool]
  /// By byte offset: where the first character of a real script (not
  /// Common, Inherited or Unknown) at or after it starts (`count`: none),
  /// and that character's script.
  private let firstScripted: [Int32]
  private let scriptAt: [UInt32]
  /// False if the bytes were not valid UTF-8 (a String's never are not):
  /// no run is then read from the whole.
  private let sliceable: Bool

  init(_ bytes: [UInt8], font: OpaquePointer) {
    count = bytes.count
    var advance = [Double](repeating: 0, count: count &+ 1)
    var startsCluster = [Bool](repeating: false, count: count &+ 1)
    var unsafe = [Bool](repeating: false, count: count &+ 1)
    _ = withShapedRun(bytes, font: font) { infos, positions, glyphs in
      for i in 0..<glyphs {
        // Clusters are byte offsets: hb_buffer_add_utf8 numbers them so.
        let cluster = Int(infos[i].cluster)
        guard cluster < bytes.count else { continue }
        advance[cluster] += Double(positions[i].x_advance)
        startsCluster[cluster] = true
        if hb_glyph_info_get_glyph_flags(infos + i).rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0 {
          unsafe[cluster] = true
        }
      }
    }
    // Prefix sums: advance[b] becomes the advance of the clusters before b.
    var sum = 0.0
    for b in 0...count {
      let own = advance[b]
      advance[b] = sum
      sum += own
    }
    advanceBefore = advance
    var safe = [Bool](repeating: false, count: count &+ 1)
    for b in 0..<count { safe[b] = startsCluster[b] && !unsafe[b] }
    safe[count] = true
    breaksSafely = safe
    if let scripts = Self.scripts(of: bytes) {
      (firstScripted, scriptAt, sliceable) = (scripts.first, scripts.script, true)
    } else {
      (firstScripted, scriptAt, sliceable) = ([], [], false)
    }
  }

  /// The advance of the bytes `range` of the paragraph in font units, as
  /// shaping them on their own gives it; nil when that cannot be read from
  /// the whole shaping.
  func advance(of range: Range<Int>) -> Double? {
    let (a, b) = (range.lowerBound, range.upperBound)
    guard a >= 0, b <= count else { return nil }
    if a == b { return 0 }
    // The whole paragraph is its own shaping.
    if a == 0 && b == count { return advanceBefore[count] }
    guard sliceable, a == 0 || breaksSafely[a], breaksSafely[b], guessedScript(a, b) == guessedScript(0, count) else { return nil }
    return advanceBefore[b] - advanceBefore[a]
  }

  /// The script HarfBuzz would guess for the bytes `a..<b` on their own
  /// (`HB_SCRIPT_INVALID`'s value when they have no scripted character).
  private func guessedScript(_ a: Int, _ b: Int) -> UInt32 {
    let first = Int(firstScripted[a])
    return first < b ? scriptAt[first] : HB_SCRIPT_INVALID.rawValue
  }

  /// For each byte offset, the first character of a real script at or after
  /// it, and by byte offset the script of each character that starts there.
  private static func scripts(of bytes: [UInt8]) -> (first: [Int32], script: [UInt32])? {
    let funcs = hb_unicode_funcs_get_default()
    var script = [UInt32](repeating: HB_SCRIPT_INVALID.rawValue, count: bytes.count &+ 1)
    var scripted = [Bool](repeating: false, count: bytes.count &+ 1)
    var offset = 0
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    decode: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        let s = hb_unicode_script(funcs, scalar.value)
        if s != HB_SCRIPT_COMMON && s != HB_SCRIPT_INHERITED && s != HB_SCRIPT_UNKNOWN {
          script[offset] = s.rawValue
          scripted[offset] = true
        }
        offset &+= UTF8.width(scalar)
      case .emptyInput:
        break decode
      case .error:
        return nil
      }
    }
    var first = [Int32](repeating: Int32(bytes.count), count: bytes.count &+ 1)
    var next = Int32(bytes.count)
    for b in stride(from: bytes.count &- 1, through: 0, by: -1) {
      if scripted[b] { next = Int32(b) }
      first[b] = next
    }
    return (first, script)
  }
}
