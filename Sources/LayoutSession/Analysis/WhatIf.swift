import LayoutLanguage
import LayoutModel

/// `whatif` and `threshold`: the same layout with one thing changed, on a copy.
enum WhatIf {
  static func answer(_ name: Located<String>, _ change: WhatIfChange, in layout: Layout) throws(CommandError) -> Report.Answer {
    let id = try Applier.constraintID(name, in: layout)
    var copy = layout
    let described: String
    do {
      switch change {
      case .priority(let p):
        guard let priority = LayoutPriority(p) else {
          throw CommandError("Priorities must be greater than 0 and less than or equal to 1000", column: name.column)
        }
        // Apple forbids switching an installed constraint between required
        // and optional; a what-if may, by deactivating around the change.
        let wasActive = copy.constraint(id).isActive
        if wasActive { try copy.deactivate(id) }
        try copy.setPriority(priority, of: id)
        if wasActive { try copy.activate(id) }
        described = "\(name.value) at priority \(p.compact)"
      case .constant(let k):
        try copy.setConstant(k, of: id)
        described = "\(name.value) with constant \(k.compact)"
      }
    } catch let error as CommandError {
      throw error
    } catch let error as LayoutError {
      throw CommandError(error.message, column: name.column, length: name.length)
    } catch {
      throw CommandError("\(error)", column: name.column)
    }
    return compare(layout, copy, title: "what if \(described) (the session is unchanged):")
  }

  /// The frames that differ between two layouts, and the problems that come or go.
  static func compare(_ before: Layout, _ after: Layout, title: String) -> Report.Answer {
    let old = LayoutSnapshot(before)
    let report = Report(
      command: "", failure: nil, confirmation: [], before: old, after: LayoutSnapshot(after, previous: old),
      answer: nil, quits: false)
    var lines = [title]
    let body = TextRenderer.lines(report)
    lines += body.isEmpty ? ["  nothing would change"] : body
    let frames = report.changedViews.compactMap { name -> (String, JSONValue)? in
      guard let f = report.after.frames.first(where: { $0.name == name }) else { return nil }
      return (name, JSONRenderer.value(f.frame))
    }
    // What the text says, field by field: the frames that move, what would
    // go unmet or be met again, and the other layout's conflicts and
    // ambiguity in full.
    let json = JSONValue.object([
      ("changed", .object(frames)),
      ("unsatisfied", .array(report.newlyUnmet.map(JSONRenderer.value))),
      ("satisfiedAgain", .array(report.satisfiedAgain.map { .string($0.name) })),
      ("conflicts", .array(report.after.conflicts.map(JSONRenderer.value))),
      ("ambiguous", .array(report.after.ambiguities.map(JSONRenderer.value))),
    ])
    return Report.Answer(key: "whatif", lines: lines, json: json)
  }

  /// `threshold C`: where C's outcome flips, by priority and by constant,
  /// each tried on a copy.
  static func threshold(_ name: Located<String>, in layout: Layout) throws(CommandError) -> Report.Answer {
    let id = try Applier.constraintID(name, in: layout)
    let c = layout.constraint(id)
    do {
      // The refusal `set` gives for a constraint that is not the person's own.
      var copy = layout
      try copy.setConstant(c.spec.constant, of: id)
    } catch {
      throw CommandError(error.message, column: name.column, length: name.length)
    }
    var lines = ["\(name.value): where its outcome flips (the session is unchanged)"]
    guard c.isActive else {
      lines.append("  \(name.value) is inactive: neither its priority nor its constant changes anything until it is activated")
      return Report.Answer(key: "threshold", lines: lines, json: .object([("flips", .array([])), ("constant", .null)]))
    }
    let (priorityLines, flips) = priorityFlips(id, name.value, in: layout)
    let (constantLines, constant) = ConstantThreshold.report(name.value, ConstantThreshold.search(id, in: layout))
    lines += priorityLines + constantLines
    return Report.Answer(
      key: "threshold", lines: lines, json: .object([("flips", .array(flips.map { .number($0) })), ("constant", constant)]))
  }

