import Cassowary

// The layout's constraints and the maps that find them: one of the layout's
// named parts (see Layout.swift).

extension Layout {
  @usableFromInline
  struct ConstraintTable: Sendable {
    /// By constraint id; nil once deleted.
    @usableFromInline var constraints: [LayoutConstraint?] = []
    /// The slots of `constraints` that hold one, in order: scans that run
    /// after every command (``Layout/allConstraints``, the required pins,
    /// the parts, a view's removal) walk these, so that their cost follows
    /// the constraints there are, not every one a long session ever made.
    @usableFromInline var live: [Int] = []
    var constraintsByName: [String: LayoutConstraintID] = [:]
    /// Solver ids back to layout ids, for reading conflict certificates.
    var constraintOfSolverID = SolverIDMap()
    /// Installed constraints by the solver variables they read:
    /// explanations walk outwards from a value through this instead of
    /// scanning them all.
    var constraintsOfVariable: [Int32: [LayoutConstraintID]] = [:]
    /// The last stamp given to a constraint (see `stamp()`).
    var nextStamp = 0
    /// The number in the next automatic name (`c1`, `c2`, ...).
    var nextAutomaticName = 1
    var rootWidthConstraint = LayoutConstraintID(rawValue: 0)
    var rootHeightConstraint = LayoutConstraintID(rawValue: 0)
    /// The largest constant any constraint has carried into the solver (as
    /// compiled, or as written). The precision an incremental tableau
    /// loses to a huge number stays after the number goes, so
    /// ``Layout/requiredTolerance(largestNumber:)`` counts it.
    var largestConstantInstalled = 0.0
    /// How many installed constraints relate a horizontal attribute to a
    /// vertical one (`a.width == a.height`). While there is none, the
    /// solver's tableau is two independent systems, one per axis, and no
    /// change to a height can move a width (``Layout/heightsWaitForTheirWrap(_:)``).
    var installedAcrossAxes = 0

    /// Takes a deleted constraint's slot out of `live`.
    ///
    /// - Complexity: O(live constraints).
    mutating func removeLive(_ slot: Int) {
      var lo = 0, hi = live.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if live[mid] < slot { lo = mid + 1 } else { hi = mid }
      }
      if lo < live.count && live[lo] == slot { live.remove(at: lo) }
    }
  }
}

extension Layout {
  /// Constraint slots made so far, deleted ones included: what copying the
  /// layout's constraint table costs (slots are not reused, so a long
  /// session's table keeps growing while its layout stays small).
  public var constraintSlotCount: Int { constraintTable.constraints.count }
}
