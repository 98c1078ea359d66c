import Testing
@testable import LayoutSession

/// fillProportionally with an arranged view that has no intrinsic size: it
/// collapses only as far as its own constraints allow (a real storyboard's
/// nested stacks of fixed height kept that height in Xcode's stored frames).
@Suite struct FillProportionallyTests {
  private func run(_ lines: [String]) -> Session {
    let session = Session(text: .em)
    for line in lines { #expect(session.execute(line).ok, "\(line)") }
    return session
  }

  @Test func aViewWithoutIntrinsicSizeKeepsItsOwnRequiredHeight() throws {
    let session = run([
      "view title intrinsic 100x300", "view row", "row.height == 21", "view slider intrinsic 100x31",
      "stack s vertical spacing 10 [title row slider]", "set s.distribution fillProportionally",
      "s.top == root.top", "s.bottom == root.bottom", "s.leading == root.leading", "s.trailing == root.trailing",
    ])
    let layout = session.layout
    let row = try #require(layout.view(named: "row"))
    #expect(layout.frame(of: row).height == 21)
    // Nothing required is broken: the collapse gave way, not row.height.
    #expect(layout.allConstraints.allSatisfy { !$0.isBroken })
    // The rest of the 667 points goes to the views with sizes of their own.
    let title = try #require(layout.view(named: "title")), slider = try #require(layout.view(named: "slider"))
    #expect(abs(layout.frame(of: title).height + layout.frame(of: slider).height - (667 - 21 - 20)) < 1e-6)
  }

  @Test func aViewWithoutIntrinsicSizeOrConstraintsStillCollapses() throws {
    let session = run([
      "view title intrinsic 100x300", "view spacer", "stack s vertical [title spacer]",
      "set s.distribution fillProportionally", "s.top == root.top", "s.bottom == root.bottom",
      "s.leading == root.leading", "s.trailing == root.trailing",
    ])
    let spacer = try #require(session.layout.view(named: "spacer"))
    #expect(session.layout.frame(of: spacer).height == 0)
  }
}