  /// The priorities where the constraint's outcome flips: only the other
  /// priorities in the layout matter, so each gap between them is tried once.
  private static func priorityFlips(_ id: LayoutConstraintID, _ name: String, in layout: Layout) -> ([String], [Double]) {
    let own = layout.constraint(id).spec.priority.value
    // Required competitors count too: below 1000 this one gives way to
    // them, at 1000 the two conflict. (Keeping only optional ones missed
    // every flip against a required constraint.)
    let others = Set(layout.allConstraints.filter { $0.id != id && ($0.isInstalled || $0.isActive) }.map(\.spec.priority.value)).sorted()
    // One probe per gap: just below and just above every other priority.
    var probes = [Double]()
    for q in others {
      if q - 0.5 > 0 { probes.append(q - 0.5) }
      if q < 1000 { probes.append(min(999.5, q + 0.5)) }
    }
    probes = Array(Set(probes + [own])).sorted()
    var outcomes: [(Double, [String: Frame])] = []
    for p in probes {
      var copy = layout
      // At its own priority the layout is as it is: re-activating it there
      // would make it the newest constraint, and change which one breaks.
      guard p == own || (try? { () throws -> Void in
        let active = copy.constraint(id).isActive
        if active { try copy.deactivate(id) }
        try copy.setPriority(LayoutPriority(p)!, of: id)
        if active { try copy.activate(id) }
      }()) != nil else { continue }
      let frames = Dictionary(uniqueKeysWithValues: copy.viewsInTreeOrder.map { (copy.view($0).name, copy.shownFrame(of: $0)) })
      outcomes.append((p, frames))
    }
    var lines = ["  priority: \(name) is at \(own.compact)"]
    var flips: [Double] = []
    for (a, b) in zip(outcomes, outcomes.dropFirst()) where !same(a.1, b.1) {
      // The flip sits at the other constraint's priority between the two
      // probes, which may be this one's own (a tie).
      let at = others.first { $0 >= a.0 && $0 <= b.0 } ?? ((a.0 + b.0) / 2)
      guard flips.last != at else { continue }
      flips.append(at)
      let moved = a.1.keys.sorted().filter { !same([$0: a.1[$0]!], [$0: b.1[$0] ?? a.1[$0]!]) }
      // The ones at that priority that touch a view that moves: the window's
      // and the engine's own required rules are not competitors.
      let movedIDs = Set(moved.compactMap { layout.view(named: $0) })
      let atThatPriority = layout.allConstraints.filter { ($0.isInstalled || $0.isActive) && $0.spec.priority.value == at && $0.id != id }
      let touching = atThatPriority.filter { c in
        c.origin == .user && (c.spec.lhs + c.spec.rhs).contains { movedIDs.contains($0.view) }
      }
      let holders = (touching.isEmpty ? atThatPriority : touching).map(\.name)
      let gives = "\(moved.joined(separator: ", ")) \(moved.count == 1 ? "moves" : "move")"
      if at >= 1000 {
        let others = holders.joined(separator: ", ")
        let atTop = own >= 1000 && !layout.constraint(id).isBroken
          ? "at 1000 (required) it holds against required \(others), which the conflict breaks"
          : "at 1000 (required) it conflicts with required \(others)"
        lines.append("    \(atTop); below 1000 it gives way: \(gives)")
      } else {
        lines.append("    above \(at.compact) it beats \(holders.joined(separator: ", ")); below, it gives way: \(gives)")
      }
    }
    if flips.isEmpty {
      lines.append(
        others.isEmpty
          ? "    no priority changes the outcome: nothing else competes with \(name)"
          : "    no priority changes the outcome: the frames are the same at every priority tried")
    }
    return (lines, flips)
  }

  private static func same(_ a: [String: Frame], _ b: [String: Frame]) -> Bool {
    a.count == b.count && a.allSatisfy { key, f in
      guard let g = b[key] else { return false }
      return FrameField.allCases.allSatisfy { abs(f[$0] - g[$0]) < 1e-6 }
    }
  }
}
