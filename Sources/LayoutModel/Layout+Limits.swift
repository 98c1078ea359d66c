import Cassowary

// What a layout refuses rather than attempt. A REPL is fed everything,
// including numbers and sizes that no screen has: past these limits a
// request fails with a clear message and changes nothing, instead of
// overflowing to infinity, running out of stack, or taking minutes.

/// The largest layout alrepl builds, and the largest numbers it accepts.
///
/// The defaults are far beyond any screen's needs, and they keep every
/// command's report well under a second in a release build: measured with
/// Benchmarks/repl-bench, a report takes about 1.5 ms at 1,000 views and
/// 17 ms at 5,000 (median), growing a little faster than the layout, so
/// 10,000 views or 100,000 constraints is where a REPL stops being
/// interactive (at 100,000 views one command would take seconds). Nesting is
/// bounded so that no code that walks the hierarchy can run out of stack.
/// Tests make the limits small.
public struct LayoutLimits: Equatable, Sendable {
  /// Views, labels, guides and stacks alive at once, root included.
  public var maxViews: Int
  /// How deep a view may be nested: root is at depth 0, its subviews at 1.
  public var maxDepth: Int
  /// Named constraints alive at once: the person's and the generated ones
  /// (intrinsic size, autoresizing, stacks, the window's).
  public var maxConstraints: Int
  /// Installed constraints that read one view's width, height or position
  /// (generated ones included). Many inequalities on one variable, such as
  /// `a.width >= 1`, `a.width >= 2`, …, each binding in turn, make every
  /// add rewrite all the earlier ones' rows: n of them cost n²/2 row
  /// updates in any simplex tableau, kiwi's too: measured in a release
  /// build, 5,000 such lines replay in 3.5 s and 10,000 in 13.6 s (28 and
  /// 34 MB), so 20,000 keeps the last of them at a few milliseconds.
  public var maxConstraintsPerVariable: Int
  /// Required constraints broken at once. Every report carries each
  /// conflict, so thousands of them make every command slow and no report
  /// readable; past this a new or reactivated constraint is refused.
  public var maxBrokenConstraints: Int

  /// The largest magnitude of a constant, a size, an inset or a spacing, in
  /// points: a million, a thousand screens. The solver drops cells below an
  /// absolute 1e-8, so precision falls with the size of the numbers: the
  /// session fuzzer found a proportional stack around an 802,100-point
  /// label left 0.003 points off (relative 4e-9), and at 1e7 and beyond
  /// the loss grows past what a tolerance can call round-off. A million
  /// keeps every required constraint within a hundred-millionth of the
  /// layout's largest number (0.01 points at the limit).
  public static let maxMagnitude = 1e6
  /// Multipliers are 0 or between 1e-6 and 1e6 in magnitude: smaller ones
  /// would fall below the solver's tolerance once divided through, larger
  /// ones overflow products.
  public static let multiplierRange: ClosedRange<Double> = 1e-6...1e6

  /// Limits, each defaulting to what a REPL stays interactive at; tests
  /// pass small ones to reach the limits quickly.
  public init(
    maxViews: Int = 10_000, maxDepth: Int = 1_000, maxConstraints: Int = 100_000,
    maxConstraintsPerVariable: Int = 20_000, maxBrokenConstraints: Int = 1_000
  ) {
    self.maxViews = maxViews
    self.maxDepth = maxDepth
    self.maxConstraints = maxConstraints
    self.maxConstraintsPerVariable = maxConstraintsPerVariable
    self.maxBrokenConstraints = maxBrokenConstraints
  }
}

extension Layout {
  /// Refuses a new subview of `parent` past ``LayoutLimits/maxViews`` or
  /// ``LayoutLimits/maxDepth``. Checked before anything changes.
  func checkRoomForView(in parent: ViewID) throws(LayoutError) {
    try checkRoomForViews(1)
    if depth(of: parent) + 1 > limits.maxDepth {
      throw LayoutError(
        "views nest at most \(limits.maxDepth) deep (alrepl's limit); \(view(parent).name) is already at depth \(depth(of: parent))")
    }
  }

  /// Refuses `count` new views past ``LayoutLimits/maxViews``: a command
  /// that makes many (a stack of new views) asks once, before the first.
  public func checkRoomForViews(_ count: Int) throws(LayoutError) {
    if tree.viewsByName.count + count > limits.maxViews {
      throw LayoutError(
        "too many views: a layout holds at most \(limits.maxViews) (alrepl's limit); remove some first",
        at: .name)
    }
  }

