import Testing
@testable import LayoutSession

/// The self-sizing child of field case 2, with its content at 120.
private func child() -> Session {
  let s = Session()
  for line in [
    "stack parent vertical [preview table]", "vfl H:|[parent]|", "vfl V:|[parent]|",
    "cap: preview.height <= 0.25 * parent.height", "content: preview.height == 120 @750",
  ] {
    precondition(s.execute(line).ok, line)
  }
  return s
}

@Suite struct AnalysisTests {
  @Test func sweepFindsWhereTheCapTakesOver() throws {
    let s = child()
    let before = s.dump()
    let report = s.execute("sweep root.height 300..1200")
    let lines = try #require(report.answer?.lines)
    #expect(lines.first?.hasSuffix("1 breakpoint") == true)
    #expect(lines[1].hasPrefix("  root.height = 480: content starts holding"))
    #expect(lines[1].contains("preview.height changes slope, 0.25 → 0 per point"))
    #expect(s.dump() == before, "a sweep must not change the session")
  }

  @Test func sweepOfAConstantAndOfLabelLines() throws {
    let s = Session()
    for line in ["label l \"xxxxxxxxxxxxxxxxxxxx\" lines 0", "l.leading == root.leading", "w: l.width == 100", "l.top == root.top"] {
      #expect(s.execute(line).ok)
    }
    // 20 characters × 8.5 = 170 points: two lines until the width reaches 170.
    let lines = try #require(s.execute("sweep w.constant 50..250").answer?.lines)
    #expect(lines.contains { $0.contains("w.constant = 170:") && $0.contains("l goes from 2 to 1 lines") })
  }

  @Test func whatIfLeavesTheSessionAlone() throws {
    let s = child()
    let before = s.dump()
    let lines = try #require(s.execute("whatif content constant 400").answer?.lines)
    #expect(lines.contains { $0.contains("preview") && $0.contains("→ (0, 0, 375, 166.75)") })
    #expect(s.dump() == before)
  }

  @Test func thresholdNamesTheCompetitor() throws {
    let s = child()
    #expect(s.execute("other: preview.height == 40 @500").ok)
    let lines = try #require(s.execute("threshold content").answer?.lines)
    #expect(lines.contains { $0.contains("above 500 it beats other") })
  }

  @Test func badSweepsAreRefused() {
    let s = child()
    #expect(s.execute("sweep root.depth 1..2").failure != nil)
    #expect(s.execute("sweep root.width 10..5").failure != nil)
    #expect(s.execute("sweep cap.constant 1..2 step 0").failure != nil)
  }
}
