import Foundation
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
    let session = Session(text: .em)
    for line in [
      "label l \"xxxxxxxxxxxxxxxxxxxx\" lines 0 hug 250 1000 resist 750 1000", "l.leading == root.leading",
      "w: l.width == 200", "l.top == root.top", "h: l.height == 20.4",
    ] {
      #expect(session.execute(line).ok, "\(line)")
    }
    // 20 characters at 8.5 points: one line at 200 points, two at 100,
    // the one word broken after 11 characters (93.5 points).
    let text = TextRenderer.lines(session.execute("set w.constant 100")).joined(separator: "\n")
    #expect(text.contains("'l-resist-height' l.height >= 40.8"), "\(text)")
    // The resistance's constant just changed, so h is the older: it breaks.
    #expect(text.contains("broke h"), "\(text)")
    let frame = session.layout.frame(of: try #require(session.layout.view(named: "l")))
    #expect(frame.width == 100 && abs(frame.height - 40.8) < 1e-9)
    // The other three constants moved: hugging follows the two-line text.
    let constraints = TextRenderer.lines(session.execute("constraints l")).joined(separator: "\n")
    #expect(constraints.contains("l.height <= 40.8"), "\(constraints)")
    #expect(constraints.contains("l.width <= 93.5"), "\(constraints)")
  }

  /// A label wraps at the width it has, not at that width rounded to a
  /// millionth: rounded up, its text asked for half a millionth more, and
  /// its compression resistance was reported unmet "(off by 0)".
  @Test func aLabelWrappedAtAnyWidthMeetsItsResistance() throws {
    let session = Session(text: .em)
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
      // It hugs its widest line, which is never wider than the wrap.
      let l = try #require(session.layout.view(named: "l"))
      let frameWidth = session.layout.frame(of: l).width
      #expect(frameWidth <= width + 1e-9)
      #expect(abs(frameWidth - (session.layout.intrinsicSize(of: l).width ?? -1)) < 1e-9, "at \(width)")
    }
  }

  /// An equalSpacing stack too narrow for its views shrinks them by
  /// compression resistance and then, as Apple says, by index: the last
  /// view gives way. Without that order, a label and a view tied on
  /// resistance shrank by the solver's history, so the label settled on
  /// either of two wraps: frames changed after a rotation and back.
  @Test func anEqualSpacingStackShrinksByIndexWhateverItsHistory() throws {
    let session = Session(text: .em)
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
    // v0 keeps its 80.5 points; the label, last of the visible, wraps in
    // what is left (154.5): "dozen quick over" and "five liquor", and is
    // as wide as its widest line, 16 characters of 8.5 points.
    #expect(abs(session.layout.frame(of: v0).width - 80.5) < 1e-9, "\(first)")
    #expect(abs(session.layout.frame(of: v1).width - 136) < 1e-6, "\(first)")
    for size in ["size 1024x768", "size 375x667", "size 320x480", "size 375x667"] {
      #expect(session.execute(size).ok)
    }
    #expect(frames() == first)
  }

  /// A fill stack's order among equals reads each arranged view's
  /// intrinsic height; a label's new wrap updates that one wish in place
  /// (`followFillOrder`) instead of rebuilding the stack.
  @Test func aFillStackFollowsItsLabelsNewWraps() throws {
    let session = Session(text: .em)
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
    let session = Session(text: .em)
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
    // A wrapped label wants its widest line, which is narrower than the
    // stack at almost every width, so its hugging gives way all along;
    // it holds for good only once a line is down to one 8.5-point
    // character: 375 - 8.5 = 366.5 points in, where the width runs out.
    #expect(r.below.map { abs($0.at + 366.5) < 1e-5 } == true, "\(String(describing: r.below))")
    #expect(r.below?.events == labels.map { "\($0)-hug-width starts holding" })
  }

  /// A line holds at least one character, however narrow the label: at a
  /// width of 1e-300 the line count overflowed an Int, and alrepl trapped.
  @Test func aLabelNarrowerThanACharacterTakesALineForEach() {
    let session = Session(text: .em)
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
    let session = Session(text: .em)
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

/// `style`, `set root.contentSize` and the messages for bad names.
@Suite struct TextStyleCommandTests {
  @Test func aStyledLabelGrowsWithTheContentSize() throws {
    let session = Session(text: .em)
    #expect(session.execute("label t \"Title\" style title1").ok)
    let t = try #require(session.layout.view(named: "t"))
    #expect(session.layout.frame(of: t).width == 70)  // 5 characters at 28 / 2
    let changed = session.execute("set root.contentSize accessibilityExtraExtraExtraLarge")
    #expect(changed.ok)
    #expect(session.layout.frame(of: t).width == 145)  // 58 points at AX5
    #expect(session.execute("undo").ok)
    #expect(session.layout.frame(of: t).width == 70)
  }

  /// Sweeping the content size reports the size where the label first
  /// takes two lines and its height cap starts to bite.
  @Test func sweepingTheContentSizeFindsWhereTextBreaksTheLayout() throws {
    let session = Session(text: .em)
    for line in [
      "label t \"Settings and privacy\" style body lines 0", "view icon intrinsic 40x40", "vfl H:|-16-[icon]-8-[t]-16-|",
      "vfl V:|-20-[t]", "vfl V:|-20-[icon]", "t.height <= 60",
    ] {
      #expect(session.execute(line).ok, "\(line)")
    }
    // 20 characters fit in 295 points up to 28 (AX1); at 33 (AX2) they need two lines, 79.2 > 60.
    let lines = try #require(session.execute("sweep root.contentSize").answer?.lines)
    #expect(lines == [
      "sweep root.contentSize extraSmall…accessibilityExtraExtraExtraLarge (12 sizes): 1 change",
      "  at accessibilityLarge: t goes from 1 to 2 lines; t-resist-height stops holding",
    ])
    // The session itself is still at large.
    #expect(session.layout.contentSizeCategory == .large)
  }

  @Test func badNamesPointAtTheWord() {
    let session = Session(text: .em)
    let style = TextRenderer.lines(session.execute("label t \"x\" style headlin")).joined(separator: "\n")
    #expect(style.contains("'headlin' is not a text style (did you mean 'headline'?)"), "\(style)")
    #expect(style.contains("                  ^^^^^^^"), "\(style)")
    let size = TextRenderer.lines(session.execute("set root.contentSize big")).joined(separator: "\n")
    #expect(size.contains("'big' is not a content size category"), "\(size)")
    #expect(session.execute("view v").ok)
    #expect(!session.execute("set v.contentSize large").ok)
    // A font size makes the label fixed again.
    #expect(session.execute("label l \"abc\" style body").ok)
    #expect(session.execute("set l.font 10").ok)
    #expect(session.execute("set root.contentSize extraSmall").ok)
    #expect(session.layout.view(named: "l").map { session.layout.frame(of: $0).width } == 15)
  }
}

