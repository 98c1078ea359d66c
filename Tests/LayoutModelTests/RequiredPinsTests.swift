import PropertyBased
import Testing
@testable import LayoutModel

/// The required pins (what the over-constraint lints read) are kept between
/// commands and updated in place as constraints and views are made; they
/// must always equal a scan of every constraint, in constraint order.
@Suite struct RequiredPinsTests {
  @Test func theEarliestActiveEqualityIsThePin() throws {
    var l = Layout()
    let a = try l.addView(named: "a")
    let first = try l.addConstraint(oneTermSpec(a, .leading, .root, constant: 10))
    let second = try l.addConstraint(oneTermSpec(a, .leading, .root, constant: 20))
    #expect(l.requiredPins()[Int(a.rawValue)].leadingToParent == first)
    try l.deactivate(first)
    #expect(l.requiredPins()[Int(a.rawValue)].leadingToParent == second)
    // Activated again, the earlier constraint takes the pin back.
    try l.activate(first)
    #expect(l.requiredPins()[Int(a.rawValue)].leadingToParent == first)
    try l.removeConstraint(first)
    #expect(l.requiredPins()[Int(a.rawValue)].leadingToParent == second)
    // Optional priorities and inequalities never pin.
    let b = try l.addView(named: "b")
    _ = try l.addConstraint(oneTermSpec(b, .width, constant: 10, priority: 999))
    _ = try l.addConstraint(oneTermSpec(b, .height, constant: 10, relation: .greaterThanOrEqual))
    #expect(l.requiredPins()[Int(b.rawValue)] == RequiredPins())
    #expect(l.invariantViolations().isEmpty)
  }

  /// Random edits, with the kept pins checked against a full scan after
  /// every one. Each edit is one number, read digit group by digit group,
  /// so a failing sequence shrinks to a short one.
  @Test func keptPinsFollowRandomEdits() async {
    await propertyCheck(count: 60, input: Gen.int(in: 0...999_999).array(of: 1...300)) { edits in
      var l = Layout()
      var views: [ViewID] = [.root]
      var made: [LayoutConstraintID] = []
      let attributes: [LayoutAttribute] = [.leading, .trailing, .top, .bottom, .width, .height, .leadingMargin]
      for (step, edit) in edits.enumerated() {
        func pick(_ n: Int, _ place: Int) -> Int { (edit / place) % n }
        let existing = made.filter { l.constraintTable.constraints[Int($0.rawValue)] != nil }
        switch edit % 10 {
        case 0, 1:
          views.append(try! l.addView(named: "v\(step)", in: views[pick(views.count, 10)]))
        case 2, 3, 4, 5:
          guard views.count > 1 else { continue }
          let a = views[1 + pick(views.count - 1, 10)]
          // To the superview mostly, sometimes to any view, sometimes a size.
          let other: ViewID? = switch pick(4, 1000) {
          case 0, 1: l.parent(of: a) ?? .root
          case 2: views[pick(views.count, 10_000)]
          default: nil
          }
          let s = oneTermSpec(
            a, attributes[pick(attributes.count, 100)], other, constant: Double(pick(50, 1000)),
            relation: pick(4, 100_000) == 0 ? .lessThanOrEqual : .equal, priority: pick(3, 10_000) == 0 ? 750 : 1000)
          if let id = try? l.addConstraint(s) { made.append(id) }
        case 6:
          guard !existing.isEmpty else { continue }
          let id = existing[pick(existing.count, 10)]
          if l.constraint(id).isActive { try! l.deactivate(id) } else { try? l.activate(id) }
        case 7:
          guard !existing.isEmpty else { continue }
          try! l.removeConstraint(existing[pick(existing.count, 10)])
        case 8:
          guard views.count > 2 else { continue }
          try! l.removeView(views[1 + pick(views.count - 1, 10)])
          views.removeAll { l.tree.views[Int($0.rawValue)] == nil }
        default:
          guard !existing.isEmpty else { continue }
          let id = existing[pick(existing.count, 10)]
          try? l.setPriority(LayoutPriority(l.constraint(id).spec.priority.isRequired ? 1000 : 500)!, of: id)
          try? l.setConstant(Double(pick(80, 1000)), of: id)
        }
        // The first view whose kept pins are wrong, if any: whole arrays are too long to read.
        let kept = l.requiredPins(), scanned = l.computeRequiredPins()
        let wrong = kept.indices.first { kept[$0] != scanned[$0] }
        #expect(kept.count == scanned.count && wrong == nil, "after edit \(step), view \(wrong ?? -1)")
      }
    }
  }
}
