import Cassowary

// exerciseAmbiguityInLayout: another layout that satisfies every constraint
// exactly as well as this one, computed on a copy.

extension Layout {
  /// Frames of an alternative optimal layout in which the first ambiguous
  /// value of `id` moves, or nil when the view's frame is fully determined.
  ///
  /// A bounded value jumps to the far end of its range; an unbounded one
  /// moves 100 points that way. Every priority level keeps its error, so
  /// the constraints cannot tell the two layouts apart.
  public func exercise(_ id: ViewID, only: FrameField? = nil) -> (field: FrameField, frames: [ViewID: Frame])? {
    for field in FrameField.allCases where only == nil || only == field {
      let variable = frameVariable(id, field)
      let range = solver.optimalRange(of: variable)
      let now = solver.value(of: variable)
      let target: Double
      switch (range.lower, range.upper) {
      case (let lo?, let hi?):
        guard hi - lo > 1e-7 else { continue }
        target = abs(hi - now) >= abs(now - lo) ? hi : lo
      case (_, nil): target = now + 100
      case (nil, _?): target = now - 100
      }
      var probe = self
      // Pin the value on the optimal face; everything else settles around it.
      guard (try? probe.solver.addConstraint(LinearExpression([.init(variable)], constant: -target), .equal)) != nil
      else { continue }
      probe.ambiguityTouched([variable.id])
      probe.solver.updateValues()
      var frames: [ViewID: Frame] = [:]
      for v in viewsInTreeOrder { frames[v] = probe.frame(of: v) }
      return (field, frames)
    }
    return nil
  }
}
