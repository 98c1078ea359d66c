import Testing
@testable import LayoutSession

/// What a report says beats an unmet wish: only constraints that stop the
/// move the wish wants, or else the stronger wishes pulling the other way.
@Suite struct UnmetExplanationTests {
  private func unmetLine(_ commands: [String], _ name: String) -> String? {
    let s = Session()
    var last: [String] = []
    for c in commands {
      let r = s.execute(c)
      #expect(r.ok, "\(c)")
      last = TextRenderer.lines(r)
    }
    return last.first { $0.contains("unsatisfied: \(name) ") }
  }

  private let field = ["view f intrinsic 100x30", "f.leading == root.leading", "f.top == root.top"]

  @Test func aWishToGrowIsHeldByHuggingNotByCompressionResistance() throws {
    // At its intrinsic width both are tight; only `<=` stops growing.
    let line = try #require(unmetLine(field + ["w: f.width >= 200 @200"], "w"))
    #expect(line.hasSuffix("f-hug-width holds f.width = 100"), "\(line)")
  }

  /// `b.width <= 0.1` is 5e-7 short of holding, which the search counts
  /// as holding; times 1,000 it once said `c7, c8 hold a.width = 100` of a
  /// width at 99.9995 that the report shows free to grow to 100. An
  /// explanation the values do not bear out is not given (found in review).
  @Test func noExplanationRestsOnTheSearchTolerance() throws {
    let commands = [
      "view a", "view b", "a.top == root.top", "a.leading == root.leading", "a.height == 10",
      "b.top == root.top", "b.leading == root.leading", "b.height == 10",
      "a.width == 1000 * b.width", "b.width <= 0.1",
      "w2: a.width <= 99.9995 @250", "w: a.width >= 200 @250",
    ]
    let line = try #require(unmetLine(commands, "w"))
    #expect(!line.contains(" hold"), "\(line)")
  }

  @Test func aWishToShrinkIsHeldByCompressionResistanceNotByHugging() throws {
    let line = try #require(unmetLine(field + ["w: f.width <= 40 @700"], "w"))
    #expect(line.hasSuffix("f-resist-width holds f.width = 100"), "\(line)")
  }

  @Test func whatBeatsAWishThroughAChainPointsTheRightWay() throws {
    // A wish at 749 widens a, which can only come from f: f's compression
    // resistance (750) is what stops it, not f's hugging (250).
    let line = try #require(unmetLine([
      "size 320x568", "view a", "view f intrinsic 100x30", "a.leading == root.leading + 8",
      "f.leading == a.trailing + 8", "f.trailing == root.trailing - 8", "w: a.width >= 400 @749",
    ], "w"))
    #expect(line.contains("f-resist-width") && !line.contains("f-hug-width"), "\(line)")
  }

  @Test func withNothingTightInTheWayTheStrongerWishIsNamed() throws {
    // c2 caps the width at 280 from above; what keeps it from 150 is the
    // wish at 750 pulling up, not c2.
    let line = try #require(unmetLine([
      "view box", "box.leading == root.leading", "box.top == root.top", "box.height == 44",
      "box.width <= 280", "wish: box.width == 400 @750", "low: box.width == 150 @250",
    ], "low"))
    #expect(line.hasSuffix("wish @750 pulls the other way and wins"), "\(line)")
  }

  @Test func aSharedMultiplierIsWrittenAsTheRule() throws {
    // fillEqually: each third of the width less a third of each gap.
    let line = try #require(unmetLine([
      "size 320x568", "stack row spacing 10 [a b c]", "row.leading == root.leading", "row.top == root.top",
      "set a.intrinsic 160x200", "set b.intrinsic 80x100", "set c.intrinsic 40x50", "width: row.width == 320",
      "set row.distribution fillEqually",
    ], "a-resist-width"))
    #expect(line.hasSuffix("hold a.width = (320 - 10 - 10) / 3 = 100"), "\(line)")
  }

  @Test func explainSaysTheSame() throws {
    let s = Session()
    for c in field + ["w: f.width >= 200 @200"] { _ = s.execute(c) }
    let text = TextRenderer.lines(s.execute("explain w")).joined(separator: "\n")
    #expect(text.contains("f-hug-width holds f.width = 100"), "\(text)")
  }

  @Test func wordsKeepTheMultiplierAsWritten() {
    let s = Session()
    for c in ["view v", "v.width == 160", "r: v.height == 0.5625 * v.width"] { _ = s.execute(c) }
    let text = TextRenderer.lines(s.execute("explain r")).joined(separator: "\n")
    #expect(text.contains("v's height is 0.5625 × v's width"), "\(text)")
  }

  @Test func equalWidthsWithAnOffsetHaveNoVisualFormat() {
    // [a(==b)] says equal widths; with + 10 there is no VFL for it, and
    // the pattern's `where k == 0` once guarded only the heights.
    let s = Session()
    for c in ["view a", "view b", "w: a.width == b.width + 10", "h: a.height == b.height"] { _ = s.execute(c) }
    let w = TextRenderer.lines(s.execute("explain w")).joined(separator: "\n")
    #expect(!w.contains("VFL:"), "\(w)")
    let h = TextRenderer.lines(s.execute("explain h")).joined(separator: "\n")
    #expect(h.contains("VFL: V:[a(==b)]"), "\(h)")
  }

  @Test func lettingARequiredConstraintGiveWayExplainsHow() {
    let s = Session()
    for c in ["view v", "h: v.height == 100"] { _ = s.execute(c) }
    let r = s.execute("set h.priority 999")
    #expect(!r.ok)
    let message = r.failure?.message ?? ""
    #expect(message.contains("To let it give way: deactivate h, set its priority, then activate it again."), "\(message)")
    #expect(!message.contains("use 999 instead"))
  }
}
