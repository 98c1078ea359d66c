// The code of LayoutSession.docc/GettingStarted.md, as a library user
// types it (no @testable import), with the results the article states.

import LayoutModel
import LayoutSession
import Testing

@Suite struct GettingStartedTests {
  @Test func theArticlesExampleGivesTheResultsItStates() {
    let session = Session()
    for line in [
      "view card",
      "card.leading == root.leading + 16",
      "card.trailing == root.trailing - 16",
      "card.top == root.top + 20",
    ] {
      #expect(session.execute(line).ok, "\(line)")
    }
    let report = session.execute("card.height == 100")

    #expect(report.ok)
    #expect(report.changedViews == ["card"])
    #expect(report.after.frames.last?.frame == Frame(x: 16, y: 20, width: 343, height: 100))
    #expect(report.after.ambiguities.isEmpty)

    #expect(TextRenderer.lines(report) == [
      "c4: card.height == 100",
      "  card  (16, 20, 343, 0)  → (16, 20, 343, 100)",
      "  no longer ambiguous: card.height",
    ])
    #expect(JSONRenderer.line(report).hasPrefix(#"{"command": "card.height == 100", "ok": true, "error": null, "frames": "#))

    let refused = session.execute("card.width == banana.width")
    #expect(!refused.ok)
    #expect(refused.failure?.message == "no view named 'banana'")
    #expect(TextRenderer.lines(refused) == [
      "  card.width == banana.width",
      "                ^^^^^^",
      "error: no view named 'banana'",
    ])

    let frames = session.execute("frames")
    #expect(frames.answer?.key == "framesTable")
    #expect(frames.answer?.lines.count == 3)
  }
}
