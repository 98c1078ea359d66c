// What must hold after every command, checked in debug builds: every
// installed required constraint is satisfied, every frame is finite, and
// a constraint's constant compiles the same both ways.

extension Layout {
  /// Descriptions of broken invariants; empty when all is well.
  public func invariantViolations() -> [String] {
    var problems = requiredViolations().map { "required constraint \($0.name) is off by \($0.error)" }
    for id in viewsInTreeOrder {
      let f = frame(of: id)
      if ![f.x, f.y, f.width, f.height].allSatisfy(\.isFinite) {
        problems.append("\(view(id).name) has a frame that is not finite")
      }
    }
    // Changing a constant compiles only the constant (`compiledConstant`);
    // it must agree with the full compile that installed the constraint.
    for c in allConstraints where compiledConstant(of: c.spec) != compile(c.spec).expression.constant {
      problems.append("\(c.name) compiles to two different constants")
    }
    if let pins = caches.pinsCache, pins != computeRequiredPins() {
      problems.append("the kept required pins no longer describe the constraints")
    }
    if let parts = caches.partsCache {
      // A variable made since the parts were kept is its own part (`part(of:)`).
      let fresh = computeParts()
      if !fresh.indices.allSatisfy({ fresh[$0] == ($0 < parts.count ? parts[$0] : Int32($0)) }) {
        problems.append("the kept parts of the layout no longer follow its constraints")
      }
    }
    return problems
  }

  /// Installed required constraints the solver's values miss by more than
  /// `requiredTolerance(largestNumber:)`, with how far, in the order the
  /// solver got them; empty when the layout holds. A caller that has just
  /// computed ``largestNumberSeen()`` passes it in rather than pay for it twice.
  public func requiredViolations(largestNumber: Double? = nil) -> [(name: String, error: Double)] {
    let tolerance = requiredTolerance(largestNumber: largestNumber ?? largestNumberSeen())
    return solver.requiredViolations(beyond: tolerance).compactMap { violation in
      constraintTable.constraintOfSolverID[violation.id].map { (constraint($0).name, violation.error) }
    }
  }

  /// How far a required constraint may be off and still hold: 1e-6 points,
  /// or a hundred-millionth of the largest number in the layout (a
  /// constant, or a frame value) once that passes a hundred points. The solver drops
  /// cells below an absolute 1e-8, so a layout whose numbers run into the
  /// hundreds of thousands keeps about nine significant digits, not
  /// fifteen, and keeps that loss after the large numbers leave the frames
  /// (a fuzzer's 802,100-point label in a proportional stack, then hidden:
  /// up to 0.003 off on constraints whose own terms are small). So the
  /// largest number counts every constant the solver has been given, not
  /// only those it holds now: the session fuzzer found the same label set
  /// back to 80 points leaving a spacing 7.9e-6 off, more than the
  /// numbers still in the layout allowed.
  func requiredTolerance(largestNumber: Double) -> Double {
    max(1e-6, 1e-8 * largestNumber)
  }

  /// The largest constant the solver was ever given, or frame value now:
  /// O(views), so a release build can afford it after every command.
  public func largestNumberSeen() -> Double {
    largestNumberSeen(frames: framesByID())
  }

  /// ``largestNumberSeen()`` from frames already read (`framesByID()`).
  public func largestNumberSeen(frames: [Frame]) -> Double {
    var largest = constraintTable.largestConstantInstalled
    for id in viewsInTreeOrder {
      let f = frames[Int(id.rawValue)]
      largest = max(largest, abs(f.x), abs(f.y), abs(f.width), abs(f.height))
    }
    return largest
  }
}
