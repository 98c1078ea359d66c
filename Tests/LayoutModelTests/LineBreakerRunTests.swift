import Foundation
import Testing
@testable import LayoutModel

/// A line's width is the width of the last candidate that fitted, not a
/// second measurement of the same characters, and the lines are those a
/// breaker that measures every line again finds.
@Suite struct LineBreakerRunTests {
  /// Every run a breaker measured, in order (the breaker's closure is
  /// `@Sendable`; the tests measure on one thread).
  private final class Runs: @unchecked Sendable {
    private let lock = NSLock()
    private var measured: [String] = []
    func note(_ run: String) { lock.withLock { measured.append(run) } }
    var all: [String] { lock.withLock { measured } }
  }

  /// A width that is not the sum of its characters' (a pair of capitals
  /// kerns by -1.25, a space is 4.5, other characters 7 + their scalar's
  /// value mod 5), so a line measured from other runs than its own would
  /// show.
  private static func width(_ run: ArraySlice<Character>) -> Double {
    var total = 0.0
    var previous: Character?
    for c in run {
      total += c == " " ? 4.5 : 7 + Double(c.unicodeScalars.first!.value % 5)
      if let p = previous, p.isUppercase, c.isUppercase { total -= 1.25 }
      previous = c
    }
    return total
  }

  /// The breaking rules as `LineBreaker` had them before it remembered the
  /// last fitting candidate: each line measured again when it ends.
  private static func remeasuringLines(_ string: String, width: Double?, maximumLines: Int) -> LineBreaker.Result {
    func trimmed(_ run: ArraySlice<Character>) -> Double {
      var end = run.endIndex
      while end > run.startIndex && run[end - 1].isWhitespace { end -= 1 }
      return Self.width(run[run.startIndex..<end])
    }
    func endOfWord(_ c: [Character], _ start: Int) -> Int {
      var end = start
      while end < c.count && c[end].isWhitespace { end += 1 }
      while end < c.count && !c[end].isWhitespace { end += 1 }
      while end < c.count && c[end].isWhitespace { end += 1 }
      return end
    }
    func paragraph(_ c: [Character], _ limit: Double?) -> [Double] {
      guard let limit else { return [trimmed(c[...])] }
      var widths: [Double] = []
      var lineStart = 0
      var position = 0
      while position < c.count {
        let wordEnd = endOfWord(c, position)
        if trimmed(c[lineStart..<wordEnd]) <= limit {
          position = wordEnd
          continue
        }
        if lineStart < position {
          widths.append(trimmed(c[lineStart..<position]))
          lineStart = position
          continue
        }
        var end = lineStart + 1
        while end < wordEnd && trimmed(c[lineStart..<(end + 1)]) <= limit { end += 1 }
        widths.append(trimmed(c[lineStart..<end]))
        lineStart = end
        position = end
      }
      if lineStart < c.count || widths.isEmpty { widths.append(trimmed(c[lineStart..<c.count])) }
      return widths
    }
    guard !string.isEmpty else { return LineBreaker.Result(lineWidths: [], truncated: false) }
    var lines: [Double] = []
    var cutInside = false
    var truncated = false
    let limit = width.map { $0 + 1e-9 * max(1, abs($0)) }
    outer: for p in string.split(separator: "\n", omittingEmptySubsequences: false) {
      for (index, line) in paragraph(Array(p), limit).enumerated() {
        if maximumLines > 0 && lines.count == maximumLines {
          truncated = true
          cutInside = index > 0
          break outer
        }
        lines.append(line)
      }
    }
    if truncated, let last = lines.indices.last {
      let filled = cutInside ? (width ?? lines[last]) : lines[last] + 3
      lines[last] = width.map { min($0, filled) } ?? filled
    }
    return LineBreaker.Result(lineWidths: lines, truncated: truncated)
  }

  private static let texts = [
    "", " ", "word", "Edited 1: word word word word word ", "AV To WA  two  spaces   and more AVAVAV",
    "Averyveryverylongunbreakablewordthatiswiderthanthelabel and after it", "one\ntwo words\n\nthree ",
    "trailing spaces     ", "   leading spaces then words", "a b c d e f g h i j k l m n o p",
    "café naïve e\u{301}cole — “quotes” 🙂 👍🏽 🇫🇷 end", "crlf\r\nkept in one paragraph", "no\u{00A0}break\u{2003}em space",
    "tab\tseparated\u{0B}vertical\u{0C}feed\rreturn alone\r\n\r\nthen \u{01}control \u{7F}delete", "\r\n", "\r",
  ]
  private static let widths: [Double?] = [nil, 0.5, 12, 40, 41.75, 60, 100, 150.25, 400]

  /// The same lines as the breaker that measures each line again, for
  /// every text, width and line limit.
  @Test func linesAreThoseOfRemeasuringEachLine() {
    let breaker = LineBreaker(ellipsisWidth: 3) { Self.width(Array($0.string)[...]) }
    for text in Self.texts {
      for width in Self.widths {
        for lines in [0, 1, 2] {
          let expected = Self.remeasuringLines(text, width: width, maximumLines: lines)
          #expect(
            breaker.lines(of: text, width: width, maximumLines: lines) == expected,
            "\(text) at \(String(describing: width)) with \(lines) lines")
        }
      }
    }
  }

  /// A run's bytes are its characters' bytes one after another and its
  /// count is theirs, for text whose characters are several scalars
  /// (combining accents, emoji with modifiers, flags, CR LF): what a font
  /// shapes and what the em model counts.
  @Test func runsAreTheirCharacters() {
    let runs = Runs()
    let breaker = LineBreaker(ellipsisWidth: 3) { run in
      let characters = Array(run.string)
      var bytes: [UInt8] = []
      for c in characters { bytes.append(contentsOf: c.utf8) }
      #expect(Array(run.utf8) == bytes)
      #expect(run.count == characters.count)
      runs.note(run.string)
      return Self.width(characters[...])
    }
    for text in Self.texts {
      for width in Self.widths { _ = breaker.lines(of: text, width: width, maximumLines: 0) }
    }
    #expect(runs.all.contains { $0.hasSuffix("e\u{301}cole") })
    #expect(runs.all.contains { $0.hasSuffix("👍🏽") })
    #expect(runs.all.contains { $0.hasSuffix("crlf\r\nkept") })
    #expect(runs.all.contains { $0.hasSuffix("feed\rreturn") })
  }

  /// A line's run is not measured again when the next word does not fit,
  /// nor the last line's at the end: at 50 points (two of these words to
  /// a line) the breaker measures each candidate once, and nothing else.
  /// (Measuring each line again added "aa bb" and "cc dd" a second time.)
  @Test func aLineIsNotMeasuredAgain() {
    let runs = Runs()
    let breaker = LineBreaker(ellipsisWidth: 3) { run in
      runs.note(run.string)
      return Self.width(Array(run.string)[...])
    }
    let result = breaker.lines(of: "aa bb cc dd", width: 50, maximumLines: 0)
    #expect(result.lineWidths == [42.5, 40.5])
    #expect(runs.all == ["aa", "aa bb", "aa bb cc", "cc", "cc dd"])
  }
}
