import Testing
@testable import LayoutModel

/// Each standard control's intrinsic size and priorities, and a control
/// laid out at them.
@Suite struct StandardControlTests {
  private let font = FixedAdvanceFont()

  @Test func fixedSizeControlsHaveUIKitsSizesAndRefuseToStretch() {
    // A switch binds 49 x 31: its frame, 51 x 31, reaches 2 points past
    // its trailing side (its alignment insets).
    let expected: [(StandardControl, Double, Double)] = [
      (.toggle, 49, 31), (.stepper, 94, 32), (.activity, 20, 20), (.pageControl(3), 39, 37), (.pageControl(1), 7, 37),
    ]
    for (control, width, height) in expected {
      let m = control.metrics(measuredBy: font)
      #expect(m.width == width && m.height == height, "\(control)")
      #expect(m.hugging == (.defaultHigh, .defaultHigh), "\(control)")
      #expect(m.compressionResistance == (.defaultHigh, .defaultHigh), "\(control)")
    }
  }

  @Test func barsHaveAHeightOnlyAndStretchAcross() {
    for (control, height) in [(StandardControl.slider, 29.5), (.progress, 4)] {
      let m = control.metrics(measuredBy: font)
      #expect(m.width == nil && m.height == height, "\(control)")
      #expect(m.hugging == (.defaultLow, .defaultHigh), "\(control)")
    }
  }

  /// Text-sized controls measure their text with the layout's font model:
  /// 15-point titles (7.5 a character in the em model), 13-point segment
  /// titles, a 14-point placeholder with 7 points of inset each side.
  @Test func textSizedControlsMeasureTheirText() {
    let button = StandardControl.button("Continue").metrics(measuredBy: font)
    #expect(button.width == 60 && button.height == 30)
    #expect(button.hugging == (.defaultLow, .defaultLow))
    let segmented = StandardControl.segmented(["One", "Three"]).metrics(measuredBy: font)
    #expect(segmented.width == 2 * (32.5 + 28) && segmented.height == 32)
    let field = StandardControl.textField("Email").metrics(measuredBy: font)
    #expect(field.width == 35 + 14 && field.height == 34)
  }

  /// UIButton's width is whole points (every stored frame that leaves a
  /// system button's width to it is whole, on scale-2 canvases): "Sign In"
  /// is 7 x 7.5 = 52.5 points of title in the em model, so 53 wide; a
  /// title already whole stays as it is.
  @Test func aButtonIsAWholeNumberOfPointsWide() {
    #expect(StandardControl.button("Sign In").metrics(measuredBy: font).width == 53)
    #expect(StandardControl.button("Continue").metrics(measuredBy: font).width == 60)
    #expect(StandardControl.button("").metrics(measuredBy: font).width == 0)
  }

  /// Only a switch and a slider have alignment insets, measured on
  /// Xcode's stored frames; the rest bind their frames.
  @Test func switchesAndSlidersHaveAlignmentInsets() {
    #expect(StandardControl.toggle.metrics(measuredBy: font).alignmentInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
    #expect(StandardControl.slider.metrics(measuredBy: font).alignmentInsets == EdgeInsets(top: 0, left: 2, bottom: 1.5, right: 2))
    let others: [StandardControl] = [.stepper, .activity, .pageControl(2), .progress, .segmented(["A"]), .button("Go"), .textField("x")]
    for control in others {
      #expect(control.metrics(measuredBy: font).alignmentInsets == EdgeInsets(all: 0), "\(control)")
    }
  }

