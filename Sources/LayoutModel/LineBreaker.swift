/// Breaks text into lines as UILabel does with `byWordWrapping` and
/// `byTruncatingTail`, for any font: the font only says how wide a run of
/// characters is.
///
/// The rules, each one UIKit's:
/// - an explicit newline always starts a new line;
/// - a line ends before the word that would not fit; the spaces after the
///   last word of a line hang past its end and take no width;
/// - a word wider than a whole line starts on a line of its own and is then
///   broken between characters, as many as fit (at least one, so a line
///   always holds something however narrow the label);
/// - with numberOfLines N > 0 only the first N lines show, and the last one
///   ends in an ellipsis.
public struct LineBreaker: Sendable {
  /// A run of characters on one line: its UTF-8 bytes, as `String(run).utf8`
  /// would give them (a String does not normalise what it is built from),
  /// and how many characters (grapheme clusters) it holds.
  ///
  /// A slice of the paragraph's bytes: a font measures the bytes, so the
  /// runs of a paragraph are not encoded again character by character for
  /// every candidate line (that cost more than shaping them).
  public struct Run {
    /// The run's bytes. Its indices are byte offsets in the paragraph's
    /// bytes (those a ``ParagraphRunWidth`` is given).
    public let utf8: ArraySlice<UInt8>
    /// The run's characters, counted as `String` counts them.
    public let count: Int

    /// The run as text (tests and debugging; the fonts read `utf8`).
    public var string: String { String(decoding: utf8, as: UTF8.self) }
  }

  /// The width of a run of characters on one line, in points.
  public typealias RunWidth = @Sendable (Run) -> Double

  /// Given a paragraph's UTF-8 bytes, the width of runs of it: a font can
  /// then read the paragraph once (shape it whole) before the breaker asks
  /// for its runs. The closure returned is used for that paragraph only.
  public typealias ParagraphRunWidth = @Sendable (_ paragraph: [UInt8]) -> (Run) -> Double

  private let paragraphRunWidth: ParagraphRunWidth
  private let ellipsisWidth: Double

  /// A line breaker for a font whose runs measure `runWidth` wide and whose
  /// ellipsis ("…") is `ellipsisWidth` wide.
  public init(ellipsisWidth: Double, runWidth: @escaping RunWidth) {
    self.paragraphRunWidth = { _ in runWidth }
    self.ellipsisWidth = ellipsisWidth
  }

  /// A line breaker for a font that measures each paragraph's runs with
  /// what `paragraphRunWidth` makes of the paragraph.
  public init(ellipsisWidth: Double, paragraphRunWidth: @escaping ParagraphRunWidth) {
    self.paragraphRunWidth = paragraphRunWidth
    self.ellipsisWidth = ellipsisWidth
  }

  /// The lines of `string` and whether some text did not fit.
  public struct Result: Equatable, Sendable {
    /// The width of each line shown, without the spaces that hang at its end.
    public var lineWidths: [Double]
    /// True when numberOfLines cut text off (the last line then ends in "…").
    public var truncated: Bool
    /// The widest line: a wrapped label's intrinsic width.
    public var widest: Double { lineWidths.max() ?? 0 }
  }

