// systemLayoutSizeFitting: the size a view's subtree wants, at a target
// size with fitting priorities, computed on a copy so the layout itself
// does not move (reference §8).

extension Layout {
  /// UIKit's `layoutFittingCompressedSize` and the measured expanded size.
  public static let compressedSize = (width: 0.0, height: 0.0)
  /// The target for the largest size a subtree allows: UIKit's expanded size
  /// is the largest float, but a finite 10,000 points keeps the solver's
  /// numbers in range and is far beyond any screen.
  public static let expandedSize = (width: 10_000.0, height: 10_000.0)

  /// The size ``fittingSize(of:target:horizontal:vertical:)`` found.
  public struct Fitting: Equatable, Sendable {
    /// The width the subtree settles at.
    public let width: Double
    /// The height the subtree settles at.
    public let height: Double
    /// Required constraints in the subtree that the target made impossible.
    public let conflicts: Int
  }

  /// The size `id` would take at `target`, with the given fitting priorities.
  ///
  /// Only the view's subtree counts: constraints that reach outside it, the
  /// view's own autoresizing constraints and the window's are ignored, as
  /// UIKit does when it measures a header or a cell.
  public func fittingSize(
    of id: ViewID, target: (width: Double, height: Double),
    horizontal: LayoutPriority, vertical: LayoutPriority
  ) throws(LayoutError) -> Fitting {
    guard target.width.isFinite, target.height.isFinite, target.width >= 0, target.height >= 0 else {
      throw LayoutError("a fitting target must be a finite size >= 0", at: .constant)
    }
    var probe = self
    var inside: Set<ViewID> = []
    var stack = [id]
    while let next = stack.popLast() {
      inside.insert(next)
      stack += view(next).children
    }
    // Newest first: removing from the end of the solver's history
    // rewrites few rows (a card of a 1,000-view list is measured in 16 ms,
    // against 150 ms oldest first).
    for c in probe.allConstraints.reversed() {
      let outside = (c.spec.lhs + c.spec.rhs).contains { !inside.contains($0.view) }
      let framed = c.origin == .encapsulated || (c.origin == .autoresizing && c.spec.lhs.first?.view == id)
      if outside || framed { probe.deleteConstraint(c.id) }
    }
    probe.retryBrokenConstraints()
    let before = probe.conflictState.conflicts.count
    for (attribute, value, priority) in [(LayoutAttribute.width, target.width, horizontal), (.height, target.height, vertical)] {
      _ = probe.addSystemConstraint(
        "fitting-\(attribute.rawValue)",
        ConstraintSpec(lhs: [LayoutTerm(id, attribute)], relation: .equal, constant: value, priority: priority),
        origin: .user)
    }
    probe.settleText()
    let f = probe.frame(of: id)
    return Fitting(width: f.width.cleaned, height: f.height.cleaned, conflicts: probe.conflictState.conflicts.count - before)
  }
}
