import Foundation
import Testing
@testable import LayoutSession

private var sessionsDirectory: URL {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("sessions")
}

private func json(_ report: Report) throws -> [String: Any] {
  try JSONSerialization.jsonObject(with: Data(JSONRenderer.line(report).utf8)) as! [String: Any]
}

@Suite struct ReportTests {
  @Test func pipedExampleFromTheIssue() throws {
    let session = Session()
    _ = session.execute("view a")
    let object = try json(session.execute("a.width == 100"))
    let frames = try #require(object["frames"] as? [String: Any])
    let a = try #require(frames["a"] as? [String: Any])
    #expect(a["width"] as? Double == 100)
    #expect(Array(object.keys).sorted() == [
      "ambiguous", "broken", "changed", "command", "conflicts", "error", "frames", "noLongerAmbiguous",
      "noLongerUnsatisfied", "ok", "resolvedConflicts", "unsatisfied",
    ])
  }

  /// `line` writes frames straight into the text for speed; it must stay
  /// byte for byte what the value tree serializes to, over every lesson.
  @Test func fastLineIsTheSerializedObject() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: sessionsDirectory.path)
      .filter { $0.hasPrefix("lesson-") }.sorted()
    #expect(files.count >= 16)
    var compared = 0
    for file in files {
      let text = try String(contentsOf: sessionsDirectory.appendingPathComponent(file), encoding: .utf8)
      let session = Session(directory: sessionsDirectory.path)
      for (_, line) in ScriptLines.commands(in: text) {
        let report = session.execute(line)
        #expect(JSONRenderer.line(report) == JSONRenderer.object(report).serialized, "\(file): \(line)")
        compared += 1
      }
    }
    #expect(compared > 300)
  }

  /// A fill stack's order among tied views is alrepl's own tie-break: the
  /// report never calls it unmet, and explain says what it is.
  @Test func fillOrderTieBreakIsExplainedNeverUnmet() {
    let session = Session()
    var text: [String] = []
    for line in ["view a intrinsic 50x20", "view b intrinsic 60x20", "stack s [a b]", "s.width == 200"] {
      text += TextRenderer.lines(session.execute(line))
    }
    #expect(!text.joined().contains("fill-order"))
    #expect(text.contains { $0.contains("ambiguous: a.width 50…140") })
    let answer = TextRenderer.lines(session.execute("explain s-alrepl-fill-order-1")).joined(separator: "\n")
    #expect(answer.contains("tie-break") && answer.contains("a.width == 50 @0"))
  }

  /// The conflict lesson: conflicts[0].set lists exactly the two constraints
  /// that cannot hold together, and nothing else.
  @Test func conflictSessionListsExactlyTheConflictingSet() throws {
    let text = try String(contentsOf: sessionsDirectory.appendingPathComponent("lesson-08-conflicts.alrepl"), encoding: .utf8)
    let session = Session()
    var last: [String: Any] = [:]
    for (_, line) in ScriptLines.commands(in: text) where line == "button.height == 20" || !line.hasPrefix("remove") && !line.contains("@999") {
      last = try json(session.execute(line))
      if line == "button.height == 20" { break }
    }
    let conflicts = try #require(last["conflicts"] as? [[String: Any]])
    #expect(conflicts.count == 1)
    #expect(conflicts[0]["set"] as? [String] == ["minHeight", "c4"])
    // The older one breaks, as in Apple's log of this very pair.
    #expect(conflicts[0]["broken"] as? String == "minHeight")
  }

  @Test func optionalConstraintReportsItsError() throws {
    let session = Session()
    for line in ["view p", "p.height <= 0.25 * root.height"] { _ = session.execute(line) }
    let object = try json(session.execute("pref: p.height == 300 @750"))
    let broken = try #require(object["broken"] as? [[String: Any]])
    #expect(broken.count == 1)
    #expect(broken[0]["id"] as? String == "pref")
    #expect(broken[0]["error"] as? Double == 133.25)
  }

  @Test func ambiguityInJSON() throws {
    let session = Session()
    let object = try json(session.execute("view v"))
    let open = try #require(object["ambiguous"] as? [[String: Any]])
    #expect(open.count == 4)
    #expect(open[2]["attribute"] as? String == "width")
    #expect(open[2]["min"] as? Double == 0)
    #expect(open[2]["max"] is NSNull)
  }

  @Test func saveThenLoadRebuildsTheSameLayout() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alrepl-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = Session(directory: directory.path)
    for line in ["view card", "card.width == 0.5 * root.width", "card.height == card.width", "frames", "save s.alrepl"] {
      #expect(first.execute(line).ok)
    }
    let second = Session(directory: directory.path)
    #expect(second.execute("load s.alrepl").ok)
    #expect(LayoutSnapshot(second.layout).frames == LayoutSnapshot(first.layout).frames)
    #expect(second.execute("undo").ok)
    #expect(second.layout.view(named: "card") == nil)
    #expect(!second.execute("load missing.alrepl").ok)
  }

  @Test func quietWhenNothingChanges() {
    let session = Session()
    _ = session.execute("view v")
    _ = session.execute("v.width == 10")
    // Nothing moves, so no frame lines; the copy gets its one note (issue 36).
    let lines = TextRenderer.lines(session.execute("v.width == 10"))
    #expect(lines.first == "c2: v.width == 10")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  note: c2 says exactly what c1 says") })
    #expect(TextRenderer.lines(session.execute("v.width == 10 @500")) == ["c3: v.width == 10 @500"])
  }

  @Test func transcriptDiffShowsBothSides() {
    let lines = Transcript.diff(expected: "a\nb\nc", actual: "a\nB\nc")
    #expect(lines == ["-2: b", "+2: B"])
  }
}

