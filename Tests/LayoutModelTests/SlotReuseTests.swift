import Testing
@testable import LayoutModel

/// A long session must not grow with every view and constraint it ever
/// made (issue 43, item 12): a removed view's slot and variables, and a
/// removed constraint's solver symbols, go to the next one made, the lowest
/// first, and what reports list keeps the order things were made in.
@Suite struct SlotReuseTests {
  @Test func aNewViewTakesTheLowestFreeSlot() throws {
    var l = Layout()
    let a = try l.addView(named: "a")
    let b = try l.addView(named: "b")
    let c = try l.addView(named: "c")
    try l.removeView(c)
    try l.removeView(a)
    let d = try l.addView(named: "d")
    let e = try l.addView(named: "e")
    #expect(d == a)
    #expect(e == c)
    // Made after b, though in lower or equal slots.
    #expect(l.creationOrder(of: d) > l.creationOrder(of: b))
    #expect(l.creationOrder(of: e) > l.creationOrder(of: d))
    #expect(l.view(named: "a") == nil && l.view(named: "d") == d)
    #expect(l.viewsInTreeOrder == [.root, b, d, e])
  }

  @Test func viewsAddedAndRemovedKeepTheSolverAtItsSize() throws {
    var l = Layout()
    let anchor = try l.addView(named: "anchor")
    try l.addConstraint(oneTermSpec(anchor, .width, constant: 50))
    _ = try l.addView(named: "a")
    let symbols = l.solverStatistics.symbols
    for _ in 0..<200 {
      try l.removeView(l.view(named: "a")!)
      let a = try l.addView(named: "a")
      try l.addConstraint(oneTermSpec(a, .width, anchor, .width, constant: 1))
      try l.addConstraint(oneTermSpec(a, .leading, .root, constant: 3))
    }
    // One view's worth of symbols at most: without reuse, 200 views' worth.
    #expect(l.solverStatistics.symbols <= symbols + 8)
    #expect(l.constraintSlots.count == l.allConstraints.count)
    #expect(l.invariantViolations().isEmpty)
  }

  @Test func constraintsAddedAndRemovedKeepTheSolverAtItsSize() throws {
    var l = Layout()
    let a = try l.addView(named: "a")
    let b = try l.addView(named: "b")
    try l.addConstraint(oneTermSpec(b, .width, constant: 40))
    let symbols = l.solverStatistics.symbols
    for i in 0..<300 {
      // Required and optional, equalities and inequalities: each kind of row.
      let priority: Double = i % 3 == 0 ? 1000 : 500
      let relation: LayoutRelation = i % 2 == 0 ? .equal : .greaterThanOrEqual
      let k = try l.addConstraint(oneTermSpec(a, .width, b, .width, constant: 1, relation: relation, priority: priority))
      #expect(l.frame(of: a).width == 41)
      try l.removeConstraint(k)
    }
    #expect(l.solverStatistics.symbols <= symbols + 4)
    #expect(l.invariantViolations().isEmpty)
  }

  @Test func aReusedViewStartsAsANewOneDoes() throws {
    // The same commands with and without a view removed first give the same frames.
    func build(_ l: inout Layout) throws -> ViewID {
      let v = try l.addView(named: "v")
      try l.addConstraint(oneTermSpec(v, .leading, .root, constant: 12))
      try l.addConstraint(oneTermSpec(v, .width, constant: 30, relation: .greaterThanOrEqual))
      return v
    }
    var fresh = Layout()
    let v1 = try build(&fresh)
    var reused = Layout()
    let old = try reused.addView(named: "old")
    try reused.addConstraint(oneTermSpec(old, .leading, .root, constant: 77))
    try reused.addConstraint(oneTermSpec(old, .top, .root, constant: 5))
    try reused.addConstraint(oneTermSpec(old, .width, constant: 90))
    try reused.removeView(old)
    let v2 = try build(&reused)
    #expect(v2 == old)
    #expect(fresh.frame(of: v1) == reused.frame(of: v2))
  }

  @Test func reportsListConstraintsInTheOrderTheyWereMade() throws {
    var l = Layout()
    let a = try l.addView(named: "a")
    let first = try l.addConstraint(oneTermSpec(a, .width, constant: 10, priority: 500))
    let second = try l.addConstraint(oneTermSpec(a, .width, constant: 20, priority: 400))
    let third = try l.addConstraint(oneTermSpec(a, .width, constant: 30, priority: 300))
    try l.removeConstraint(second)
    let fourth = try l.addConstraint(oneTermSpec(a, .width, constant: 40, priority: 200))
    #expect(l.allConstraints.map(\.id).filter { [first, third, fourth].contains($0) } == [first, third, fourth])
    #expect(l.unmetConstraints().map(\.constraint) == [third, fourth])
  }
}
