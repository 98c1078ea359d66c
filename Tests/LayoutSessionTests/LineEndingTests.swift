import Foundation
import Testing
@testable import LayoutLanguage
@testable import LayoutSession

/// Files written on Windows end their lines with "\r\n", which Swift reads
/// as one Character: split at "\n" alone, a whole file was one line.
@Suite struct LineEndingTests {
  private func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }

  @Test func scriptsReadTheSameLines() {
    let script = "# a card\nview card\n\ncard.width == 200\n"
    let lf = ScriptLines.commands(in: script)
    let windows = ScriptLines.commands(in: crlf(script))
    #expect(windows.map(\.0) == [2, 4])
    #expect(windows.map(\.0) == lf.map(\.0) && windows.map(\.1) == lf.map(\.1))
  }

  @Test func aLoadedWindowsFileBuildsTheSameLayout() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("alrepl-crlf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = "view card\ncard.width == 200\ncard.height == card.width * 0.5\n"
    try script.write(to: directory.appendingPathComponent("unix.alrepl"), atomically: true, encoding: .utf8)
    try crlf(script).write(to: directory.appendingPathComponent("windows.alrepl"), atomically: true, encoding: .utf8)
    let unix = Session(directory: directory.path)
    let windows = Session(directory: directory.path)
    #expect(unix.execute("load unix.alrepl").ok)
    #expect(windows.execute("load windows.alrepl").ok)
    #expect(windows.dump() == unix.dump())
  }

  @Test func aWindowsConflictLogParsesTheSame() throws {
    let log = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100   (active)>",
          "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200   (active)>
      """
    let windows = try ConflictLogParser.parse(crlf(log))
    #expect(windows == (try ConflictLogParser.parse(log)))
    #expect(windows.entries.count == 2)
  }

  @Test func aWindowsTranscriptMatchesItsReports() {
    let expected = "> view a\nview a in root\n"
    #expect(Transcript.diff(expected: crlf(expected), actual: expected).isEmpty)
  }
}
