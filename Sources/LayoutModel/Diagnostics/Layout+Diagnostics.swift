import Cassowary

// What the person needs to know after each change: which frame values the
// constraints leave open, and which optional constraints are not met.

/// A frame value that the constraints do not fix.
public struct Ambiguity: Equatable, Sendable {
  public let view: ViewID
  public let field: FrameField
  /// The range over every optimal layout; nil means unbounded on that side.
  public let min: Double?
  public let max: Double?
}

/// An optional constraint left unsatisfied.
public struct UnmetConstraint: Equatable, Sendable {
  public let constraint: LayoutConstraintID
  /// How far it is from holding, in points.
  public let error: Double
}

extension Layout {
  /// Every frame value that another equally good layout would change.
  ///
  /// Exact, not heuristic: a value is ambiguous if and only if some other
  /// layout satisfies every constraint equally well at every priority.
  public func ambiguities() -> [Ambiguity] {
    var cells: [(ViewID, FrameField)] = []
    var variables: [Variable] = []
    for id in viewsInTreeOrder where !view(id).isStackGuide {
      // A stack's own guides use one axis only; their other axis is
      // deliberately left open and is not the person's concern.
      for field in FrameField.allCases {
        cells.append((id, field))
        variables.append(frameVariable(id, field))
      }
    }
    var result: [Ambiguity] = []
    for ((id, field), range) in zip(cells, solver.optimalRanges(of: variables)) {
      if let lower = range.lower, let upper = range.upper, upper - lower <= 1e-7 { continue }
      result.append(Ambiguity(view: id, field: field, min: range.lower.map(\.cleaned), max: range.upper.map(\.cleaned)))
    }
    return result
  }

  /// Installed optional constraints that the layout does not satisfy.
  public func unmetConstraints() -> [UnmetConstraint] {
    allConstraints.compactMap { c in
      guard let solverID = c.solverID, !c.spec.priority.isRequired else { return nil }
      let error = solver.violation(of: solverID)
      return error > 1e-7 ? UnmetConstraint(constraint: c.id, error: error.cleaned) : nil
    }
  }
}

extension Double {
  /// Rounds away solver round-off (1e-9) so reports and replays are stable.
  public var cleaned: Double {
    let r = (self * 1e6).rounded() / 1e6
    return r == 0 ? 0 : r
  }
}
