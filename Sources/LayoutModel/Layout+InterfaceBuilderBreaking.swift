import Cassowary

// Which constraint a conflict breaks in a scene imported from a storyboard
// or xib. Xcode's stored frames are the only record of that choice, and in
// every conflicting scene of the measured files (Benchmarks/README.md,
// "Which constraint breaks in an IB conflict") they keep each view's near
// edges and size and give up the constraint on a far edge, the bottom or
// trailing one: a header whose label is 25 tall and 10 from the top of an
// 852-point view, with a required bottom of 10 besides; a cell's 100-point
// image 10 from the top of a 126-point content view. That is what a view
// looks like when its container grew (a cell given a new row height, a xib
// view given a new device) while its constraints conflicted, and Xcode
// left the frames where they were. No order of adding the constraints
// (the file's, a nib's children before parents or after) with Apple's
// runtime rule gives those frames in every scene.

/// Which rule decides the constraint that a required conflict breaks.
public enum ConflictBreaking: String, CaseIterable, Sendable {
  /// alrepl's rule inferred from Apple's runtime conflict logs (Layout+BreakRule.swift).
  case runtime
  /// As Xcode's stored frames of conflicting IB scenes show: a constraint
  /// on a view's far edge (bottom, trailing, right) gives way first, then the runtime rule.
  case interfaceBuilder
}

extension Layout {
  /// Sets the rule, and decides every conflict in force again by it, the
  /// oldest broken constraint first: each goes back into the solver and
  /// the conflict it meets breaks what the new rule says.
  public mutating func setConflictBreaking(_ rule: ConflictBreaking) {
    guard rule != conflictBreaking else { return }
    conflictBreaking = rule
    let broken = conflicts.map(\.broken).sorted { constraint($0).stamp < constraint($1).stamp }
    guard !broken.isEmpty else { return }
    for id in broken where constraintTable.constraints[Int(id.rawValue)] != nil && constraint(id).isBroken {
      conflictState.conflicts.removeAll { $0.broken == id }
      install(id)
    }
    retryBrokenConstraints()
    settleText()
  }

  /// The far-edge clause of `.interfaceBuilder`: among the members that
  /// place a view's bottom, trailing or right edge (margins included) and
  /// whose removal lets `adding` in, the one on the deepest view (a
  /// subview's edge gives way before its container's), the oldest of those.
  func farEdgeToBreak(in set: [LayoutConstraintID], adding: LayoutConstraintID) -> (broken: LayoutConstraintID, reason: BreakReason)? {
    let farEdges: Set<LayoutAttribute> = [.bottom, .bottomMargin, .trailing, .trailingMargin, .right, .rightMargin]
    var candidates: [(id: LayoutConstraintID, depth: Int, stamp: Int, view: ViewID, attribute: LayoutAttribute)] = []
    // The file's own constraints: not the system's, the engine's or a stack view's.
    for id in set where !countsAsSystemForBreaking(constraint(id)) && ![.nonNegativeSize, .stackView].contains(constraint(id).origin) {
      let c = constraint(id)
      // The deepest view whose far edge the constraint places.
      let edges = (c.spec.lhs + c.spec.rhs).filter { farEdges.contains($0.attribute) && !view($0.view).isGuide }
      guard let deepest = edges.max(by: { depth(of: $0.view) < depth(of: $1.view) }) else { continue }
      candidates.append((id, depth(of: deepest.view), c.stamp, deepest.view, deepest.attribute))
    }
    candidates.sort { ($0.depth, -$0.stamp) > ($1.depth, -$1.stamp) }
    for candidate in candidates where breakingResolves(candidate.id, adding: adding) {
      return (candidate.id, .farEdge(view: candidate.view, attribute: candidate.attribute))
    }
    return nil
  }

  /// Whether `adding` installs once `broken` is out (tried on a copy): a
  /// member of one irreducible set may leave another in force (a trailing
  /// edge beside a centre and a leading edge that fix the same width).
  func breakingResolves(_ broken: LayoutConstraintID, adding: LayoutConstraintID) -> Bool {
    if broken == adding { return true }
    var trial = self
    trial.uninstall(broken)
    let (expression, relation) = trial.compile(trial.constraint(adding).spec)
    return (try? trial.solver.addConstraint(expression, relation, strength: Strength(trial.constraint(adding).spec.priority.value))) != nil
  }
}
