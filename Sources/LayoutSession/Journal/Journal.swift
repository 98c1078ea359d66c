import Foundation

/// The journal of one running session: nothing on disk until the first
/// accepted command, then a ``JournalFile`` that grows with each one.
///
/// Attach it with ``attach(to:)``; a session then records every accepted
/// change before its report is returned. `alrepl --resume` replays the most
/// recent unfinished journal with ``resume(into:)``.
public final class Journal {
  public let directory: URL
  public private(set) var file: JournalFile?
  /// The first error writing the journal, so the person hears about it once.
  public private(set) var lastError: JournalError?

  public init(directory: URL) {
    self.directory = directory
  }

  /// `$XDG_STATE_HOME/alrepl/journals`, or `~/.local/state/alrepl/journals`.
  public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    let state = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (NSHomeDirectory() + "/.local/state")
    return URL(fileURLWithPath: state).appendingPathComponent("alrepl").appendingPathComponent("journals")
  }

  public func attach(to session: Session, onError: @escaping (JournalError) -> Void = { _ in }) {
    session.onAccepted = { [weak self] record in
      guard let self else { return }
      do {
        try self.append([record])
      } catch let error as JournalError {
        if self.lastError == nil { onError(error) }
        self.lastError = error
      } catch {}
    }
  }

  public func append(_ records: [JournalRecord]) throws {
    if file == nil { file = try JournalFile(in: directory) }
    try file!.append(records)
  }

  /// What a resume found and did.
  public struct Resumed {
    public let from: URL
    public let commands: Int
    public let failures: [String]
  }

  /// Replays the most recent unfinished journal into `session` and takes it over.
  ///
  /// The records are copied into this journal (one write, synced) before
  /// the old one is marked finished, so a crash at any moment leaves one
  /// unfinished journal holding every command.
  public func resume(into session: Session) throws -> Resumed? {
    guard let old = JournalFile.unfinished(in: directory).first else { return nil }
    let records = try JournalFile.records(at: old)
    let failures = session.replay(records)
    try append(records)
    JournalFile.markFinished(old)
    return Resumed(from: old, commands: records.count, failures: failures)
  }

  /// A clean end: the journal is kept, marked finished.
  public func finish() {
    file?.finish()
    file = nil
  }
}
