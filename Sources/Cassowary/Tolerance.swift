/// The one tolerance of the solver.
///
/// Coefficients and constants whose magnitude is below `epsilon` are treated
/// as zero and removed from rows as soon as they appear, so that round-off
/// never creates phantom dependencies or pivots on noise (kiwi uses 1e-8 too).
public enum Tolerance {
  public static let epsilon = 1e-8

  @inlinable @inline(__always)
  static func isZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }
}
