import Foundation
import Testing
@testable import LayoutSession

#if canImport(Glibc)
  import Glibc
#endif

/// A fresh folder of its own for one test.
private func folder() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("alrepl-files-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// `save`, `export`, `draw --svg` and `check --update` replaced whatever was
/// at the path with a plain file (issue 43, item 1).
@Suite struct FileWriterTests {

  @Test func aSymlinkStaysALinkAndItsTargetIsWritten() throws {
    let dir = try folder()
    let target = dir.appendingPathComponent("real.alrepl")
    try "old\n".write(to: target, atomically: false, encoding: .utf8)
    let link = dir.appendingPathComponent("link.alrepl")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let s = Session(directory: dir.path)
    #expect(s.execute("view a").ok)
    #expect(s.execute("save link.alrepl").ok)
    let attributes = try FileManager.default.attributesOfItem(atPath: link.path)
    #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
    #expect(try String(contentsOf: target, encoding: .utf8).hasSuffix("view a\n"))
  }

  /// A link to a link that dangles: the old writer renamed a file over
  /// the second link; both stay links and the file appears at the end.
  @Test func aChainOfLinksKeepsEveryLink() throws {
    let dir = try folder()
    #expect(symlink("middle", dir.appendingPathComponent("first").path) == 0)
    #expect(symlink("end.alrepl", dir.appendingPathComponent("middle").path) == 0)
    let s = Session(directory: dir.path)
    #expect(s.execute("view a").ok)
    let report = s.execute("save first")
    #expect(report.ok, "\(report.failure?.message ?? "")")
    for name in ["first", "middle"] {
      var info = stat()
      #expect(lstat(dir.appendingPathComponent(name).path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK, "\(name)")
    }
    #expect(try String(contentsOf: dir.appendingPathComponent("end.alrepl"), encoding: .utf8).hasSuffix("view a\n"))
  }

  /// Links that point at each other: refused, and both stay links (the old
  /// writer replaced one of them with a plain file and said "saved").
  @Test func aLoopOfLinksIsRefused() throws {
    let dir = try folder()
    #expect(symlink("b", dir.appendingPathComponent("a").path) == 0)
    #expect(symlink("a", dir.appendingPathComponent("b").path) == 0)
    let s = Session(directory: dir.path)
    #expect(s.execute("view v").ok)
    for command in ["save a", "export swift a", "draw --svg a"] {
      let report = s.execute(command)
      #expect(report.failure?.message == "cannot write a: its symbolic links go round in a loop", "\(command)")
    }
    for name in ["a", "b"] {
      var info = stat()
      #expect(lstat(dir.appendingPathComponent(name).path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK, "\(name)")
    }
  }

  /// A file its owner made read-only is not replaced: renaming over it
  /// succeeds whenever the folder is writable, so the mode must be asked.
  /// Root may write any file, so the test needs another user.
  @Test(.enabled(if: getuid() != 0, "root may write a read-only file"))
  func aReadOnlyFileIsRefused() throws {
    let dir = try folder()
    let file = dir.appendingPathComponent("kept.alrepl")
    try "mine\n".write(to: file, atomically: false, encoding: .utf8)
    #expect(chmod(file.path, 0o444) == 0)
    let s = Session(directory: dir.path)
    #expect(s.execute("view a").ok)
    #expect(s.execute("save kept.alrepl").failure?.message.contains("read-only") == true)
    #expect(try String(contentsOf: file, encoding: .utf8) == "mine\n")
  }

  @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
    let dir = try folder()
    let fifo = dir.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // A reader first, so the write does not find the FIFO unread.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    let s = Session(directory: dir.path)
    #expect(s.execute("view a").ok)
    let report = s.execute("save pipe")
    #expect(report.ok, "\(report.failure?.message ?? "")")
    var info = stat()
    #expect(stat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
    var buffer = [UInt8](repeating: 0, count: 256)
    let n = read(reader, &buffer, buffer.count)
    #expect(n > 0 && String(decoding: buffer[0..<max(n, 0)], as: UTF8.self).hasSuffix("view a\n"))
  }

  @Test func aFIFONobodyReadsIsRefusedNotWaitedOn() throws {
    let dir = try folder()
    #expect(mkfifo(dir.appendingPathComponent("pipe").path, 0o600) == 0)
    let s = Session(directory: dir.path)
    let report = s.execute("save pipe")
    #expect(report.failure?.message.contains("nothing is reading") == true)
  }

  /// /dev/full is Linux's; elsewhere the test is skipped, and says so.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
  func aFullDeviceIsAnErrorNotSaved() throws {
    let s = Session(directory: "/tmp")
    #expect(s.execute("view a").ok)
    let report = s.execute("save /dev/full")
    #expect(!report.ok)
    #expect(report.failure?.message.contains("the device is full") == true)
    var info = stat()
    #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
  }

  @Test func aFolderIsRefusedAndAPlainFileKeepsItsMode() throws {
    let dir = try folder()
    let s = Session(directory: dir.path)
    #expect(s.execute("view a").ok)
    #expect(s.execute("save .").failure?.message.contains("it is a folder") == true)
    let file = dir.appendingPathComponent("kept.alrepl")
    try "x\n".write(to: file, atomically: false, encoding: .utf8)
    #expect(chmod(file.path, 0o640) == 0)
    #expect(s.execute("export swift kept.alrepl").ok)
    var info = stat()
    #expect(stat(file.path, &info) == 0 && info.st_mode & 0o777 == 0o640)
  }
}

