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

  @Test func nineNineNineThatIsNotMet() {
    let found = lines(["view v", "v.height >= 44", "v.height == 20 @999"])
    #expect(found.contains { $0.contains("c2 is at 999 and not met") })
  }

  @Test func noLintsForAnOrdinaryLayout() {
    #expect(lines(["view v", "vfl H:|-[v]-|", "vfl V:|-[v(44)]"]).isEmpty)
  }
}
