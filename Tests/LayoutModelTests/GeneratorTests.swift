import Testing
@testable import LayoutModel

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.01) -> Bool { abs(a - b) < tolerance }

private extension Layout {
  @discardableResult
  mutating func pin(_ a: ViewID, _ aa: LayoutAttribute, _ relation: LayoutRelation = .equal, _ b: ViewID? = nil,
                    _ ba: LayoutAttribute? = nil, _ constant: Double = 0, _ priority: Double = 1000) throws -> LayoutConstraintID {
    try addConstraint(ConstraintSpec(
      lhs: [LayoutTerm(a, aa)], relation: relation, rhs: b.map { [LayoutTerm($0, ba ?? aa)] } ?? [],
      constant: constant, priority: LayoutPriority(priority)!))
  }

  func generatedText(of id: ViewID) -> [String] {
    view(id).generatedConstraints.map { c in
      let spec = constraint(c).spec
      func side(_ terms: [LayoutTerm]) -> String {
        terms.filter { $0.coefficient != 0 }.map { "\($0.coefficient == 1 ? "" : "\($0.coefficient)*")\(view($0.view).name).\($0.attribute.rawValue)" }.joined(separator: " + ")
      }
      let relation = spec.relation == .equal ? "==" : spec.relation == .lessThanOrEqual ? "<=" : ">="
      let right = [side(spec.rhs), spec.constant == 0 ? "" : "\(spec.constant)"].filter { !$0.isEmpty }
      return "\(side(spec.lhs)) \(relation) \(right.isEmpty ? "0" : right.joined(separator: " + ")) @\(spec.priority.value)"
    }
  }
}

@Suite struct IntrinsicSizeTests {
  /// Reference §4: `dim <= intrinsic @hugging`, `dim >= intrinsic @compressionResistance`.
  @Test func contentSizeBecomesAppleTwoInequalities() throws {
    var layout = Layout()
    let v = try layout.addView(named: "v")
    try layout.setIntrinsicSize(width: 40, height: nil, of: v)
    #expect(layout.generatedText(of: v) == ["v.width <= 40.0 @250.0", "v.width >= 40.0 @750.0"])
    try layout.setContentPriorities(hugging: LayoutPriority(251), compressionResistance: .required, axis: .horizontal, of: v)
    #expect(layout.generatedText(of: v) == ["v.width <= 40.0 @251.0", "v.width >= 40.0 @1000.0"])
  }

  /// Reference §4 worked example: |[L1]-8-[L2]| in 300; intrinsic 60 and 80.
  @Test func huggingAndCompressionResistanceDecide() throws {
    var layout = Layout(rootWidth: 300)
    let l1 = try layout.addView(named: "l1"), l2 = try layout.addView(named: "l2")
    try layout.setIntrinsicSize(width: 60, height: nil, of: l1)
    try layout.setIntrinsicSize(width: 80, height: nil, of: l2)
    try layout.pin(l1, .leading, .equal, .root)
    try layout.pin(l2, .leading, .equal, l1, .trailing, 8)
    let right = try layout.pin(l2, .trailing, .equal, .root)
    try layout.setContentPriorities(hugging: LayoutPriority(251), compressionResistance: nil, axis: .horizontal, of: l1)
    #expect(close(layout.frame(of: l2).width, 232))
    try layout.removeConstraint(right)
    try layout.setRootSize(width: 100, height: 667)
    try layout.pin(l2, .trailing, .equal, .root)
    try layout.setContentPriorities(hugging: nil, compressionResistance: LayoutPriority(749), axis: .horizontal, of: l2)
    #expect(close(layout.frame(of: l1).width, 60) && close(layout.frame(of: l2).width, 32))
  }

  /// Reference §4.1: a label 268 wide, 500 points of text, 20-point lines.
  @Test func wrappingLabelTwoPass() throws {
    var layout = Layout(rootWidth: 300)
    let size = 20.0 / 1.2  // the font model's line height is 1.2 em
    let text = LabelText(String(repeating: "x", count: 60), fontSize: size, lines: 0)  // 60 × 0.5 em = 500
    let label = try layout.addLabel(named: "label", text: text)
    try layout.pin(label, .leading, .equal, .root, .leading, 16)
    try layout.pin(label, .trailing, .equal, .root, .trailing, -16)
    try layout.pin(label, .top, .equal, .root, .top, 16)
    #expect(close(layout.frame(of: label).width, 268) && close(layout.frame(of: label).height, 40))
    var explicit = text
    explicit.preferredMaxLayoutWidth = 200
    try layout.setText(explicit, of: label)
    #expect(close(layout.frame(of: label).width, 268) && close(layout.frame(of: label).height, 60))
  }

