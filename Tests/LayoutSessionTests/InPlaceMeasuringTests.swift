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
        guard let command = try? Parser.parse(line), command.isChange, !(command is ResetCommand) else { continue }
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

extension InPlaceMeasuringTests {
  /// A stack of sizeless views: every view's y is the sum of the heights
  /// above it, so each y's row holds a slack per view above, and each
  /// probe of a y pivots once through the stack's height. Written into
  /// every such row, those pivots cost the cube of the views (1,000 views
  /// took 58 s); the probes leave those rows alone and roll back.
  @Test func probesLeaveTheRowsOfUserVariablesAlone() throws {
    let n = 80
    var layout = Layout()
    var lines = (0..<n).map { "view v\($0)" }
    lines.append("stack s vertical [" + (0..<n).map { "v\($0)" }.joined(separator: " ") + "]")
    lines.append("s.height == 600")
    for line in lines { _ = try Applier.apply(try Parser.parse(line), to: &layout) }

    let before = layout.solverStatistics.substitutions
    let open = layout.measureAmbiguities()
    let substituted = layout.solverStatistics.substitutions - before
    // A few rows a probe; writing into the y rows, 6,658.
    #expect(substituted < 4 * n, "the probes rewrote \(substituted) rows")

    // Every height and every y but the first can be anything from 0 to 600.
    for k in 0..<n {
      let id = try #require(layout.view(named: "v\(k)"))
      let height = open.first { $0.view == id && $0.field == .height }
      #expect(height?.min == 0 && height?.max == 600, "v\(k).height: \(String(describing: height))")
      let y = open.first { $0.view == id && $0.field == .y }
      if k == 0 {
        #expect(y == nil, "v0.y is fixed at the stack's top")
      } else {
        #expect(y?.min == 0 && y?.max == 600, "v\(k).y: \(String(describing: y))")
      }
    }
    // Measured again, on a copy, it reads the same: the rollback put the
    // rows the probes left behind back in step with the rest.
    #expect(open == layout.ambiguities())
  }
}
