// Timing and the JSON lines, in kiwi_bench.py's shape, so that
// compare-kiwi can read both programs' output the same way.

import Cassowary

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seconds taken by `body`, on the monotonic clock.
func timed(_ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  let elapsed = clock.measure(body)
  return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

/// A JSON value small enough for our records.
enum JSON: CustomStringConvertible {
  case number(Double), int(Int), string(String), object([(String, JSON)])

  var description: String {
    switch self {
    case .number(let x): x.isFinite ? "\(x)" : "null"
    case .int(let i): "\(i)"
    case .string(let s): "\"\(s)\""  // our strings never need escaping
    case .object(let fields): "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
  }
}

/// Rounds to `digits` decimals, as Python's round() does for the kiwi side.
func rounded(_ x: Double, _ digits: Int) -> JSON {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  return .number((x * scale).rounded() / scale)
}

/// Prints one JSON line straight to fd 1, unbuffered, so that a run cut
/// short (a timeout) still shows the workloads it finished.
func printLine(_ fields: [(String, JSON)]) {
  let line = "\(JSON.object(fields))\n"
  _ = line.utf8CString.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count - 1) }
}

/// One workload's record: median and best of `times`, per op and in total.
func emit(_ workload: String, n: Int, ops: Int, times: [Double], extra: [(String, JSON)] = []) {
  let sorted = times.sorted()
  let median =
    sorted.count % 2 == 1
    ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  let best = sorted[0]
  printLine(
    [
      ("workload", .string(workload)), ("n", .int(n)), ("ops", .int(ops)),
      ("seconds", rounded(median, 9)), ("per_op_us", rounded(median / Double(ops) * 1e6, 6)),
      ("best_seconds", rounded(best, 9)), ("best_per_op_us", rounded(best / Double(ops) * 1e6, 6)),
      ("reps", .int(times.count)), ("solver", .string("alrepl-cassowary")),
    ] + extra)
}

struct CheckFailed: Error, CustomStringConvertible {
  var description: String
}

/// Fails the run when `got` is not `want` within a relative `tolerance`.
func check(_ name: String, _ got: Double, _ want: Double, tolerance: Double = 1e-9) throws {
  if abs(got - want) > tolerance * max(1, abs(want)) {
    throw CheckFailed(description: "\(name): got \(got), expected \(want)")
  }
}

/// Our counterpart of kiwi's `updateVariables()`: every variable's value is
/// read into `buffer`, so each timed step pays for making the whole layout
/// available, as kiwi's does. `inout`, not `borrowing`: the workloads'
/// solvers are variables captured by the timed closures, and borrowing one
/// there made a copy of the whole solver (every array retained and
/// released) on each step, which is harness cost, not solver cost.
@inline(__always)
func update(_ solver: inout Solver, _ variables: [Variable], into buffer: inout [Double]) {
  buffer.withUnsafeMutableBufferPointer { buffer in
    variables.withUnsafeBufferPointer { variables in solver.readValues(of: variables, into: buffer) }
  }
}