  /// Only labels whose surroundings change are laid out again from one line
  /// (settleText); these are the changes that must reach them: the
  /// constraint that narrowed the label goes, and its container widens.
  @Test func wrappedLabelIsLaidOutAgainWhenItsSpaceChanges() throws {
    var layout = Layout(rootWidth: 300)
    let size = 20.0 / 1.2
    let box = try layout.addView(named: "box")
    try layout.pin(box, .leading, .equal, .root)
    try layout.pin(box, .trailing, .equal, .root)
    try layout.pin(box, .top, .equal, .root)
    let text = LabelText(String(repeating: "x", count: 60), fontSize: size, lines: 0)  // 500 on one line
    let label = try layout.addLabel(named: "label", in: box, text: text)
    try layout.pin(label, .leading, .equal, box)
    try layout.pin(label, .top, .equal, box)
    try layout.pin(label, .trailing, .lessThanOrEqual, box)
    let limit = try layout.pin(label, .trailing, .lessThanOrEqual, box, .leading, 250)
    #expect(close(layout.frame(of: label).width, 250) && close(layout.frame(of: label).height, 40))
    try layout.removeConstraint(limit)
    #expect(close(layout.frame(of: label).width, 300) && close(layout.frame(of: label).height, 40))
    try layout.setRootSize(width: 600, height: 667)
    #expect(close(layout.frame(of: label).width, 500) && close(layout.frame(of: label).height, 20))
    try layout.setRootSize(width: 300, height: 667)
    #expect(close(layout.frame(of: label).width, 300) && close(layout.frame(of: label).height, 40))
  }

  /// The views a label's constraints read are kept between settles
  /// (`TextSettleState.neighbours`): a constraint installed later that
  /// ties the label to another view must make that view's changes reach
  /// the label, though the label itself is not touched by them.
  @Test func aViewTiedToALabelLaterStillReachesIt() throws {
    var layout = Layout(rootWidth: 600)
    let size = 20.0 / 1.2
    let bar = try layout.addView(named: "bar")
    try layout.pin(bar, .leading, .equal, .root)
    try layout.pin(bar, .top, .equal, .root)
    let barWidth = try layout.pin(bar, .width, .equal, nil, nil, 240)
    let text = LabelText(String(repeating: "x", count: 60), fontSize: size, lines: 0)  // 500 on one line
    let label = try layout.addLabel(named: "label", text: text)
    try layout.pin(label, .leading, .equal, .root)
    try layout.pin(label, .top, .equal, .root, .top, 100)
    // A change elsewhere: the settle reads (and keeps) the label's neighbours.
    try layout.setConstant(250, of: barWidth)
    #expect(close(layout.frame(of: label).width, 500) && close(layout.frame(of: label).height, 20))
    // Tied to the bar now, it wraps at the bar's width (30 of the 60 x's a line).
    try layout.pin(label, .trailing, .lessThanOrEqual, bar)
    #expect(close(layout.frame(of: label).width, 250) && close(layout.frame(of: label).height, 40))
    // The bar widens: only the bar's constraint changes, and the label must
    // be laid out again from one line to take the room.
    try layout.setConstant(600, of: barWidth)
    #expect(close(layout.frame(of: label).width, 500) && close(layout.frame(of: label).height, 20))
  }
}

@Suite struct AutoresizingTests {
  /// Reference §5 worked example: frame (160, 120, 80, 80) in 320×480, widened to 400.
  @Test(arguments: [
    ([false, false, true], 160.0, 80.0),
    ([true, false, false], 240, 80),
    ([false, true, false], 160, 160),
    ([true, false, true], 213.33, 80),
    ([true, true, false], 213.33, 106.67),
    ([false, true, true], 160, 120),
    ([true, true, true], 200, 100),
  ])
  func masksFollowTheSuperview(mask: [Bool], x: Double, width: Double) throws {
    var layout = Layout(rootWidth: 320, rootHeight: 480)
    let v = try layout.addView(named: "v")
    try layout.setAutoresizing(
      Autoresizing(frame: Frame(x: 160, y: 120, width: 80, height: 80), horizontal: mask, vertical: [false, false, true]), of: v)
    #expect(close(layout.frame(of: v).x, 160) && close(layout.frame(of: v).width, 80))
    try layout.setRootSize(width: 400, height: 480)
    #expect(close(layout.frame(of: v).x, x), "x \(layout.frame(of: v).x)")
    #expect(close(layout.frame(of: v).width, width), "width \(layout.frame(of: v).width)")
  }

  @Test func defaultMaskIsTwoRequiredConstraintsPerAxis() throws {
    var layout = Layout()
    let v = try layout.addView(named: "v")
    try layout.setAutoresizing(Autoresizing(frame: Frame(x: 0, y: 0, width: 375, height: 100), horizontal: [false, false, true], vertical: [false, false, true]), of: v)
    #expect(layout.generatedText(of: v) == [
      "v.left == 0 @1000.0", "v.width == 375.0 @1000.0", "v.top == 0 @1000.0", "v.height == 100.0 @1000.0",
    ])
    #expect(layout.view(v).autoresizing?.notation == "h=--& v=--&")
  }
}

