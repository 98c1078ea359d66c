// kiwi's strengths mapped to our priorities.
//
// kiwi blends strengths into one number (strong 1e6, medium 1e3, weak 1);
// our priorities are strict levels (see Cassowary.Strength). Any mapping
// with the same order gives the same levels, so we use Apple's names where
// they exist: strong = high (750), weak = low (250). W4's two custom
// strengths keep their order: smedium = 100 × medium lies between medium
// and strong, mmedium = 1.25 × medium just above medium.
//
//   kiwi      number       ours
//   required  1,001,001,000  1000 (required)
//   strong    1,000,000       750
//   smedium     100,000       700
//   mmedium       1,250       510
//   medium        1,000       500
//   weak              1       250
//
// The answers are checked with kiwi's numbers (see `kiwiWeight`), so a
// workload whose optimum differed between the two semantics would fail.

import Cassowary

enum Level: CaseIterable {
  case required, strong, smedium, mmedium, medium, weak

  var priority: Strength {
    switch self {
    case .required: .required
    case .strong: Strength(750)
    case .smedium: Strength(700)
    case .mmedium: Strength(510)
    case .medium: Strength(500)
    case .weak: Strength(250)
    }
  }

  /// kiwi's number for the level: used only to compute the objective that
  /// kiwi_bench.py checks.
  var kiwiWeight: Double {
    switch self {
    case .required: 1_001_001_000
    case .strong: 1_000_000
    case .smedium: 100_000
    case .mmedium: 1_250
    case .medium: 1_000
    case .weak: 1
    }
  }
}
