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

  /// Random cards: a title and a second label that compete for one row
  /// (their priorities drawn from ties and near-ties, so that many widths
  /// are not unique), an avatar, a bubble, cards of random heights.
  private func randomCards(_ rng: inout SeededGenerator) -> [String] {
    func words(_ n: Int) -> String { (0..<n).map { ["a", "word", "longer", "AVATAR", "To", "wrap"][$0 % 6] }.joined(separator: " ") }
    let priorities = [200, 250, 251, 749, 750, 999]
    var lines = ["view list", "list.leading == root.leading", "list.trailing == root.trailing", "list.top == root.top"]
    for i in 0..<Int.random(in: 2...5, using: &rng) {
      func hug() -> Int { priorities.randomElement(using: &rng)! }
      lines += [
        "view card\(i) in list",
        "label title\(i) in card\(i) \"\(words(Int.random(in: 1...14, using: &rng)))\" lines 0 hug \(hug()) \(hug()) resist \(hug()) \(hug())",
        "label side\(i) in card\(i) \"\(words(Int.random(in: 1...9, using: &rng)))\" lines 0 hug \(hug()) \(hug()) resist \(hug()) \(hug())",
        "view avatar\(i) in card\(i) intrinsic \(Int.random(in: 20...60, using: &rng))x40",
        "label bubble\(i) in card\(i) \"\(words(Int.random(in: 1...12, using: &rng)))\" lines 0",
        "card\(i).leading == list.leading + 16", "card\(i).trailing == list.trailing - 16",
        i == 0 ? "card0.top == list.top" : "card\(i).top == card\(i - 1).bottom + 8",
        "avatar\(i).leading == card\(i).leading + 8", "avatar\(i).top == card\(i).top + 8",
        "title\(i).leading == avatar\(i).trailing + 8", "side\(i).leading == title\(i).trailing + 8",
        "side\(i).trailing <= card\(i).trailing - 8", "title\(i).top == card\(i).top + 8",
        "side\(i).top == card\(i).top + \(Int.random(in: 0...20, using: &rng))",
        "bubble\(i).leading == card\(i).leading + 8", "bubble\(i).trailing <= card\(i).trailing - \(Int.random(in: 8...120, using: &rng))",
        "bubble\(i).top >= title\(i).bottom + 8", "bubble\(i).top >= side\(i).bottom + 8",
        "card\(i).bottom >= bubble\(i).bottom + 8", "card\(i).bottom >= avatar\(i).bottom + 8",
        "card\(i).height == \(Int.random(in: 20...200, using: &rng)) @\(hug())",
      ]
    }
    return lines
  }

  /// On random cards, rotations and text edits leave the same widths, bit
  /// for bit, and the same line counts, whether heights wait or not.
  @Test(arguments: 0..<24) func randomCardsWrapTheSameEitherWay(seed: Int) throws {
    var rng = SeededGenerator(state: UInt64(seed) &* 7919 &+ 1)
    let s = session(randomCards(&rng))
    var waiting = s.layout
    var roundTrip = s.layout
    roundTrip.textSettle.heightsMayWait = false
    #expect(waiting.heightsWaitForTheirWrap(wrappingLabels(waiting)) || seed < 0)
    let labels = wrappingLabels(waiting)
    for step in 0..<8 {
      if step % 3 == 2 {
        let label = labels.randomElement(using: &rng)!
        let text = LabelText(String(repeating: "word ", count: Int.random(in: 1...16, using: &rng)), lines: 0)
        try waiting.setText(text, of: label)
        try roundTrip.setText(text, of: label)
      } else {
        let width = [320.0, 375, 414, 600, 768, 1024].randomElement(using: &rng)!
        try waiting.setRootSize(width: width, height: 700)
        try roundTrip.setRootSize(width: width, height: 700)
      }
      for id in waiting.viewsInTreeOrder {
        let (a, b) = (waiting.frame(of: id), roundTrip.frame(of: id))
        #expect(a.x.bitPattern == b.x.bitPattern && a.width.bitPattern == b.width.bitPattern, "seed \(seed) step \(step) \(waiting.view(id).name): \(a) \(b)")
      }
      for id in labels { #expect(waiting.lineCount(of: id) == roundTrip.lineCount(of: id), "seed \(seed) step \(step)") }
    }
  }
}

/// A seeded generator (Knuth's MMIX constants), so that a failing seed
/// can be run again.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state ^ (state >> 29)
  }
}
