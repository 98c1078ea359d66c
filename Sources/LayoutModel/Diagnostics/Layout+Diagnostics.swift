import Cassowary

// What the person needs to know after each change: which frame values the
// constraints leave open, and which optional constraints are not met.

/// A frame value that the constraints do not fix.
public struct Ambiguity: Equatable, Sendable {
  /// The view whose frame is open.
  public let view: ViewID
  /// Which of its four numbers is open.
  public let field: FrameField
  /// The range over every optimal layout; nil means unbounded on that side.
  public let min: Double?
  /// The largest value an equally good layout gives it; nil when unbounded.
  public let max: Double?
}

/// An optional constraint left unsatisfied.
public struct UnmetConstraint: Equatable, Sendable {
  /// The unmet constraint.
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
    var copy = self
    return copy.measureAmbiguities()
  }

  /// ``ambiguities()`` without copying the solver: its probes run on this
  /// layout's own tableau and are rolled back, so the layout ends exactly as
  /// it began. Reports call this after every command: it probes only the
  /// values whose part of the layout changed since it last ran, and keeps
  /// the others' ranges (Layout+AmbiguityCache.swift).
  public mutating func measureAmbiguities() -> [Ambiguity] {
    _ = refreshOpenValues()
    var result: [Ambiguity] = []
    for id in viewsInTreeOrder { appendOpenValues(of: id, to: &result) }
    return result
  }

  /// ``measureAmbiguities()`` probing every frame value, whatever the
  /// last measurement found: what the kept ranges are checked against.
  public mutating func measureAllAmbiguities() -> [Ambiguity] {
    let (cells, variables) = ambiguityCells()
    return openCells(cells, solver.optimalRangesInPlace(of: variables))
  }

  private func openCells(
    _ cells: [(ViewID, FrameField)], _ ranges: [(lower: Double?, upper: Double?)]
  ) -> [Ambiguity] {
    var result: [Ambiguity] = []
    for ((id, field), range) in zip(cells, ranges) {
      if let lower = range.lower, let upper = range.upper, upper - lower <= 1e-7 { continue }
      // Closures, not key paths: `map(\.cleaned)` went through the
      // runtime's generic key-path read.
      result.append(Ambiguity(view: id, field: field, min: range.lower.map { $0.cleaned }, max: range.upper.map { $0.cleaned }))
    }
    return result
  }

  /// How far an optional constraint may miss and still count as met: the
  /// round-off of the solver's arithmetic, below what reports show.
  static let unmetTolerance = 5e-7

  /// Installed optional constraints that the layout does not satisfy.
  ///
  /// Read from the solver's records, which hold each constraint's
  /// priority as its strength: walking the layout's own constraints copied
  /// each one out of its optional slot, for every constraint after every
  /// command.
  ///
  /// An error that reports round to 0 is round-off, not a miss: a
  /// fillProportionally stack's multipliers (0.1193782960836535) left
  /// errors of a few ten-millionths, reported "(off by 0)".
  public func unmetConstraints() -> [UnmetConstraint] {
    var result: [UnmetConstraint] = []
    for (solverID, error) in solver.optionalViolations(beyond: Layout.unmetTolerance) {
      guard let id = constraintTable.constraintOfSolverID[solverID] else { continue }
      let (installedAs, priority) = installed(id)
      // The records say the same; checked so that this stays the
      // definition should the two ever part.
      guard installedAs == solverID, !priority.isRequired, !priority.isTieBreak else { continue }
      result.append(UnmetConstraint(constraint: id, error: error.cleaned))
    }
    // In constraint order, as reports list them: a reinstalled constraint
    // (a new priority, reactivated) gets a new solver id, so their order
    // is not the layout's.
    result.sort { $0.constraint < $1.constraint }
    return result
  }
}

extension Double {
  /// Rounds away solver round-off (1e-9) so reports and replays are stable.
  public var cleaned: Double {
    let r = (self * 1e6).rounded() / 1e6
    return r == 0 ? 0 : r
  }
}

extension Layout {
  /// The solver's tableau size (rows, cells), for benchmarks.
  public var solverStatistics: Solver.Statistics { solver.statistics }
}
