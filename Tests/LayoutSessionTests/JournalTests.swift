import Foundation
import Testing
@testable import LayoutSession

private func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("alrepl-journal-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// Commands that exercise every way the session's state can change.
private let everyKindOfChange = [
  "view card", "card.leading == root.leading + 16", "card.width == 200", "bad.width == 1",
  "set c2.constant 180", "undo", "redo", "undo", "frames", "view other", "reset", "undo",
  "load part.alrepl", "card.top == root.top", "undo", "size 320x568", "draw",
]

@Suite struct JournalTests {
  /// Two `--resume` at once both replayed the same journal (four started
  /// together: all four resumed it). A journal another process has taken
  /// is passed over for the next one, and one finished meanwhile is not
  /// taken at all.
  @Test func aJournalBeingResumedElsewhereIsPassedOver() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let header = #"{"alrepl": "session journal", "formatVersion": 1}"# + "\n"
    let older = directory.appendingPathComponent("session-00000000000001-1.jsonl")
    let newer = directory.appendingPathComponent("session-00000000000002-2.jsonl")
    try (header + #"{"command": "view old"}"# + "\n").write(to: older, atomically: true, encoding: .utf8)
    try (header + #"{"command": "view new"}"# + "\n").write(to: newer, atomically: true, encoding: .utf8)
    #expect(JournalFile.unfinished(in: directory).first == newer)
    let elsewhere = try #require(JournalFile.claim(newer))
    #expect(JournalFile.claim(newer) == nil)
    let session = Session(directory: directory.path)
    let resumed = try Journal(directory: directory).resume(into: session)
    #expect(resumed?.from == older)
    #expect(session.layout.view(named: "old") != nil && session.layout.view(named: "new") == nil)
    JournalFile.release(elsewhere)
    // Finished (renamed) while this one waited: not taken.
    let held = open(newer.path, O_RDONLY)
    JournalFile.markFinished(newer)
    #expect(JournalFile.claim(newer) == nil)
    close(held)
  }

  @Test func recordsOnlyAcceptedChangesIncludingUndoAndRedo() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "view part\npart.height == 10\nframes\n".write(to: directory.appendingPathComponent("part.alrepl"), atomically: true, encoding: .utf8)
    let session = Session(directory: directory.path)
    var records: [JournalRecord] = []
    session.onAccepted = { records.append($0) }
    for line in everyKindOfChange { _ = session.execute(line) }
    #expect(records.map(\.command) == [
      "view card", "card.leading == root.leading + 16", "card.width == 200",
      "set c2.constant 180", "undo", "redo", "undo", "view other", "reset", "undo",
      "load part.alrepl", "card.top == root.top", "undo", "size 320x568",
    ])
    #expect(records[10].loaded == ["view part", "part.height == 10"])
  }

  /// The heart of --resume: replaying the journal gives the same state,
  /// the same undo and redo stacks, even after the loaded file is gone.
  @Test func replayRestoresTheSessionExactly() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "view part\npart.height == 10\n".write(to: directory.appendingPathComponent("part.alrepl"), atomically: true, encoding: .utf8)
    let original = Session(directory: directory.path)
    let journals = directory.appendingPathComponent("journals")
    do {
      let journal = Journal(directory: journals)
      journal.attach(to: original)
      for line in everyKindOfChange { _ = original.execute(line) }
    }  // the journal is gone as with kill -9: its file stays, unfinished and unlocked
    try FileManager.default.removeItem(at: directory.appendingPathComponent("part.alrepl"))

    let resumed = Session(directory: directory.path)
    let result = try #require(try Journal(directory: journals).resume(into: resumed))
    #expect(result.failures.isEmpty)
    #expect(result.commands == 14)
    #expect(resumed.dump() == original.dump())
    #expect(resumed.entries == original.entries)
    for line in ["redo", "undo", "undo", "redo"] {
      #expect(TextRenderer.lines(resumed.execute(line)) == TextRenderer.lines(original.execute(line)))
    }
    #expect(resumed.dump() == original.dump())
  }

  /// An import is resumed from the text it read, not from the file: the
  /// file may have changed since, or the path may be relative to another
  /// directory.
  @Test func anImportResumesFromTheTextItRead() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let log = directory.appendingPathComponent("log.txt")
    try sharedLog.write(to: log, atomically: true, encoding: .utf8)
    let original = Session(directory: directory.path)
    let journals = directory.appendingPathComponent("journals")
    do {
      let journal = Journal(directory: journals)
      journal.attach(to: original)
      #expect(original.execute("import log.txt").ok)
      #expect(original.execute("set log1.constant 300").ok)
    }
    try "not a log any more".write(to: log, atomically: true, encoding: .utf8)
    let resumed = Session(directory: FileManager.default.temporaryDirectory.path)
    let result = try #require(try Journal(directory: journals).resume(into: resumed))
    #expect(result.failures.isEmpty)
    #expect(resumed.dump() == original.dump())
  }

  /// A file with no commands is no change: nothing for undo or the journal.
  @Test func loadingAnEmptyFileChangesNothing() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "# only a comment\n".write(to: directory.appendingPathComponent("empty.alrepl"), atomically: true, encoding: .utf8)
    let session = Session(directory: directory.path)
    var records: [JournalRecord] = []
    session.onAccepted = { records.append($0) }
    _ = session.execute("view a")
    let report = session.execute("load empty.alrepl")
    #expect(report.ok)
    #expect(session.entries == [["view a"]])
    #expect(records.map(\.command) == ["view a"])
    #expect(TextRenderer.lines(session.execute("undo")).first == "undid: view a")
  }

  @Test func recordsAreOnDiskBeforeExecuteReturns() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = Session()
    let journal = Journal(directory: directory)
    journal.attach(to: session)
    #expect(journal.file == nil)  // nothing written for a session that does nothing
    _ = session.execute("frames")
    #expect(journal.file == nil)
    _ = session.execute("view a")
    let url = try #require(journal.file?.url)
    #expect(try JournalFile.records(at: url) == [JournalRecord(command: "view a")])
    _ = session.execute("a.width == 3")
    #expect(try JournalFile.records(at: url).count == 2)
  }

  @Test func aLiveJournalIsNeverResumedAndAFinishedOneNeither() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let live = Journal(directory: directory)
    try live.append([JournalRecord(command: "view a")])
    // Held by a running alrepl (here: by `live`'s lock), so not resumable.
    #expect(JournalFile.unfinished(in: directory).isEmpty)
    live.finish()
    #expect(JournalFile.unfinished(in: directory).isEmpty)
    #expect(try Journal(directory: directory).resume(into: Session()) == nil)
  }

  @Test func resumePicksTheMostRecentCrashedJournal() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Two crashed sessions: their files stay, unlocked once the descriptor closes.
    for (i, name) in ["old", "new"].enumerated() {
      let file = try JournalFile(in: directory, pid: Int32(9000 + i))
      try file.append([JournalRecord(command: "view \(name)")])
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: Double(i - 10))], ofItemAtPath: file.url.path)
    }
    let session = Session()
    let journal = Journal(directory: directory)
    _ = try journal.resume(into: session)
    #expect(session.layout.view(named: "new") != nil)
    #expect(session.layout.view(named: "old") == nil)
    // The resumed records now live in this process's journal; the old file is finished.
    #expect(try JournalFile.records(at: journal.file!.url) == [JournalRecord(command: "view new")])
    journal.finish()
    let left = JournalFile.unfinished(in: directory)
    #expect(left.count == 1)
    #expect(try JournalFile.records(at: left[0]) == [JournalRecord(command: "view old")])
  }

  @Test func aLineCutShortByACrashIsIgnored() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("session-1-1.jsonl")
    try "{\"alrepl\": \"session journal\", \"formatVersion\": 1}\n{\"command\": \"view a\"}\n{\"command\": \"vi".write(to: url, atomically: true, encoding: .utf8)
    #expect(try JournalFile.records(at: url) == [JournalRecord(command: "view a")])
  }

  /// Cut inside a UTF-8 character, the whole file failed to decode and
  /// nothing could be resumed (issue 43, item 10).
  @Test func aLineCutInsideAUTF8CharacterLosesOnlyThatLine() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("session-1-1.jsonl")
    var bytes = Array("{\"alrepl\": \"session journal\", \"formatVersion\": 1}\n{\"command\": \"view a\"}\n{\"command\": \"label l \\\"Caf".utf8)
    bytes += Array("é".utf8).prefix(1)  // half of the character
    try Data(bytes).write(to: url)
    let (records, dropped) = try JournalFile.read(at: url)
    #expect(records == [JournalRecord(command: "view a")])
    #expect(dropped == 1)
    let session = Session()
    let resumed = try #require(try Journal(directory: directory).resume(into: session))
    #expect(resumed.commands == 1 && resumed.dropped == 1)
    #expect(session.layout.view(named: "a") != nil)
  }

  @Test func recordsRoundTripThroughJSON() {
    for record in [JournalRecord(command: "set c1.constant 2 # \"quoted\" \\ ok"), JournalRecord(command: "load x", loaded: ["view a", "a.width == 1"])] {
      #expect(JournalRecord(jsonLine: Substring(record.jsonLine)) == record)
    }
  }

  /// Two writers appending at once: every line whole, none lost.
  @Test func concurrentAppendsNeverInterleave() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let a = try JournalFile(in: directory, pid: 1)
    let url = a.url
    let long = String(repeating: "x", count: 3000)
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        group.addTask {
          let fd = open(url.path, O_WRONLY | O_APPEND)
          defer { close(fd) }
          for i in 0..<200 {
            let line = JournalRecord(command: "view w\(writer)_\(i)_\(long)").jsonLine + "\n"
            _ = Array(line.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
          }
        }
      }
    }
    let records = try JournalFile.records(at: url)
    #expect(records.count == 800)
    #expect(Set(records.map(\.command)).count == 800)
  }
}

/// A conflict log of two views, as UIKit prints it.
private let sharedLog = """
  Unable to simultaneously satisfy constraints.
  (
      "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100   (active)>",
      "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200   (active)>"
  )

  Will attempt to recover by breaking constraint
  <NSLayoutConstraint:0x600002 UIView:0x7f01.width == 200   (active)>
  """
