import Testing
@testable import LayoutModel

/// Alignment rect insets and given baselines.
@Suite struct AlignmentRectTests {
  private func spec(_ a: ViewID, _ attribute: LayoutAttribute, _ b: ViewID, _ other: LayoutAttribute, _ constant: Double = 0) -> ConstraintSpec {
    ConstraintSpec(lhs: [LayoutTerm(a, attribute)], relation: .equal, rhs: [LayoutTerm(b, other)], constant: constant)
  }

  /// Constraints and the intrinsic size bind the alignment rect; the frame
  /// is that rect grown by the insets.
  @Test func constraintsBindTheAlignmentRectAndFramesStayFrames() throws {
    var layout = Layout()
    let v = try layout.addView(named: "v")
    try layout.setIntrinsicSize(width: 100, height: 40, of: v)
    _ = try layout.addConstraint(spec(v, .leading, .root, .leading, 20))
    _ = try layout.addConstraint(spec(v, .top, .root, .top, 20))
    try layout.setAlignmentInsets(EdgeInsets(top: 0, left: 5, bottom: 10, right: 5), of: v)
    #expect(layout.frame(of: v) == Frame(x: 15, y: 20, width: 110, height: 50))
    // A constraint added afterwards binds the alignment rect too.
    let w = try layout.addView(named: "w")
    try layout.setIntrinsicSize(width: 10, height: 10, of: w)
    _ = try layout.addConstraint(spec(w, .leading, v, .trailing, 0))
    _ = try layout.addConstraint(spec(w, .top, v, .bottom, 0))
    #expect(layout.frame(of: w).x == 120 && layout.frame(of: w).y == 60)
    try layout.setAlignmentInsets(EdgeInsets(all: 0), of: v)
    #expect(layout.frame(of: v) == Frame(x: 20, y: 20, width: 100, height: 40))
  }

  /// The engine keeps the alignment rect's size from going negative, not
  /// the frame's: with insets of -2 each side the frame may be 4 short of
  /// it, down to -4. The ranges kept between measurements say so too: they
  /// had taken a size that only that rule reads to start at 0, whatever
  /// the insets (a stale `v.width ≥ 0`, and a debug build's check failed).
  @Test func negativeInsetsLowerTheFloorOfKeptRangesAsOfAFullMeasurement() throws {
    var layout = Layout()
    let v = try layout.addView(named: "v")
    #expect(layout.measureAmbiguities().filter { $0.view == v && $0.field == .width }.map(\.min) == [0])
    try layout.setAlignmentInsets(EdgeInsets(all: -2), of: v)
    let kept = layout.measureAmbiguities()
    #expect(kept == layout.measureAllAmbiguities())
    let sizes = kept.filter { $0.view == v && ($0.field == .width || $0.field == .height) }
    #expect(sizes.map(\.min) == [-4, -4] && sizes.map(\.max) == [nil, nil], "\(sizes)")
    // Positive insets raise it: the frame holds the rect and them.
    try layout.setAlignmentInsets(EdgeInsets(top: 1, left: 3, bottom: 2, right: 4), of: v)
    let raised = layout.measureAmbiguities()
    #expect(raised == layout.measureAllAmbiguities())
    #expect(raised.filter { $0.view == v && $0.field != .x && $0.field != .y }.map(\.min) == [7, 3])
  }

  /// A slider is made with insets of 2 at its sides: its frame is at least
  /// 4 wide whether it was made with them or given them afterwards (the
  /// engine's `width >= 0` had been installed on its frame, before its
  /// insets were set, and stayed there until something reinstalled it).
  @Test func aControlsInsetsRaiseItsFloorFromTheStart() throws {
    var made = Layout()
    let slider = try made.addControl(named: "s", .slider)
    var given = Layout()
    let view = try given.addView(named: "s")
    try given.setAlignmentInsets(made.view(slider).alignmentInsets, of: view)
    let widths = [made, given].map { layout in
      var layout = layout
      let kept = layout.measureAmbiguities()
      #expect(kept == layout.measureAllAmbiguities())
      return kept.filter { $0.field == .width }.map(\.min)
    }
    #expect(widths == [[4], [4]], "\(widths)")
    #expect(made.frame(of: slider).width >= 4)
  }

  /// Insets of -2 0 -1.5 0 on a 20 x 20 rect: the frame is 20 wide and
  /// 3.5 shorter, starting 2 below the rect's top.
  @Test func negativeInsetsMakeTheFrameSmallerThanTheRect() throws {
    var layout = Layout()
    let v = try layout.addView(named: "v")
    for (attribute, constant) in [(LayoutAttribute.width, 20.0), (.height, 20)] {
      _ = try layout.addConstraint(ConstraintSpec(lhs: [LayoutTerm(v, attribute)], relation: .equal, constant: constant))
    }
    _ = try layout.addConstraint(spec(v, .leading, .root, .leading, 10))
    _ = try layout.addConstraint(spec(v, .top, .root, .top, 30))
    try layout.setAlignmentInsets(EdgeInsets(top: -2, left: 0, bottom: -1.5, right: 0), of: v)
    #expect(layout.frame(of: v) == Frame(x: 10, y: 32, width: 20, height: 16.5))
    #expect(layout.measureAmbiguities().isEmpty)
  }

  /// A view's given baselines, from its top, align with a label's.
  @Test func givenBaselinesAlignWithALabels() throws {
    var layout = Layout()
    let label = try layout.addLabel(named: "l", text: LabelText("Hi", fontSize: 20))  // baseline 19 from its top
    let v = try layout.addView(named: "v")
    try layout.setIntrinsicSize(width: 30, height: 60, of: v)
    try layout.setBaselines(Baselines(first: 50, last: 55), of: v)
    _ = try layout.addConstraint(spec(label, .top, .root, .top, 100))
    _ = try layout.addConstraint(spec(v, .firstBaseline, label, .firstBaseline))
    #expect(layout.frame(of: v).y == 100 + 19 - 50)
    let u = try layout.addView(named: "u")
    try layout.setIntrinsicSize(width: 30, height: 10, of: u)
    _ = try layout.addConstraint(spec(u, .top, v, .lastBaseline))
    #expect(layout.frame(of: u).y == 69 + 55)
    // None again: the last baseline is the bottom.
    try layout.setBaselines(nil, of: v)
    #expect(layout.frame(of: u).y == layout.frame(of: v).y + 60)
    #expect(throws: LayoutError.self) { try layout.setBaselines(Baselines(first: 1, last: 1), of: label) }
  }

  /// A button's title gives it a baseline: centred 15-point text in 30.
  @Test func aButtonHasItsTitlesBaseline() throws {
    var layout = Layout()
    let button = try layout.addControl(named: "b", .button("Go"))
    // (30 - 18) / 2 + 0.95 × 15 = 20.25
    #expect(layout.view(button).baselines == Baselines(first: 20.25, last: 20.25))
  }
}
