import Foundation
import Testing
@testable import LayoutSession

/// A session with a query, a loaded file, an SVG drawing, a conflict, an
/// unmet wish, an undo and a failed command, exported to `name` in its directory.
private struct Exported {
  let directory: URL
  let session: Session
  let text: String

  static let commands = [
    "view card", "card.leading == root.leading + 16", "card.trailing == root.trailing - 16",
    "card.top == root.top + 20", "card.height == 100", "why card.height", "nope.width == 1",
    "draw --svg card.svg", "card.height == 120", "wish: card.width == 500 @750", "load side.alrepl",
    "undo", "explain c4", "save saved.alrepl",
  ]

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("alrepl-markdown-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try "# a file to load\nview side\nside.width == 50\n".write(
      to: directory.appendingPathComponent("side.alrepl"), atomically: true, encoding: .utf8)
    session = Session(directory: directory.path)
    for line in Self.commands { _ = session.execute(line) }
    text = try Self.export(session, to: "out.md", in: directory)
  }

  static func export(_ session: Session, to name: String, in directory: URL) throws -> String {
    let report = session.execute("export markdown \(name)")
    #expect(report.ok, "\(report.failure?.message ?? "")")
    return try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  /// The fenced blocks, each under the heading before it ("" for the first).
  var blocks: [(heading: String, lines: [String])] {
    var result: [(String, [String])] = []
    var heading = ""
    var fence: String?
    var body: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if let open = fence {
        if line == open {
          result.append((heading, body))
          fence = nil
        } else {
          body.append(line)
        }
      } else if line.hasPrefix("```") {
        fence = String(line.prefix { $0 == "`" })
        body = []
      } else if line.hasPrefix("## ") {
        heading = String(line.dropFirst(3))
      }
    }
    return result
  }

  func block(_ heading: String) throws -> [String] {
    try #require(blocks.first { $0.heading == heading }?.lines, "no block under '\(heading)'")
  }
}

@Suite struct MarkdownExportTests {
  @Test func everyAcceptedCommandAppearsInOrder() throws {
    let e = try Exported()
    defer { try? FileManager.default.removeItem(at: e.directory) }
    let commands = try e.block("").filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
    // The loaded file appears as its commands and its undo once per command;
    // the SVG drawing is drawn in the terminal; the failed command and
    // save (which only writes a file) are left out.
    #expect(commands == [
      "view card", "card.leading == root.leading + 16", "card.trailing == root.trailing - 16",
      "card.top == root.top + 20", "card.height == 100", "why card.height", "draw", "card.height == 120",
      "wish: card.width == 500 @750", "view side", "side.width == 50", "undo", "undo", "explain c4",
    ])
    #expect(e.text.contains("14 commands on a 375×667 root."))
  }

  @Test func theTranscriptReplaysAsACheckedTranscript() throws {
    let e = try Exported()
    defer { try? FileManager.default.removeItem(at: e.directory) }
    let transcript = try e.block("").joined(separator: "\n")
    let replayed = Transcript.regenerate(transcript, session: Session(directory: "/nonexistent"))
    #expect(Transcript.diff(expected: transcript, actual: replayed) == [])
  }

  /// A label's text is printed as the command that makes it: a line break
  /// printed raw made report lines that a transcript read as commands.
  @Test func aLabelTextWithLineBreaksStaysOneLine() {
    let line = #"label l "x\n> view z\n# c \"q\" back\\slash""#
    let report = Session().execute(line)
    #expect(TextRenderer.lines(report).first == #"label l in root: "x\n> view z\n# c \"q\" back\\slash" font 17 lines 1"#)
    let transcript = Transcript.regenerate("> " + line + "\n", session: Session())
    #expect(!transcript.contains("\n> view z"))
    #expect(Transcript.diff(expected: transcript, actual: Transcript.regenerate(transcript, session: Session())) == [])
  }

  @Test func framesAndDrawingsAreInFencedBlocks() throws {
    let e = try Exported()
    defer { try? FileManager.default.removeItem(at: e.directory) }
    let frames = try e.block("Frames")
    #expect(frames.first?.hasPrefix("view  in    x") == true)
    #expect(frames.contains { $0.split(separator: " ") == ["card", "root", "16", "20", "343", "120"] })
    let drawing = try e.block("Drawing")
    #expect(drawing.first?.hasPrefix("┌root") == true)
    #expect(drawing.contains { $0.contains("┌card") })
    #expect(drawing.contains("root 375×667 pt; 1 column = 4.75 pt, 1 row = 9.49 pt"))
    // The drawing asked for mid-session is in the transcript, at its place.
    let transcript = try e.block("")
    let draw = try #require(transcript.firstIndex(of: "> draw"))
    #expect(transcript[draw + 1].hasPrefix("┌root"))
    #expect(try e.block("As UIKit code").contains("  card.heightAnchor.constraint(equalToConstant: 100),"))
  }

  @Test func problemsAreExplained() throws {
    let e = try Exported()
    defer { try? FileManager.default.removeItem(at: e.directory) }
    #expect(try e.block("Conflicts").contains("alrepl: c5 makes card.height = 120; c4 says 100."))
    #expect(try e.block("Conflicts").contains("alrepl: c4 and c5 cannot both hold."))
    #expect(try e.block("Optional constraints not met") == [
      "unsatisfied: wish card.width == 500 @750 (off by 157); UIView-Encapsulated-Layout-Width, c1, c2 hold card.width = 375 - 16 - 16 = 343"
    ])
    #expect(try e.block("Ambiguity") == ["nothing is ambiguous: every frame value is fixed by the constraints"])
    #expect(try e.block("Constraints").contains { $0.hasPrefix("c4") && $0.hasSuffix("BROKEN") })
    // The answers of why and explain, where they were asked.
    let transcript = try e.block("")
    #expect(transcript.contains("card.height = 100"))
    #expect(transcript.contains("  now: broken: it cannot hold together with c5 (see conflicts)"))
  }

  @Test func itIsSelfContained() throws {
    let e = try Exported()
    defer { try? FileManager.default.removeItem(at: e.directory) }
    for reference in [e.directory.path, "side.alrepl", "saved.alrepl", "card.svg", "--svg", "> load", "> save", "](", "<img"] {
      #expect(!e.text.contains(reference), "the export mentions \(reference)")
    }
  }

  @Test func exportsAreByteIdentical() throws {
    let e = try Exported()
    defer { try? FileManager.default.removeItem(at: e.directory) }
    let before = e.session.dump()
    let again = try Exported.export(e.session, to: "again.md", in: e.directory)
    #expect(Data(again.utf8) == Data(e.text.utf8))
    #expect(e.session.dump() == before, "exporting must not change the session")
    // A second session that ran the same commands exports the same bytes.
    let other = Session(directory: e.directory.path)
    for line in Exported.commands { _ = other.execute(line) }
    #expect(try Exported.export(other, to: "other.md", in: e.directory) == e.text)
  }

  @Test func backticksInALabelCannotEndABlock() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alrepl-markdown-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let s = Session(directory: directory.path)
    #expect(s.execute("label t \"a ``` b\"").ok)
    let text = try Exported.export(s, to: "out.md", in: directory)
    #expect(text.contains("\n````\n> label t \"a ``` b\"\n"))
    #expect(MarkdownExport.block(["plain"]) == ["```", "plain", "```"])
  }
}
