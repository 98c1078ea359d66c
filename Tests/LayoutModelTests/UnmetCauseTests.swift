import Testing
@testable import LayoutModel

/// `cause(ofUnmet:)` walks once for what `beaters` and `opponents` each
/// walk for themselves: it must find exactly what they find.
@Suite struct UnmetCauseTests {
  private func pin(
    _ l: inout Layout, _ a: ViewID, _ aa: LayoutAttribute, _ b: ViewID? = nil, _ ba: LayoutAttribute? = nil,
    _ constant: Double = 0, _ relation: LayoutRelation = .equal, priority: Double = 1000
  ) throws -> LayoutConstraintID {
    try l.addConstraint(ConstraintSpec(
      lhs: [LayoutTerm(a, aa)], relation: relation, rhs: b.map { [LayoutTerm($0, ba ?? aa)] } ?? [],
      constant: constant, priority: LayoutPriority(priority)!))
  }

  /// What the two searches say each on its own walk, the opponents' as it
  /// was written before the walk was shared: rings until those gathered
  /// exceed the limit, and one more.
  private func separately(_ l: Layout, _ id: LayoutConstraintID) -> UnmetCause? {
    if let d = l.beaters(of: id), !d.steps.isEmpty { return .heldBy(d) }
    let p = l.constraint(id).spec.priority.value
    var rings = Layout.TightRings(l, around: Set(l.quantity(of: id).keys), above: p)
    var gathered = 0
    while let ring = rings.next(), gathered <= Layout.explanationLimit { gathered += ring.count }
    let o = rings.unmet.filter { $0 != id }.sorted {
      (-l.constraint($0).spec.priority.value, $0) < (-l.constraint($1).spec.priority.value, $1)
    }
    return o.isEmpty ? nil : .outweighedBy(o)
  }

  /// A chain of equal widths, v0 … v299. A wish at 250 pulls v0 narrow; a
  /// wish at 750 pulls v`k` wide against a required cap. Nothing that
  /// holds stops v0 from narrowing (the cap only stops widening), so the
  /// answer is the wish at 750, if the walk reaches it: near k = 256 it
  /// is found only in the ring the opponents' search adds past the limit.
  @Test(arguments: [3, 100, 250, 253, 254, 255, 256, 257, 258, 259, 260, 299])
  func theSharedWalkFindsWhatSeparateSearchesFind(k: Int) throws {
    var l = Layout()
    var views: [ViewID] = []
    for i in 0..<300 {
      let v = try l.addView(named: "v\(i)")
      _ = try pin(&l, v, .top, .root, .top)
      _ = try pin(&l, v, .leading, .root, .leading)
      _ = try pin(&l, v, .height, nil, nil, 10)
      if let previous = views.last { _ = try pin(&l, v, .width, previous, .width) }
      views.append(v)
    }
    _ = try pin(&l, views[k], .width, nil, nil, 300, .lessThanOrEqual)
    let strong = try pin(&l, views[k], .width, nil, nil, 400, priority: 750)
    let low = try pin(&l, views[0], .width, nil, nil, 150, priority: 250)
    let unmet = l.unmetConstraints().map(\.constraint)
    #expect(Set(unmet) == [strong, low])
    for id in unmet {
      let expected = separately(l, id)
      #expect(l.cause(ofUnmet: id) == expected)
      // Knowing the strongest unmet priority spares work, never changes the answer.
      #expect(l.cause(ofUnmet: id, strongestUnmet: 750) == expected)
    }
    // Within reach, the strong wish is the low one's cause; out of reach, nothing is.
    let found = l.cause(ofUnmet: low)
    #expect(found == nil || found == .outweighedBy([strong]))
    if k < 200 { #expect(found == .outweighedBy([strong])) }
    if k > 280 { #expect(found == nil) }
  }

  @Test func aHoldingConstraintIsTheCause() throws {
    var l = Layout()
    let v = try l.addView(named: "v")
    _ = try pin(&l, v, .top, .root, .top)
    _ = try pin(&l, v, .leading, .root, .leading)
    _ = try pin(&l, v, .height, nil, nil, 10)
    let width = try pin(&l, v, .width, nil, nil, 100)
    let wish = try pin(&l, v, .width, nil, nil, 40, priority: 500)
    guard case .heldBy(let d) = l.cause(ofUnmet: wish, strongestUnmet: 500) else {
      Issue.record("expected a derivation")
      return
    }
    #expect(d.steps.map(\.constraint) == [width])
  }

  /// Two views share the root's width, each hugging at 250: either may
  /// take the room, so one is left wide and unmet, its width ambiguous.
  /// Nothing explains it, and the ambiguity report says so without a search.
  @Test func aWishFreeToMoveItsWayIsDecidedWithoutSearching() throws {
    var l = Layout()
    let a = try l.addView(named: "a")
    let b = try l.addView(named: "b")
    for v in [a, b] {
      _ = try pin(&l, v, .top, .root, .top)
      _ = try pin(&l, v, .height, nil, nil, 10)
      _ = try pin(&l, v, .width, nil, nil, 50, .lessThanOrEqual, priority: 250)
    }
    _ = try pin(&l, a, .leading, .root, .leading)
    _ = try pin(&l, a, .trailing, b, .leading)
    _ = try pin(&l, b, .trailing, .root, .trailing)
    let unmet = l.unmetConstraints().map(\.constraint)
    try #require(unmet.count == 1)
    let wish = unmet[0]
    let reported = l.ambiguities()
    let measured: Layout.OpenRange = { view, field in
      reported.first { $0.view == view && $0.field == field }.map { ($0.min, $0.max) }
    }
    let openOnTheFace = l.isOpenTowardsWish(wish, strongestUnmet: 250, range: measured)
    #expect(openOnTheFace)
    #expect(l.cause(ofUnmet: wish, strongestUnmet: 250) == nil)
    #expect(l.cause(ofUnmet: wish, strongestUnmet: 250, range: measured) == nil)

    // The wish pulls the width down: only room below counts.
    let v = l.frame(of: l.constraint(wish).spec.lhs[0].view).width
    func open(_ min: Double?, _ max: Double?) -> Bool {
      l.isOpenTowardsWish(wish, strongestUnmet: 250, range: { _, _ in (min, max) })
    }
    #expect(open(v - 100, v))
    #expect(open(nil, v))
    #expect(!open(v, v + 100))
    #expect(!open(v - 0.00001, nil))
    let unlisted = l.isOpenTowardsWish(wish, strongestUnmet: 250, range: { _, _ in nil })
    #expect(!unlisted)
    // With a stronger wish unmet, room on the face proves nothing.
    let outweighed = l.isOpenTowardsWish(wish, strongestUnmet: 251, range: { _, _ in (v - 100, v) })
    #expect(!outweighed)
  }
}