  /// Refuses a new constraint past ``LayoutLimits/maxConstraints``.
  func checkRoomForConstraint() throws(LayoutError) {
    if constraintTable.constraintsByName.count >= limits.maxConstraints {
      throw LayoutError(
        "too many constraints: a layout holds at most \(limits.maxConstraints) (alrepl's limit); remove some first")
    }
  }

  /// Refuses installing `spec` when one of the solver variables it reads is
  /// already in ``LayoutLimits/maxConstraintsPerVariable`` installed constraints.
  /// Also refuses it while ``LayoutLimits/maxBrokenConstraints`` are broken,
  /// since it might be one more.
  func checkRoomToInstall(_ spec: ConstraintSpec) throws(LayoutError) {
    if conflictState.conflicts.count >= limits.maxBrokenConstraints {
      throw LayoutError(
        "too many broken constraints: \(conflictState.conflicts.count) required constraints are broken, and a layout holds at most \(limits.maxBrokenConstraints) (alrepl's limit); fix or remove some first (conflicts lists them)")
    }
    for term in compile(spec).expression.terms {
      let v = term.variable
      guard let count = constraintTable.constraintsOfVariable[v.id]?.count, count >= limits.maxConstraintsPerVariable else { continue }
      throw LayoutError(
        "too many constraints on \(describe(v)): one view's size or position takes part in at most \(limits.maxConstraintsPerVariable) (alrepl's limit); remove some first")
    }
  }

  /// "a's width", "a's x position": a solver variable in a person's words.
  private func describe(_ variable: Variable) -> String {
    for case let view? in tree.views {
      if view.width == variable { return "\(view.name)'s width" }
      if view.height == variable { return "\(view.name)'s height" }
      if view.minX == variable { return "\(view.name)'s x position" }
      if view.minY == variable { return "\(view.name)'s y position" }
    }
    return "one variable"
  }

  /// Refuses moving `member`'s subtree into `parent` when its deepest view
  /// would pass ``LayoutLimits/maxDepth``.
  func checkDepth(moving member: ViewID, into parent: ViewID) throws(LayoutError) {
    var deepest = 0
    var stack = [(member, 0)]
    while let (id, below) = stack.popLast() {
      deepest = max(deepest, below)
      stack += view(id).children.map { ($0, below + 1) }
    }
    if depth(of: parent) + 1 + deepest > limits.maxDepth {
      throw LayoutError(
        "views nest at most \(limits.maxDepth) deep (alrepl's limit); arranging \(view(member).name) in \(view(parent).name) would pass it")
    }
  }

  /// Superviews above `id`: 0 for root.
  func depth(of id: ViewID) -> Int {
    var depth = 0
    // By parent(of:), not view(_:): that copies the whole view per step.
    var current = parent(of: id)
    while let p = current {
      depth += 1
      current = parent(of: p)
    }
    return depth
  }

  /// Refuses a constant, size or inset beyond ``LayoutLimits/maxMagnitude``.
  static func checkMagnitude(_ value: Double, _ what: String, at culprit: LayoutError.Culprit = .constant)
    throws(LayoutError)
  {
    guard value.isFinite, abs(value) <= LayoutLimits.maxMagnitude else {
      throw LayoutError(
        "\(what) \(value) is out of range: alrepl accepts finite numbers up to 1e6 in magnitude", at: culprit)
    }
  }

  /// Refuses a multiplier outside 0 and ``LayoutLimits/multiplierRange``.
  static func checkMultiplier(_ value: Double, at culprit: LayoutError.Culprit) throws(LayoutError) {
    guard value == 0 || LayoutLimits.multiplierRange.contains(abs(value)) else {
      throw LayoutError(
        "multiplier \(value) is out of range: alrepl accepts 0 and magnitudes from 1e-6 to 1e6", at: culprit)
    }
  }
}

extension Layout {
  /// Every multiplier and the constant of `spec` within alrepl's ranges.
  func checkNumbers(_ spec: ConstraintSpec) throws(LayoutError) {
    for (i, term) in spec.lhs.enumerated() { try Self.checkMultiplier(term.coefficient, at: .term(lhs: true, index: i)) }
    for (i, term) in spec.rhs.enumerated() { try Self.checkMultiplier(term.coefficient, at: .term(lhs: false, index: i)) }
    try Self.checkMagnitude(spec.constant, "constant")
  }
}