/// Issue 43, item 13: the smaller ones.
@Suite struct SmallReliabilityTests {
  @Test func importSaysWhatIsWrongWithThePath() throws {
    let dir = try folder()
    let s = Session(directory: dir.path)
    #expect(s.execute("import .").failure?.message == "cannot read .: it is a folder")
    #expect(s.execute("import none.txt").failure?.message == "cannot read none.txt: no such file")
    // Past the cap, refused before reading it.
    let big = dir.appendingPathComponent("big.txt")
    #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: UInt64(Session.maxScriptBytes + 1))
    try handle.close()
    #expect(s.execute("import big.txt").failure?.message.contains("larger than a script can be") == true)
  }

  @Test func aByteOrderMarkIsNotPartOfTheFirstCommand() throws {
    let dir = try folder()
    try Data([0xEF, 0xBB, 0xBF] + Array("view a\na.width == 10\n".utf8)).write(to: dir.appendingPathComponent("s.alrepl"))
    let s = Session(directory: dir.path)
    let report = s.execute("load s.alrepl # with a comment")
    #expect(report.ok, "\(report.failure?.message ?? "")")
    #expect(s.layout.view(named: "a") != nil)
  }

  /// The lessons print their UIKit code with `export swift`; loading one
  /// skips it like a query, but an export that writes a file is refused.
  @Test func aLoadedFileMayPrintAnExportButNotWriteOne() throws {
    let dir = try folder()
    try Data("view a\nexport swift\na.width == 10\n".utf8).write(to: dir.appendingPathComponent("prints.alrepl"))
    try Data("view b\nexport swift out.swift\n".utf8).write(to: dir.appendingPathComponent("writes.alrepl"))
    let s = Session(directory: dir.path)
    let printed = s.execute("load prints.alrepl")
    #expect(printed.ok, "\(printed.failure?.message ?? "")")
    #expect(s.layout.view(named: "a") != nil)
    let written = s.execute("load writes.alrepl")
    #expect(written.failure?.message.contains("cannot be used inside a loaded file") == true)
    #expect(s.layout.view(named: "b") == nil)
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.swift").path))
  }

  @Test func numbersInMessagesReadAsWritten() {
    let report = Session().execute("view 0x10")
    #expect(report.failure?.message == "expected a name for the view, found 0x10")
  }
}

/// Issue 43, item 7: control characters never reach the terminal raw.
@Suite struct ControlCharacterTests {
  /// A label typed with a raw ESC was saved raw: `cat` of the saved file
  /// drove the terminal. Saved escaped, it loads back to the same text.
  @Test func saveWritesControlCharactersEscaped() throws {
    let dir = try folder()
    let s = Session(directory: dir.path)
    #expect(s.execute("label l \"x\u{1B}[2Jy\u{7}\"").ok)
    #expect(s.execute("save esc.alrepl").ok)
    let saved = try String(contentsOf: dir.appendingPathComponent("esc.alrepl"), encoding: .utf8)
    #expect(!saved.contains(where: { $0.isControlCharacter && $0 != "\n" }))
    #expect(saved.contains(#"label l "x\u{1B}[2Jy\u{7}""#))
    let again = Session(directory: dir.path)
    #expect(again.execute("load esc.alrepl").ok)
    // `tree` shows each label's text: the same in both.
    let tree = TextRenderer.lines(s.execute("tree")), loaded = TextRenderer.lines(again.execute("tree"))
    #expect(tree.contains { $0.contains(#"x\u{1B}[2Jy\u{7}"#) })
    #expect(loaded == tree)
  }

  @Test func labelTextIsShownEscapedAndReadsBack() throws {
    let s = Session()
    let report = s.execute("label l \"a\u{1B}[31mred\"")
    #expect(report.ok)
    let text = TextRenderer.lines(report).joined(separator: "\n")
    #expect(!text.contains("\u{1B}"))
    #expect(text.contains(#""a\u{1B}[31mred""#))
    // What a report shows is a command that gives the same text back.
    let again = Session()
    #expect(again.execute(#"label l "a\u{1B}[31mred""#).ok)
    #expect(TextRenderer.lines(again.execute("frames")) == TextRenderer.lines(s.execute("frames")))
    let swift = try #require(s.execute("export swift").answer).lines.joined(separator: "\n")
    #expect(!swift.contains("\u{1B}") && swift.contains(#"\u{1B}"#))
  }

