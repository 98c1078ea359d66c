// `export swift|vfl|markdown [FILE]`.

/// What `export` writes.
public enum ExportFormat: String, CaseIterable, Equatable, Sendable {
  /// Layout-anchor code to paste into a UIView subclass.
  case swift
  /// Visual Format Language strings, where the constraints can be written so.
  case vfl
  /// A self-contained transcript for an issue or a code review.
  case markdown
}

extension Parser {
  /// `export FORMAT [FILE]`; the file name is the rest of the line, verbatim.
  public static func exportCommand(_ line: String) throws(ParseError) -> (format: ExportFormat, path: String?) {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    let rest = trimmed.dropFirst(6).drop { $0 == " " || $0 == "\t" }
    let word = rest.prefix { $0 != " " && $0 != "\t" }
    let column = line.count - rest.count + 1
    guard let format = ExportFormat(rawValue: String(word)) else {
      let found = word.isEmpty ? "nothing" : "'\(word)'"
      throw ParseError("expected swift, vfl or markdown after export, found \(found)", column: column, length: max(word.count, 1))
    }
    var path = rest.dropFirst(word.count).trimmingSpaces
    if path.count >= 2 && path.hasPrefix("\"") && path.hasSuffix("\"") { path = String(path.dropFirst().dropLast()) }
    if format == .markdown && path.isEmpty {
      throw ParseError("export markdown needs a file name", column: line.count + 1)
    }
    return (format, path.isEmpty ? nil : path)
  }
}
