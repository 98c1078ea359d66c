import Foundation
import LayoutLanguage

/// One accepted command in a session journal: one line of JSON.
///
/// Undo and redo are recorded as typed, and replaying every record through
/// ``Session/execute(_:)`` rebuilds the session exactly, undo and redo
/// stacks included, because execution is deterministic. A `load` also keeps
/// the commands it loaded, and an `import` the text it read, so a replay
/// does not depend on the file still being there, or being the same.
public struct JournalRecord: Equatable, Sendable {
  /// The line as typed.
  public let command: String
  /// For `load`: the commands it accepted from the file; for `import`: the
  /// file's text, whole.
  public let loaded: [String]?

  /// A record of `command`, with what it loaded when it is a `load` or an `import`.
  public init(command: String, loaded: [String]? = nil) {
    self.command = command
    self.loaded = loaded
  }

  /// `{"command": "view card"}`, or with `"loaded": [...]` for a load or an import.
  public var jsonLine: String {
    var pairs: [(String, JSONValue)] = [("command", .string(command))]
    if let loaded { pairs.append(("loaded", .array(loaded.map { .string($0) }))) }
    return JSONValue.object(pairs).serialized
  }

  /// The record on a journal line; nil for the header, and for a line that
  /// a crash cut short (only ever the last one).
  public init?(jsonLine line: Substring) {
    guard let data = line.data(using: .utf8),
      let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let command = object["command"] as? String
    else { return nil }
    self.init(command: command, loaded: object["loaded"] as? [String])
  }
}

extension Session {
  /// Runs journal records as if typed again, without calling ``onAccepted``.
  ///
  /// - Returns: one line for each record that failed, which only happens
  ///   when the journal was written by a different version of alrepl.
  public func replay(_ records: [JournalRecord]) -> [String] {
    let recorder = onAccepted
    onAccepted = nil
    defer { onAccepted = recorder }
    var failures: [String] = []
    for (number, record) in records.enumerated() {
      if let loaded = record.loaded, let command = try? Parser.parse(record.command) {
        if let path = (command as? LoadCommand)?.path ?? (command as? ImportCommand)?.path {
          recordedLoads[path] = loaded.joined(separator: "\n")
        }
      }
      let report = execute(record.command)
      recordedLoads = [:]
      if let failure = report.failure {
        failures.append("command \(number + 1) '\(record.command)': \(failure.message)")
      }
    }
    return failures
  }
}
