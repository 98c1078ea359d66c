// swift-tools-version:6.1
import PackageDescription

// The solver benchmarks: the workloads of ../shared/bench/WORKLOADS.md,
// replayed constraint for constraint against our Cassowary solver.
// A separate package so that benchmark code never ships in the product and
// `swift build -c release` here builds only what the benchmarks need.
let package = Package(
  name: "alrepl-benchmarks",
  // As the package it measures: Mutex in the solver needs macOS 15.
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: ".."),
    // The seeded generator of the property tests, for session-hunt.
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
  ],
  targets: [
    .executableTarget(
      name: "cassowary-bench",
      dependencies: [.product(name: "Cassowary", package: "main")]
    ),
    // The REPL at scale: per-command latency of the full report.
    .executableTarget(
      name: "repl-bench",
      dependencies: [.product(name: "LayoutSession", package: "main")]
    ),
    // Long sessions: a command's cost after many commands against after few.
    .executableTarget(
      name: "long-session",
      dependencies: [.product(name: "LayoutSession", package: "main")]
    ),
    // Seeded random sessions checked after every command: atomicity, exact
    // undo and redo, replay and the engine's invariants.
    .executableTarget(
      name: "session-hunt",
      dependencies: [
        .product(name: "LayoutSession", package: "main"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // A second, independent fuzzer: hostile numbers, imports, save and
    // load round trips, undo and redo across everything.
    .executableTarget(
      name: "roundtrip-hunt",
      dependencies: [
        .product(name: "LayoutSession", package: "main"),
        .product(name: "LayoutModel", package: "main"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ]
)
