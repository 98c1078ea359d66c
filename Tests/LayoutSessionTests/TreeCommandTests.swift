import Foundation
import Testing
@testable import LayoutSession

/// `tree`, the command added as one file plus one line of the table.
@Suite struct TreeCommandTests {
  private func session(_ lines: [String]) -> Session {
    let session = Session()
    for line in lines { #expect(session.execute(line).ok, "\(line)") }
    return session
  }

  @Test func indentsEachViewUnderItsSuperview() throws {
    let s = session(["view card", "label title in card \"Hi\"", "view inner in card", "view deep in inner", "guide g"])
    let report = s.execute("tree")
    #expect(report.ok)
    let lines = try #require(report.answer?.lines)
    #expect(lines.map { $0.prefix { $0 == " " }.count } == [0, 2, 4, 4, 6, 2])
    #expect(lines[0].hasPrefix("root  window"))
    #expect(lines[2].hasPrefix("    title  label \"Hi\""))
    #expect(lines[4].hasPrefix("      deep  view"))
    #expect(lines[5].hasPrefix("  g  guide"))
  }

  @Test func aSubtreeStartsAtTheViewNamed() throws {
    let s = session(["view card", "view inner in card", "view other"])
    let lines = try #require(s.execute("tree card").answer?.lines)
    #expect(lines.count == 2 && lines[0].hasPrefix("card  view") && lines[1].hasPrefix("  inner  view"))
  }

  @Test func anUnknownViewIsAnErrorAtItsNameAndChangesNothing() {
    let s = session(["view card"])
    let before = s.dump()
    let report = s.execute("tree crad")
    #expect(report.failure?.column == 6 && report.failure?.message.contains("did you mean 'card'") == true)
    #expect(s.dump() == before)
  }

  @Test func jsonGivesEachViewItsDepthAndKind() throws {
    let s = session(["stack row vertical [a]"])
    let report = s.execute("tree")
    let object = try JSONSerialization.jsonObject(with: Data(JSONRenderer.line(report).utf8)) as! [String: Any]
    let rows = try #require(object["tree"] as? [[String: Any]])
    #expect(rows.map { $0["view"] as? String } == ["root", "row", "a"])
    #expect(rows.map { $0["depth"] as? Double } == [0, 1, 2])
    #expect(rows[1]["kind"] as? String == "stack vertical")
  }
}