@Suite struct StackViewTests {
  /// Intrinsic widths 160/80/40 and heights 200/100/50 (reference §6.3).
  private func row(_ configure: (inout StackConfiguration) -> Void) throws -> (Layout, ViewID, [ViewID]) {
    var layout = Layout(rootWidth: 1000)
    let stack = try layout.addView(named: "s")
    let views = try ["a", "b", "c"].map { try layout.addView(named: $0, in: stack) }
    for (v, (w, h)) in zip(views, [(160.0, 200.0), (80, 100), (40, 50)]) { try layout.setIntrinsicSize(width: w, height: h, of: v) }
    var c = StackConfiguration()
    c.arranged = views
    configure(&c)
    try layout.makeStack(stack, c)
    try layout.pin(stack, .leading, .equal, .root)
    try layout.pin(stack, .top, .equal, .root)
    return (layout, stack, views)
  }

  /// A column of 40 rows whose required spacing cannot fit the window
  /// breaks some spacings. A new spacing changes every spacing's constant;
  /// the broken one is retried once at the end, not after each of the 39
  /// changes (retried after each, its conflict was analysed 39 times).
  @Test func aSqueezedStackRetriesItsBrokenSpacingsOnceForANewSpacing() throws {
    var layout = Layout()
    let stack = try layout.addView(named: "s")
    let rows = try (0..<40).map { try layout.addView(named: "r\($0)", in: stack) }
    for r in rows { try layout.setIntrinsicSize(width: 100, height: 30, of: r) }
    var c = StackConfiguration()
    c.axis = .vertical
    c.arranged = rows
    c.spacing = 30
    try layout.makeStack(stack, c)
    try layout.pin(stack, .top, .equal, .root)
    try layout.pin(stack, .bottom, .equal, .root)
    #expect(!layout.conflicts.isEmpty, "39 spacings of 30 cannot fit 667 points")
    let before = layout.conflictState.conflictAnalyses
    try layout.updateStack(stack) { $0.spacing = 31 }
    #expect(layout.conflictState.conflictAnalyses - before <= layout.conflicts.count + 1, "\(layout.conflictState.conflictAnalyses - before) analyses")
    #expect(!layout.conflicts.isEmpty)
  }

  @Test func fillSizesToContent() throws {
    let (layout, stack, _) = try row { _ in }
    #expect(close(layout.frame(of: stack).width, 280) && close(layout.frame(of: stack).height, 200))
  }

  /// Reference §6.1: with hugging and compression resistance tied, fill
  /// gives the extra or missing space to the highest index, and the layout
  /// is still reported ambiguous; the tie-break is never an unmet wish.
  @Test(arguments: [(300.0, [160.0, 80.0, 60.0]), (260.0, [160.0, 80.0, 20.0])] as [(Double, [Double])])
  func fillGivesTiedSpaceToTheLastViewAndStaysAmbiguous(width: Double, expected: [Double]) throws {
    var (layout, stack, views) = try row { _ in }
    try layout.pin(stack, .width, .equal, nil, nil, width)
    #expect(zip(views, expected).allSatisfy { close(layout.frame(of: $0).width, $1) }, "\(views.map { layout.frame(of: $0).width })")
    let open = layout.ambiguities().filter { $0.field == .width }.map(\.view)
    #expect(Set(open) == Set(views))
    #expect(layout.unmetConstraints().allSatisfy { !layout.constraint($0.constraint).spec.priority.isTieBreak })
    // A view that hugs harder is no longer the stack's to choose.
    try layout.setContentPriorities(hugging: LayoutPriority(251), compressionResistance: LayoutPriority(751), axis: .horizontal, of: views[0])
    try layout.setContentPriorities(hugging: LayoutPriority(251), compressionResistance: LayoutPriority(751), axis: .horizontal, of: views[2])
    #expect(close(layout.frame(of: views[1]).width, 80 + width - 280))
    #expect(layout.ambiguities().filter { $0.field == .width }.isEmpty)
  }

  /// setCustomSpacing(_:after:) replaces spacing for the gap after one
  /// view; a hidden neighbour halves it as it halves spacing (reference §6);
  /// a view that leaves the stack takes its custom spacing with it.
  @Test func customSpacingReplacesSpacingAfterOneView() throws {
    var (layout, stack, views) = try row { $0.spacing = 10; $0.customSpacing = [.root: 99] }
    // A key that is not arranged (root) is dropped.
    #expect(layout.view(stack).stack?.customSpacing.isEmpty == true)
    try layout.updateStack(stack) { $0.customSpacing[views[0]] = 30 }
    #expect(close(layout.frame(of: views[1]).x, 190) && close(layout.frame(of: views[2]).x, 280))
    try layout.setHidden(true, of: views[1])
    // a | 15 | b (hidden, 0) | 5 | c.
    #expect(close(layout.frame(of: views[2]).x, 180))
    try layout.setHidden(false, of: views[1])
    try layout.removeView(views[0])
    #expect(layout.view(stack).stack?.customSpacing.isEmpty == true)
    #expect(close(layout.frame(of: views[2]).x, 90))
  }

