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
}
