import LayoutModel
import Testing

@testable import LayoutSession

@Suite struct FormatTests {
  /// Trimming works on bytes; it must never cut into a character whose
  /// last byte is not a space, and must drop only the padding spaces.
  @Test func trimmedTableDropsOnlyTrailingPadding() {
    let lines = Format.trimmedTable([
      ["card", "(0, 0, 375, 44)", "→ (0, 0, 320, 44)"],
      ["a", "", ""],
      ["wide title", "x →", ""],
      ["", "", ""],
    ])
    #expect(lines == [
      "card        (0, 0, 375, 44)  → (0, 0, 320, 44)",
      "a",
      "wide title  x →",
      "",
    ])
  }

  /// Columns line up by Characters, not bytes: "→" is three bytes, "é" may
  /// be two scalars, and a cell wider than the padding buffer still pads.
  @Test func tableAlignsByCharacters() {
    let wide = String(repeating: "w", count: 80)
    let lines = Format.table([
      ["→ a", "x"],
      ["e\u{301}té", "y"],
      ["ab", "z"],
      [wide, "v"],
      ["", "u"],
    ])
    #expect(lines == [
      "→ a" + String(repeating: " ", count: 79) + "x",
      "e\u{301}té" + String(repeating: " ", count: 79) + "y",
      "ab" + String(repeating: " ", count: 80) + "z",
      wide + "  v",
      String(repeating: " ", count: 82) + "u",
    ])
    #expect(Format.characterCount("e\u{301}té") == 3)
    #expect(Format.characterCount("→ (0, 0)") == 8)
    #expect(Format.characterCount("card12") == 6)
  }

  /// Numbers written as bytes read exactly as `number` prints them: every
  /// hundredth in ±20, values a rounding half away, a geometric sweep past
  /// the integer path's limit (10^13), and the values that are not finite.
  /// How far a wish is off never reads 0 unless it is 0.
  @Test func amountsShowSmallMissesInsteadOfZero() {
    #expect(Format.amount(19.6) == "19.6")
    #expect(Format.amount(0.006) == "0.01")
    #expect(Format.amount(0.0034) == "0.003")
    #expect(Format.amount(0.00012) == "0.0001")
    #expect(Format.amount(0.0000012) == "0.000001")
    #expect(Format.amount(0) == "0")
  }

  @Test func numberBytesMatchNumber() {
    var values: [Double] = [0, -0.0, 0.004, -0.004, 0.005, -0.005, 0.995, 1 / 3, 2 / 3, 0.1 + 0.2, 1e-9, 1e300, .nan, .infinity, -.infinity]
    for k in -2000...2000 {
      values += [Double(k) / 100, Double(k) / 100 + 0.0049, Double(k) / 100 + 0.0051, Double(k) * 7.77]
    }
    var v = 0.013
    while v < 1e17 {
      values += [v, -v, v.rounded(), 1e13 - v / 1e4, 1e13 + v / 1e4]
      v *= 1.37
    }
    for value in values {
      var bytes: [UInt8] = []
      Format.appendNumber(value, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == Format.number(value), "\(value)")
    }
  }

  /// Ranges written as bytes read as `Format.range` prints them, and the
  /// report's line of opened values as its words and ranges joined.
  @Test func rangeBytesMatchRange() {
    let ends: [Double?] = [nil, 0, -0.0, 0.004, -0.005, 1 / 3, 56, 260.333333, -1e14, 1e16]
    for lo in ends {
      for hi in ends {
        var bytes: [UInt8] = []
        Format.appendRange(lo, hi, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == Format.range(lo, hi), "\(String(describing: lo)) \(String(describing: hi))")
      }
    }
    let opened = [
      LayoutSnapshot.Open(view: "title1", field: .x, min: 56, max: 260.333333),
      LayoutSnapshot.Open(view: "avatar1", field: .width, min: 40, max: nil),
      LayoutSnapshot.Open(view: "é", field: .height, min: nil, max: nil),
    ]
    #expect(TextRenderer.openedLine(opened) == "ambiguous: title1.x 56…260.33, avatar1.width ≥ 40, é.height any value")
    #expect(TextRenderer.openedLine(Array(opened.prefix(1))) == "ambiguous: title1.x 56…260.33")
  }

  /// A table's frame cells read as `Format.frame` prints them.
  @Test func tableFramesMatchFormatFrame() {
    let frames = [Frame(x: 0, y: -0.001, width: 213.333, height: 16.5), Frame(x: -8, y: 1e14, width: .nan, height: 0.995)]
    var table = TextTable()
    for f in frames {
      table.write(frame: f)
      table.endCell()
      table.endRow()
    }
    #expect(table.lines().strings == frames.map(Format.frame))
  }

  /// An indent comes before the first cell and survives trimming, as
  /// when reports prefixed each trimmed line with two spaces.
  @Test func indentedTrimmedLinesKeepTheIndent() {
    var table = TextTable()
    for row in [["card", "(0, 0)", "→ (1, 1)"], ["a", "", ""], ["", "", ""]] {
      for cell in row { table.cell(cell) }
      table.endRow()
    }
    #expect(table.lines(trimmed: true, indent: 2).strings == ["  card  (0, 0)  → (1, 1)", "  a", "  "])
  }

  /// Columns are as wide as their widest cell in characters, not bytes:
  /// an arrow (three bytes) or an é (two) counts one, whether a cell holds
  /// it once, twice, or after a number.
  @Test func columnsAreAlignedByCharacters() {
    var table = TextTable()
    table.cell("→ a")
    table.cell("x")
    table.endRow()
    table.write("é")
    table.write(number: 12)
    table.write("→ ")
    table.write("→ ")
    table.endCell()
    table.cell("y")
    table.endRow()
    table.cell("plain")
    table.cell("z")
    table.endRow()
    #expect(table.lines().strings == ["→ a      x", "é12→ →   y", "plain    z"])
  }

  /// Two spellings of "é", precomposed (two bytes) and decomposed (e and a
  /// combining accent, three), are one character each: equal as strings,
  /// they must not share a byte count.
  @Test func canonicallyEquivalentCellsAreCountedByTheirOwnBytes() {
    let lines = Format.table([["caf\u{E9}", "x"], ["cafe\u{301}", "y"], ["abcd", "z"]])
    #expect(lines == ["caf\u{E9}  x", "cafe\u{301}  y", "abcd  z"])
  }
}
