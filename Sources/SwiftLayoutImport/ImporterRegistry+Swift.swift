import LayoutSession

extension ImporterRegistry {
  /// Conflict logs and UIKit code: what the alrepl executable reads.
  public static var withSwift: ImporterRegistry { ImporterRegistry().addingSwift(SwiftLayoutImporter()) }
}
