import Testing
@testable import LayoutSession

/// Reports written as bytes (`TextRenderer.append`, what `alrepl run`
/// writes into a file) read as the lines `TextRenderer.lines` gives, each
/// with its newline.
@Suite struct TextLinesTests {
  /// Strings in, the same strings out, and a newline after each line,
  /// an empty line included.
  @Test func linesRoundTripAndEndWithNewlines() {
    let given = ["card  (0, 0, 10, 10)  → (1, 1, 10, 10)", "", "é→ café", "  "]
    var lines = TextLines(given)
    #expect(lines.strings == given)
    #expect(lines.count == 4)
    lines.append(contentsOf: TextLines(["x"]))
    #expect(lines.strings == given + ["x"])
    var bytes: [UInt8] = []
    lines.appendNewlineTerminated(to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == (given + ["x"]).map { $0 + "\n" }.joined())
    #expect(TextLines().strings.isEmpty)
  }

  /// Every kind of report a session makes (a table answer, a rotation's
  /// moved frames, opened values, unmet wishes, a conflict, a refusal)
  /// writes as bytes exactly the lines it gives as strings.
  @Test func reportBytesAreTheReportLines() {
    let s = Session()
    let commands = [
      "view card", "label title in card \"A line of text that wraps on a phone screen\" lines 0",
      "card.leading == root.leading + 16", "card.trailing == root.trailing - 16", "card.top == root.top + 20",
      "title.leading == card.leading + 8", "title.trailing == card.trailing - 8", "title.top == card.top + 8",
      "card.height == 100 @ 250", "size 414x736", "frames", "card.width == 10", "card.width == 20",
      "set title.text \"Short\"", "why card.height", "frames", "card.frobnicate == 1", "size 320x568", "ambiguity",
    ]
    var sawFramesTable = false
    for command in commands {
      let report = s.execute(command)
      if report.answer?.key == "framesTable" { sawFramesTable = true }
      var bytes: [UInt8] = []
      TextRenderer.append(report, to: &bytes)
      let expected = TextRenderer.lines(report).map { $0 + "\n" }.joined()
      #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(command)")
    }
    #expect(sawFramesTable)
  }
}