  /// Breaks `string` at `width` (nil: only at newlines) and keeps at most
  /// `maximumLines` lines (0: all of them).
  ///
  /// - Complexity: O(characters × word length) run measurements at most.
  public func lines(of string: String, width: Double?, maximumLines: Int) -> Result {
    guard !string.isEmpty else { return Result(lineWidths: [], truncated: false) }
    var lines: [Double] = []
    // Whether the line after the last kept one continues its paragraph:
    // a cut in mid-paragraph fills the last line to the edge.
    var cutInsideParagraph = false
    var truncated = false
    // A line fits when it is no wider than the label, give or take the
    // solver's round-off.
    let limit = width.map { $0 + 1e-9 * max(1, abs($0)) }
    paragraphs: for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
      let clusters = Clusters(paragraph)
      for (index, line) in breakParagraph(clusters, limit: limit).enumerated() {
        if maximumLines > 0 && lines.count == maximumLines {
          truncated = true
          cutInsideParagraph = index > 0
          break paragraphs
        }
        lines.append(line)
      }
    }
    if truncated, let last = lines.indices.last {
      let filled = cutInsideParagraph ? (width ?? lines[last]) : lines[last] + ellipsisWidth
      lines[last] = width.map { min($0, filled) } ?? filled
    }
    return Result(lineWidths: lines, truncated: truncated)
  }

  /// A paragraph read once: its bytes, where each character starts in
  /// them, and which characters are white space. The breaker then works
  /// on character positions and hands the font byte ranges.
  private struct Clusters {
    let bytes: [UInt8]
    /// The byte offset of each character, and the paragraph's length last.
    let starts: [Int]
    let isSpace: [Bool]
    var count: Int { isSpace.count }

    init(_ paragraph: Substring) {
      bytes = Array(paragraph.utf8)
      var starts: [Int] = []
      var isSpace: [Bool] = []
      starts.reserveCapacity(bytes.count &+ 1)
      isSpace.reserveCapacity(bytes.count)
      // ASCII, most labels' text, without Unicode's grapheme rules: each
      // byte is a character but CR LF, which is one (the rules join only
      // that pair below U+0080), and white space there is tab to carriage
      // return and the space. Walking Characters was the costliest part
      // of breaking a new text.
      if !bytes.contains(where: { $0 >= 0x80 }) {
        var offset = 0
        while offset < bytes.count {
          starts.append(offset)
          let byte = bytes[offset]
          isSpace.append(byte == 0x20 || (byte >= 0x09 && byte <= 0x0D))
          offset &+= byte == 0x0D && offset &+ 1 < bytes.count && bytes[offset &+ 1] == 0x0A ? 2 : 1
        }
        starts.append(offset)
        self.starts = starts
        self.isSpace = isSpace
        return
      }
      var offset = 0
      for character in paragraph {
        starts.append(offset)
        isSpace.append(character.isWhitespace)
        offset &+= character.utf8.count
      }
      starts.append(offset)
      self.starts = starts
      self.isSpace = isSpace
    }

    /// Characters `start..<end`.
    func run(_ start: Int, _ end: Int) -> Run {
      Run(utf8: bytes[starts[start]..<starts[end]], count: end &- start)
    }
  }

  /// One paragraph's line widths, greedily: each line takes every word
  /// that still fits.
  private func breakParagraph(_ characters: Clusters, limit: Double?) -> [Double] {
    let runWidth = paragraphRunWidth(characters.bytes)
    func trimmedWidth(_ characters: Clusters, _ start: Int, _ end: Int) -> Double {
      LineBreaker.trimmedWidth(characters, start, end, runWidth)
    }
    guard let limit else { return [trimmedWidth(characters, 0, characters.count)] }
    var widths: [Double] = []
    var lineStart = 0
    var position = 0
    // The width of `characters[lineStart..<position]`, the last candidate
    // that fitted, whenever `position > lineStart`: a line ends at the
    // last candidate that fitted, so its width is that candidate's, and
    // measuring the same run again gave the same number one call later.
    var fitted = 0.0
    while position < characters.count {
      let wordEnd = endOfWord(characters, from: position)
      let candidate = trimmedWidth(characters, lineStart, wordEnd)
      if candidate <= limit {
        position = wordEnd
        fitted = candidate
        continue
      }
      if lineStart < position {
        // The word does not fit after the others: it starts the next line.
        widths.append(fitted)
        lineStart = position
        continue
      }
      // A word wider than a whole line: as many characters as fit, at least one.
      var end = lineStart + 1
      while end < wordEnd && trimmedWidth(characters, lineStart, end + 1) <= limit { end += 1 }
      widths.append(trimmedWidth(characters, lineStart, end))
      lineStart = end
      position = end
    }
    if lineStart < characters.count {
      // The loop ends at the end of a word that fitted.
      widths.append(fitted)
    } else if widths.isEmpty {
      widths.append(trimmedWidth(characters, lineStart, characters.count))
    }
    return widths
  }

  /// Where the word starting at `start` ends, with the spaces after it.
  private func endOfWord(_ characters: Clusters, from start: Int) -> Int {
    let isSpace = characters.isSpace
    var end = start
    while end < isSpace.count && isSpace[end] { end += 1 }
    while end < isSpace.count && !isSpace[end] { end += 1 }
    while end < isSpace.count && isSpace[end] { end += 1 }
    return end
  }

  /// The width of characters `start..<end` without the spaces that hang
  /// at their end.
  private static func trimmedWidth(
    _ characters: Clusters, _ start: Int, _ end: Int, _ runWidth: (Run) -> Double
  ) -> Double {
    var end = end
    while end > start && characters.isSpace[end - 1] { end -= 1 }
    return runWidth(characters.run(start, end))
  }
}
