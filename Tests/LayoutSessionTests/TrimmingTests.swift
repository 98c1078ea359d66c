import Foundation
import Testing

@testable import LayoutSession

/// `trimmingSpaces` replaced Foundation's `trimmingCharacters(in:
/// .whitespaces)` in the journal and transcript: replays compare lines byte
/// for byte, so the two must agree scalar for scalar.
@Suite struct TrimmingTests {
  /// Spaces of every kind, near-spaces that are not trimmed (newlines, a
  /// zero-width space, a byte-order mark, NEL), combining marks, and text.
  static let pool: [Unicode.Scalar] = [
    " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2003}",
    "\u{200A}", "\u{200B}", "\u{2028}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{FEFF}", "\u{301}",
    "a", "Z", "0", "é", "🙂", "#", "\"",
  ]

  #if os(Linux)
  @Test func agreesWithFoundation() {
    // A fixed linear congruential sequence: the same strings every run.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func nextInt(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var checked = 0
    for _ in 0..<20_000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<nextInt(9) { scalars.append(Self.pool[nextInt(Self.pool.count)]) }
      let s = String(scalars)
      let ours = Array(s.trimmingSpaces.unicodeScalars)
      let foundation = Array(s.trimmingCharacters(in: .whitespaces).unicodeScalars)
      #expect(ours == foundation, "\(Array(s.unicodeScalars).map { String($0.value, radix: 16) })")
      checked += 1
    }
    #expect(checked == 20_000)
  }
  #endif

  /// Exactly these scalars are trimmed (Linux Foundation's whitespace set).
  @Test func trimsExactlyTheListedScalars() {
    let listed: Set<UInt32> = [
      0x09, 0x20, 0xA0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008,
      0x2009, 0x200A, 0x200B, 0x202F, 0x205F, 0x3000,
    ]
    var trimmed: Set<UInt32> = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.isTrimmedSpace else { continue }
      trimmed.insert(value)
    }
    #expect(trimmed == listed)
    #expect("\u{200B} a b\t\u{3000}".trimmingSpaces == "a b")
    #expect("\n a \n".trimmingSpaces == "\n a \n")
    #expect(" \t ".trimmingSpaces == "")
  }
}
