import Foundation
import Testing
@_spi(Benchmarks) @testable import LayoutSession

/// A command refused after it changed the layout in place goes back to the
/// layout before it, kept for the command's length when the history is
/// long for the layout's size, instead of replaying the session's history
/// (issue 43, item 11: 7 s on a 4,000-view chain).
@Suite(.serialized) struct RefusalCheckpointTests {
  @Test func aRefusedChangeLeavesTheSessionAsItWasWithoutAReplay() {
    let s = Session()
    for line in ["view a", "a.width == 100", "view probe", "probe.height == 10"] { #expect(s.execute(line).ok) }
    // A history long for the layout's size (four lines a view or more):
    // there the layout before each in-place command is kept.
    for k in 0..<12 { #expect(s.execute("set c1.constant \(100 + k)").ok) }
    let before = s.dump()
    let replays = s.historyReplays
    // Solved first (the layout changes), then refused: 100000 × 375 is
    // past the 1e6 limit.
    let report = s.execute("k: probe.width == 100000 * root.width")
    #expect(!report.ok)
    #expect(report.failure?.message.contains("past alrepl's limit of 1e6") == true, "\(String(describing: report.failure))")
    #expect(s.dump() == before)
    #expect(s.historyReplays == replays)
    // The session goes on as if the command had never been typed: the
    // next constraint takes the name it would have taken.
    #expect(s.execute("probe.width == 2 * a.width").confirmation.first?.hasPrefix("c3:") == true)
    #expect(s.execute("undo").ok)
    #expect(s.dump() == before)
  }

  /// Without the checkpoint (as before), the same refusal replays.
  @Test func withoutTheCheckpointTheRefusalReplays() {
    let s = Session()
    s.checkpointsInPlaceCommands = false
    for line in ["view probe"] { #expect(s.execute(line).ok) }
    let before = s.dump()
    let replays = s.historyReplays
    #expect(!s.execute("k: probe.width == 100000 * root.width").ok)
    #expect(s.dump() == before)
    #expect(s.historyReplays == replays + 1)
  }
}
