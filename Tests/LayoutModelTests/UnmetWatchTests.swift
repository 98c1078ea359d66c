import Testing
@testable import LayoutModel

/// `unmetConstraints(frames:)` keeps the last list and evaluates only the
/// constraints a command touched or whose values moved; it must give
/// exactly the full pass's list, errors bit for bit, after any command.
@Suite struct UnmetWatchTests {
  @Test func aKeptListIsTheFullPassAfterEveryChange() throws {
    var generator = TreeEditGenerator(seed: 0xfade)
    var kept = 0
    for _ in 0..<6 {
      var l = Layout()
      var views: [ViewID] = []
      for k in 0..<6 { views.append(try l.addView(named: "v\(k)")) }
      var constraints: [LayoutConstraintID] = []
      for step in 0..<150 {
        func anyView() -> ViewID { views[Int(generator.next() % UInt64(views.count))] }
        let attributes: [LayoutAttribute] = [.width, .height, .leading, .top]
        let attribute = attributes[Int(generator.next() % 4)]
        let priorities: [Double] = [1000, 750, 500, 250]
        switch generator.next() % 5 {
        case 0, 1:
          let spec = oneTermSpec(
            anyView(), attribute, generator.next() % 2 == 0 ? nil : anyView(), attribute,
            constant: Double(generator.next() % 200),
            relation: [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int(generator.next() % 3)],
            priority: priorities[Int(generator.next() % 4)])
          if let id = try? l.addConstraint(spec) { constraints.append(id) }
        case 2 where !constraints.isEmpty:
          let id = constraints[Int(generator.next() % UInt64(constraints.count))]
          try? l.setConstant(Double(generator.next() % 200), of: id)
        case 3 where !constraints.isEmpty:
          let id = constraints.remove(at: Int(generator.next() % UInt64(constraints.count)))
          try l.removeConstraint(id)
        case 4 where !constraints.isEmpty:
          let id = constraints[Int(generator.next() % UInt64(constraints.count))]
          try? l.setPriority(LayoutPriority(priorities[1 + Int(generator.next() % 3)])!, of: id)
        default:
          break
        }
        let watched = l.unmetConstraints(frames: l.framesByID())
        let whole = l.unmetConstraints()
        #expect(watched == whole, "step \(step)")
        #expect(zip(watched, whole).allSatisfy { $0.error.bitPattern == $1.error.bitPattern })
        if l.caches.unmet?.madeFromLast == true { kept += 1 }
      }
    }
    // The kept list was used, not only the full pass.
    #expect(kept > 0)
  }
}
