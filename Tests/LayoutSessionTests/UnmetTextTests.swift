import Foundation
import Testing
@testable import LayoutSession

/// A snapshot reuses the printed text of an unmet wish from the one before
/// when nothing it was printed from changed: the text must still always
/// be what printing it afresh gives.
@Suite struct UnmetTextTests {
  private func text(of name: String, _ report: Report) -> String? {
    report.after.unmet.first { $0.name == name }?.text
  }

  private func box(_ view: String) -> [String] {
    [
      "view \(view)", "\(view).top == root.top", "\(view).leading == root.leading", "\(view).height == 10",
      "\(view).width <= 50", "w: \(view).width == 100 @250",
    ]
  }

  @Test func aChangedConstantOrPriorityIsPrintedAgain() {
    let s = Session()
    var last: Report?
    for c in box("a") { last = s.execute(c) }
    #expect(last.map { text(of: "w", $0) } == "a.width == 100 @250")
    // Unchanged by an unrelated command: the same text, reused.
    #expect(text(of: "w", s.execute("view other")) == "a.width == 100 @250")
    #expect(text(of: "w", s.execute("set w.constant 90")) == "a.width == 90 @250")
    #expect(text(of: "w", s.execute("set w.priority 300")) == "a.width == 90 @300")
  }

  @Test func theSameConstraintOnARenamedViewIsPrintedAgain() throws {
    // A loaded file that starts with reset gives its first view and
    // constraints the ids the old layout gave its own: the same id, name
    // and spec as the old w, but the view is called b now.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alrepl-unmet-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try (["reset"] + box("b")).joined(separator: "\n").write(
      to: directory.appendingPathComponent("b.alrepl"), atomically: true, encoding: .utf8)
    let s = Session(directory: directory.path)
    for c in box("a") { _ = s.execute(c) }
    let loaded = s.execute("load b.alrepl")
    #expect(loaded.ok)
    #expect(text(of: "w", loaded) == "b.width == 100 @250")
  }

  @Test func aRemovedWishIsGoneNotSatisfiedAgain() {
    let s = Session()
    for c in box("a") { _ = s.execute(c) }
    let removed = TextRenderer.lines(s.execute("remove w"))
    #expect(!removed.contains { $0.contains("satisfied again: w") }, "\(removed)")
    for c in ["w: a.width == 100 @250"] { _ = s.execute(c) }
    let met = TextRenderer.lines(s.execute("set w.constant 40"))
    #expect(met.contains { $0.contains("satisfied again: w") }, "\(met)")
  }
}
