import Testing
@testable import LayoutSession

/// A wrapping label's new wrap changes its four content-size constants one
/// at a time (`Layout.rewrapLabel`), as rebuilding its generated
/// constraints did.
@Suite struct LabelWrapTests {
  /// Required hugging and resistance that the new wrap cannot meet: the
  /// change that cannot hold goes through the conflict path, so the
  /// conflict is reported, one side broken, and the other constants move.
  @Test func aWrapThatBreaksARequiredConstraintReportsTheConflict() throws {
    let session = Session()
    for line in [
      "label l \"xxxxxxxxxxxxxxxxxxxx\" lines 0 hug 250 1000 resist 750 1000", "l.leading == root.leading",
      "w: l.width == 200", "l.top == root.top", "h: l.height == 20.4",
    ] {
      #expect(session.execute(line).ok, "\(line)")
    }
    // 20 characters at 8.5 points: one line at 200 points, two at 100.
    let text = TextRenderer.lines(session.execute("set w.constant 100")).joined(separator: "\n")
    #expect(text.contains("'l-resist-height' l.height >= 40.8"), "\(text)")
    #expect(text.contains("broke l-resist-height"), "\(text)")
    let frame = session.layout.frame(of: try #require(session.layout.view(named: "l")))
    #expect(frame.width == 100 && abs(frame.height - 20.4) < 1e-9)
    // The other three constants moved: hugging follows the two-line text.
    let constraints = TextRenderer.lines(session.execute("constraints l")).joined(separator: "\n")
    #expect(constraints.contains("l.height <= 40.8"), "\(constraints)")
    #expect(constraints.contains("l.width <= 100"), "\(constraints)")
  }

  /// A line holds at least one character, however narrow the label: at a
  /// width of 1e-300 the line count overflowed an Int, and alrepl trapped.
  @Test func aLabelNarrowerThanACharacterTakesALineForEach() {
    let session = Session()
    for line in [
      "label l \"hello world\" lines 0 preferredWidth 1e-300", "set l.preferredMaxLayoutWidth 5e-324",
      "set l.preferredMaxLayoutWidth 1e-17",
    ] {
      #expect(session.execute(line).ok, "\(line)")
      // 11 characters, one a line, 20.4 points each.
      #expect(session.layout.frame(of: session.layout.view(named: "l")!).height == 224.4, "\(line)")
    }
  }

  /// Switching a stack to fill removes its spacer; that settles text, and a
  /// wrapping label rewrapped there regenerated the stack, which still
  /// named the spacer and removed it a second time (a trap).
  @Test func aStackLosesItsSpacerOnceWhenALabelRewraps() {
    let session = Session()
    for line in [
      "label b \"x\" lines 0", "stack t alignment center [b]", "set t.alignment fill",
      "label c \"y\" lines 0", "stack u alignment center [c]", "set u.axis vertical", "set u.alignment firstBaseline",
    ] {
      #expect(session.execute(line).ok, "\(line)")
    }
    #expect(session.layout.view(named: "t-spacer") == nil)
    #expect(session.layout.view(named: "u-spacer") == nil)
    #expect(session.layout.invariantViolations().isEmpty)
  }
}
