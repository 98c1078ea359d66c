import Testing
@testable import LayoutModel

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

@Suite struct LayoutTests {
  /// 16 + 100 + 16 + 50 + 16: the container's height comes from its content.
  @Test func heightFromContentChain() throws {
    var layout = Layout()
    let sheet = try layout.addView(named: "sheet")
    let rect = try layout.addView(named: "rect", in: sheet)
    let button = try layout.addView(named: "button", in: sheet)
    try layout.addConstraint(ConstraintSpec(lhs: [.init(sheet, .bottom)], relation: .equal, rhs: [.init(.root, .bottom)]))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(rect, .height)], relation: .equal, constant: 100))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(button, .height)], relation: .equal, constant: 50))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(rect, .top)], relation: .equal, rhs: [.init(sheet, .top)], constant: 16))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(button, .top)], relation: .equal, rhs: [.init(rect, .bottom)], constant: 16))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(button, .bottom)], relation: .equal, rhs: [.init(sheet, .bottom)], constant: -16))
    #expect(close(layout.frame(of: sheet).height, 198))
    #expect(close(layout.frame(of: sheet).y, 667 - 198))
    // Frames are relative to the superview.
    #expect(close(layout.frame(of: button).y, 132))
  }

  /// Reference §1.4: a constraint between cousins is lowered in their common
  /// ancestor's space, and each frame is reported relative to its parent.
  @Test func cousinsUseTheCommonAncestorsSpace() throws {
    var layout = Layout()
    let c1 = try layout.addView(named: "c1")
    let c2 = try layout.addView(named: "c2")
    let v1 = try layout.addView(named: "v1", in: c1)
    let v2 = try layout.addView(named: "v2", in: c2)
    try layout.addConstraint(ConstraintSpec(lhs: [.init(c1, .left)], relation: .equal, rhs: [.init(.root, .left)], constant: 10))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(c2, .left)], relation: .equal, rhs: [.init(.root, .left)], constant: 200))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(v1, .left)], relation: .equal, rhs: [.init(c1, .left)], constant: 5))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(v1, .width)], relation: .equal, constant: 50))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(v2, .leading)], relation: .equal, rhs: [.init(v1, .trailing)], constant: 8))
    #expect(close(layout.frame(of: v2).x, -127))
  }

  /// Reference §1.4: `v.centerX == 0.5 × S.centerX` puts the centre at 25%.
  @Test func multiplierOnLocationIsInContainerSpace() throws {
    var layout = Layout(rootWidth: 320)
    let v = try layout.addView(named: "v")
    try layout.addConstraint(ConstraintSpec(lhs: [.init(v, .width)], relation: .equal, constant: 20))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(v, .centerX)], relation: .equal, rhs: [.init(0.5, .root, .centerX)]))
    #expect(close(layout.frame(of: v).x, 70))
  }

  @Test func conflictSetIsIrreducibleAndExcludesBystanders() throws {
    var layout = Layout()
    let b = try layout.addView(named: "b")
    let bystander = try layout.addConstraint(ConstraintSpec(lhs: [.init(b, .width)], relation: .equal, constant: 120))
    let chainA = try layout.addConstraint(ConstraintSpec(lhs: [.init(b, .top)], relation: .equal, rhs: [.init(.root, .top)], constant: 600))
    let min = try layout.addConstraint(ConstraintSpec(lhs: [.init(b, .height)], relation: .greaterThanOrEqual, constant: 44))
    let bottom = try layout.addConstraint(ConstraintSpec(lhs: [.init(b, .bottom)], relation: .lessThanOrEqual, rhs: [.init(.root, .bottom)]))
    #expect(layout.conflicts.isEmpty)
    // 600 + 80 > 667 with the root's encapsulated height.
    let tall = try layout.addConstraint(ConstraintSpec(lhs: [.init(b, .height)], relation: .equal, constant: 80))
    let conflict = try #require(layout.conflicts.first)
    // The fixed height of a view without subviews breaks, never the root's height.
    #expect(conflict.broken == tall)
    let expected = [layout.constraintTable.rootHeightConstraint, chainA, bottom, tall].sorted()
    #expect(conflict.set == expected)
    #expect(!conflict.set.contains(bystander) && !conflict.set.contains(min))
    // The layout still satisfies every installed required constraint:
    // top 600, bottom within 667, height at least 44.
    #expect(close(layout.frame(of: b).y, 600))
    #expect(layout.frame(of: b).height >= 44 - 1e-9 && layout.frame(of: b).y + layout.frame(of: b).height <= 667 + 1e-9)
  }

  @Test func brokenConstraintReturnsWhenItsRivalGoes() throws {
    var layout = Layout()
    let b = try layout.addView(named: "b")
    let atLeast = try layout.addConstraint(ConstraintSpec(lhs: [.init(b, .height)], relation: .greaterThanOrEqual, constant: 44))
    let pin = try layout.addConstraint(ConstraintSpec(lhs: [.init(b, .height)], relation: .equal, constant: 20))
    // Apple's own log of this pair broke >= 44, the older one; so does alrepl.
    #expect(layout.constraint(atLeast).isBroken)
    try layout.removeConstraint(pin)
    #expect(!layout.constraint(atLeast).isBroken)
    #expect(layout.conflicts.isEmpty)
    #expect(close(layout.frame(of: b).height, 44))
  }

  /// A changed constant counts as a new activation, so the other member,
  /// now the oldest, breaks.
  @Test func aConflictingConstantChangeBreaksTheOlderRival() throws {
    var layout = Layout()
    let b = try layout.addView(named: "b")
    let max = try layout.addConstraint(ConstraintSpec(lhs: [.init(b, .height)], relation: .lessThanOrEqual, constant: 100))
    let h = try layout.addConstraint(ConstraintSpec(lhs: [.init(b, .height)], relation: .equal, constant: 50))
    try layout.setConstant(150, of: h)
    #expect(layout.conflicts.map(\.broken) == [max])
    #expect(close(layout.frame(of: b).height, 150))
    try layout.setConstant(60, of: h)
    #expect(layout.conflicts.isEmpty)
    #expect(close(layout.frame(of: b).height, 60))
  }

  /// A constant change that breaks the changed constraint takes its old
  /// value out of the solver, which may free what that value broke: the
  /// broken constraints are tried again, as after any other change.
  @Test func aConstantThatBreaksItsOwnConstraintFreesItsOldRival() throws {
    var layout = Layout()
    let b = try layout.addView(named: "b")
    let narrow = try layout.addConstraint(ConstraintSpec(lhs: [.init(b, .width)], relation: .lessThanOrEqual, constant: 50))
    let wide = try layout.addConstraint(ConstraintSpec(lhs: [.init(b, .width)], relation: .equal, constant: 100))
    #expect(layout.constraint(narrow).isBroken)  // the older of the two
    try layout.setConstant(-10, of: wide)  // below the engine's width >= 0: wide breaks
    #expect(layout.constraint(wide).isBroken)
    #expect(!layout.constraint(narrow).isBroken, "a.width <= 50 can hold once a.width == 100 is gone")
    #expect(layout.conflicts.map(\.broken) == [wide])
  }

  @Test func removingAViewRemovesItsSubtreeAndConstraints() throws {
    var layout = Layout()
    let card = try layout.addView(named: "card")
    let inner = try layout.addView(named: "inner", in: card)
    try layout.addConstraint(ConstraintSpec(lhs: [.init(inner, .top)], relation: .equal, rhs: [.init(.root, .top)]))
    let count = layout.allConstraints.count
    try layout.removeView(card)
    #expect(layout.view(named: "card") == nil && layout.view(named: "inner") == nil)
    #expect(layout.allConstraints.count == count - 5)  // 1 user + 2×2 non-negative sizes
    #expect(throws: LayoutError.self) { try layout.removeView(.root) }
  }

  @Test func ambiguityRangesAreExact() throws {
    var layout = Layout()
    let v = try layout.addView(named: "v")
    try layout.addConstraint(ConstraintSpec(lhs: [.init(v, .leading)], relation: .equal, rhs: [.init(.root, .leading)], constant: 10))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(v, .top)], relation: .equal, rhs: [.init(.root, .top)], constant: 10))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(v, .width)], relation: .equal, constant: 100))
    let open = layout.ambiguities()
    #expect(open == [Ambiguity(view: v, field: .height, min: 0, max: nil)])
  }

  @Test(arguments: [
    (LayoutAttribute.top, LayoutAttribute.height, "Invalid pairing"),
    (.top, .leading, "incompatible types"),
    (.leading, .left, "leading/trailing"),
    (.centerY, .centerX, "incompatible types"),
  ])
  func appleValidityRules(first: LayoutAttribute, second: LayoutAttribute, message: String) throws {
    var layout = Layout()
    let v = try layout.addView(named: "v")
    let before = layout.allConstraints.count
    #expect {
      try layout.addConstraint(ConstraintSpec(lhs: [.init(v, first)], relation: .equal, rhs: [.init(.root, second)]))
    } throws: { error in
      (error as? LayoutError)?.message.contains(message) == true
    }
    #expect(layout.allConstraints.count == before)
  }

  @Test func locationEqualToConstantIsIllegal() throws {
    var layout = Layout()
    let v = try layout.addView(named: "v")
    #expect(throws: LayoutError.self) {
      try layout.addConstraint(ConstraintSpec(lhs: [.init(v, .top)], relation: .equal, constant: 20))
    }
    #expect(throws: LayoutError.self) {
      try layout.addConstraint(ConstraintSpec(lhs: [.init(v, .top)], relation: .equal, rhs: [.init(0, .root, .top)], constant: 20))
    }
    // Sizes may equal a constant, and relate across axes (aspect ratio).
    try layout.addConstraint(ConstraintSpec(lhs: [.init(v, .height)], relation: .equal, constant: 20))
    try layout.addConstraint(ConstraintSpec(lhs: [.init(v, .width)], relation: .equal, rhs: [.init(2, v, .height)]))
    #expect(close(layout.frame(of: v).width, 40))
  }

  @Test func requiredOptionalSwitchIsRefusedWhileActive() throws {
    var layout = Layout()
    let v = try layout.addView(named: "v")
    let c = try layout.addConstraint(ConstraintSpec(lhs: [.init(v, .height)], relation: .equal, constant: 20, priority: LayoutPriority(999)!))
    #expect(throws: LayoutError.self) { try layout.setPriority(.required, of: c) }
    try layout.deactivate(c)
    try layout.setPriority(.required, of: c)
    try layout.activate(c)
    #expect(layout.constraint(c).spec.priority.isRequired)
  }

  @Test func sameCommandsSameBits() throws {
    func build() throws -> [Frame] {
      var layout = Layout()
      let a = try layout.addView(named: "a")
      let b = try layout.addView(named: "b")
      try layout.addConstraint(ConstraintSpec(lhs: [.init(a, .width), .init(b, .width)], relation: .equal, rhs: [.init(.root, .width)], constant: -24))
      try layout.addConstraint(ConstraintSpec(lhs: [.init(a, .width)], relation: .equal, rhs: [.init(0.3333, b, .width)], priority: LayoutPriority(500)!))
      try layout.setRootSize(width: 401.7, height: 333.3)
      return [layout.frame(of: a), layout.frame(of: b)]
    }
    let first = try build(), second = try build()
    #expect(first.map(\.width.bitPattern) == second.map(\.width.bitPattern))
  }
}
