// cassowary-bench: the workloads of ../shared/bench/WORKLOADS.md on our
// solver, one JSON line per workload, with kiwi_bench.py's options.
//
//   swift run -c release cassowary-bench [--reps 5] [--only W1,W1x,W2,W2b,W3,W3r,W4]
//       [--sizes 96,1000,5000] [--sizes-x 96,200] [--big-reps 3] [--w2-n 1000] [--w3-n 1000] [--w4-loops 10000]

import Cassowary

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a line to standard error (fd 2; `stderr` is not concurrency-safe).
func printError(_ message: String) {
  let line = message + "\n"
  _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

struct Options {
  var reps = 5
  var only: Set<String> = ["W1", "W1x", "W2", "W2b", "W3", "W3r", "W4"]
  var sizes = [96, 1000, 5000]
  var sizesX = [96, 200]
  var bigReps = 3
  var w2N = 1000
  /// Not in kiwi_bench.py (W3 is always N = 1000 there): smaller sizes keep callgrind runs short.
  var w3N = 1000
  /// Not in kiwi_bench.py: W4-suggest's loops (0 leaves a process that
  /// runs W4's builds alone, for counters that cover a whole process).
  var w4Loops = 10_000
  /// Not in kiwi_bench.py: print the tableau's size after one build of
  /// each workload in `only` that is a build (W1, W4) instead of timing.
  var stats = false
  /// Not in kiwi_bench.py: W4 built in other orders of the same adds, for
  /// their pivots and solutions (PivotStudy.swift); with `--pivot-order`,
  /// 100 builds of one order, timed.
  var pivotStudy = false
  var pivotOrder: String?

  init(_ arguments: [String]) throws {
    var rest = arguments[...]
    func ints(_ text: String) throws -> [Int] {
      try text.split(separator: ",").map {
        guard let i = Int($0) else { throw CheckFailed(description: "not a number: \($0)") }
        return i
      }
    }
    while let flag = rest.popFirst() {
      if flag == "-h" || flag == "--help" {
        print("usage: cassowary-bench [--reps N] [--only W1,W1x,W2,W2b,W3,W3r,W4] [--sizes 96,1000,5000]")
        print("                       [--sizes-x 96,200] [--big-reps 3] [--w2-n 1000] [--w3-n 1000]")
        print("                       [--w4-loops 10000] [--stats] [--pivot-study] [--pivot-order NAME]")
        exit(0)
      }
      if flag == "--stats" {
        stats = true
        continue
      }
      if flag == "--pivot-study" {
        pivotStudy = true
        continue
      }
      guard let value = rest.popFirst() else { throw CheckFailed(description: "\(flag) needs a value") }
      switch flag {
      case "--reps": reps = try ints(value)[0]
      case "--only": only = Set(value.split(separator: ",").map(String.init))
      case "--sizes": sizes = try ints(value)
      case "--sizes-x": sizesX = try ints(value)
      case "--big-reps": bigReps = try ints(value)[0]
      case "--w2-n": w2N = try ints(value)[0]
      case "--w3-n": w3N = try ints(value)[0]
      case "--w4-loops": w4Loops = try ints(value)[0]
      case "--pivot-order": pivotOrder = value
      default: throw CheckFailed(description: "unknown option \(flag)")
      }
    }
  }
}

#if DEBUG
  let buildKind = "debug"
#else
  let buildKind = "release"
#endif

do {
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  #if DEBUG
    printError("cassowary-bench: a debug build; use -c release for figures")
  #endif
  printLine([("solver", .string("alrepl-cassowary")), ("build", .string(buildKind))])
  let only = options.only
  if options.pivotStudy || options.pivotOrder != nil {
    try runPivotStudy(onlyOrder: options.pivotOrder)
    exit(0)
  }
  if options.stats {
    printStatistics(only: only, sizes: options.sizes)
    exit(0)
  }
  if only.contains("W1") { try runW1(reps: options.reps, sizes: options.sizes, shared: false, bigReps: options.bigReps) }
  if only.contains("W1x") { try runW1(reps: options.reps, sizes: options.sizesX, shared: true, bigReps: options.bigReps) }
  if only.contains("W2") || only.contains("W2b") { try runW2(reps: options.reps, only: only, n: options.w2N) }
  if only.contains("W3") { try runW3(reps: options.reps, name: "W3-remove", lifo: false, n: options.w3N) }
  if only.contains("W3r") { try runW3(reps: options.reps, name: "W3r-remove-lifo", lifo: true, n: options.w3N) }
  if only.contains("W4") { try runW4(reps: options.reps, loops: options.w4Loops) }
  if sink.isNaN { print("") }
} catch {
  printError("cassowary-bench: \(error)")
  exit(1)
}
