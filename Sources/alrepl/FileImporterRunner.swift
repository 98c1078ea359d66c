import Foundation
import LayoutSession
import SwiftLayoutImport

/// `alrepl import FILE`: rebuilds the layout of a conflict log or UIKit code
/// and prints the report of `import FILE`, in text or JSON.
struct FileImporterRunner {
  let json: Bool
  let terminal: Terminal

  /// 0 when the log was imported (a conflict is the expected finding), 1 when it could not be read.
  func run(_ path: String, scene: String? = nil, storedSizes: Bool = false) -> Int32 {
    let session = Session(importers: .withSwift)
    var line = "import " + (scene != nil || storedSizes ? "\"\(path)\"" : path)
    if let scene { line += " scene \(scene)" }
    if storedSizes { line += " ib-sizes" }
    let report = session.execute(line)
    Output.emit(report, json: json, terminal: terminal)
    return report.ok ? 0 : 1
  }
}
