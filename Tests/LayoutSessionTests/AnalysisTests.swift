import Testing
@testable import LayoutSession

private typealias Flip = ConstantThreshold.Flip

/// The self-sizing child of field case 2, with its content at 120.
private func child() -> Session {
  let s = Session(text: .em)
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

  /// Each sample solves the layout afresh: a step that would take more
  /// than 2,000 is refused with one a person can use, and a step below the
  /// spacing of doubles at the range still ends.
  @Test func sweepStepsAreBounded() throws {
    let s = Session(text: .em)
    _ = s.execute("view a")
    _ = s.execute("a.width == root.width / 2")
    let before = s.dump()
    let tiny = s.execute("sweep root.width 1..2 step 1e-17")
    #expect(tiny.failure?.message == "a sweep samples at most 2000 values; use a step of 0.001 or more")
    #expect(!s.execute("sweep root.width 1..1e300 step 1e-300").ok)
    #expect(s.execute("sweep root.width 1e20..1.0000000000001e20 step 5000").ok)
    #expect(s.execute("sweep root.width 320..1024 step 0.4").ok)
    #expect(s.dump() == before)
  }

  @Test func sweepOfAConstantAndOfLabelLines() throws {
    let s = Session(text: .em)
    for line in ["label l \"xxxxxxxxxxxxxxxxxxxx\" lines 0", "l.leading == root.leading", "w: l.width == 100", "l.top == root.top"] {
      #expect(s.execute(line).ok)
    }
    // 20 characters × 8.5 = 170 points: two lines until the width reaches 170.
    let lines = try #require(s.execute("sweep w.constant 50..250").answer?.lines)
    #expect(lines.contains { $0.contains("w.constant = 170:") && $0.contains("l goes from 2 to 1 lines") })
  }

  @Test func aKinkBetweenGridPointsIsOneBreakpointWithTheTrueSlopes() throws {
    // v follows the root's width up to 100, then stays: one kink at 100,
    // which the grid (step 1.75 from 50) steps over. Two tied wishes make
    // the width above 100 a choice; every value is solved from the
    // session's layout, so the choice never depends on the values before.
    let s = Session(text: .em)
    for line in [
      "view v", "v.leading == root.leading", "v.top == root.top", "v.height == 10", "v.trailing <= root.trailing",
      "a: v.width == 100 @500", "b: v.width == 300 @500",
    ] { #expect(s.execute(line).ok) }
    let lines = try #require(s.execute("sweep root.width 50..400").answer?.lines)
    #expect(lines == [
      "sweep root.width 50…400 (grid step 1.75): 1 breakpoint",
      "  root.width = 100: a starts holding; v.width changes slope, 1 → 0 per point",
    ])
    let threshold = try #require(s.execute("threshold a").answer?.lines)
    #expect(threshold.contains("    above 500 it beats b; below, it gives way: v moves"), "\(threshold)")
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

  // MARK: - threshold: the constant

  /// The constant flips of `threshold NAME`, exactly as computed.
  private func constantFlips(_ s: Session, _ name: String) throws -> ConstantThreshold.Result {
    let id = try #require(s.layout.constraint(named: name))
    return ConstantThreshold.search(id, in: s.layout)
  }

  @Test func thresholdFindsTheConstantsWhereContentStopsHolding() throws {
    // content: preview.height == k @750 under cap: preview.height <= 0.25 * 667.
    // It holds from 0 (a height is never negative) to 166.75 (the cap).
    let s = child()
    let before = s.dump()
    let r = try constantFlips(s, "content")
    #expect(r.constant == 120)
    #expect(r.below == Flip(at: 0, events: ["content stops holding"]))
    #expect(r.above == Flip(at: 166.75, events: ["content stops holding"]))
    let lines = try #require(s.execute("threshold content").answer?.lines)
    #expect(lines.contains("  constant: content is 120; from 0 to 166.75 the same constraints hold"))
    #expect(lines.contains("    below 0: content stops holding"))
    #expect(lines.contains("    above 166.75: content stops holding"))
    #expect(s.dump() == before, "threshold must not change the session")
  }

  /// The search bisects to constants where a conflict is infeasible by a
  /// hair. The deletion filter must then test the way the layout found the
  /// conflict (the constraint changed added last): adding it first named
  /// the window's and the view's height among the members.
  @Test func thresholdNamesTheIrreducibleConflictAtAHairsBreadth() throws {
    let s = Session(directory: "/tmp", text: .em)
    #expect(s.execute("view v").ok)
    #expect(s.execute("v.width + v.width <= 100").ok)
    let lines = try #require(s.execute("threshold c1").answer?.lines)
    #expect(lines.contains("    below 0: v.width >= 0 and c1 cannot both hold: c1 breaks"), "\(lines)")
  }

  @Test func thresholdOfTheCapAndOfTheParentsHeight() throws {
    let s = child()
    // cap allows 166.75 + k; content's 120 fits while k >= -46.75. Raising it changes nothing.
    let cap = try constantFlips(s, "cap")
    #expect(cap.below == Flip(at: -46.75, events: ["content stops holding"]))
    #expect(cap.above == nil)
    #expect(try #require(s.execute("threshold cap").answer?.lines).contains("    above: nothing flips up to 100000"))
    // c4: root.bottom == parent.bottom + k, so parent is 667 - k tall and the
    // cap 0.25 * (667 - k) reaches 120 at k = 187.
    let c4 = try constantFlips(s, "c4")
    #expect(c4.above == Flip(at: 187, events: ["content stops holding"]))
    #expect(c4.below == nil)
  }

  @Test func aRequiredConstantCanMakeAConflict() throws {
    // c1: parent.leading == root.leading + k, so parent is 375 - k wide: above 375 it would be negative.
    let s = child()
    let r = try constantFlips(s, "c1")
    #expect(r.above?.at == 375)
    let event = try #require(r.above?.events.first)
    // parent would be negative: c2, on its trailing (far) edge, breaks.
    #expect(event.hasSuffix("cannot all hold: c2 breaks"))
    #expect(event.contains("c1 and c2"))
    #expect(r.below == nil)
  }

  @Test func aConflictThatAConstantEnds() throws {
    // h: b.height >= 44, the older, is broken by e: b.height == k until k reaches 44.
    let s = Session(text: .em)
    for line in ["view b", "b.leading == root.leading", "b.top == root.top", "b.width == 100", "h: b.height >= 44", "e: b.height == 20"] {
      #expect(s.execute(line).ok)
    }
    #expect(try constantFlips(s, "e").above == Flip(at: 44, events: ["h starts holding"]))
    #expect(try constantFlips(s, "h").below == Flip(at: 20, events: ["h starts holding"]))
  }

  @Test func flipsAreExactNotRoundedBisections() throws {
    // 7 × v.width <= 400: the wish v.width == k holds up to 400 / 7.
    let s = Session(text: .em)
    for line in ["view v", "size 400x667", "v.width == 10 @750", "v.width + v.width + v.width + v.width + v.width + v.width + v.width <= root.width"] {
      #expect(s.execute(line).ok)
    }
    let seventh = try #require(try constantFlips(s, "c1").above?.at)
    #expect(abs(seventh - 400.0 / 7) < 1e-6)
    // A shallow slope: u.height == 0.001 * u.width @500 holds while u.width <= 50
    // (u.height <= 0.05). Its error grows by a thousandth per point, so
    // bisection on "is it met" alone would land near 50.0001.
    let t = Session(text: .em)
    for line in ["view u", "u.width == 10 @750", "u.height == 0.001 * u.width @500", "u.height <= 0.05"] {
      #expect(t.execute(line).ok)
    }
    #expect(try constantFlips(t, "c1").above == Flip(at: 50, events: ["c2 stops holding"]))
  }

  @Test func aSingleConstantWhereALoserAgreesIsNotAFlip() throws {
    // other (40 @500) loses to content (120 @750) at every constant; at 120
    // exactly it agrees and holds, but nothing else changes there.
    let s = child()
    #expect(s.execute("other: preview.height == 40 @500").ok)
    let r = try constantFlips(s, "other")
    #expect(r.below == nil && r.above == nil)
    // content with a rival at 40 still flips only where the height runs out.
    let c = try constantFlips(s, "content")
    #expect(c.below?.at == 0 && c.above?.at == 166.75)
  }

  /// Centred labels rewrap at every width of their stack, so the search
  /// halves everywhere. A wrap width rounded up to a millionth used to
  /// make a label's resistance "stop holding" at scattered constants, and
  /// the search bisected each one: a flip reported at 80.25 that is none,
  /// and 9,409 layouts solved. The one flip above is where the stack's
  /// width runs out.
  @Test func thresholdOnAStackOfWrappingLabels() throws {
    let s = Session(text: .em)
    let labels = (1...4).map { "l\($0)" }
    for name in labels {
      #expect(s.execute("label \(name) \"some long text that wraps across lines number \(name) and more words\" lines 0").ok)
    }
    for line in [
      "stack s vertical spacing 8 alignment center [\(labels.joined(separator: " "))]",
      "c1: s.leading == root.leading + 10", "c2: s.trailing == root.trailing - 10", "s.top == root.top + 20",
    ] {
      #expect(s.execute(line).ok, "\(line)")
    }
    let r = try constantFlips(s, "c1")
    #expect(r.below == nil)
    let above = try #require(r.above)
    #expect(abs(above.at - 365) < 1e-5, "\(above)")
    // At 365 the labels' width reaches 0: their resistance stops holding
    // (and the stack's wishes for zero widths start to).
    #expect(labels.allSatisfy { above.events.contains("\($0)-resist-width stops holding") }, "\(above.events)")
  }

  /// `whatif` and `devices` said in JSON only which frames moved (devices
  /// nothing at all); now what the text says, field by field.
  @Test func whatifAndDevicesJSONCarryWhatTheTextSays() throws {
    let s = Session(text: .em)
    for line in ["view a", "a.leading == root.leading + 10", "a.trailing == root.trailing - 10", "a.top == root.top",
      "h: a.height == 100 @750", "c: a.height <= 50"] {
      #expect(s.execute(line).ok, "\(line)")
    }
    let whatif = try #require(s.execute("whatif c priority 500").answer?.json).serialized
    #expect(whatif.contains(#""changed": {"a": {"x": 10, "y": 0, "width": 355, "height": 100}}"#), "\(whatif)")
    #expect(whatif.contains(#""unsatisfied": [{"id": "c", "priority": 500, "error": 50, "text": "a.height <= 50 @500"}]"#), "\(whatif)")
    #expect(whatif.contains(#""satisfiedAgain": ["h"]"#), "\(whatif)")
    let devices = try #require(s.execute("devices").answer?.json).serialized
    #expect(devices.contains(#"{"device": "iPhone SE", "width": 320, "height": 568, "frames": {"a": {"x": 10, "y": 0, "width": 300, "height": 50}}, "conflicts": 0}"#), "\(devices)")
    #expect(devices.components(separatedBy: "\"device\"").count == Devices.sizes.count + 1)
  }

  /// A search that runs out of layouts says how far it got, and claims
  /// nothing beyond: content flips at 166.75, past where 5 layouts reach.
  @Test func aSearchThatRunsOutOfLayoutsSaysWhereItStopped() throws {
    let s = child()
    let id = try #require(s.layout.constraint(named: "content"))
    let r = ConstantThreshold.search(id, in: s.layout, layoutsPerDirection: 5)
    #expect(r.stoppedAbove && r.above == nil)
    #expect(r.highest > 120 && r.highest < 166.75, "\(r.highest)")
    let lines = ConstantThreshold.report("content", r).0
    #expect(lines.contains("    above: nothing flips up to \(Format.number(r.highest)) (the search stopped there after 5 layouts)"), "\(lines)")
    // With room, the same search finds the flip and does not stop.
    let full = ConstantThreshold.search(id, in: s.layout)
    #expect(!full.stoppedAbove && !full.stoppedBelow && full.above?.at == 166.75)
  }

  /// A label's new line count makes its height jump: the grid interval
  /// holding the jump has no slope of its own, and its neighbours' slopes
  /// are compared across it. Reported before: "a.height changes slope,
  /// 0 → -5.8 per point" on either side of the jump.
  @Test func sweepReportsALineChangeAsAJumpNotTwoSlopeChanges() throws {
    let s = Session(text: .em)
    for line in [
      "label a \"This is a long piece of text that wraps\" lines 0", "a.leading == root.leading + 20",
      "a.trailing == root.trailing - 20", "a.top == root.top + 20",
    ] {
      #expect(s.execute(line).ok, "\(line)")
    }
    let lines = try #require(s.execute("sweep root.width 320..1024").answer?.lines)
    #expect(lines == [
      "sweep root.width 320…1024 (grid step 3.52): 2 breakpoints",
      // "that" moves up to the first line once it has 33 characters, 280.5 points.
      "  root.width = 320.5: a's widest line goes from 238 to 280.5",
      // Its hugging gives way on both sides: a wrapped label wants its
      // widest line, narrower than the 331.5 it gets until it fits on one.
      "  root.width = 371.5: a goes from 2 to 1 lines",
    ])
    let t = Session(text: .em)
    for line in [
      "label b \"a shorter text that wraps\" lines 0", "view c intrinsic 10x10", "stack s vertical alignment center [b c]",
      "s.leading == root.leading + 20", "s.trailing == root.trailing - 20",
    ] {
      #expect(t.execute(line).ok, "\(line)")
    }
    let sweep = try #require(t.execute("sweep root.width 100..400").answer?.lines)
    #expect(!sweep.contains { $0.contains("-") && $0.contains("changes slope") && $0.contains("height") }, "\(sweep)")
    // Centred, it is as wide as its widest line, which jumps when a word
    // moves up a line, "that" at 201.5 (119 → 161.5): a jump, not two
    // slope changes either side of it.
    #expect(sweep.contains { $0.contains("root.width = 201.5: b's widest line goes from 119 to 161.5") }, "\(sweep)")
    #expect(!sweep.contains { $0.contains("b.width changes slope") }, "\(sweep)")
  }

  @Test func thresholdJSONHasTheConstantFlips() throws {
    let s = child()
    let json = try #require(s.execute("threshold content").answer?.json).serialized
    #expect(json.contains(#""constant": {"value": 120, "searched": [-100000, 100000], "flips": [{"at": 0, "events": ["content stops holding"]}, {"at": 166.75, "events": ["content stops holding"]}]}"#))
  }

  @Test func thresholdOfAnInactiveOrAWindowConstraint() throws {
    let s = child()
    #expect(s.execute("deactivate content").ok)
    let lines = try #require(s.execute("threshold content").answer?.lines)
    #expect(lines.contains { $0.contains("content is inactive") })
    let refused = s.execute("threshold \"UIView-Encapsulated-Layout-Height\"")
    #expect(refused.failure?.message.contains("belongs to the window") == true)
  }

  @Test func aTieInPriorityIsNamed() throws {
    let s = Session(text: .em)
    for line in ["view b", "b.width == 100 @750", "b.width >= 300 @750"] { #expect(s.execute(line).ok) }
    let lines = try #require(s.execute("threshold c1").answer?.lines)
    #expect(lines.contains("    above 750 it beats c2; below, it gives way: b moves"))
  }

  @Test func badSweepsAreRefused() {
    let s = child()
    #expect(s.execute("sweep root.depth 1..2").failure != nil)
    #expect(s.execute("sweep root.width 10..5").failure != nil)
    #expect(s.execute("sweep cap.constant 1..2 step 0").failure != nil)
  }
}
