import Foundation
import Testing
@testable import FontMeasure
@testable import LayoutModel

/// The shaped runs a font remembers (`ShapedRunCache`) give the widths
/// shaping each run again gives, bit for bit, and are shaped once.
@Suite struct ShapedRunCacheTests {
  static let inter = HarfBuzzFontTests.inter
  static var available: Bool { HarfBuzzFontTests.available }

  /// A label's metrics as `HarfBuzzFont.measure` made them before runs were
  /// remembered: every run shaped afresh from `String(run)`.
  private func uncachedMetrics(_ font: HarfBuzzFont, _ text: LabelText, _ width: Double?) -> TextMetrics {
    let size = text.fontSize
    let scale = size / font.unitsPerEm
    let opened = font.opened
    let wrapAt = text.lines == 1 ? nil : width.flatMap { $0 > 0 ? $0 : nil }
    let breaker = LineBreaker(ellipsisWidth: opened.advance(of: "\u{2026}") * scale) { run in
      opened.advance(of: run.string) * scale
    }
    let result = breaker.lines(of: text.string, width: wrapAt, maximumLines: text.lines)
    let line = font.lineHeight(size: size)
    return TextMetrics(
      width: wrapAt.map { min($0, result.widest) } ?? result.widest,
      height: Double(result.lineWidths.count) * line, lineCount: result.lineWidths.count,
      firstBaseline: opened.ascender * scale, descent: line - opened.ascender * scale)
  }

  /// Texts that share their first words (a title edited word by word, as
  /// the 10,000-command script does), measured at widths that break them
  /// differently, one after another with one font: each is what shaping
  /// every run afresh gives, though most runs come from the cache.
  @Test(.enabled(if: available)) func rememberedRunsMeasureAsShapingAgain() throws {
    let font = try HarfBuzzFont(path: Self.inter)
    let texts = [
      "Edited 1: word ", "Edited 1: word word word ", "Edited 2: word word word word word word ",
      "To Wa. AVATAR LT AY Tj kerning pairs across the line", "café naïve e\u{301}cole — “quotes” 🙂 end",
      "Long-unbreakable-word-that-is-wider-than-the-label and more", "one\ntwo words\n\nthree",
    ]
    for text in texts {
      for lines in [0, 2] {
        for width in [nil, 400, 120, 121.5, 60, 18, 400] as [Double?] {
          let label = LabelText(text, fontSize: 17, lines: lines)
          let measured = font.measure(label, wrappingAt: width)
          let expected = uncachedMetrics(font, label, width)
          #expect(measured == expected, "\(text) lines \(lines) at \(String(describing: width))")
        }
      }
    }
    #expect(font.opened.runs.count > 0)
  }

  /// A run's bytes are its characters' bytes in turn, so the remembered
  /// advance of a slice of characters is the advance of the String they make
  /// (combining marks, emoji and CR LF included).
  @Test(.enabled(if: available)) func aSliceAdvancesAsItsString() throws {
    let font = try HarfBuzzFont(path: Self.inter)
    let characters = Array("e\u{301}a\r\nb 🙂👍🏽 Ä ﬁ AV")
    for start in characters.indices {
      for end in (start + 1)...characters.count {
        let slice = characters[start..<end]
        var bytes: [UInt8] = []
        for character in slice { bytes.append(contentsOf: character.utf8) }
        #expect(font.opened.cachedAdvance(ofUTF8: bytes) == font.opened.advance(of: String(slice)))
      }
    }
  }

  /// A text is shaped once, whole, whatever the widths it is measured at:
  /// its runs are read from that shaping (`ShapedParagraph`), and only a run
  /// HarfBuzz cannot promise is the same is shaped on its own (through this
  /// cache). A second width, and the first again, shape nothing.
  @Test(.enabled(if: available)) func aSecondWidthShapesNothingNew() throws {
    let font = try HarfBuzzFont(path: Self.inter)
    let label = LabelText("Edited 7: word word word word word word word word ", fontSize: 17, lines: 0)
    _ = font.measure(label, wrappingAt: 150)
    #expect(font.opened.paragraphs.computed == 1)
    let runs = font.opened.runs.shaped
    _ = font.measure(label, wrappingAt: 190)
    _ = font.measure(label, wrappingAt: 121)
    #expect(font.opened.paragraphs.computed == 1)
    #expect(font.opened.runs.shaped == runs)
    // Another text is another paragraph, shaped once too.
    let other = LabelText("Edited 8: word word word word word word word word ", fontSize: 17, lines: 0)
    _ = font.measure(other, wrappingAt: 150)
    _ = font.measure(other, wrappingAt: 190)
    #expect(font.opened.paragraphs.computed == 2)
  }

  /// Runs longer than the cache keeps are shaped each time and not kept.
  @Test func longRunsAreNotKept() {
    let cache = ShapedRunCache(capacity: 4, longestKept: 3)
    var calls = 0
    for _ in 0..<2 { #expect(cache.advance(of: [1, 2, 3, 4]) { calls += 1; return 7 } == 7) }
    #expect(calls == 2 && cache.count == 0)
    for _ in 0..<2 { #expect(cache.advance(of: [1, 2]) { calls += 1; return 5 } == 5) }
    #expect(calls == 3 && cache.count == 1 && cache.shaped == 1)
    // Full: the cache starts again rather than growing.
    for k in 0..<6 { _ = cache.advance(of: [UInt8(k)]) { Double(k) } }
    #expect(cache.count <= 4)
    #expect(cache.advance(of: [5]) { -1 } == 5)
  }
}