  /// A switch pinned to a trailing edge: the constraint binds its
  /// alignment rect, so its 51-point frame reaches 2 points past the edge,
  /// as in Xcode's stored frames; a slider pinned at both sides is 4
  /// points wider than the space between them and 31 tall.
  @Test func constraintsBindTheAlignmentRectOfAControl() throws {
    var layout = Layout()
    let toggle = try layout.addControl(named: "on", .toggle)
    let slider = try layout.addControl(named: "volume", .slider)
    func spec(_ a: ViewID, _ attribute: LayoutAttribute, _ constant: Double) -> ConstraintSpec {
      ConstraintSpec(lhs: [LayoutTerm(a, attribute)], relation: .equal, rhs: [LayoutTerm(.root, attribute)], constant: constant)
    }
    _ = try layout.addConstraint(spec(toggle, .trailing, -16))
    _ = try layout.addConstraint(spec(slider, .leading, 20))
    _ = try layout.addConstraint(spec(slider, .trailing, -20))
    let t = layout.frame(of: toggle), s = layout.frame(of: slider)
    #expect(t.width == 51 && t.height == 31)
    #expect(t.x == 375 - 16 - 49)
    #expect(s.x == 18 && s.width == 375 - 40 + 4 && s.height == 31)
  }

  /// Every control's whole metrics at once, in the em model: intrinsic
  /// size, hugging, compression resistance, alignment insets and
  /// baseline. Each row fails alone if one of them changes, so no control
  /// can drift from `help controls` unnoticed.
  @Test func everyControlHasItsSizePrioritiesInsetsAndBaseline() {
    let high = LayoutPriority.defaultHigh, low = LayoutPriority.defaultLow
    let none = EdgeInsets(all: 0)
    let expected: [(StandardControl, ControlMetrics)] = [
      (.toggle, ControlMetrics(width: 49, height: 31, hugging: (high, high), compressionResistance: (high, high),
        alignmentInsets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))),
      (.slider, ControlMetrics(width: nil, height: 29.5, hugging: (low, high), compressionResistance: (high, high),
        alignmentInsets: EdgeInsets(top: 0, left: 2, bottom: 1.5, right: 2))),
      // Two 13-point titles, the wider "Three" 5 x 6.5 = 32.5, each segment 28 wider.
      (.segmented(["One", "Three"]), ControlMetrics(width: 121, height: 32, hugging: (low, low), compressionResistance: (high, high), alignmentInsets: none)),
      // "Go" at 15 points (15 wide, an 18-point line) centred in 30: baseline 6 + 14.25.
      (.button("Go"), ControlMetrics(width: 15, height: 30, hugging: (low, low), compressionResistance: (high, high), baseline: 20.25, alignmentInsets: none)),
      (.stepper, ControlMetrics(width: 94, height: 32, hugging: (high, high), compressionResistance: (high, high), alignmentInsets: none)),
      (.activity, ControlMetrics(width: 20, height: 20, hugging: (high, high), compressionResistance: (high, high), alignmentInsets: none)),
      (.pageControl(4), ControlMetrics(width: 55, height: 37, hugging: (high, high), compressionResistance: (high, high), alignmentInsets: none)),
      (.progress, ControlMetrics(width: nil, height: 4, hugging: (low, high), compressionResistance: (high, high), alignmentInsets: none)),
      // "Mail" at 14 points (28) plus 7 each side; a 16.8-point line centred in 34: baseline 8.6 + 13.3.
      (.textField("Mail"), ControlMetrics(width: 42, height: 34, hugging: (low, low), compressionResistance: (high, high), baseline: 21.9, alignmentInsets: none)),
    ]
    #expect(Set(expected.map(\.0.word)) == Set(StandardControl.words))
    for (control, metrics) in expected {
      #expect(control.metrics(measuredBy: font) == metrics, "\(control)")
    }
  }

  @Test func aControlIsLaidOutAtItsSize() throws {
    var layout = Layout()
    let toggle = try layout.addControl(named: "on", .toggle)
    #expect(layout.frame(of: toggle).width == 51 && layout.frame(of: toggle).height == 31)
    #expect(layout.view(toggle).control == .toggle)
    #expect(layout.view(toggle).content.horizontal.hugging == .defaultHigh)
    #expect(throws: LayoutError.self) { try layout.addControl(named: "dots", .pageControl(0)) }
    #expect(layout.view(named: "dots") == nil)
  }
}