  @Test func anErrorsCaretLineHasNoRawControlCharacter() {
    let lines = TextRenderer.lines(Session().execute("view \u{1B}]0;x\u{7}"))
    #expect(!lines.joined().contains("\u{1B}") && !lines.joined().contains("\u{7}"))
  }
}

/// Issue 43, item 7: transcripts from elsewhere write files.
@Suite struct WritePolicyTests {

  @Test func insideFolderRefusesAPathOutsideIt() throws {
    let inside = try folder(), outside = try folder()
    let s = Session(directory: inside.path)
    s.writePolicy = .insideFolder(inside)
    #expect(s.execute("view a").ok)
    #expect(s.execute("save ok.alrepl").ok)
    let refused = s.execute("save \(outside.path)/x.alrepl")
    #expect(refused.failure?.message.contains("outside") == true)
    #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("x.alrepl").path))
    // A link inside the folder that points outside is outside.
    try FileManager.default.createSymbolicLink(at: inside.appendingPathComponent("out"), withDestinationURL: outside)
    #expect(s.execute("export swift out/y.swift").failure?.message.contains("outside") == true)
  }

  /// A link inside the folder to a file outside it that does not exist
  /// yet (or a chain of links ending there): `run` wrote it.
  @Test func insideFolderRefusesADanglingLinkThatPointsOutside() throws {
    let inside = try folder(), outside = try folder()
    #expect(symlink(outside.appendingPathComponent("x.alrepl").path, inside.appendingPathComponent("evil").path) == 0)
    #expect(symlink("evil", inside.appendingPathComponent("chain").path) == 0)
    #expect(symlink("fine.alrepl", inside.appendingPathComponent("local").path) == 0)
    let s = Session(directory: inside.path)
    s.writePolicy = .insideFolder(inside)
    #expect(s.execute("view a").ok)
    for command in ["save evil", "save chain", "export swift evil", "draw --svg chain"] {
      #expect(s.execute(command).failure?.message.contains("outside") == true, "\(command)")
    }
    #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("x.alrepl").path))
    // A dangling link that stays inside is written, and stays a link.
    #expect(s.execute("save local").ok)
    #expect(FileManager.default.fileExists(atPath: inside.appendingPathComponent("fine.alrepl").path))
  }

  @Test func scratchWritesNothingRealAndReadsItBack() throws {
    let home = try folder(), scratch = try folder()
    let s = Session(directory: home.path)
    s.writePolicy = .scratch(scratch)
    for c in ["view a", "a.width == 10", "save \(home.path)/evil.alrepl", "reset", "load \(home.path)/evil.alrepl"] {
      let r = s.execute(c)
      #expect(r.ok, "\(c): \(r.failure?.message ?? "")")
    }
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("evil.alrepl").path))
    #expect(s.layout.view(named: "a") != nil)
  }
}

/// Issue 43, item 8: multipliers carried frames past the 1e6 limit, and
/// then required constraints missed by points.
@Suite struct MultiplierLimitTests {
  @Test func aFramePastTheLimitIsRefusedWhole() {
    let s = Session()
    #expect(s.execute("view v1").ok)
    #expect(s.execute("k4: root.top == 2e5 * v1.bottom + 42").ok)
    let before = s.dump()
    let report = s.execute("k5: root.centerY == 0.000002 * v1.centerY + 654321")
    #expect(report.failure?.message.contains("past alrepl's limit of 1e6") == true)
    #expect(s.dump() == before)
  }
}

/// Issue 43, item 5: Ctrl-C cancels a long command, atomically.
@Suite struct CancellationTests {
  @Test func aCancelledLoadLeavesTheSessionAsItWas() throws {
    let dir = try folder()
    let script = (0..<200).map { "view v\($0)\nv\($0).width == \($0)" }.joined(separator: "\n")
    try script.write(to: dir.appendingPathComponent("long.alrepl"), atomically: true, encoding: .utf8)
    let s = Session(directory: dir.path)
    #expect(s.execute("view kept").ok)
    let before = s.dump()
    var asked = 0
    s.isCancelled = {
      asked += 1
      return asked > 50  // Ctrl-C pressed a quarter of the way through
    }
    let report = s.execute("load long.alrepl")
    #expect(report.failure?.message.hasPrefix("interrupted (Ctrl-C)") == true)
    #expect(s.dump() == before)
    s.isCancelled = nil
    #expect(s.execute("load long.alrepl").ok)
    #expect(s.layout.view(named: "v199") != nil)
  }
}
