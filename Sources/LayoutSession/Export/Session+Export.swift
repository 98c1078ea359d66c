import Foundation
import LayoutLanguage
import LayoutModel

extension Session {
  /// `export swift|vfl|markdown [FILE]`: prints the text, or writes it to FILE.
  func export(_ format: ExportFormat, to path: String?) throws(CommandError) -> Report.Answer {
    let lines: [String]
    switch format {
    case .swift: lines = SwiftExport(layout: layout).lines
    case .vfl: lines = VisualFormatExport(layout: layout).lines
    case .markdown: lines = MarkdownExport(session: self).lines
    }
    guard let path else {
      return .init(key: "export", lines: lines, json: .object([("format", .string(format.rawValue)), ("text", .string(lines.joined(separator: "\n")))]))
    }
    let target = try writableURL(path)
    do {
      try FileWriter.write(lines.joined(separator: "\n") + "\n", toPath: target.path)
    } catch {
      throw CommandError("cannot write \(path): \(error.reason)")
    }
    return .init(
      key: "export", lines: ["wrote \(lines.count) lines of \(format.rawValue) to \(path)"],
      json: .object([("format", .string(format.rawValue)), ("file", .string(path))]))
  }
}
