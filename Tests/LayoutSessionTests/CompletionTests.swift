import Testing
@testable import LayoutSession

private let layout = session(["view card", "view cancel in card", "gap: card.top == root.top + 8", "card.height == 10"]).layout

private func words(_ before: String, _ word: String) -> [String] {
  guard case .words(let list) = Completion.candidates(before: before, word: word, layout: layout) else { return ["<files>"] }
  return list
}

@Suite struct CompletionTests {
  @Test func firstWordIsACommandOrAViewStartingAConstraint() {
    #expect(words("", "ca") == ["cancel.", "card."])
    #expect(words("", "fr") == ["frames"])
    #expect(words("", "re").starts(with: ["redo", "remove", "reset"]))
  }

  @Test func attributesAfterADot() {
    #expect(words("", "card.he") == ["card.height"])
    #expect(words("card.top == ", "root.cen") == ["root.centerX", "root.centerXWithinMargins", "root.centerY", "root.centerYWithinMargins"])
    #expect(words("", "nope.he") == [])
  }

  @Test func viewsInsideAConstraint() {
    #expect(words("card.top == ", "ro") == ["root."])
    #expect(words("card.width == 0.5 * ", "c") == ["cancel.", "card."])
  }

  @Test func constraintNamesWhereAConstraintIsExpected() {
    #expect(words("set ", "") == ["c1.", "gap."])
    #expect(words("set ", "gap.c") == ["gap.constant"])
    #expect(words("deactivate ", "g") == ["gap"])
    #expect(words("remove ", "ca") == ["cancel", "card"])
    #expect(words("threshold ", "") == ["c1", "gap"])
    #expect(words("explain ", "g") == ["gap"])
    #expect(words("whatif ", "") == ["c1", "gap"])
    #expect(words("whatif gap ", "") == ["constant", "priority"])
  }

  @Test func viewsTopicsPrioritiesAndOptions() {
    #expect(words("view x ", "") == ["in"])
    #expect(words("view x in ", "ca") == ["cancel", "card"])
    #expect(words("constraints ", "car") == ["card"])
    #expect(words("draw ", "r") == ["root"])
    #expect(words("draw ", "--s") == ["--svg"])
    #expect(words("help ", "pri") == ["priorities"])
    #expect(words("card.width >= 10 @", "h") == ["high"])
  }

  @Test func fileNamesAfterLoadSaveAndSvg() {
    #expect(words("load ", "ses") == ["<files>"])
    #expect(words("save ", "") == ["<files>"])
    #expect(words("draw --svg ", "o") == ["<files>"])
    #expect(words("export ", "m") == ["markdown"])
    #expect(words("export markdown ", "s") == ["<files>"])
  }
}

@Suite struct NaturalOrderTests {
  @Test func numbersSortAsNumbers() {
    let names = ["c10", "c2", "c1", "c11", "card", "c02", "b9"]
    #expect(names.sorted(by: Completion.naturalOrder) == ["b9", "c1", "c02", "c2", "c10", "c11", "card"])
  }

  @Test func tabListsConstraintsInNumberOrder() {
    var lines = ["view v"]
    for k in 1...12 { lines.append("v.width >= \(k)") }
    let layout = session(lines).layout
    guard case .words(let list) = Completion.candidates(before: "explain ", word: "c", layout: layout) else {
      Issue.record("expected words")
      return
    }
    #expect(list == (1...12).map { "c\($0)" })
  }
}
