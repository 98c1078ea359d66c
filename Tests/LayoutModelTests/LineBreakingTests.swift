import Testing
@testable import LayoutModel

/// UILabel's line breaking in the em model: by word, long words broken
/// inside, explicit newlines, numberOfLines truncating, and a wrapped
/// label as wide as its widest line.
@Suite struct LineBreakingTests {
  private let font = FixedAdvanceFont()

  private func measure(_ string: String, size: Double = 20, lines: Int = 0, at width: Double?) -> TextMetrics {
    font.measure(LabelText(string, fontSize: size, lines: lines), wrappingAt: width)
  }

  /// Issue 37's example: by character count it took three lines; UIKit
  /// breaks between the words and needs two.
  @Test func wrapsBetweenWordsNotCharacters() {
    let m = measure("abcdefghij klmnopqrst", size: 17, at: 85)
    #expect(m.lineCount == 2)
    #expect(m.width == 85)
    #expect(m.height == 40.8)
  }

  /// "aa bbbb" at 55 (10 a character): "aa" then "bbbb"; the label wants
  /// 40, its widest line, not the 55 it was offered.
  @Test func aWrappedLabelIsAsWideAsItsWidestLine() {
    let m = measure("aa bbbb", at: 55)
    #expect(m.lineCount == 2)
    #expect(m.width == 40)
  }

  /// Spaces at a break hang past the line's end: "aaaa " plus "bb" at 45
  /// breaks after the space and the first line is 40 wide, not 50.
  @Test func spacesAtABreakTakeNoWidth() {
    let m = measure("aaaa     bb", at: 45)
    #expect(m.lineCount == 2)
    #expect(m.width == 40)
  }

  /// A word longer than a line moves to a line of its own and breaks there,
  /// five characters (50 points) to a 55-point line.
  @Test func aLongWordMovesDownThenBreaksInside() {
    let m = measure("ab cdefghijkl", at: 55)
    #expect(m.lineCount == 3)
    #expect(m.width == 50)
  }

  /// numberOfLines 2 shows two lines; the second is cut in mid-paragraph,
  /// so its ellipsis fills it to the edge.
  @Test func numberOfLinesTruncatesTheRest() {
    let m = measure("ab cdefghijkl", lines: 2, at: 55)
    #expect(m.lineCount == 2)
    #expect(m.width == 55)
    #expect(m.height == 48)
  }

  /// Explicit newlines break without any width; the widest line is the width.
  @Test func explicitNewlinesBreakLines() {
    let m = measure("ab\ncdef\n", at: nil)
    #expect(m.lineCount == 3)
    #expect(m.width == 40)
    // Cut after the first paragraph: its line ends in a 10-point ellipsis.
    let cut = measure("ab\ncdef", lines: 1, at: nil)
    #expect(cut.lineCount == 1)
    #expect(cut.width == 30)
  }

  /// A one-line label never wraps: it wants its whole text, truncated by layout.
  @Test func aOneLineLabelDoesNotWrap() {
    let m = measure("aaaa bbbb", lines: 1, at: 50)
    #expect(m.lineCount == 1)
    #expect(m.width == 90)
  }

  /// Narrower than one character, a line still holds one.
  @Test func aLineHoldsAtLeastOneCharacter() {
    let m = measure("abc", at: 1e-300)
    #expect(m.lineCount == 3)
  }

  /// Measured once: the same text at the same width comes from the cache.
  @Test func measurementsAreCached() {
    let cache = TextMeasurementCache()
    var calls = 0
    let text = LabelText("abc", fontSize: 10, lines: 0)
    for _ in 0..<3 {
      _ = cache.metrics(text, width: 20) {
        calls += 1
        return TextMetrics(width: 1, height: 1, lineCount: 1, firstBaseline: 1, descent: 0)
      }
    }
    _ = cache.metrics(text, width: 30) {
      calls += 1
      return TextMetrics(width: 1, height: 1, lineCount: 1, firstBaseline: 1, descent: 0)
    }
    #expect(calls == 2)
    #expect(cache.count == 2)
  }
}
