import Testing
@testable import LayoutSession

// MARK: - Fixtures

/// A card with an avatar and a title beside it, everything fixed.
private let cardLayout = [
  "size 300x200",
  "view card", "card.leading == root.leading + 16", "card.trailing == root.trailing - 16",
  "card.top == root.top + 20", "card.height == 120",
  "view avatar in card", "avatar.leading == card.leading + 12", "avatar.top == card.top + 12",
  "avatar.width == 40", "avatar.height == 40",
  "view title in card", "title.leading == avatar.trailing + 8", "title.trailing == card.trailing - 12",
  "title.top == avatar.top", "title.height == 30",
]

/// `b` has no height of its own beyond a minimum (ambiguous), and the last
/// command widened `a`, which moved `b`.
private let changedAndAmbiguousLayout = [
  "size 300x160",
  "view a", "a.leading == root.leading + 10", "a.top == root.top + 10", "aw: a.width == 100", "a.height == 60",
  "view b", "b.leading == a.trailing + 10", "b.top == a.top", "b.width == 80", "b.height >= 50",
  "view c", "c.leading == root.leading + 10", "c.top == a.bottom + 10", "c.width == 280", "c.height == 40",
  "set aw.constant 120",
]

// MARK: - Tests

@Suite struct TerminalDrawingTests {
  @Test func cardWithAvatarAndTitle() {
    let s = session(cardLayout + ["frames"])
    let lines = TerminalDrawing.lines(LayoutSnapshot(s.layout), width: 60)
    expectSnapshot(lines.joined(separator: "\n"), named: "draw-card")
  }

  @Test func changedAndAmbiguousViewsHaveTheirOwnBorders() {
    let s = session(changedAndAmbiguousLayout)
    #expect(s.lastChanged == ["a", "b"])
    let lines = TerminalDrawing.lines(LayoutSnapshot(s.layout), width: 60, changed: s.lastChanged)
    expectSnapshot(lines.joined(separator: "\n"), named: "draw-changed-ambiguous")
    // Readable without colour: the styles differ in the characters themselves.
    let text = lines.joined(separator: "\n")
    #expect(text.contains("╔") && text.contains("┏") && text.contains("┌"))
    #expect(text.contains("b?"))
    #expect(lines.last!.hasPrefix("╔═╗ changed by the last command"))
  }

  @Test func drawingOneViewFillsTheWidth() {
    let s = session(cardLayout)
    let lines = TerminalDrawing.lines(LayoutSnapshot(s.layout), width: 40, focus: "card")
    expectSnapshot(lines.joined(separator: "\n"), named: "draw-focus-card")
    #expect(lines[0].count == 40)
    #expect(!lines.joined().contains("root"))
  }

  @Test func widthFollowsTheTerminal() {
    let s = session(cardLayout)
    for width in [40, 80, 132] {
      let lines = TerminalDrawing.lines(LayoutSnapshot(s.layout), width: width)
      #expect(lines[0].count == width, "width \(width)")
    }
  }

  @Test func anAmbiguousNameCutToFitKeepsItsMark() {
    // A 20-point square in a 375-point root gets a box of a few cells: too
    // narrow for "badge?", so the name is cut, but never the "?".
    let s = session(["view badge", "badge.width == 20", "badge.height == 20"])
    let text = TerminalDrawing.lines(LayoutSnapshot(s.layout), width: 80).joined(separator: "\n")
    #expect(text.contains("┌ba?┐"), "\(text)")
    #expect(Canvas.shortened("badge?", to: 4) == "bad?")
    #expect(Canvas.shortened("badge", to: 4) == "badg")
    #expect(Canvas.shortened("ab?", to: 5) == "ab?")
  }

  @Test func viewsTooSmallToDrawAreListed() {
    let s = session(["view dot", "dot.leading == root.leading", "dot.top == root.top", "dot.width == 1", "dot.height == 1"])
    let lines = TerminalDrawing.lines(LayoutSnapshot(s.layout), width: 40)
    #expect(lines.last == "too small to draw: dot (1×1)")
  }

