import Testing
@testable import LayoutModel

/// The small elimination explanations run (`LinearSpan`): its multipliers
/// combine the forms into the target, it refuses a target outside their
/// span, and it tells dependent forms from independent ones, on systems
/// whose elimination fills in zeros (the case the per-column row lists
/// must follow) and whose columns tie for the pivot.
@Suite struct LinearSpanTests {
  /// Σ λᵢ·formᵢ, by variable.
  private func combine(_ forms: [[Int32: Double]], _ lambda: [Double]) -> [Int32: Double] {
    var sum: [Int32: Double] = [:]
    for (form, l) in zip(forms, lambda) {
      for (v, c) in form { sum[v, default: 0] += l * c }
    }
    return sum
  }

  private func matches(_ sum: [Int32: Double], _ target: [Int32: Double]) -> Bool {
    for v in Set(sum.keys).union(target.keys) where abs((sum[v] ?? 0) - (target[v] ?? 0)) > 1e-9 { return false }
    return true
  }

  /// A chain `a - b`, `b - c`, `c`: the target `a` takes every link once.
  @Test func aChainCombinesLinkByLink() throws {
    let forms: [[Int32: Double]] = [[7: 1, 3: -1], [3: 1, 12: -1], [12: 1]]
    let lambda = try #require(LinearSpan(forms).combination(for: [7: 1]))
    #expect(lambda == [1, 1, 1])
    #expect(LinearSpan(forms).isIndependent)
    // A variable no form names is out of reach.
    #expect(LinearSpan(forms).combination(for: [99: 1]) == nil)
  }

  /// A form that is the sum of two others: dependent, and the target is
  /// still reached.
  @Test func aRedundantFormIsDependent() throws {
    let forms: [[Int32: Double]] = [[1: 1, 2: -1], [2: 1, 3: -1], [1: 1, 3: -1], [3: 1]]
    #expect(!LinearSpan(forms).isIndependent)
    let lambda = try #require(LinearSpan(forms).combination(for: [1: 2, 3: -1]))
    #expect(matches(combine(forms, lambda), [1: 2, 3: -1]))
  }

  /// Random sparse systems, with fill-in (each form names two or three of
  /// a few variables) and equal pivot candidates (coefficients ±1, 2):
  /// every target made as a combination of the forms is found again, and
  /// the multipliers found combine into it.
  @Test func randomSparseSystemsCombineIntoTheirTargets() throws {
    var seed: UInt64 = 0x5EED_1234
    func next(_ n: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(n))
    }
    var found = 0
    for _ in 0..<300 {
      let variables = 3 + next(8)
      let count = 2 + next(10)
      var forms: [[Int32: Double]] = []
      for _ in 0..<count {
        var form: [Int32: Double] = [:]
        for _ in 0..<(2 + next(2)) {
          let c: Double = [1, -1, 2, -2, 0.5][next(5)]
          form[Int32(10 + 3 * next(variables))] = c
        }
        forms.append(form)
      }
      let weights = forms.indices.map { _ in Double(next(5)) - 2 }
      let target = combine(forms, weights).filter { abs($0.value) > 1e-12 }
      guard !target.isEmpty else { continue }
      let lambda = try #require(LinearSpan(forms).combination(for: target))
      #expect(matches(combine(forms, lambda), target))
      found += 1
    }
    #expect(found > 200)
  }
}
