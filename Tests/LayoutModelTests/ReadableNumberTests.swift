import Foundation
import Testing

@testable import LayoutModel

// `readable` writes most values without printing their shortest form; it
// must give the same text as reading that form, for every value.
@Suite struct ReadableNumberTests {
  @Test func examplesAPersonSees() {
    #expect(257.33333333333337.readable == "257.3333")
    #expect(52.666666666666664.readable == "52.6667")
    #expect((-41.333333333333336).readable == "-41.3333")
    #expect(2.9999999999999996.readable == "3")
    #expect(0.30000000000000004.readable == "0.3")
    #expect(16.0.readable == "16")
    #expect(0.125.readable == "0.125")
    #expect(0.1234567891.readable == "0.1234567891")
    #expect(0.12345678912.readable == "0.1235")
    #expect(1.0e-5.readable == "1e-05")
  }

  @Test func thirdsSeventhsAndSpreadValuesReadAsTheirShortestForm() {
    var values: [Double] = []
    for k in -30_000...30_000 {
      values.append(Double(k) / 3)
      values.append(Double(k) / 7)
      values.append(Double(k) / 100)
    }
    for k in 0..<200_000 {
      // Magnitudes from 10⁻⁶ to 10⁶, around the fast path's bounds too,
      // spread evenly by the golden ratio's multiples (the same on every run).
      let exponent = (Double(k) * 0.618_033_988_749_894_9).truncatingRemainder(dividingBy: 1) * 12 - 6
      values.append((k % 2 == 0 ? 1 : -1) * pow(10, exponent))
    }
    for edge in [1e-3, 1e4, 9999.99995, 9999.99999999999, 0.00099999999999, 0.0010000000000001] {
      values += [edge, -edge, edge.nextUp, edge.nextDown]
    }
    var mismatches: [Double] = []
    for v in values where v.readable != v.readableFromShortestForm { mismatches.append(v) }
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5).map { "\($0): \($0.readable)" })")
  }
}
