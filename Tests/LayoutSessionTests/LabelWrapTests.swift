import Testing
@testable import LayoutSession

/// A wrapping label's new wrap changes its four content-size constants one
/// at a time (`Layout.rewrapLabel`), as rebuilding its generated
/// constraints did.
@Suite struct LabelWrapTests {
  /// Required hugging and resistance that the new wrap cannot meet: the
  /// change that cannot hold goes through the conflict path, so the
  /// conflict is reported, one side broken, and the other constants move.
  @Test func aWrapThatBreaksARequiredConstraintReportsTheConflict() throws {
    let session = Session()
    for line in [
      "label l \"xxxxxxxxxxxxxxxxxxxx\" lines 0 hug 250 1000 resist 750 1000", "l.leading == root.leading",
      "w: l.width == 200", "l.top == root.top", "h: l.height == 20.4",
    ] {
      #expect(session.execute(line).ok, "\(line)")
    }
    // 20 characters at 8.5 points: one line at 200 points, two at 100.
    let text = TextRenderer.lines(session.execute("set w.constant 100")).joined(separator: "\n")
    #expect(text.contains("'l-resist-height' l.height >= 40.8"), "\(text)")
    // The resistance's constant just changed, so h is the older: it breaks.
    #expect(text.contains("broke h"), "\(text)")
    let frame = session.layout.frame(of: try #require(session.layout.view(named: "l")))
    #expect(frame.width == 100 && abs(frame.height - 40.8) < 1e-9)
    // The other three constants moved: hugging follows the two-line text.
    let constraints = TextRenderer.lines(session.execute("constraints l")).joined(separator: "\n")
    #expect(constraints.contains("l.height <= 40.8"), "\(constraints)")
    #expect(constraints.contains("l.width <= 100"), "\(constraints)")
  }

  /// A label wraps at the width it has, not at that width rounded to a
  /// millionth: rounded up, its text asked for half a millionth more, and
  /// its compression resistance was reported unmet "(off by 0)".
  @Test func aLabelWrappedAtAnyWidthMeetsItsResistance() throws {
    let session = Session()
    for line in [
      "label l \"some long text that wraps across lines\" lines 0", "l.leading == root.leading", "l.top == root.top",
      "w: l.width <= 200",
    ] {
      #expect(session.execute(line).ok, "\(line)")
    }
    for width in [200.0, 123.4567895, 99.99999951, 150.0000004, 77.7777777777] {
      #expect(session.execute("set w.constant \(width)").ok)
      let unmet = session.layout.unmetConstraints().map { session.layout.constraint($0.constraint).name }
      #expect(unmet.isEmpty, "at \(width): \(unmet)")
      let l = try #require(session.layout.view(named: "l"))
      #expect(abs(session.layout.frame(of: l).width - width) < 1e-9)
    }
  }

  /// An equalSpacing stack too narrow for its views shrinks them by
  /// compression resistance and then, as Apple says, by index: the last
  /// view gives way. Without that order, a label and a view tied on
  /// resistance shrank by the solver's history, so the label settled on
  /// either of two wraps: frames changed after a rotation and back.
  @Test func anEqualSpacingStackShrinksByIndexWhateverItsHistory() throws {
    let session = Session()
    for line in [
      "view v0 intrinsic 80.5x10", "label v1 \"dozen quick over five liquor\" lines 0", "set v1.hug 249 250",
      "label v2 \"dog jumps jugs dozen jugs brown dog brown box\" lines 1",
      "stack s distribution equalSpacing [v0 v1 v2]", "set v2.hidden true", "s.leading == root.leading + 16",
      "s.trailing == root.trailing - 123.4567891",
    ] {
      #expect(session.execute(line).ok, "\(line)")
    }
    let frames = { session.execute("frames").answer?.lines.joined(separator: "\n") ?? "" }
    let first = frames()
    let v0 = try #require(session.layout.view(named: "v0")), v1 = try #require(session.layout.view(named: "v1"))
    // v0 keeps its 80.5 points; the label, last of the visible, wraps in what is left.
    #expect(abs(session.layout.frame(of: v0).width - 80.5) < 1e-9, "\(first)")
    #expect(abs(session.layout.frame(of: v1).width - (375 - 16 - 123.4567891 - 80.5)) < 1e-6, "\(first)")
    for size in ["size 1024x768", "size 375x667", "size 320x480", "size 375x667"] {
      #expect(session.execute(size).ok)
    }
    #expect(frames() == first)
  }

  /// A fill stack's order among equals reads each arranged view's
  /// intrinsic height; a label's new wrap updates that one wish in place
  /// (`followFillOrder`) instead of rebuilding the stack.
  @Test func aFillStackFollowsItsLabelsNewWraps() throws {
    let session = Session()
    for line in [
      "label a \"\(String(repeating: "word ", count: 30))\" lines 0", "label b \"short text here\" lines 0",
      "label c \"\(String(repeating: "more ", count: 20))\" lines 0", "stack s vertical [a b c]",
      "s.leading == root.leading", "s.trailing == root.trailing", "s.top == root.top",
    ] {
      #expect(session.execute(line).ok, "\(line)")
    }
    for change in ["size 200x600", "size 375x667", "set b.hidden true", "size 90x600", "set b.hidden false", "size 60x600"] {
      #expect(session.execute(change).ok, "\(change)")
      let layout = session.layout
      // Every visible view but the last wishes for its own height.
      for name in ["a", "b"] {
        let id = try #require(layout.view(named: name))
        let wishes = layout.allConstraints.filter { $0.name.hasPrefix("s-alrepl-fill-order") && $0.spec.lhs.first?.view == id }
        if layout.view(id).isHidden {
          #expect(wishes.isEmpty, "\(change): \(name)")
        } else {
          #expect(wishes.count == 1 && wishes.first?.spec.constant == layout.intrinsicSize(of: id).height, "\(change): \(name)")
        }
      }
    }
  }

  /// A fillProportionally stack of wrapping labels: each label's new wrap
  /// rebuilt every multiplier at once, and misses of thousandths or of
  /// round-off were reported "(off by 0)". The stack is rebuilt once per
  /// settle pass, tiny misses show their digits, round-off is no miss,
  /// and `threshold` finds the one flip: where the stack's width runs out.
  @Test func aProportionalStackOfWrappingLabels() throws {
    let session = Session()
    let labels = (0..<4).map { "l\($0)" }
    for name in labels {
      #expect(session.execute("label \(name) \"Label \(name) with some text that wraps around when narrow\" lines 0").ok)
    }
    for line in [
      "stack s vertical distribution fillProportionally [\(labels.joined(separator: " "))]",
      "s.leading == root.leading", "s.trailing == root.trailing",
    ] {
      #expect(session.execute(line).ok, "\(line)")
    }
    for change in ["set c2.constant -300", "size 320x568", "set c2.constant -340.123456789", "size 1024x768"] {
      let text = TextRenderer.lines(session.execute(change)).joined(separator: "\n")
      #expect(!text.contains("(off by 0)"), "\(change): \(text)")
    }
    #expect(session.execute("size 375x667").ok && session.execute("set c2.constant 0").ok)
    let r = ConstantThreshold.search(try #require(session.layout.constraint(named: "c2")), in: session.layout)
    #expect(r.below.map { abs($0.at + 375) < 1e-5 } == true, "\(String(describing: r.below))")
    #expect(r.below?.events == labels.map { "\($0)-resist-width stops holding" })
  }

  /// A line holds at least one character, however narrow the label: at a
  /// width of 1e-300 the line count overflowed an Int, and alrepl trapped.
  @Test func aLabelNarrowerThanACharacterTakesALineForEach() {
    let session = Session()
    for line in [
      "label l \"hello world\" lines 0 preferredWidth 1e-300", "set l.preferredMaxLayoutWidth 5e-324",
      "set l.preferredMaxLayoutWidth 1e-17",
    ] {
      #expect(session.execute(line).ok, "\(line)")
      // 11 characters, one a line, 20.4 points each.
      #expect(session.layout.frame(of: session.layout.view(named: "l")!).height == 224.4, "\(line)")
    }
  }

  /// Switching a stack to fill removes its spacer; that settles text, and a
  /// wrapping label rewrapped there regenerated the stack, which still
  /// named the spacer and removed it a second time (a trap).
  @Test func aStackLosesItsSpacerOnceWhenALabelRewraps() {
    let session = Session()
    for line in [
      "label b \"x\" lines 0", "stack t alignment center [b]", "set t.alignment fill",
      "label c \"y\" lines 0", "stack u alignment center [c]", "set u.axis vertical", "set u.alignment firstBaseline",
    ] {
      #expect(session.execute(line).ok, "\(line)")
    }
    #expect(session.layout.view(named: "t-spacer") == nil)
    #expect(session.layout.view(named: "u-spacer") == nil)
    #expect(session.layout.invariantViolations().isEmpty)
  }
}
