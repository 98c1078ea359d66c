import Foundation
import LayoutSession
import SwiftLayoutImport

/// `alrepl check`: replays transcripts and compares their reports.
struct Checker {
  let update: Bool

  func run(_ paths: [String]) -> Int32 {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        FileHandle.standardError.write(Data("alrepl check: no such file or directory: \(path)\n".utf8))
        return 1
      }
      if isDirectory.boolValue {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        files += names.filter { $0.hasSuffix(".alrepl") }.sorted().map { (path as NSString).appendingPathComponent($0) }
      } else {
        files.append(path)
      }
    }
    // A check that found nothing to check must not pass: a mistyped folder
    // in CI would otherwise be green forever.
    guard !files.isEmpty else {
      FileHandle.standardError.write(Data("alrepl check: no transcripts (*.alrepl) in \(paths.joined(separator: ", "))\n".utf8))
      return 1
    }
    var failures = 0
    for file in files {
      guard let expected = try? String(contentsOfFile: file, encoding: .utf8) else {
        print("FAIL \(file): cannot read it as UTF-8")
        failures += 1
        continue
      }
      let session = Session(directory: (file as NSString).deletingLastPathComponent.nonEmpty ?? ".", importers: .withSwift)
      // What CI runs on a pull request writes nothing real: a transcript's
      // save, export and draw --svg go to a scratch folder, removed after.
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("alrepl-check-\(UUID().uuidString)")
      try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: scratch) }
      session.writePolicy = .scratch(scratch)
      let actual = Transcript.regenerate(expected, session: session)
      if actual == expected {
        print("ok   \(file)")
      } else if update {
        do {
          try FileWriter.write(actual, toPath: file)
          print("updated \(file)")
        } catch {
          print("FAIL \(file): \(error)")
          failures += 1
        }
      } else {
        print("FAIL \(file)")
        for line in Transcript.diff(expected: expected, actual: actual) { print("  \(line)") }
        failures += 1
      }
    }
    print(update
      ? "\(files.count - failures) of \(files.count) transcripts match or were updated"
      : "\(files.count - failures) of \(files.count) transcripts match")
    return failures == 0 ? 0 : 1
  }
}
