import Foundation

/// The journal of one running session: nothing on disk until the first
/// accepted command, then a ``JournalFile`` that grows with each one.
///
/// Attach it with ``attach(to:onError:)``; a session then records every accepted
/// change before its report is returned. `alrepl --resume` replays the most
/// recent unfinished journal with ``resume(into:)``.
public final class Journal {
  /// Where the journals live; one file per session.
  public let directory: URL
  /// The file being written; nil until the first accepted command, and after ``finish()``.
  public private(set) var file: JournalFile?
  /// The first error writing the journal, so the person hears about it once.
  public private(set) var lastError: JournalError?

  /// A journal in `directory`, which is made when the first record is written.
  public init(directory: URL) {
    self.directory = directory
  }

  /// `$XDG_STATE_HOME/alrepl/journals`, or `~/.local/state/alrepl/journals`.
  public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    let state = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (NSHomeDirectory() + "/.local/state")
    return URL(fileURLWithPath: state).appendingPathComponent("alrepl").appendingPathComponent("journals")
  }

  /// Makes `session` write every accepted command here before returning its
  /// report. `onError` hears the first failed write only, so a full disk is
  /// reported once and the session carries on.
  public func attach(to session: Session, onError: @escaping (JournalError) -> Void = { _ in }) {
    session.onAccepted = { [weak self] record in
      guard let self else { return }
      do {
        try self.append([record])
      } catch let error as JournalError {
        if self.lastError == nil { onError(error) }
        self.lastError = error
      } catch {
        let wrapped = JournalError("cannot write the journal: \(error)")
        if self.lastError == nil { onError(wrapped) }
        self.lastError = wrapped
      }
    }
  }

  /// Writes `records`, making the file on the first call.
  ///
  /// - Throws: a ``JournalError`` when the file cannot be made, locked or written.
  public func append(_ records: [JournalRecord]) throws {
    if file == nil { file = try JournalFile(in: directory) }
    try file!.append(records)
  }

  /// What a resume found and did.
  public struct Resumed {
    /// The journal that was replayed.
    public let from: URL
    /// How many records it held.
    public let commands: Int
    /// Messages of the records that failed on replay; empty when the session came back whole.
    public let failures: [String]
    /// Lines that could not be read (a record cut short by a crash).
    public let dropped: Int
  }

  /// Replays the most recent unfinished journal into `session` and takes it over.
  ///
  /// The records are copied into this journal (one write, synced) before
  /// the old one is marked finished, so a crash at any moment leaves one
  /// unfinished journal holding every command.
  public func resume(into session: Session) throws -> Resumed? {
    // The most recent journal no other alrepl is resuming at this moment.
    // A plain loop: each candidate is claimed once, and the claim is kept.
    var taken: (url: URL, claim: Int32)?
    for url in JournalFile.unfinished(in: directory) {
      if let claim = JournalFile.claim(url) {
        taken = (url, claim)
        break
      }
    }
    guard let (old, claim) = taken else { return nil }
    defer { JournalFile.release(claim) }
    let (records, dropped) = try JournalFile.read(at: old)
    let failures = session.replay(records)
    try append(records)
    JournalFile.markFinished(old)
    return Resumed(from: old, commands: records.count, failures: failures, dropped: dropped)
  }

  /// A clean end: the journal is kept, marked finished.
  public func finish() {
    file?.finish()
    file = nil
  }
}
