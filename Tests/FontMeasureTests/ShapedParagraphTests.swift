import Foundation
import Testing
@testable import FontMeasure
@testable import LayoutModel

/// A run read from its paragraph's whole shaping (`ShapedParagraph`) is the
/// advance shaping the run on its own gives, bit for bit, and a run that
/// cannot be read so is refused rather than guessed.
@Suite struct ShapedParagraphTests {
  static let texts = [
    // Kerning pairs (Inter kerns "AV", "To", "Wa"), inside words and across spaces.
    "AVATAR To Wa. LT AY Tj Vo yo, \"quoted\" W.A.V.",
    // Ligatures and contextual forms, if the font has them.
    "office affine fi fl ffi -> => !== 1/2",
    // Marks, precomposed and combining, and emoji sequences.
    "café naïve e\u{301}cole Å\u{30A} 👍🏽 🇫🇷 👨‍👩‍👧",
    // Scripts other than Latin, and a paragraph that mixes them.
    "Hello עולם world مرحبا end", "日本語のテキスト and 中文", "Ελληνικά και English",
    // Characters of no script at a run's start (digits, punctuation).
    "2026 — 1.5 × 3 (ok) «words» 12:30",
    "   leading spaces and trailing   ",
  ]

  /// Byte offsets where each character starts, and the end.
  private func characterStarts(_ text: String) -> [Int] {
    var starts: [Int] = []
    var offset = 0
    for character in text {
      starts.append(offset)
      offset += character.utf8.count
    }
    return starts + [offset]
  }

  /// Reads every run of `text` between two characters from its whole
  /// shaping, checks each one read against its own shaping, bit for bit,
  /// and returns how many were read and how many refused.
  private func checkEveryRun(of text: String, _ font: HarfBuzzFont) -> (read: Int, refused: Int) {
    let bytes = Array(text.utf8)
    let shaped = font.opened.shapedParagraph(bytes)
    let starts = characterStarts(text)
    var (read, refused) = (0, 0)
    for i in starts.indices {
      for j in starts.indices where j > i {
        let range = starts[i]..<starts[j]
        guard let advance = shaped.advance(of: range) else {
          refused += 1
          continue
        }
        read += 1
        let run = String(decoding: bytes[range], as: UTF8.self)
        let alone = font.opened.advance(of: run)
        #expect(advance.bitPattern == alone.bitPattern, "\(run) in \(text): \(advance) \(alone)")
      }
    }
    return (read, refused)
  }

  @Test(.enabled(if: HarfBuzzFontTests.available)) func runsReadFromTheParagraphAreTheirOwnShaping() throws {
    let font = try HarfBuzzFont(path: HarfBuzzFontTests.inter)
    var read = 0
    var refused = 0
    for text in Self.texts {
      let counts = checkEveryRun(of: text, font)
      read += counts.read
      refused += counts.refused
    }
    // Both kinds were met: runs read from the paragraph (each checked
    // above) and runs refused (a kerned pair split, a run that starts in
    // another script than its paragraph, or in none).
    #expect(read > 1000 && refused > 0, "read \(read), refused \(refused)")
  }

  /// Random paragraphs from pieces that kern, ligate, combine and change
  /// script: every run read from the whole is its own shaping.
  @Test(.enabled(if: HarfBuzzFontTests.available)) func randomParagraphsToo() throws {
    let font = try HarfBuzzFont(path: HarfBuzzFontTests.inter)
    let pieces = ["AV", "To", "Wa", "fi", "ffl", " ", " ", "  ", "e\u{301}", "ü", "LT", "y.", "7", "—", "עו", "ما", "日", "👍🏽", "Ω", "\"", "'", "(x)"]
    var state: UInt64 = 42
    func next(_ n: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(n))
    }
    var read = 0
    for _ in 0..<40 {
      let text = (0..<(4 + next(10))).map { _ in pieces[next(pieces.count)] }.joined()
      read += checkEveryRun(of: text, font).read
    }
    #expect(read > 1000)
  }

  @Test(.enabled(if: HarfBuzzFontTests.available)) func aRunOfAnotherScriptIsShapedAlone() throws {
    let font = try HarfBuzzFont(path: HarfBuzzFontTests.inter)
    let text = "Hello עולם"
    let bytes = Array(text.utf8)
    let shaped = font.opened.shapedParagraph(bytes)
    let hebrew = Array("Hello ".utf8).count
    // The Hebrew word alone is shaped right to left as Hebrew, not as the
    // paragraph's Latin: it is not read from the whole.
    #expect(shaped.advance(of: hebrew..<bytes.count) == nil)
    #expect(shaped.advance(of: 0..<5) != nil)
    #expect(shaped.advance(of: 0..<bytes.count) != nil)
  }

  /// A kerned pair split between two runs: the flag HarfBuzz sets on the
  /// second glyph refuses the split (read from the whole, "A" and "V" would
  /// sum to the kerned pair's width, not to their widths apart).
  @Test(.enabled(if: HarfBuzzFontTests.available)) func aSplitKernedPairIsRefused() throws {
    let font = try HarfBuzzFont(path: HarfBuzzFontTests.inter)
    let apart = font.opened.advance(of: "A") + font.opened.advance(of: "V")
    let together = font.opened.advance(of: "AV")
    try #require(apart != together, "Inter kerns AV")
    let shaped = font.opened.shapedParagraph(Array("AV".utf8))
    #expect(shaped.advance(of: 0..<1) == nil)
    #expect(shaped.advance(of: 1..<2) == nil)
    #expect(shaped.advance(of: 0..<2) == together)
  }

  /// Labels measured through paragraphs shaped whole are measured as with
  /// every run shaped on its own, at widths that break them everywhere.
  @Test(.enabled(if: HarfBuzzFontTests.available)) func labelsMeasureAsRunByRun() throws {
    let font = try HarfBuzzFont(path: HarfBuzzFontTests.inter)
    let opened = font.opened
    for text in Self.texts + ["one\ntwo words\n\nthree AV", "Averyverylongwordthatbreaksbetweencharacters AVAVAV"] {
      for width in [nil, 300, 120, 61.5, 30, 9] as [Double?] {
        for lines in [0, 2] {
          let label = LabelText(text, fontSize: 17, lines: lines)
          let scale = 17 / font.unitsPerEm
          let breaker = LineBreaker(ellipsisWidth: opened.advance(of: "\u{2026}") * scale) { run in
            opened.advance(of: run.string) * scale
          }
          let expected = breaker.lines(of: text, width: lines == 1 ? nil : width, maximumLines: lines)
          let measured = font.measure(label, wrappingAt: width)
          #expect(measured.lineCount == expected.lineWidths.count, "\(text) at \(String(describing: width))")
          let widest = width.map { min($0, expected.widest) } ?? expected.widest
          #expect(measured.width.bitPattern == widest.bitPattern, "\(text) at \(String(describing: width))")
        }
      }
    }
  }
}