  @Test func anEmptyRootSaysSo() {
    let s = session(["size 0x0"])
    #expect(TerminalDrawing.lines(LayoutSnapshot(s.layout), width: 80) == ["root is 0×0 points: nothing to draw"])
  }

  @Test func drawCommandMarksWhatTheLastChangeMoved() {
    let s = session(["size 200x100", "view a", "a.leading == root.leading", "a.top == root.top", "a.width == 100"])
    #expect(s.execute("a.height == 50").ok)
    let first = s.execute("draw").answer!.lines.joined(separator: "\n")
    #expect(first.contains("╔"))
    // A query changes nothing, so the mark stays until the next change.
    _ = s.execute("frames")
    #expect(s.execute("draw").answer!.lines.joined(separator: "\n").contains("╔"))
    #expect(s.execute("size 200x120").ok)
    let after = s.execute("draw").answer!.lines
    // Now root changed (it sits under a, which keeps a plain border).
    #expect(after.first!.hasSuffix("╗") && after.contains { $0.hasPrefix("┌a") })
  }

  @Test func drawUsesTheSessionWidth() {
    let s = session(["view a"])
    s.drawingWidth = 30
    #expect(s.execute("draw").answer!.lines[0].count == 30)
  }

  @Test(arguments: [
    ("draw nope", "no view named 'nope'"),
    ("draw a b", "draw takes one view name; found a second, b"),
    ("draw --png x", "unknown option '--png' for draw; it takes a view name, --svg FILE and --constraints"),
    ("draw --svg", "--svg needs a file name"),
    ("draw --constraints", "--constraints draws dimension lines in an SVG; add --svg FILE"),
  ])
  func drawErrors(line: String, message: String) {
    let s = session(["view a"])
    #expect(s.execute(line).failure?.message == message)
  }
}

@Suite struct DrawingFitsTheTerminalTests {
  /// A 375×667 window at 120 columns drew about 100 rows: the root's top
  /// scrolled away in a 40-row terminal.
  @Test func aTallWindowFitsTheTerminalsHeight() {
    let s = session(["view card", "card.leading == root.leading + 16", "card.trailing == root.trailing - 16",
      "card.top == root.top + 20", "card.height == 100"])
    let snapshot = LayoutSnapshot(s.layout)
    let unbounded = TerminalDrawing.lines(snapshot, width: 120)
    #expect(unbounded.count > 60)
    let fitted = TerminalDrawing.lines(snapshot, width: 120, height: 35)
    let picture = fitted.prefix { !$0.hasPrefix("root 375×667 pt") }
    #expect(picture.count <= 35)
    #expect(picture.first?.contains("root") == true)
    #expect(fitted.contains { $0.contains("draw VIEW shows one view and its subviews larger") })
  }

  /// Lesson 2's sheet at 80 columns: the 16 points between the rectangle
  /// and the button rounded to no row, and the two borders touched.
  @Test func aSixteenPointGapStaysVisibleAtEightyColumns() throws {
    let s = session([
      "view sheet", "view rectangle in sheet", "view button in sheet", "sheet.leading == root.leading",
      "sheet.trailing == root.trailing", "sheet.bottom == root.bottom", "rectangle.leading == sheet.leading + 16",
      "rectangle.trailing == sheet.trailing - 16", "button.leading == sheet.leading + 16",
      "button.trailing == sheet.trailing - 16", "rectangle.height == 100", "button.height == 50",
      "rectangle.top == sheet.top + 16", "button.top == rectangle.bottom + 16", "button.bottom == sheet.bottom - 16",
    ])
    let lines = TerminalDrawing.lines(LayoutSnapshot(s.layout), width: 80)
    let buttonTop = try #require(lines.firstIndex { $0.contains("┌button") })
    // The rectangle's bottom border: the last └ above the button.
    let rectangleBottom = try #require(lines[..<buttonTop].lastIndex { $0.contains("└") })
    #expect(buttonTop - rectangleBottom >= 2, "no blank row between the borders:\n\(lines.joined(separator: "\n"))")
  }
}