/// `control`: a switch and a button side by side, bad kinds and arguments.
@Suite struct ControlCommandTests {
  @Test func aSwitchKeepsItsSizeWhileAButtonStretches() throws {
    let session = Session(text: .em)
    for line in [
      "control on switch", "control go button \"Go\"", "vfl H:|[go][on]|", "vfl V:|[go]", "vfl V:|[on]",
    ] {
      #expect(session.execute(line).ok, "\(line)")
    }
    let on = try #require(session.layout.view(named: "on")), go = try #require(session.layout.view(named: "go"))
    // The switch hugs at 750, the button at 250: the button takes the rest.
    // Constraints bind the switch's 49-point alignment rect; its 51-point
    // frame reaches 2 points past root's trailing edge, as on a device.
    #expect(session.layout.frame(of: on).width == 51)
    #expect(session.layout.frame(of: on).x == 375 - 49)
    #expect(session.layout.frame(of: go).width == 375 - 49)
    #expect(session.layout.frame(of: go).height == 30)
  }

  /// why sums frames; with alignment insets it says the insets are in the numbers.
  @Test func whyNamesAlignmentInsets() throws {
    let session = Session(text: .em)
    for line in ["view v intrinsic 100x40", "v.leading == root.leading + 20", "set v.alignmentInsets 0 5 10 5"] {
      #expect(session.execute(line).ok, "\(line)")
    }
    let lines = try #require(session.execute("why v.x").answer?.lines)
    #expect(lines.first == "v.x = 15")
    #expect(lines.contains { $0.contains("note: v's constraints bind its alignment rect") }, "\(lines)")
  }

  @Test func badControlsPointAtTheMistake() {
    let session = Session(text: .em)
    let kind = TextRenderer.lines(session.execute("control x swich")).joined(separator: "\n")
    #expect(kind.contains("'swich' is not a control (did you mean 'switch'?)"), "\(kind)")
    #expect(kind.contains("          ^^^^^"), "\(kind)")
    let pages = TextRenderer.lines(session.execute("control p pageControl 2.5")).joined(separator: "\n")
    #expect(pages.contains("a page control has a whole number of pages"), "\(pages)")
    #expect(!session.execute("control b button").ok)
    #expect(!session.execute("control s segmented").ok)
    #expect(session.layout.viewsInTreeOrder.count == 1)
  }
}

/// `set root.font`: a real font file measures every label and control, `em` goes back.
@Suite struct FontFileCommandTests {
  static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

  @Test(.enabled(if: FileManager.default.fileExists(atPath: inter))) func aFontFileMeasuresLabelsAndControls() throws {
    let session = Session(text: .em)
    #expect(session.execute("label t \"Hello\"").ok)
    #expect(session.execute("control b button \"Continue\"").ok)
    let t = try #require(session.layout.view(named: "t")), b = try #require(session.layout.view(named: "b"))
    #expect(session.layout.frame(of: t).width == 42.5)
    #expect(session.execute("set root.font inter").ok)
    let inter = session.layout.frame(of: t).width
    #expect(inter != 42.5 && inter > 30 && inter < 50, "\(inter)")
    #expect(session.layout.frame(of: b).width != 60)
    #expect(session.execute("undo").ok)
    #expect(session.layout.frame(of: t).width == 42.5)
    #expect(session.execute("redo").ok)
    #expect(session.layout.frame(of: t).width == inter)
    #expect(session.execute("set root.font em").ok)
    #expect(session.layout.frame(of: b).width == 60)
  }

  @Test func badFontsAreRefusedAndChangeNothing() {
    let session = Session(text: .em)
    #expect(session.execute("label t \"Hello\"").ok)
    let missing = TextRenderer.lines(session.execute("set root.font \"/nonexistent.otf\"")).joined(separator: "\n")
    #expect(missing.contains("cannot read the font file /nonexistent.otf"), "\(missing)")
    #expect(!session.execute("set root.font \"/dev/zero\"").ok)
    #expect(!session.execute("set t.font \"/x.otf\"").ok)
    #expect(session.layout.view(named: "t").map { session.layout.frame(of: $0).width } == 42.5)
  }
}
