// The far-edge rule of `set root.breaking interfaceBuilder`
// (Layout+InterfaceBuilderBreaking.swift), against the runtime rule.

import Cassowary
import Testing
@testable import LayoutModel

@Suite struct InterfaceBuilderBreakingTests {
  private func pin(_ v: ViewID, _ attribute: LayoutAttribute, _ constant: Double) -> ConstraintSpec {
    ConstraintSpec(lhs: [.init(v, attribute)], relation: .equal, rhs: [.init(.root, attribute)], constant: constant)
  }

  /// root's bottom 10 below a label whose required height is 25 and whose
  /// top is 10 down: root's 667 points cannot hold all three.
  private func header(_ rule: ConflictBreaking) throws -> (layout: Layout, label: ViewID, height: LayoutConstraintID, bottom: LayoutConstraintID) {
    var layout = Layout()
    layout.setConflictBreaking(rule)
    let label = try layout.addView(named: "label")
    try layout.addConstraint(pin(label, .leading, 20))
    try layout.addConstraint(pin(label, .trailing, -20))
    let height = try layout.addConstraint(ConstraintSpec(lhs: [.init(label, .height)], relation: .equal, constant: 25))
    try layout.addConstraint(pin(label, .top, 10))
    let bottom = try layout.addConstraint(pin(label, .bottom, -10))
    return (layout, label, height, bottom)
  }

  @Test func interfaceBuilderGivesWayAtTheFarEdgeWhereTheRuntimeRuleBreaksTheSize() throws {
    let runtime = try header(.runtime)
    #expect(runtime.layout.conflicts.map(\.broken) == [runtime.height])
    #expect(runtime.layout.frame(of: runtime.label).height == 667 - 20)

    let canvas = try header(.interfaceBuilder)
    #expect(canvas.layout.conflicts.map(\.broken) == [canvas.bottom])
    #expect(canvas.layout.conflicts.first?.reason == .farEdge(view: canvas.label, attribute: .bottom))
    #expect(canvas.layout.frame(of: canvas.label) == Frame(x: 20, y: 10, width: 335, height: 25))
  }

  /// A button 20 from root's left and right edges and centred, whose width
  /// is 6.25 times its height, 20 from the top and the bottom: the trailing
  /// edge is a far edge in the conflicting set, but breaking it leaves the
  /// centre and the leading edge fixing the same width, so the bottom breaks.
  @Test func aFarEdgeWhoseBreakingLeavesTheConflictIsPassedOver() throws {
    var layout = Layout()
    layout.setConflictBreaking(.interfaceBuilder)
    let button = try layout.addView(named: "button")
    try layout.addConstraint(pin(button, .centerX, 0))
    try layout.addConstraint(pin(button, .top, 20))
    try layout.addConstraint(pin(button, .leading, 20))
    try layout.addConstraint(pin(button, .trailing, -20))
    let bottom = try layout.addConstraint(pin(button, .bottom, -20))
    try layout.addConstraint(ConstraintSpec(
      lhs: [.init(button, .width)], relation: .equal, rhs: [.init(6.25, button, .height)]))
    #expect(layout.conflicts.map(\.broken) == [bottom])
    let frame = layout.frame(of: button)
    #expect(frame.y == 20 && frame.width == 335)
    #expect(abs(frame.height - 335 / 6.25) < 1e-9)
  }

  /// Of two far edges, a subview's gives way before its container's.
  @Test func theDeepestViewsFarEdgeBreaksFirst() throws {
    var layout = Layout()
    layout.setConflictBreaking(.interfaceBuilder)
    let box = try layout.addView(named: "box")
    let inner = try layout.addView(named: "inner", in: box)
    try layout.addConstraint(pin(box, .top, 0))
    let boxBottom = try layout.addConstraint(pin(box, .bottom, 0))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(inner, .top)], relation: .equal, rhs: [.init(box, .top)]))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(inner, .height)], relation: .equal, constant: 700))
    let innerBottom = try layout.addConstraint(ConstraintSpec(
      lhs: [.init(box, .bottom)], relation: .equal, rhs: [.init(inner, .bottom)], constant: 0))
    #expect(layout.conflicts.map(\.broken) == [innerBottom])
    #expect(layout.constraint(boxBottom).solverID != nil)
  }
}
