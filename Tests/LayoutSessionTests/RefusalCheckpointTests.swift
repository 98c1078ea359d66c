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
  /// The layout kept for refusals is renewed once per
  /// `refusalBaseDistance` history lines, not for every command: keeping
  /// it per command made each accepted command copy the layout.
  @Test func acceptedCommandsDoNotEachKeepALayout() {
    let s = Session()
    for line in ["view a", "a.width == 100"] { #expect(s.execute(line).ok) }
    for k in 0..<20 { #expect(s.execute("set c1.constant \(100 + k)").ok) }
    let taken = s.refusalBasesTaken
    #expect(taken >= 1)
    for k in 0..<40 { #expect(s.execute("set c1.constant \(200 + k)").ok) }
    #expect(s.refusalBasesTaken <= taken + 1)
    // A refusal many commands after the kept layout replays the groups
    // since, and leaves the session exactly as it was.
    let before = s.dump()
    let replays = s.historyReplays
    #expect(!s.execute("k: a.height == 100000 * root.width").ok)
    #expect(s.dump() == before)
    #expect(s.historyReplays == replays)
    #expect(s.execute("a.height == 7").ok)
    #expect(s.layout.frame(of: s.layout.view(named: "a")!).width == 239)
  }

  /// After an undo the kept layout's groups are not all in the history
  /// any more: a refusal must not go back to it when a command that runs
  /// on a copy (which keeps no layout) has since brought the history back
  /// to the same number of groups.
  @Test func aRefusalAfterAnUndoGoesBackToTheLayoutBeforeIt() {
    let s = Session()
    for line in ["view a", "a.width == 100", "view b", "b.width == 10"] { #expect(s.execute(line).ok) }
    var k = 0
    func set() {
      k += 1
      #expect(s.execute("set c1.constant \(100 + k % 50)").ok)
    }
    // Until a layout is kept, and until it is renewed (past the distance).
    while s.refusalBasesTaken < 2 && k < 500 { set() }
    #expect(s.refusalBasesTaken == 2)
    for _ in 0..<(Session.refusalBaseDistance - 2) { set() }
    #expect(s.refusalBasesTaken == 2)
    // A command on a copy, then one in place, which keeps the layout
    // before it, the vfl line's constraint included.
    #expect(s.execute("vfl H:|-20-[a]").ok)
    #expect(s.execute("set c1.constant 77").ok)
    #expect(s.refusalBasesTaken == 3)
    #expect(s.execute("undo").ok)
    #expect(s.execute("undo").ok)
    #expect(s.execute("vfl H:|-30-[b]").ok)
    let before = s.dump()
    #expect(!s.execute("k: a.height == 100000 * root.width").ok)
    #expect(s.dump() == before)
    #expect(s.layout.frame(of: s.layout.view(named: "b")!).x == 30)
  }

  /// A layout built one command per view (a history of about one line a
  /// view) keeps a layout for refusals too: a refusal there replayed every
  /// view's command before.
  @Test func aRefusalInALayoutBuiltOneLinePerViewDoesNotReplayTheHistory() {
    let s = Session()
    for k in 0..<300 { #expect(s.execute("view v\(k)").ok) }
    let before = s.dump()
    let replays = s.historyReplays
    #expect(!s.execute("k: v7.width == 100000 * root.width").ok)
    #expect(s.dump() == before)
    #expect(s.historyReplays == replays)
    #expect(s.execute("v7.width == 5").ok)
    #expect(s.layout.frame(of: s.layout.view(named: "v7")!).width == 5)
  }
}
