import Testing
@testable import LayoutModel

/// A layout's tree shape (`Layout.treeShape`) is what reports compare to
/// know that the last report's list of views still holds, and
/// `parentsInTreeOrder` is what they read each view's superview from. A
/// tree change that kept the shape would have a report reuse stale names;
/// a superview list out of step would misplace frames.
@Suite struct TreeShapeTests {
  @Test func constraintsAndConstantsKeepTheShape() throws {
    var l = Layout()
    let a = try l.addView(named: "a")
    let b = try l.addView(named: "b", in: a)
    let title = try l.addLabel(named: "title", in: a, text: LabelText("Hi"))
    let shape = l.treeShape
    let c = try l.addConstraint(oneTermSpec(b, .width, constant: 40))
    try l.addConstraint(oneTermSpec(b, .leading, a, .leading, constant: 8))
    try l.setConstant(60, of: c)
    try l.setText(LabelText("Hello there"), of: title)
    _ = l.framesByID()
    #expect(l.treeShape === shape)
    // A copy shares it until either changes its tree.
    var copy = l
    #expect(copy.treeShape === shape)
    _ = try copy.addView(named: "c")
    #expect(copy.treeShape !== shape)
    #expect(l.treeShape === shape)
  }

  @Test func everyTreeChangeMakesANewShape() throws {
    var l = Layout()
    var seen = [l.treeShape]
    func expectNew() {
      #expect(!seen.contains { $0 === l.treeShape })
      seen.append(l.treeShape)
    }
    let a = try l.addView(named: "a")
    expectNew()
    let b = try l.addView(named: "b", in: a)
    expectNew()
    let c = try l.addView(named: "c")
    expectNew()
    try l.moveView(b, into: c)
    expectNew()
    try l.removeView(a)
    expectNew()
    // The same names in the same places again: still a new shape.
    _ = try l.addView(named: "a")
    expectNew()
  }

  @Test func superviewsFollowEveryTreeChange() throws {
    var generator = TreeEditGenerator(seed: 0x5eed)
    for _ in 0..<8 {
      var l = Layout()
      var made = 0
      for _ in 0..<120 {
        let views = l.viewsInTreeOrder
        switch generator.next() % 4 {
        case 0, 1:
          let parent = views[Int(generator.next() % UInt64(views.count))]
          _ = try l.addView(named: "v\(made)", in: parent)
          made += 1
        case 2 where views.count > 1:
          try l.removeView(views[1 + Int(generator.next() % UInt64(views.count - 1))])
        default:
          guard views.count > 2 else { continue }
          let moved = views[1 + Int(generator.next() % UInt64(views.count - 1))]
          // Into any view outside the moved one's subtree.
          var inside: Set<ViewID> = [moved]
          for id in views where l.parent(of: id).map({ inside.contains($0) }) == true { inside.insert(id) }
          let targets = views.filter { !inside.contains($0) }
          try l.moveView(moved, into: targets[Int(generator.next() % UInt64(targets.count))])
        }
        #expect(l.parentsInTreeOrder == l.viewsInTreeOrder.map { l.parent(of: $0) })
      }
    }
  }
}

/// The same numbers on every run: a 64-bit linear congruential generator.
struct TreeEditGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33
  }
}
