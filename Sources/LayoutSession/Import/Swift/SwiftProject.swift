import Foundation

/// `import a.swift b.swift` and `import Feature/`: several Swift files read
/// together, as the app's compiler reads them, so a view class, a helper
/// extension or a constant defined in one file is known in the others.
///
/// The files travel as one text, each after a marker line with its name,
/// so the journal, undo and a resumed session replay the import from what
/// was read then, as they do for one file, without reading the folder again.
enum SwiftProject {
  /// The marker before each file of a bundle; a Swift comment, so a bundle
  /// is still Swift to anyone who reads a journal.
  static let marker = "//# alrepl file: "

  /// The files an import names, or nil when it names one file (then it is
  /// read as before). A folder (`Feature/`, or any path that is a folder)
  /// gives its `.swift` files, in subfolders too, in name order; several
  /// words each ending in `.swift` or naming a folder give those, in the
  /// order written. A single existing file whose name has spaces stays one.
  static func paths(_ path: String, isFolder: (String) -> Bool, isFile: (String) -> Bool, list: (String) -> [String]) -> [String]? {
    if isFolder(path) { return list(path) }
    if isFile(path) { return nil }
    let words = path.split(separator: " ").map(String.init)
    guard words.count > 1, words.allSatisfy({ $0.lowercased().hasSuffix(".swift") || isFolder($0) }) else { return nil }
    return words.flatMap { isFolder($0) ? list($0) : [$0] }
  }

  /// One text holding every file after its marker line.
  static func bundle(_ files: [(name: String, text: String)]) -> String {
    files.map { "\(marker)\($0.name)\n\($0.text)" }.joined(separator: "\n")
  }

  /// The files of a bundle, or nil when the text is not one.
  static func unbundle(_ text: String) -> [(name: String, text: String)]? {
    guard text.hasPrefix(marker) else { return nil }
    var files: [(name: String, text: String)] = []
    var lines: [Substring] = []
    var name: String?
    func flush() {
      if let name { files.append((name, lines.joined(separator: "\n"))) }
      lines = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(marker) {
        flush()
        name = String(line.dropFirst(marker.count))
      } else {
        lines.append(line)
      }
    }
    flush()
    return files
  }
}

extension Session {
  /// Whether `path` (relative to the session's folder) is a folder.
  func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// The `.swift` files under a folder, as paths the session reads, sorted.
  func swiftFiles(in folder: String) -> [String] {
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    guard let walker = FileManager.default.enumerator(atPath: url(folder).path) else { return [] }
    var found: [String] = []
    while let next = walker.nextObject() as? String {
      if next.lowercased().hasSuffix(".swift") { found.append(base + next) }
    }
    return found.sorted()
  }

  /// The text `import` reads for a Swift project: its files bundled.
  func readSwiftProject(_ paths: [String], named path: String) throws(CommandError) -> String {
    guard !paths.isEmpty else { throw CommandError("\(path) holds no .swift file") }
    guard paths.count <= 500 else { throw CommandError("\(path): \(paths.count) Swift files is more than one import reads (500)") }
    var files: [(name: String, text: String)] = []
    var bytes = 0
    for p in paths {
      files.append((p, try Session.readScript(at: url(p), named: p)))
      bytes += files[files.count - 1].text.utf8.count
      try Session.checkSwiftSize(bytes, named: path)
    }
    return SwiftProject.bundle(files)
  }
}
