import Cassowary

// Knowing when the search for what beats an unmet wish must fail, without
// searching. A rotation of a list of cards leaves each title's hugging wish
// unmet (the title and the avatar beside it hug at the same priority, so
// either may take the room); every such search walked 256 constraints and
// found nothing, which was a sixth of each round of the 10,000-command script.

extension Layout {
  /// The range a frame value takes over every optimal layout, from the
  /// ambiguity report; nil when the report does not list it (it is
  /// determined, or not measured).
  public typealias OpenRange = (ViewID, FrameField) -> (min: Double?, max: Double?)?

  /// Whether an unmet wish's value could move the way the wish pulls in
  /// some optimal layout: then nothing explains it (`cause` is nil).
  ///
  /// `strongestUnmet` is the highest priority of the unmet wishes in the
  /// wish's part of the layout (``part(of:)``). Exact when none is above
  /// the wish's own: the optimal layouts of a part have the same cost at
  /// each priority level, here zero above the wish's, so every one of them
  /// meets every constraint of the part stronger than the wish. A
  /// derivation from such constraints that holds the value against the
  /// pull (`beaters`, which only walks the wish's part) would hold in all
  /// of them and forbid the move the ambiguity report found; and there is
  /// no stronger unmet wish to be an opponent. Only a wish whose quantity
  /// is one frame value (a width, a height: hugging and compression
  /// resistance) is decided here.
  ///
  /// The search itself is looser than that argument: it counts a
  /// constraint within a millionth of holding as holding, and accepts a
  /// combination within 1e-7, so with large multipliers (1,000 × a slack
  /// of 5e-7) it can name constraints that "hold" a value the report shows
  /// moving. Such an explanation is not borne out by the values, and
  /// here none is given: the two agree wherever the search's tolerances
  /// decide nothing (the layout property test compares them).
  func isOpenTowardsWish(_ unmet: LayoutConstraintID, strongestUnmet: Double?, range: OpenRange) -> Bool {
    guard let strongest = strongestUnmet, strongest <= constraint(unmet).spec.priority.value else { return false }
    return canMoveTowardsWish(unmet, range: range)
  }

  /// Whether `range` lets an unmet wish's value, when it is one frame
  /// value, move the way the wish pulls: the half of `isOpenTowardsWish`
  /// that needs no knowledge of the other unmet wishes, so a caller can
  /// ask it first and find the strongest unmet wish of the part only then.
  public func canMoveTowardsWish(_ unmet: LayoutConstraintID, range: OpenRange) -> Bool {
    let spec = constraint(unmet).spec
    let expression = compile(spec).expression
    let form = LinearSpan.form(expression)
    guard form.count == 1, let (variableID, coefficient) = form.first else { return false }
    guard let (view, field) = frameField(variableID, in: spec), let open = range(view, field) else { return false }
    let error = expression.evaluate { solver.value(of: $0) }
    guard abs(error) > 1e-9 else { return false }
    // The quantity wants to rise when it is below its constant's side
    // (as in `beaters`); the value moves with the quantity's sign.
    let valueRises = (error < 0) == (coefficient > 0)
    let value = solver.value(of: frameVariable(view, field))
    // Well clear of the report's rounding (a millionth) and of the
    // solver's precision on large numbers: a range that barely opens is
    // left to the search.
    let margin = max(1e-4, 1e-6 * abs(value))
    return valueRises ? open.max.map { $0 > value + margin } ?? true : open.min.map { $0 < value - margin } ?? true
  }

  /// Which view's frame value `variableID` is, among the views `spec` names.
  private func frameField(_ variableID: Int32, in spec: ConstraintSpec) -> (ViewID, FrameField)? {
    for term in spec.lhs + spec.rhs {
      for field in FrameField.allCases where frameVariable(term.view, field).id == variableID {
        return (term.view, field)
      }
    }
    return nil
  }
}
