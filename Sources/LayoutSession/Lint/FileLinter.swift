import Foundation
import LayoutModel

/// One problem `alrepl lint` reports: a conflict, an ambiguity or a
/// misplaced view, at a line of a file.
public struct LintFinding: Sendable, Equatable {
  /// The file, as given.
  public let file: String
  /// The 1-based line the problem is about (the view's or the constraint's).
  public let line: Int
  /// `conflict`, `ambiguous`, `misplaced`, or `error` for a file that could not be read.
  public let kind: String
  /// The problem in words.
  public let message: String

  /// `file:line: kind message`, the form compilers and editors read.
  public var text: String { "\(file):\(line): \(kind) \(message)" }
}

/// Checks storyboards, xibs and Swift files as `import` reads them, every
/// scene of an IB file with its stored sizes (so only constraints are judged).
public struct FileLinter: Sendable {
  let importers: ImporterRegistry

  /// A linter reading files with these importers.
  public init(importers: ImporterRegistry) { self.importers = importers }

  /// Every problem in the file; empty when it has none.
  public func lint(_ path: String) -> [LintFinding] {
    let lower = path.lowercased()
    guard lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") else { return lintOnce(path, option: "") }
    let text: String
    do {
      text = try Session.readScript(at: URL(fileURLWithPath: path), named: path)
    } catch {
      return [LintFinding(file: path, line: 1, kind: "error", message: error.message)]
    }
    let scenes: [IBScene]
    do { scenes = try IBDocument(text).scenes } catch {
      return [LintFinding(file: path, line: error.line, kind: "error", message: error.message)]
    }
    return scenes.flatMap { lintOnce(path, option: " scene \($0.id) ib-sizes", scene: $0.id) }
  }

  private func lintOnce(_ path: String, option: String, scene: String? = nil) -> [LintFinding] {
    let session = Session(importers: importers)
    let quoted = path.contains(" ") ? "\"\(path)\"" : path
    let report = session.execute("import \(quoted)\(option)")
    guard report.ok else {
      let message = report.failure?.message ?? "could not be imported"
      // Messages start `path:line: `; keep the line for the finding.
      let line = message.split(separator: ":").dropFirst().first.flatMap { Int($0) } ?? 1
      return [LintFinding(file: path, line: line, kind: "error", message: message)]
    }
    var lines: [String: Int] = [:]
    var misplaced: [(String, String)] = []
    if case .object(let pairs)? = report.answer?.json {
      for (key, value) in pairs {
        if key == "lines", case .object(let named) = value {
          for (name, number) in named { if case .number(let n) = number { lines[name] = Int(n) } }
        }
        if key == "misplaced", case .array(let rows) = value {
          for case .object(let row) in rows {
            let view = row.first { $0.0 == "view" }.flatMap { if case .string(let s) = $0.1 { s } else { nil } } ?? "?"
            misplaced.append((view, describe(row)))
          }
        }
      }
    }
    let inScene = scene.map { " (scene \($0))" } ?? ""
    // With ib-sizes an IB scene is laid out as Xcode's canvas, which the
    // misplaced list compares with; its conflicts are reported as the app
    // breaks them.
    let after = scene == nil ? report.after : session.execute("set root.breaking runtime").after
    var findings: [LintFinding] = []
    for conflict in after.conflicts {
      findings.append(LintFinding(
        file: path, line: lines[conflict.broken] ?? 1, kind: "conflict",
        message: "\(conflict.set.joined(separator: ", ")) cannot all hold; broke \(conflict.brokenDescription)\(inScene)"))
    }
    var seen: Set<String> = []
    for open in after.ambiguities where seen.insert(open.view).inserted {
      let fields = after.ambiguities.filter { $0.view == open.view }.map(\.field.rawValue).joined(separator: ", ")
      findings.append(LintFinding(file: path, line: lines[open.view] ?? 1, kind: "ambiguous", message: "\(open.view): \(fields)\(inScene)"))
    }
    for (view, frames) in misplaced {
      findings.append(LintFinding(file: path, line: lines[view] ?? 1, kind: "misplaced", message: "\(view): \(frames)\(inScene)"))
    }
    return findings
  }

  private func describe(_ row: [(String, JSONValue)]) -> String {
    func rect(_ key: String) -> String {
      guard case .object(let r)? = row.first(where: { $0.0 == key })?.1 else { return "?" }
      let numbers = ["x", "y", "width", "height"].map { k in
        r.first { $0.0 == k }.flatMap { if case .number(let n) = $0.1 { Format.number(n) } else { nil } } ?? "?"
      }
      return "(" + numbers.joined(separator: ", ") + ")"
    }
    return "file \(rect("file")), solved \(rect("solved"))"
  }
}
