import Foundation
import Testing
@testable import LayoutSession

/// Compares text with `Snapshots/<name>.txt`, printing a line diff on a
/// mismatch. With RECORD_SNAPSHOTS=1 in the environment it rewrites the file
/// instead (then read the diff in git before committing).
func expectSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots").appendingPathComponent("\(name).txt")
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
    try? actual.write(to: file, atomically: true, encoding: .utf8)
    return
  }
  guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
    Issue.record("no snapshot \(file.lastPathComponent); run with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
    return
  }
  let diff = Transcript.diff(expected: expected, actual: actual)
  #expect(diff.isEmpty, "\(name) differs from its snapshot:\n\(diff.joined(separator: "\n"))", sourceLocation: sourceLocation)
}

/// A session after running `lines`, each of which must succeed.
func session(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Session {
  let session = Session()
  for line in lines {
    let report = session.execute(line)
    #expect(report.ok, "\(line): \(report.failure?.message ?? "")", sourceLocation: sourceLocation)
  }
  return session
}
