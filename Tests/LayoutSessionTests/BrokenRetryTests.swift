import Testing
@testable import LayoutSession

/// A broken constraint is retried whenever what kept it out may have gone.
@Suite struct BrokenRetryTests {
  /// Lowering the resistance that broke `b` replaces the view's generated
  /// constraints: `b` is retried then and holds, and the report that says
  /// so is true of the frames. (It used to stay out, at width 100, while
  /// the report said "b holds again".)
  @Test func aNewPriorityOnGeneratedConstraintsRetriesWhatTheyBroke() throws {
    let session = Session()
    for line in [
      // b first: the break rule breaks the oldest member, and this test
      // needs b broken by the newer required resistance.
      "view v", "v.leading == root.leading", "v.top == root.top", "b: v.width == 50",
      "set v.intrinsic 100x100", "set v.hug 1000 1000", "set v.resist 1000 1000",
    ] {
      #expect(session.execute(line).ok, "\(line)")
    }
    let text = TextRenderer.lines(session.execute("set v.resist 999 999")).joined(separator: "\n")
    #expect(text.contains("conflict resolved: b holds again"), "\(text)")
    let frame = session.layout.frame(of: try #require(session.layout.view(named: "v")))
    #expect(frame.width == 50)
    #expect(session.layout.conflicts.isEmpty)
  }

  /// Deactivating the constraint a conflict broke ends the conflict, but
  /// the constraint does not hold: it takes no part (lesson 11 does this).
  @Test func deactivatingTheBrokenConstraintIsNotHoldingAgain() {
    let session = Session()
    for line in ["view card", "collapsed: card.height == 60", "expanded: card.height == 200"] {
      #expect(session.execute(line).ok, "\(line)")
    }
    #expect(session.layout.conflicts.count == 1)
    let text = TextRenderer.lines(session.execute("deactivate collapsed")).joined(separator: "\n")
    #expect(text.contains("conflict resolved: collapsed is deactivated, so it takes no part"), "\(text)")
    #expect(!text.contains("holds again"), "\(text)")
    #expect(session.layout.conflicts.isEmpty)
  }
}
