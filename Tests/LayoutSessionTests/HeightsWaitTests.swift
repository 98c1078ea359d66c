@testable import LayoutModel
import Testing
@testable import LayoutSession

/// A label the text settle restarts from one line keeps its height until
/// its new wrap sets it, when nothing can make a height move a width
/// (`Layout.heightsWaitForTheirWrap`). The widths must then be the ones the
/// one-line heights give, bit for bit, and every height the same.
@Suite struct HeightsWaitTests {
  private func session(_ lines: [String]) -> Session {
    let s = Session(text: .em)
    for line in lines { #expect(s.execute(line).ok, "\(line)") }
    return s
  }

  private func wrappingLabels(_ layout: Layout) -> [ViewID] {
    layout.viewsInTreeOrder.filter { layout.view($0).text?.wrapsAtLayoutWidth == true }
  }

  /// What the session's next settle would decide.
  private func heightsWait(_ s: Session) -> Bool {
    var layout = s.layout
    return layout.heightsWaitForTheirWrap(wrappingLabels(layout))
  }

  /// Cards of a list, each with a label beside an avatar (its width set by
  /// its card), a bubble that hugs its text up to a limit, and a label
  /// squeezed to no width at all on narrow screens (it stays on one line).
  private func cards() -> [String] {
    var lines = ["view list", "list.leading == root.leading", "list.trailing == root.trailing", "list.top == root.top"]
    for i in 0..<4 {
      let words = String(repeating: "word ", count: 3 + 4 * i)
      lines += [
        "view card\(i) in list",
        "label title\(i) in card\(i) \"Title \(i): \(words)\" lines 0",
        "view avatar\(i) in card\(i) intrinsic 40x40",
        "label bubble\(i) in card\(i) \"\(words)\" lines 0",
        "label squeezed\(i) in card\(i) \"\(words)\" lines 0",
        "card\(i).leading == list.leading + 16", "card\(i).trailing == list.trailing - 16",
        i == 0 ? "card0.top == list.top" : "card\(i).top == card\(i - 1).bottom + 8",
        "avatar\(i).leading == card\(i).leading + 8", "avatar\(i).top == card\(i).top + 8",
        "title\(i).leading == avatar\(i).trailing + 8", "title\(i).trailing == card\(i).trailing - 8",
        "title\(i).top == card\(i).top + 8",
        "bubble\(i).leading == card\(i).leading + 8", "bubble\(i).trailing <= card\(i).trailing - 60",
        "bubble\(i).top == title\(i).bottom + 8",
        "squeezed\(i).leading == card\(i).leading + 200", "squeezed\(i).trailing == card\(i).trailing - 110 @900",
        "squeezed\(i).top == bubble\(i).bottom + 4",
        "card\(i).bottom >= squeezed\(i).bottom + 8", "card\(i).bottom >= avatar\(i).bottom + 8",
        "card\(i).height == 44 @250",
      ]
    }
    return lines
  }

  @Test func widthsAreTheOneLineRestartsBitForBitAndHeightsTheSame() throws {
    let s = session(cards())
    var waiting = s.layout
    var roundTrip = s.layout
    roundTrip.textSettle.heightsMayWait = false
    let waits = waiting.heightsWaitForTheirWrap(wrappingLabels(waiting))
    #expect(waits)
    let squeezed = try #require(waiting.view(named: "squeezed3"))
    let title = try #require(waiting.view(named: "title3"))
    var lineCounts: Set<Int> = []
    var squeezedToNothing = false
    for (width, height) in [(375.0, 667.0), (414, 736), (320, 568), (768, 1024), (414, 736), (320, 568), (375, 667)] {
      try waiting.setRootSize(width: width, height: height)
      try roundTrip.setRootSize(width: width, height: height)
      for id in waiting.viewsInTreeOrder {
        let (a, b) = (waiting.frame(of: id), roundTrip.frame(of: id))
        let name = waiting.view(id).name
        #expect(a.x.bitPattern == b.x.bitPattern && a.width.bitPattern == b.width.bitPattern, "\(name) at \(width): \(a) \(b)")
        #expect(abs(a.y - b.y) <= 1e-9 && abs(a.height - b.height) <= 1e-9, "\(name) at \(width): \(a) \(b)")
      }
      lineCounts.insert(waiting.lineCount(of: title) ?? 0)
      if waiting.frame(of: squeezed).width == 0 { squeezedToNothing = true }
    }
    // The sizes wrap the titles differently, and squeeze a label to no
    // width (no wrap: it stays on one line), so both paths were taken.
    #expect(lineCounts.count >= 2, "\(lineCounts)")
    #expect(squeezedToNothing)
  }

  @Test func anAspectRatioMakesHeightsRestartToo() throws {
    let s = session(cards() + ["ratio: avatar0.width == avatar0.height @500"])
    #expect(!heightsWait(s))
    #expect(s.execute("remove ratio").ok)
    #expect(heightsWait(s))
  }

  @Test func aLabelInAStackRestartsItsHeight() {
    let s = session(cards() + ["label extra \"some words to wrap\" lines 0", "stack pair [extra]", "pair.leading == root.leading"])
    #expect(!heightsWait(s))
  }

  @Test func requiredHuggingAndAPriorityChangeAreFollowed() {
    let s = session(cards())
    #expect(heightsWait(s))
    // The kept answer for title2 must not outlive its new priority.
    #expect(s.execute("set title2.hug 250 1000").ok)
    #expect(!heightsWait(s))
    #expect(s.execute("set title2.hug 250 250").ok)
    #expect(heightsWait(s))
  }

  @Test func aBrokenConstraintRestartsHeights() {
    let s = session(cards() + ["fixed: card1.width == 100", "wide: card1.width == 200"])
    var layout = s.layout
    #expect(!layout.conflictState.conflicts.isEmpty)
    let waits = layout.heightsWaitForTheirWrap(wrappingLabels(layout))
    #expect(!waits)
  }
}
