import LayoutModel
import Testing
@testable import LayoutSession

/// `set root.direction`, `set V.semantic` and what reads them: VFL, undo,
/// explain and why, export swift, sweep.
@Suite struct LayoutDirectionSessionTests {
  private func x(_ s: Session, _ name: String) -> Double { s.layout.frame(of: s.layout.view(named: name)!).x }

  @Test func directionIsAnUndoableChange() {
    let s = session(["view card", "card.leading == root.leading + 16", "card.width == 100", "card.top == root.top", "card.height == 40"])
    #expect(x(s, "card") == 16)
    let report = s.execute("set root.direction rightToLeft")
    #expect(report.ok)
    #expect(report.confirmation.joined().contains("leading is the right edge"))
    #expect(x(s, "card") == 375 - 16 - 100)
    #expect(report.frameChanges.map(\.name) == ["card"])
    #expect(s.execute("undo").ok)
    #expect(x(s, "card") == 16 && s.layout.rootDirection == .leftToRight)
    #expect(s.execute("redo").ok)
    #expect(x(s, "card") == 259 && s.layout.rootDirection == .rightToLeft)
  }

  @Test func directionOnAViewOrASemanticOnAGuideFailsAtItsColumnAndChangesNothing() {
    let s = session(["view card", "guide g", "card.leading == root.leading + 16"])
    let frames = { s.layout.viewsInTreeOrder.map { s.layout.frame(of: $0) } }
    let before = frames()
    let wrongView = s.execute("set card.direction rightToLeft")
    #expect(wrongView.failure?.message.contains("set on root") == true)
    #expect(wrongView.failure?.column == 10)
    let unknown = s.execute("set card.semantic forceRTL")
    #expect(unknown.failure?.message.contains("forceRightToLeft") == true)
    #expect(unknown.failure?.column == 19)
    #expect(s.execute("set g.semantic forceRightToLeft").failure != nil)
    #expect(frames() == before && s.layout.rootDirection == .leftToRight)
    #expect(s.layout.semanticContentAttribute(of: s.layout.view(named: "card")!) == .unspecified)
  }

  @Test func vflRunsLeadingToTrailingUnlessGivenADirection() {
    let s = session([
      "view a", "view b", "view c", "vfl H:|-[a(40)]-[b(40)]", "vfl H:|-[c(40)] options directionLeftToRight",
      "set root.direction rightToLeft",
    ])
    #expect(x(s, "a") == 375 - 8 - 40)
    #expect(x(s, "b") == 375 - 8 - 40 - 8 - 40)
    #expect(x(s, "c") == 8)
    #expect(s.execute("set root.direction leftToRight").ok)
    #expect(x(s, "a") == 8 && x(s, "b") == 56 && x(s, "c") == 8)
  }

  @Test func explainAndWhySayWhichEdgeLeadingIsAndWhy() throws {
    let s = session([
      "view panel", "panel.leading == root.leading", "panel.width == 200", "view dot in panel", "dot.leading == panel.leading + 10",
      "dot.width == 20", "set root.direction rightToLeft",
    ])
    let root = try #require(s.execute("explain c1").answer).lines.joined(separator: "\n")
    #expect(root.contains("direction: leading is the right edge here, trailing the left: the constraint is held by root, which is right to left (from root.direction rightToLeft)"))
    #expect(s.execute("set panel.semantic forceLeftToRight").ok)
    let forced = try #require(s.execute("explain c3").answer).lines.joined(separator: "\n")
    #expect(forced.contains("leading is the left edge here, trailing the right: the constraint is held by panel, which is left to right (its own semantic forceLeftToRight)"))
    let why = try #require(s.execute("why panel.x").answer).lines.joined(separator: "\n")
    #expect(why.contains("note: c1: leading is the right edge here"))
    // Left to right with nothing forced: nothing to point out.
    let plain = session(["view v", "v.leading == root.leading"])
    #expect(try #require(plain.execute("explain c1").answer).lines.allSatisfy { !$0.contains("direction:") })
  }

  @Test func exportSwiftWritesSemanticContentAttributes() throws {
    let s = session([
      "view player", "player.leading == root.leading", "set player.semantic playback", "set root.semantic forceLeftToRight",
      "set root.direction rightToLeft",
    ])
    let swift = try #require(s.execute("export swift").answer).lines
    #expect(swift.contains("player.semanticContentAttribute = .playback"))
    #expect(swift.contains("semanticContentAttribute = .forceLeftToRight"))
    #expect(swift.contains { $0.hasPrefix("// root.direction rightToLeft is the app's language") })
  }

  @Test func sweepDirectionListsTheViewsThatMoveWithoutChangingTheSession() throws {
    let s = session([
      "view a", "a.leading == root.leading + 16", "a.width == 100", "view b", "b.left == root.left + 16", "b.width == 100",
    ])
    let answer = try #require(s.execute("sweep root.direction").answer)
    #expect(answer.lines.first == "sweep root.direction leftToRight, rightToLeft: 1 of 2 views moves (now leftToRight)")
    #expect(answer.lines.count == 2 && answer.lines[1].contains("a") && answer.lines[1].contains("259"))
    #expect(s.layout.rootDirection == .leftToRight && x(s, "a") == 16)
  }
}