  @Test func fillEquallyWithSpacing() throws {
    var (layout, stack, views) = try row { $0.distribution = .fillEqually; $0.spacing = 10 }
    try layout.pin(stack, .width, .equal, nil, nil, 320)
    #expect(views.allSatisfy { close(layout.frame(of: $0).width, 100) })
  }

  @Test func fillProportionallyLastViewSquashed() throws {
    var (layout, stack, views) = try row { $0.distribution = .fillProportionally }
    let width = try layout.pin(stack, .width, .equal, nil, nil, 200)
    #expect(zip(views, [114.29, 57.14, 28.57]).allSatisfy { close(layout.frame(of: $0).width, $1) })
    try layout.removeConstraint(width)
    try layout.updateStack(stack) { $0.spacing = 10 }
    try layout.pin(stack, .width, .equal, nil, nil, 200)
    #expect(zip(views, [106.67, 53.33, 20]).allSatisfy { close(layout.frame(of: $0).width, $1) })
    #expect(layout.generatedText(of: stack).contains("c.width == 0.13333333333333333*s.width @997.0"))
  }

  @Test func equalSpacingAndEqualCentering() throws {
    var (layout, stack, views) = try row { $0.distribution = .equalSpacing; $0.spacing = 10 }
    try layout.pin(stack, .width, .equal, nil, nil, 400)
    #expect(close(layout.frame(of: views[1]).x, 220) && close(layout.frame(of: views[2]).x, 360))
    try layout.updateStack(stack) { $0.distribution = .equalCentering }
    let centres = views.map { layout.frame(of: $0).x + layout.frame(of: $0).width / 2 }
    #expect(zip(centres, [80.0, 230, 380]).allSatisfy { close($0, $1) })
  }

  @Test func centerAlignment() throws {
    let (layout, stack, views) = try row { $0.alignment = .center }
    #expect(close(layout.frame(of: stack).height, 200))
    #expect(zip(views, [0.0, 50, 75]).allSatisfy { close(layout.frame(of: $0).y, $1) })
  }

  @Test func hiddenViewCollapsesAndHalvesTheSpacing() throws {
    var layout = Layout()
    let stack = try layout.addView(named: "s")
    let views = try ["a", "b", "c"].map { try layout.addView(named: $0, in: stack) }
    for v in views { try layout.setIntrinsicSize(width: 50, height: 50, of: v) }
    var c = StackConfiguration()
    c.arranged = views
    c.spacing = 10
    try layout.makeStack(stack, c)
    try layout.setHidden(true, of: views[1])
    #expect(close(layout.frame(of: views[1]).width, 0) && close(layout.frame(of: views[2]).x, 60))
    #expect(layout.allConstraints.contains { $0.name == "s-UISV-hiding-1" && $0.spec.constant == 0 })
  }
}

/// A label's new text changes its four content-size constraints in place
/// (the shortcut of `regenerateConstraints` for a label that generates
/// nothing else), and a label that also has an autoresizing mask still
/// goes the long way, both ending at the text's intrinsic size.
@Suite struct LabelTextConstantsTests {
  @Test func aNewTextChangesTheFourConstantsInPlace() throws {
    var layout = Layout(rootWidth: 300)
    let size = 20.0 / 1.2
    let label = try layout.addLabel(named: "label", text: LabelText("xxxx", fontSize: size, lines: 1))
    try layout.pin(label, .leading, .equal, .root, .leading, 16)
    try layout.pin(label, .top, .equal, .root, .top, 16)
    let before = layout.view(label).generatedConstraints
    #expect(before.count == 4)
    try layout.setText(LabelText("xxxxxxxxxxxx", fontSize: size, lines: 2), of: label)
    // The same four constraints, not new ones.
    #expect(layout.view(label).generatedConstraints == before)
    let intrinsic = layout.intrinsicSize(of: label)
    #expect(intrinsic.width == 100 && intrinsic.height == 20)
    #expect(
      layout.generatedText(of: label) == [
        "label.width <= 100.0 @250.0", "label.width >= 100.0 @750.0", "label.height <= 20.0 @250.0",
        "label.height >= 20.0 @750.0",
      ])
    #expect(close(layout.frame(of: label).width, 100) && close(layout.frame(of: label).height, 20))
  }
}
