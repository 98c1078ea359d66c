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
}
