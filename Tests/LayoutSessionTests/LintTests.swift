import Testing
@testable import LayoutSession

@Suite struct LintTests {
  private func lines(_ commands: [String]) -> [String] {
    let s = Session()
    var all: [String] = []
    for c in commands {
      let r = s.execute(c)
      #expect(r.ok, "\(c)")
      all += TextRenderer.lines(r)
    }
    return all.filter { $0.contains("lint:") }
  }

  @Test func leadingTrailingAndWidthAllRequired() {
    let found = lines(["view v", "v.leading == root.leading", "v.trailing == root.trailing", "v.width == 375"])
    #expect(found.count == 1 && found[0].contains("v has leading, trailing and width all required"))
  }

  @Test func aTrailingInequalityDoesNotOverconstrainTheWidth() {
    // `<=` leaves room on a wider screen: nothing conflicts until the
    // screen is narrower than the view, so there is nothing to warn about.
    #expect(lines(["view p", "p.leading == root.leading + 30", "p.trailing <= root.trailing - 16", "p.width == 100"]).isEmpty)
    #expect(lines(["view c", "view v in c", "v.top == c.top", "c.bottom >= v.bottom", "v.height == 44"]).isEmpty)
  }

  @Test func requiredHeightInsideAContainerPinnedTopAndBottom() {
    let found = lines(["view c", "view v in c", "v.top == c.top", "c.bottom == v.bottom", "v.height == 44"])
    #expect(found.contains { $0.contains("v is pinned to the top and bottom of c with a required height") })
  }

  @Test func shownOnceNotOnEveryCommand() {
    let found = lines(["view v", "v.leading == root.leading", "v.trailing == root.trailing", "v.width == 375", "frames", "v.top == root.top"])
    #expect(found.count == 1)
  }

  /// One lint goes as another comes, in one command: the list has as many
  /// lints as before, and the new one is still shown (the renderer skips
  /// its set of old keys only when the keys are the same, in order).
  @Test func aLintThatReplacesAnotherIsShown() {
    let build = [
      "view a", "view b", "a.top == root.top + 10", "a.height == 20", "a.width == 100", "a.leading == root.leading + 300",
      "b.top == root.top + 40", "b.height == 20", "b.width == 50", "b.trailing == a.leading - 10",
    ]
    let before = lines(build)
    #expect(before.count == 1 && before[0].contains("lint: a (300, 10, 100, 20) reaches outside root"))
    // a comes inside the screen and b leaves it on the left.
    let after = lines(build + ["set c4.constant 30"])
    #expect(after.count == 2 && after[1].contains("lint: b (-30, 40, 50, 20) reaches outside root"))
    // Back again: a's lint is new once more; a is moved further out, and
    // its lint is not repeated.
    let again = lines(build + ["set c4.constant 30", "set c4.constant 300", "set c4.constant 310"])
    #expect(again.count == 3 && again[2].contains("lint: a (300, 10, 100, 20) reaches outside root"))
  }

  @Test func nineNineNineThatIsNotMet() {
    let found = lines(["view v", "v.height >= 44", "v.height == 20 @999"])
    #expect(found.contains { $0.contains("c2 is at 999 and not met") })
  }

  @Test func noLintsForAnOrdinaryLayout() {
    #expect(lines(["view v", "vfl H:|-[v]-|", "vfl V:|-[v(44)]"]).isEmpty)
  }
}
