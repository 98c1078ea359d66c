import Foundation
import LayoutLanguage
import LayoutModel
import Testing
@testable import LayoutSession

/// Reports measure ambiguity on the session's own layout, pivoting its solver
/// inside a transaction that is rolled back (measureAmbiguities). Over every
/// lesson, a layout measured after each change must go on exactly like one
/// that never was: the same frames, bit for bit, and the same ambiguities.
@Suite struct InPlaceMeasuringTests {
  private var sessionsDirectory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("sessions")
  }

  @Test func measuringLeavesTheLayoutAsItWas() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: sessionsDirectory.path)
      .filter { $0.hasPrefix("lesson-") || $0.hasPrefix("case-") }.sorted()
    var changes = 0
    var ambiguous = 0
    for file in files {
      let text = try String(contentsOf: sessionsDirectory.appendingPathComponent(file), encoding: .utf8)
      var measured = Layout()
      var untouched = Layout()
      for (_, line) in ScriptLines.commands(in: text) {
        guard let command = try? Parser.parse(line), command.isChange, command != .reset else { continue }
        guard (try? Applier.apply(command, to: &measured)) != nil else { continue }
        _ = try Applier.apply(command, to: &untouched)
        let open = measured.measureAmbiguities()
        ambiguous += open.count
        for id in untouched.viewsInTreeOrder {
          #expect(measured.frame(of: id) == untouched.frame(of: id), "\(file): after '\(line)', \(untouched.name(of: id))")
        }
        #expect(open == untouched.ambiguities(), "\(file): after '\(line)'")
        changes += 1
      }
    }
    #expect(changes > 300)
    #expect(ambiguous > 50)
  }
}
