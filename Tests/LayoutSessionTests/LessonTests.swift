import Testing
@testable import LayoutSession

@Suite struct LessonTests {
  @Test func aTranscriptBecomesNarrationAndCommandsWithoutItsReports() {
    let text = """
      # Lesson: one view.
      > view card
      view card in root
        card  new  (0, 0, 0, 0)
      #
      # Pin it.
      > card.width == 10
      c1: card.width == 10
      """
    #expect(Lesson.steps(in: text) == [
      .narration("Lesson: one view."), .command("view card"), .narration(""), .narration("Pin it."),
      .command("card.width == 10"),
    ])
  }

  @Test func aPlainScriptRunsEveryLine() {
    #expect(Lesson.steps(in: "#Setup\nview a\n\n  a.width == 1  \n") == [
      .narration("Setup"), .command("view a"), .command("a.width == 1"),
    ])
  }
}
