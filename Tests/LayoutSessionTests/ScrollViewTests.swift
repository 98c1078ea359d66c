import Foundation
import Testing
import LayoutModel
@testable import LayoutSession


/// A full-screen scroll view with one content view pinned to its edges.
private let scrollWithContent = [
  "scroll sv", "sv.leading == root.leading", "sv.trailing == root.trailing", "sv.top == root.top",
  "sv.bottom == root.bottom", "view content in sv", "content.top == sv.top", "content.bottom == sv.bottom",
  "content.leading == sv.leading", "content.trailing == sv.trailing",
]

@Suite struct ScrollViewTests {
  /// Edges pinned to the scroll view's edges set the content size, not the
  /// content's size: with nothing else, both are undetermined.
  @Test func edgesAttachToTheContentAndLeaveItsSizeOpen() throws {
    let s = acceptedSession(scrollWithContent)
    let answer = try #require(s.execute("scrollinfo sv").answer)
    #expect(answer.key == "scroll")
    let text = answer.lines.joined(separator: "\n")
    #expect(text.contains("sv.contentWidth is not determined"))
    #expect(text.contains("sv.contentHeight is not determined"))
    #expect(answer.json.serialized.contains(#""attribute": "contentWidth""#))
  }

  /// The ordinary report names the open content size as the scroll view's
  /// contentWidth and contentHeight, in text and in JSON's `ambiguous`,
  /// and says when each is no longer open.
  @Test func theReportNamesTheContentSizeAmbiguity() throws {
    let s = acceptedSession(scrollWithContent)
    let asked = s.execute("ambiguity")
    #expect(asked.after.contentSizeAmbiguities.map(\.key) == ["sv.contentWidth", "sv.contentHeight"])
    let list = try #require(asked.answer).lines.joined(separator: "\n")
    #expect(list.contains("sv.contentHeight: Scrollable content size ambiguity; fix: pin the content's top and bottom"))
    let width = s.execute("content.width == sv.frame.width")
    #expect(width.after.contentSizeAmbiguities.map(\.key) == ["sv.contentHeight"])
    #expect(TextRenderer.lines(width).contains("  no longer ambiguous: sv.contentWidth"))
    // JSON lists what the command changed; `frames` lists all that is open.
    #expect(JSONRenderer.line(width).contains(#""noLongerAmbiguous": ["content.width", "sv.contentWidth"]"#))
    #expect(JSONRenderer.line(s.execute("frames")).contains(#""view": "sv", "attribute": "contentHeight", "fix": "#))
  }

  /// The fix: a width from the frame guide and a height of its own.
  @Test func aWidthFromTheFrameAndAHeightDetermineTheContentSize() throws {
    let s = acceptedSession(scrollWithContent + ["content.width == sv.frame.width", "content.height == 1200"])
    #expect(viewFrame(s, "content") == Frame(x: 0, y: 0, width: 375, height: 1200))
    #expect(viewFrame(s, "sv") == Frame(x: 0, y: 0, width: 375, height: 667))
    let answer = try #require(s.execute("scrollinfo sv").answer)
    let json = answer.json.serialized
    #expect(json.contains(#""contentSize": {"width": 375, "height": 1200}"#), "\(json)")
    #expect(json.contains(#""ambiguous": []"#), "\(json)")
    // The content reaches past the scroll view's frame: no lint for that.
    #expect(!s.execute("frames").after.lints.contains { $0.key.hasPrefix("outside") })
  }

  /// The scroll view's width and centres are its frame's, as UIKit has
  /// them: content.width == sv.width is the classic vertical-only fix.
  @Test func sizesAndCentresAttachToTheFrame() {
    let s = acceptedSession(scrollWithContent + ["content.width == sv.width", "content.height == 900"])
    #expect(viewFrame(s, "content").width == 375)
    let t = acceptedSession([
      "scroll sv", "sv.leading == root.leading + 10", "sv.width == 200", "sv.top == root.top", "sv.height == 300",
      "view dot in sv", "dot.centerX == sv.centerX", "dot.width == 20", "dot.top == sv.top + 5", "dot.height == 20",
    ])
    #expect(viewFrame(t, "dot") == Frame(x: 90, y: 5, width: 20, height: 20))
  }

  /// Constraints through contentLayoutGuide say the same as the edges.
  @Test func theContentGuideIsTheContentArea() throws {
    let s = acceptedSession([
      "scroll sv", "sv.leading == root.leading", "sv.trailing == root.trailing", "sv.top == root.top", "sv.height == 400",
      "view a in sv", "a.top == sv.content.top + 10", "a.leading == sv.content.leading", "a.width == 1000", "a.height == 50",
      "a.trailing == sv.content.trailing", "a.bottom == sv.content.bottom - 10",
    ])
    let answer = try #require(s.execute("scrollinfo sv").answer)
    #expect(answer.json.serialized.contains(#""contentSize": {"width": 1000, "height": 70}"#))
    #expect(viewFrame(s, "a") == Frame(x: 0, y: 10, width: 1000, height: 50))
  }

  /// A view outside the scroll view that relates to its edges sees its frame.
  @Test func fromOutsideTheEdgesAreTheFrames() {
    let s = acceptedSession(scrollWithContent + [
      "content.width == sv.frame.width", "content.height == 2000", "set c4.constant 100",
      "view badge", "badge.top == sv.bottom - 50", "badge.height == 10", "badge.leading == root.leading", "badge.width == 10",
    ])
    // sv.bottom is 100 below root's (c4): the frame's bottom, not the 2000-point content's.
    #expect(viewFrame(s, "badge").y == 667 + 100 - 50)
  }

  /// scroll declares atomically, undoes, and refuses what it should.
  @Test func declarationIsAtomicAndUndoable() {
    let s = acceptedSession(["view card"])
    for line in ["scroll card", "scroll sv in nowhere", "scroll 9", "scrollinfo card", "scrollinfo nothing"] {
      #expect(!s.execute(line).ok, "\(line)")
    }
    #expect(s.execute("scroll sv in card").ok)
    #expect(s.layout.isScrollView(s.layout.view(named: "sv")!))
    #expect(s.execute("undo").ok)
    #expect(s.layout.view(named: "sv") == nil)
    #expect(s.execute("redo").ok)
    #expect(s.execute("remove sv").ok)
    #expect(s.execute("scroll sv").ok)
  }

  /// export swift writes the scroll view and its guides with UIKit's names.
  @Test func exportWritesTheGuides() throws {
    let s = acceptedSession(scrollWithContent + [
      "content.width == sv.frameLayoutGuide.width", "content.height == 1200", "set content.preservesSuperviewMargins true",
      "view t in content", "t.leading == content.readable.leading", "t.top == content.safeArea.top", "t.bottom == root.keyboard.top",
    ])
    let answer = s.execute("export swift")
    let text = (answer.answer?.lines ?? answer.confirmation).joined(separator: "\n")
    #expect(text.contains("let sv = UIScrollView()"), "\(text)")
    #expect(text.contains("sv.frameLayoutGuide.widthAnchor"))
    #expect(text.contains("content.readableContentGuide.leadingAnchor"))
    #expect(text.contains("content.safeAreaLayoutGuide.topAnchor"))
    #expect(text.contains("keyboardLayoutGuide.topAnchor"))
    #expect(text.contains("content.preservesSuperviewLayoutMargins = true"))
    #expect(!text.contains("sv.content"))
  }
}
