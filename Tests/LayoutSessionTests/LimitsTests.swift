import Foundation
import Testing

@testable import LayoutModel
@testable import LayoutSession

// The layout's limits (LayoutLimits), tested with small limits rather than
// huge workloads: past each one a command fails with a clear message and
// changes nothing. How the defaults were chosen is in Layout+Limits.swift.

private func layout(_ limits: LayoutLimits) -> Layout {
  var layout = Layout()
  layout.limits = limits
  return layout
}

@Suite struct LimitsTests {
  /// Found by the session fuzzer: a proportional stack around a label
  /// 802,100 points wide (then ten million) left required constraints off
  /// by 6.8e-6 (1.9e-3), past the old absolute 1e-6, and the debug
  /// build's invariant check stopped the session.
  /// The session fuzzer's crash inputs, kept as seeds in
  /// Tests/Fuzz/corpus/session, replayed line by line as the harness does
  /// (its first 40 lines, nothing that writes a file). The last set an
  /// 802,100-point label back to 80 points, and a spacing stayed 7.9e-6 off:
  /// the tolerance now counts the largest constant the solver was ever given.
  @Test(arguments: ["huge-proportional-stack", "huge-proportional-stack-2", "huge-proportional-stack-3", "huge-proportional-stack-hidden", "huge-intrinsic-then-small", "huge-stack-autoresizing-drift"])
  func fuzzerCrashInputsKeepTheInvariants(name: String) throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/session/\(name)")
    let text = String(decoding: try Data(contentsOf: corpus), as: UTF8.self)
    let s = Session(directory: FileManager.default.temporaryDirectory.path)
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).map(String.init) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("save") || trimmed.hasPrefix("load") || trimmed.hasPrefix("draw") { continue }
      _ = s.execute(line)
      #expect(s.layout.invariantViolations().isEmpty, "after \(String(reflecting: line)): \(s.layout.invariantViolations())")
    }
  }

  /// Found by the session fuzzer: after an 802,100-point label in a
  /// proportional stack, hiding another arranged view and giving it
  /// autoresizing left a stack edge 1,667 points off, and the session
  /// refused the command. Since required constraints that need no new
  /// variable are added by the dual simplex (not by phase one, which
  /// wandered far from the optimum and back), the same command solves
  /// precisely: it must be accepted with every required constraint held.
  @Test func theFuzzersDriftingStackNowSolvesPrecisely() {
    let s = Session()
    for line in [
      "stack row spacing 09 [a b c]", "set a.intrinsic 161x0", "set b.intrinsic 802100", "set c.intrinsic 40x50",
      "set row.distribution fillProportionally", "set row.distribution equalSpacing",
      "set row.distribution fillProportionally", "set a.intrinsic 40x40", "set a.hidden true",
    ] {
      #expect(s.execute(line).ok, "\(line)")
    }
    // The row is then 802,149 points wide. Giving the hidden view
    // autoresizing made it 34 million while the newest member of the
    // conflict broke; under the break rule inferred from Apple's logs the
    // oldest breaks instead and the row stays in range. Either way nothing
    // is solved imprecisely: past the 1e6 limit the command is refused
    // whole (issue 43, item 8), else it holds every invariant.
    let before = s.dump()
    let result = s.execute("set a.autoresizing 0,0,375,100 h=--&")
    if let failure = result.failure {
      #expect(failure.message.contains("past alrepl's limit of 1e6"))
      #expect(s.dump() == before)
    }
    #expect(s.layout.invariantViolations().isEmpty)
  }

  /// Frames are relative to the superview, so each can be in range while
  /// their sum is not: the 1e6 limit holds for positions in root's
  /// coordinates too (issue 43, item 8), and the refused command changes
  /// nothing.
  @Test func nestedFramesThatAddUpPastTheLimitAreRefused() {
    let s = Session(text: .em)
    for line in ["view a", "view b in a", "a.left == root.left + 400000", "b.left == a.left + 400000"] {
      #expect(s.execute(line).ok, "\(line)")
    }
    #expect(s.execute("view c in b").ok)
    let before = s.dump()
    // Each frame is 400,000 from its superview's: c would be 1.2e6 from root.
    let result = s.execute("c.left == b.left + 400000")
    #expect(result.failure?.message.contains("1200000 points from root's origin, past alrepl's limit of 1e6") == true, "\(String(describing: result.failure))")
    #expect(s.dump() == before)
  }

  /// Multipliers of a million, chained, put a width of a millionth in the
  /// same rows as one of a million: a coefficient of 1e-12 falls below the
  /// solver's tolerance and an equality would be left a whole point off.
  /// The session refuses such a command and changes nothing.
  @Test func aCommandThatWouldLeaveARequiredConstraintOffIsRefused() {
    let s = Session()
    for line in [
      "view a", "view b", "view c", "view d",
      "a.width == b.width * 1000000", "b.width == c.width * 1000000", "c.width == d.width * 1000",
      "d.width == 0.5 @500", "a.width <= 1000000 @750",
    ] {
      #expect(s.execute(line).ok, "\(line)")
    }
    let before = s.dump()
    let report = s.execute("a.width >= 999999 @750")
    #expect(report.failure?.message.contains("too far apart to solve precisely") == true, "\(String(describing: report.failure))")
    #expect(s.dump() == before)
    #expect(s.layout.invariantViolations().isEmpty)
  }

  /// Found by the session fuzzer: `draw` crashed on a box wholly left of
  /// the canvas. Replays the input with its draws (not its file commands).
  /// A stack of new views past the view limit is refused before the first
  /// is made (a thousand were made and laid out one by one before).
  @Test func aStackOfTooManyNewViewsIsRefusedAtOnce() {
    let s = Session()
    s.limits = LayoutLimits(maxViews: 6)
    _ = s.execute("view a")
    let before = s.dump()
    let report = s.execute("stack s [a b c d e f]")
    #expect(report.failure?.message.hasPrefix("too many views") == true)
    #expect(report.failure?.column == 12)
    #expect(s.dump() == before)
    #expect(s.execute("stack s [a b c]").ok)
  }

  /// Subviews 1e24 points tall (a chain of multipliers) are far off the
  /// canvas; converting their edges to cells trapped.
  @Test func drawingFramesFarOffTheCanvasDoesNotCrash() throws {
    let s = Session(directory: FileManager.default.temporaryDirectory.path)
    // Frames past 1e6 are refused now (issue 43, item 8); the largest a
    // layout can hold still draws, its small views listed.
    for k in 0..<4 {
      _ = s.execute("view v\(k)")
      let line = k == 0 ? "v0.height == 1000000" : "v\(k).height == 1e-6 * v\(k - 1).height"
      #expect(s.execute(line).ok, "\(line)")
    }
    #expect(s.execute("v3.top == root.top + 1000000").ok)
    let drawing = TextRenderer.lines(s.execute("draw")).joined(separator: "\n")
    #expect(drawing.contains("too small to draw"))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("alrepl-far-\(UUID().uuidString).md").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(s.execute("export markdown \(path)").ok)
  }

  @Test func drawingABoxLeftOfTheCanvasDoesNotCrash() throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz/corpus/session/draw-box-left-of-canvas")
    let text = String(decoding: try Data(contentsOf: corpus), as: UTF8.self)
    let s = Session(directory: FileManager.default.temporaryDirectory.path)
    var draws = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).map(String.init) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("save") || trimmed.hasPrefix("load") || line.contains("--svg") { continue }
      if s.execute(line).ok && trimmed.hasPrefix("draw") { draws += 1 }
    }
    #expect(draws >= 2)
  }

  @Test(arguments: [802_100, 1_000_000])
  func hugeSizesInAProportionalStackKeepTheInvariants(size: Int) {
    let s = Session()
    for line in [
      "stack row spacing 10 [a b c]", "row.leading == root.leading", "row.top == root.top",
      "set a.intrinsic 160x200", "set b.intrinsic \(size)", "set c.intrinsic 40x50", "set b.hug 252 252",
      "set row.distribution fillProportionally", "set row.alignment center", "set b.hidden true", "set b.hidden false",
    ] {
      let report = s.execute(line)
      // The whole row past 1e6 is refused (issue 43, item 8); either way the
      // engine's invariants hold.
      #expect(report.ok || report.failure?.message.contains("past alrepl's limit of 1e6") == true, "\(line)")
      #expect(s.layout.invariantViolations().isEmpty, "after \(line): \(s.layout.invariantViolations())")
    }
  }

  @Test func viewsPastTheLimitAreRefused() throws {
    var l = layout(LayoutLimits(maxViews: 4))
    for name in ["a", "b", "c"] { try l.addView(named: name) }
    #expect(throws: LayoutError.self) { try l.addLabel(named: "d", text: LabelText("x")) }
    do {
      try l.addGuide(named: "g")
      Issue.record("a fifth view was accepted")
    } catch {
      #expect(error.message.contains("at most 4"), "\(error.message)")
    }
    #expect(l.viewsInTreeOrder.count == 4)
    try l.removeView(l.view(named: "c")!)
    try l.addView(named: "d")
  }

  @Test func nestingPastTheLimitIsRefused() throws {
    var l = layout(LayoutLimits(maxDepth: 3))
    let a = try l.addView(named: "a")
    let b = try l.addView(named: "b", in: a)
    let c = try l.addView(named: "c", in: b)
    do {
      try l.addView(named: "d", in: c)
      Issue.record("a view at depth 4 was accepted")
    } catch {
      #expect(error.message.contains("at most 3 deep"), "\(error.message)")
    }
    #expect(l.view(named: "d") == nil)
  }

  @Test func arrangingADeepSubtreeInADeepStackIsRefused() throws {
    var l = layout(LayoutLimits(maxDepth: 3))
    let a = try l.addView(named: "a")
    let b = try l.addView(named: "b", in: a)
    let x = try l.addView(named: "x")
    try l.addView(named: "y", in: x)
    var config = StackConfiguration()
    config.arranged = [x]
    #expect(throws: LayoutError.self) { try l.makeStack(b, config) }
    #expect(l.view(x).parent == .root, "the refused stack moved x")
  }

  @Test func constraintsPastTheLimitAreRefused() throws {
    // root's two window constraints count too.
    var l = layout(LayoutLimits(maxConstraints: 5))
    let a = try l.addView(named: "a")
    for k in 1...3 {
      try l.addConstraint(ConstraintSpec(lhs: [LayoutTerm(a, .width)], relation: .greaterThanOrEqual, constant: Double(k)))
    }
    let count = l.allConstraints.count
    do {
      try l.addConstraint(ConstraintSpec(lhs: [LayoutTerm(a, .width)], relation: .greaterThanOrEqual, constant: 9))
      Issue.record("a sixth constraint was accepted")
    } catch {
      #expect(error.message.contains("at most 5"), "\(error.message)")
    }
    #expect(l.allConstraints.count == count)
  }

  /// n binding inequalities on one width cost n²/2 row updates: past the
  /// per-variable limit the next one is refused, named by its view and
  /// field, while other views and fields still take constraints.
  @Test func constraintsOnOneVariablePastTheLimitAreRefused() throws {
    let s = Session()
    s.limits = LayoutLimits(maxConstraintsPerVariable: 4)
    #expect(s.execute("view a").ok)
    // a.width >= 0 (the engine's rule) is the first of the four.
    for k in 1...3 { #expect(s.execute("a.width >= \(k)").ok) }
    let before = s.dump()
    let refused = s.execute("a.width <= 100 @250")
    #expect(refused.failure?.message.contains("too many constraints on a's width") == true, "\(String(describing: refused.failure))")
    #expect(refused.failure?.message.contains("at most 4") == true)
    #expect(s.dump() == before)
    #expect(s.execute("a.height >= 5").ok)
    #expect(s.execute("view b").ok)
    #expect(s.execute("b.width == 10").ok)
    // Deactivating makes room; reactivating past the limit is refused too.
    #expect(s.execute("deactivate c1").ok)
    #expect(s.execute("a.width <= 100 @250").ok)
    let full = s.dump()
    #expect(s.execute("activate c1").failure?.message.contains("a's width") == true)
    #expect(s.dump() == full)
  }

  /// Every report carries every conflict: past the limit of broken
  /// constraints a new one is refused, and removing a broken one makes room.
  @Test func brokenConstraintsPastTheLimitAreRefused() throws {
    let s = Session()
    s.limits = LayoutLimits(maxBrokenConstraints: 2)
    #expect(s.execute("view a").ok)
    for k in 1...3 { #expect(s.execute("a.width == \(k)").ok) }
    #expect(s.layout.conflicts.count == 2)
    let before = s.dump()
    let refused = s.execute("view b")
    #expect(refused.ok, "views are not constraints")
    let full = s.dump()
    let again = s.execute("a.height == 4")
    #expect(again.failure?.message.contains("too many broken constraints: 2") == true, "\(String(describing: again.failure))")
    #expect(s.dump() == full)
    #expect(before != full)
    #expect(s.execute("remove c3").ok)
    #expect(s.execute("a.height == 4").ok)
  }

  /// A thousand optional constraints pulling one width change together;
  /// the report lists twenty and counts the rest.
  @Test func aReportCountsUnsatisfiedWishesPastTwenty() {
    let s = Session()
    #expect(s.execute("view a").ok)
    for k in 1...30 { _ = s.execute("a.width == \(k) @750") }
    let lines = TextRenderer.lines(s.execute("a.width == 31 @750"))
    #expect(lines.filter { $0.hasPrefix("  unsatisfied:") }.count == 20, "\(lines)")
    #expect(lines.contains { $0.contains("… and 10 more unsatisfied or changed") }, "\(lines)")
  }

  @Test func hugeNumbersAreRefusedAtTheModel() {
    var layout = Layout()
    let a = try! layout.addView(named: "a")
    let spec = ConstraintSpec(lhs: [LayoutTerm(a, .width)], relation: .equal, constant: 1e10)
    #expect(throws: LayoutError.self) { try layout.addConstraint(spec) }
    #expect(throws: LayoutError.self) { try layout.setRootSize(width: 2e9, height: 10) }
  }

  /// Numbers inside the limits can still overflow along a chain of
  /// multipliers; the session refuses the command that would do it.
  @Test func overflowAlongAChainIsRefused() {
    let s = Session(directory: "/tmp")
    #expect(s.execute("view v0").ok)
    #expect(s.execute("v0.width == 1e6").ok)
    var refused: Report?
    for i in 1...60 {
      #expect(s.execute("view v\(i)").ok)
      let before = s.dump()
      let report = s.execute("v\(i).width == 1e6 * v\(i - 1).width")
      if !report.ok {
        refused = report
        #expect(s.dump() == before)
        break
      }
    }
    // Past 1e6 comes before infinity: refused at the limit (issue 43, item 8).
    let message = refused?.failure?.message ?? ""
    #expect(message.contains("not be finite") || message.contains("past alrepl's limit of 1e6"), "\(message)")
    #expect(s.layout.invariantViolations().isEmpty)
  }

  /// Found by the session fuzzer in a solver under change (not in the
  /// committed one): hiding an arranged view, then giving it an
  /// autoresizing frame, must end in a reported conflict, never in a
  /// required constraint the engine silently leaves unsatisfied.
  @Test func hiddenArrangedViewWithAutoresizingKeepsRequiredConstraints() {
    let s = Session(directory: "/tmp")
    for line in [
      "view a", "view b", "stack s in root vertical [a b]", "set a.hidden true",
      "set a.autoresizing 0,0,375,100 h=--- v=---",
    ] {
      let report = s.execute(line)
      // The whole row past 1e6 is refused (issue 43, item 8); either way the
      // engine's invariants hold.
      #expect(report.ok || report.failure?.message.contains("past alrepl's limit of 1e6") == true, "\(line)")
      #expect(s.layout.invariantViolations().isEmpty, "after \(line): \(s.layout.invariantViolations())")
    }
  }
}
