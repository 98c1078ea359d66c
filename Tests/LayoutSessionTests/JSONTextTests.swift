import Testing

@testable import LayoutSession

/// `JSONText.number` writes whole numbers and six-place decimals itself,
/// for speed; what it writes must stay byte for byte what the reports
/// wrote before, `String(n)` (transcripts and `--json` consumers compare
/// bytes).
@Suite struct JSONTextTests {
  private func written(_ n: Double) -> String {
    var out = JSONText()
    out.number(n)
    return out.string
  }

  /// What the reports wrote before the digit-by-digit paths.
  private func reference(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    if n == n.rounded() && abs(n) < 1e15 { return String(Int64(n)) }
    return String(n)
  }

  @Test(arguments: [
    0, -0.0, 1, -1, 375, 667, 1e14, -1e14, 999_999_999_999_999, 1e15, 1e16, 0.5, -0.5, 0.25, 0.001, -0.001,
    0.0009, 0.0001, 8.4e-05, 1e-7, 1706.666434, 34225019.343118, 802148.999916, 1.000005, 1.00005, 12.1,
    0.1 + 0.2, 1.0 / 3.0, 2.0 / 3.0, 999_999_999.999999, 1e9 + 0.5, 123456789.123456, 0.000999999,
    .nan, .infinity, -.infinity, .pi, 1e300, .leastNonzeroMagnitude,
  ])
  func matchesTheShortestForm(_ n: Double) {
    #expect(written(n) == reference(n), "\(n)")
  }

  /// Frames and errors are rounded to a millionth; random ones of every
  /// magnitude the layout allows, and raw doubles that are not, must all
  /// come out as `String(n)` does.
  @Test func randomValuesMatchTheShortestForm() {
    var rng = SystemRandomNumberGenerator()
    var mismatches: [Double] = []
    for k in 0..<200_000 {
      let n: Double
      switch k % 4 {
      case 0:
        let scale = [1.0, 100, 10_000, 1e6, 1e8, 2e9][Int.random(in: 0..<6, using: &rng)]
        n = (Double.random(in: -scale...scale, using: &rng) * 1e6).rounded() / 1e6
      case 1: n = Double(Int64.random(in: -999_999_999_999...999_999_999_999, using: &rng)) / 1e6
      case 2: n = Double.random(in: -1e10...1e10, using: &rng)
      default: n = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &rng))
      }
      if written(n) != reference(n) { mismatches.append(n) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// Strings are copied as they are (small and long ones alike) or
  /// escaped, and the text grows past its first capacity intact.
  @Test func stringsAreQuotedAndTheTextGrows() {
    let samples = [
      "", "a", "title", "exactly15bytes_", "sixteen_bytes_ab", "é ü 名前 🙂", "a\"b", "back\\slash", "tab\there",
      "line\nbreak", "\u{1}\u{7F}", String(repeating: "long name ", count: 500),
    ]
    var out = JSONText(capacity: 8)
    var expected = ""
    for s in samples {
      out.quoted(s)
      out.raw(",")
      expected += JSONValue.quoted(s) + ","
    }
    #expect(out.string == expected)
    #expect(JSONValue.quoted("a\"b\n") == "\"a\\\"b\\n\"")
  }
}
