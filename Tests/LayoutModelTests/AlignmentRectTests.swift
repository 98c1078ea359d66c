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