@Suite struct TranscriptDiffScaleTests {
  /// 40,000 stale lines: the n × m table took 3.9 GB and was killed
  /// (issue 43, item 6); now memory follows what changed, and the output
  /// is bounded.
  @Test func aLargeStaleTranscriptDiffsInBoundedSpace() {
    let expected = (0..<40_000).map { "line \($0)" }.joined(separator: "\n")
    let actual = (0..<40_000).map { "line \($0 % 7 == 0 ? -$0 : $0)" }.joined(separator: "\n")
    let lines = Transcript.diff(expected: expected, actual: actual)
    #expect(lines.count == Transcript.shownDiffLines + 1)
    #expect(lines.last?.hasPrefix("… and ") == true)
    #expect(lines.first == "-8: line 7")
  }

  @Test func oneChangeInALongTranscriptIsOneHunk() {
    var lines = (0..<50_000).map { "l\($0)" }
    let expected = lines.joined(separator: "\n")
    lines[25_000] = "changed"
    #expect(Transcript.diff(expected: expected, actual: lines.joined(separator: "\n")) == ["-25001: l25000", "+25001: changed"])
  }
}

/// Issue 43, item 11: JSON output follows what changed.
@Suite struct JSONFramesFollowChangesTests {
  private func frames(_ report: Report) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(JSONRenderer.line(report).utf8)) as! [String: Any]
    return try #require(object["frames"] as? [String: Any])
  }

  @Test func aCommandCarriesTheFramesItMovedAndFramesCarriesAll() throws {
    let s = Session()
    for k in 0..<50 { _ = s.execute("view v\(k)") }
    let moved = try frames(s.execute("v7.width == 40"))
    #expect(Array(moved.keys) == ["v7"])
    #expect(try frames(s.execute("ambiguity")).isEmpty)
    #expect(try frames(s.execute("frames")).count == 51)
    // 1,000 views: one edit's line stays small.
    for k in 50..<1000 { _ = s.execute("view v\(k)") }
    #expect(JSONRenderer.line(s.execute("v999.height == 5")).utf8.count < 2_000 + JSONRenderer.line(s.execute("ambiguity")).utf8.count)
  }
}
