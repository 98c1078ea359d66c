import Foundation

/// A session journal on disk: a header line, then one ``JournalRecord`` per line.
///
/// Safe with several REPLs at once: each process writes its own file,
/// named after the time and its pid, and holds an exclusive `flock` on it
/// while it runs, so another process can tell a live journal from one left
/// behind by a crash. Every append is a single `write` on an `O_APPEND`
/// descriptor followed by `fsync`, so a record is on disk before its report
/// is shown, and a crash can cut only the last line short.
///
/// A clean quit renames `….jsonl` to `….jsonl.done`: what is left without
/// `.done` and unlocked is a session that ended badly, and can be resumed.
public final class JournalFile {
  /// Where the file is; it gains `.done` when finished.
  public let url: URL
  private let descriptor: Int32

  /// Creates a new journal in `directory` (created if missing) and locks it.
  public init(in directory: URL, pid: Int32 = getpid()) throws {
    try JournalFile.makeFolder(directory)
    let millis = Int(Date().timeIntervalSince1970 * 1000)
    let stamp = String(repeating: "0", count: max(0, 14 - String(millis).count)) + String(millis)
    var candidate = directory.appendingPathComponent("session-\(stamp)-\(pid).jsonl")
    var fd = open(candidate.path, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    var attempt = 1
    while fd < 0 && errno == EEXIST && attempt < 100 {
      candidate = directory.appendingPathComponent("session-\(stamp)-\(pid)-\(attempt).jsonl")
      fd = open(candidate.path, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      attempt += 1
    }
    guard fd >= 0 else { throw JournalError("cannot create a journal in \(directory.path): \(String(cString: strerror(errno)))") }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      close(fd)
      throw JournalError("cannot lock \(candidate.path)")
    }
    url = candidate
    descriptor = fd
    try write(#"{"alrepl": "session journal", "formatVersion": 1}"# + "\n")
  }

  deinit { close(descriptor) }

  /// Makes the journal folder, or says in words why it cannot be made (a
  /// file where the folder should be, no permission).
  public static func makeFolder(_ directory: URL) throws(JournalError) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder) {
      guard isFolder.boolValue else { throw JournalError("\(directory.path) is a file, not a folder") }
    } else {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        var parent = directory.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: parent.path) && parent.path != "/" { parent = parent.deletingLastPathComponent() }
        throw JournalError("cannot make the folder \(directory.path) (\(parent.path) is not a writable folder)")
      }
    }
    guard access(directory.path, W_OK) == 0 else { throw JournalError("cannot write in \(directory.path)") }
  }

  /// Appends records in one write and waits until they are on disk.
  public func append(_ records: [JournalRecord]) throws {
    guard !records.isEmpty else { return }
    try write(records.map { $0.jsonLine + "\n" }.joined())
  }

  private func write(_ text: String) throws {
    do {
      try FileWriter.writeAll(descriptor, Array(text.utf8), shownAs: url.path)
    } catch {
      throw JournalError(error.description)
    }
    guard fsync(descriptor) == 0 else { throw JournalError("cannot sync \(url.path): \(String(cString: strerror(errno)))") }
  }

  /// Marks the journal finished: a clean quit, nothing to resume.
  public func finish() {
    try? FileManager.default.moveItem(at: url, to: url.appendingPathExtension("done"))
    JournalFile.pruneFinished(in: url.deletingLastPathComponent())
  }

  // MARK: - Reading

  /// The records of a journal, in order.
  public static func records(at url: URL) throws -> [JournalRecord] {
    try read(at: url).records
  }

  /// The records of a journal, and how many lines could not be read.
  ///
  /// A crash can cut the last line short, even inside a UTF-8 character;
  /// that used to make the whole file unreadable (and block the journals
  /// behind it). Each line is read on its own: whole records are kept, a
  /// torn or garbled line is counted and skipped.
  public static func read(at url: URL) throws -> (records: [JournalRecord], dropped: Int) {
    let data = try Data(contentsOf: url)
    var records: [JournalRecord] = []
    var dropped = 0
    for (index, line) in data.split(separator: 0x0A, omittingEmptySubsequences: true).enumerated() {
      guard let text = String(bytes: line, encoding: .utf8), let record = JournalRecord(jsonLine: Substring(text)) else {
        // The first line is the header, not a record.
        if index > 0 { dropped += 1 }
        continue
      }
      records.append(record)
    }
    return (records, dropped)
  }

  /// Journals that ended without a clean quit and that no running alrepl
  /// holds, most recently written first.
  public static func unfinished(in directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let candidates = names.filter { $0.hasPrefix("session-") && $0.hasSuffix(".jsonl") }
      .map { directory.appendingPathComponent($0) }
      .filter { !isLocked($0) }
    return candidates.map { ($0, modificationDate($0)) }
      .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.lastPathComponent > $1.0.lastPathComponent }
      .map(\.0)
  }

  /// Marks a journal someone else left as finished, once its records live on elsewhere.
  public static func markFinished(_ url: URL) {
    try? FileManager.default.moveItem(at: url, to: url.appendingPathExtension("done"))
  }

  /// Takes `url` for this process to resume: an exclusive lock on it,
  /// held until `release` is called, or nil when another process holds it
  /// or has already finished it. Two `--resume` started together both
  /// listed the same journal as unlocked and both replayed it; now the
  /// second one moves on to the next.
  static func claim(_ url: URL) -> Int32? {
    let fd = open(url.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    var held = stat(), named = stat()
    // Locked, and still the file of that name: a resume that finished it
    // first renamed it to `.done` before unlocking.
    guard flock(fd, LOCK_EX | LOCK_NB) == 0, fstat(fd, &held) == 0, stat(url.path, &named) == 0,
      held.st_ino == named.st_ino, held.st_dev == named.st_dev
    else {
      close(fd)
      return nil
    }
    return fd
  }

  /// Gives up a journal taken with `claim`.
  static func release(_ claim: Int32) { close(claim) }

  private static func isLocked(_ url: URL) -> Bool {
    let fd = open(url.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return true }
    defer { close(fd) }
    // A shared lock fails only while a live process holds the exclusive one.
    guard flock(fd, LOCK_SH | LOCK_NB) == 0 else { return true }
    flock(fd, LOCK_UN)
    return false
  }

  private static func modificationDate(_ url: URL) -> Date {
    ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
  }

  /// Finished journals are kept for a while, in case someone wants one back.
  static let finishedToKeep = 20

  private static func pruneFinished(in directory: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let finished = names.filter { $0.hasPrefix("session-") && $0.hasSuffix(".jsonl.done") }.sorted(by: >)
    for name in finished.dropFirst(finishedToKeep) {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    }
  }
}

/// Why a journal could not be made, read or written; the description names the file.
public struct JournalError: Error, CustomStringConvertible {
  /// The message for the person, with the path and the system's reason.
  public let description: String
  init(_ description: String) { self.description = description }
}
