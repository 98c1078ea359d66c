/// The one tolerance of the solver.
///
/// Coefficients and constants whose magnitude is below `epsilon` are treated
/// as zero and removed from rows as soon as they appear, so that round-off
/// never creates phantom dependencies or pivots on noise (kiwi uses 1e-8 too).
///
/// The tolerance policy, layer by layer:
/// - Solver: `epsilon` is absolute. A cell, a row constant or a reduced cost
///   within it is zero; pivots choose by lowest symbol id on ties (Bland's
///   rule), so degenerate systems terminate. Tests in
///   NumericRobustnessTests.swift check redundant, near-tolerance and
///   huge/tiny-constant systems for termination and finite values.
/// - Where rounding defeats the simplex's guarantees (rows mixing 1e-6 and
///   1e6), a call is refused rather than trusted: the long step skips kinks
///   whose pair round-off has spread (`kinkPartner`), and a dual pass gives
///   up after `dualPivotLimit` pivots. BadlyScaledSystemTests replays such
///   sessions.
/// - Because it is absolute, it only means "round-off" for numbers of
///   modest size, so the layout model refuses constants, sizes and insets
///   above 1e6 and multipliers outside 0 and 1e-6...1e6 (`LayoutLimits`);
///   a multiplier below 1e-6 would vanish into `epsilon` once divided through.
/// - Layout: a required constraint holds when its violation is at most
///   1e-6, or a hundred-millionth of the largest number the layout has
///   held (any constant ever given to the solver, any frame value now) once
///   that passes a hundred points (`Layout.invariantViolations`): with cells
///   dropped below an absolute 1e-8, sizes in the millions keep about nine
///   significant digits. The session refuses any command whose layout
///   would have a frame that is not finite.
/// - Tests compare values within 1e-6 and required constraints within 1e-9.
public enum Tolerance {
  /// Magnitudes below this are zero to the solver.
  public static let epsilon = 1e-8

  @inlinable @inline(__always)
  static func isZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }
}
