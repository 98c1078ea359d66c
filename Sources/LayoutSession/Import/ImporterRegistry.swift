/// The importers a session's `import` chooses from, by file kind.
///
/// Handed to the session when it is made: LayoutSession knows conflict
/// logs itself; the executable adds UIKit code, whose reader needs
/// swift-syntax, which the core modules do not link.
public struct ImporterRegistry: Sendable {
  private var byExtension: [String: any FileImporter] = [:]
  /// Files with no extension of their own kind: a pasted conflict log can
  /// be called anything.
  private let fallback: any FileImporter = ConflictLogImporter()

  /// Conflict logs, storyboards and xibs (FoundationXML is all they need).
  public init() {
    byExtension["storyboard"] = InterfaceBuilderImporter()
    byExtension["xib"] = InterfaceBuilderImporter()
  }

  /// This registry with UIKit code (`.swift`) read by `translator`.
  public func addingSwift(_ translator: any SwiftLayoutTranslator) -> ImporterRegistry {
    var copy = self
    copy.byExtension["swift"] = SwiftFileImporter(translator: translator)
    return copy
  }

  /// Whether `.swift` files can be imported.
  public var readsSwift: Bool { byExtension["swift"] != nil }

  func importer(for path: String) -> any FileImporter {
    let name = path.split(separator: "/").last ?? Substring(path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
    return byExtension[name[name.index(after: dot)...].lowercased()] ?? fallback
  }

  /// The extensions with importers of their own, for `help import`.
  var extensions: [String] { byExtension.keys.sorted() }
}
