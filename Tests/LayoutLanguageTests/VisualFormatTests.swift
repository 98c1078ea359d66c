import Testing
@testable import LayoutLanguage

// The expected constraints come from the reference, §11.2 and §11.3; `S` is
// the superview, as there.
@Suite struct VisualFormatTests {
  // MARK: - The reference's examples (§11.3)

  @Test(arguments: [
    ("[button]-[textField]", ["textField.leading == button.trailing + 8"]),
    ("[button(>=50)]", ["button.width >= 50"]),
    ("|-50-[box]-50-|", ["box.leading == S.leading + 50", "S.trailing == box.trailing + 50"]),
    ("V:[top]-10-[bottom]", ["bottom.top == top.bottom + 10"]),
    ("[maroon][blue]", ["blue.leading == maroon.trailing"]),
    ("[button(100@20)]", ["button.width == 100 @20"]),
    ("[b1(==b2)]", ["b1.width == b2.width"]),
    ("[flex(>=70,<=100)]", ["flex.width >= 70", "flex.width <= 100"]),
    ("H:|-(>=10@750)-[v]", ["v.leading >= S.leading + 10 @750"]),
    (
      "|-[find]-[findNext]-[findField(>=20)]-|",
      [
        "find.leading == S.leadingMargin", "findNext.leading == find.trailing + 8",
        "findField.leading == findNext.trailing + 8", "findField.width >= 20",
        "S.trailingMargin == findField.trailing",
      ]
    ),
  ])
  func referenceExamples(format: String, expected: [String]) throws {
    #expect(try vfl(format) == expected)
  }

  @Test func referenceExampleWithAlignAllCenterY() throws {
    #expect(
      try vfl("|-[find]-[findNext]-[findField(>=20)]-|", options: [.alignAllCenterY]) == [
        "find.leading == S.leadingMargin", "findNext.leading == find.trailing + 8",
        "findField.leading == findNext.trailing + 8", "findField.width >= 20",
        "S.trailingMargin == findField.trailing",
        "find.centerY == findNext.centerY", "findNext.centerY == findField.centerY",
      ])
  }

  // MARK: - Spacing values

  @Test func standardSpaceIsEightBetweenSiblingsAndTheMarginAtTheEdges() throws {
    #expect(VisualFormat.standardSpacing == 8)
    #expect(
      try vfl("H:|-[a]-[b]-|") == [
        "a.leading == S.leadingMargin", "b.leading == a.trailing + 8", "S.trailingMargin == b.trailing",
      ])
    #expect(
      try vfl("V:|-[a]-[b]-|") == [
        "a.top == S.topMargin", "b.top == a.bottom + 8", "S.bottomMargin == b.bottom",
      ])
  }

  @Test func explicitAndFlushSpacesMeasureFromTheEdge() throws {
    #expect(try vfl("|[a]|") == ["a.leading == S.leading", "S.trailing == a.trailing"])
    #expect(try vfl("V:|-0-[a]-20-|") == ["a.top == S.top", "S.bottom == a.bottom + 20"])
  }

  @Test func negativeConstantsNeedParentheses() throws {
    #expect(
      try vfl("|-(-10)-[a]-(-5)-[b]") == ["a.leading == S.leading - 10", "b.leading == a.trailing - 5"])
    #expect(try vfl("[a(-.5)]") == ["a.width == -0.5"])
  }

  @Test func numbersAreReadAsStrtodReadsThem() throws {
    #expect(try vfl("[a(1e2)][b(5.)][c(2.5E-1)]") == [
      "a.width == 100", "b.leading == a.trailing", "b.width == 5", "c.leading == b.trailing", "c.width == 0.25",
    ])
  }

  // MARK: - Predicates, metrics, priorities

  @Test func connectionPredicateLists() throws {
    #expect(
      try vfl("[a]-(>=8,<=20@750)-[b]") == [
        "b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @750",
      ])
    // Apple reads a bare predicate with a relation too, without parentheses.
    #expect(try vfl("[a]->=8-[b]") == ["b.leading >= a.trailing + 8"])
  }

  @Test func viewPredicateListsWithRelationsAndPriorities() throws {
    #expect(
      try vfl("[button(>=50@750,<=100)]") == ["button.width >= 50 @750", "button.width <= 100"])
    #expect(try vfl("V:[a(==44@1000)]") == ["a.height == 44 @1000"])
  }

  @Test func viewToViewPredicates() throws {
    #expect(try vfl("[a(==b@500)]") == ["a.width == b.width @500"])
    #expect(try vfl("V:[a(>=b,<=c)]") == ["a.height >= b.height", "a.height <= c.height"])
  }

  @Test func metricsAsConstantsAndPriorities() throws {
    let metrics = ["m": 20.0, "w": 100, "p": 750]
    #expect(
      try vfl("H:|-m-[a(w@p)]-(>=m@p)-|", metrics: metrics) == [
        "a.leading == S.leading + 20", "a.width == 100 @750", "S.trailing >= a.trailing + 20 @750",
      ])
  }

  @Test func aMetricWinsOverAViewOfTheSameName() throws {
    #expect(try vfl("[a(b)]", metrics: ["b": 30], views: ["a", "b"]) == ["a.width == 30"])
  }

  @Test func outputOrderIsConnectionThenSizesThenAlignment() throws {
    #expect(
      try vfl("[a(10)]-[b(20)]|", options: [.alignAllTop]) == [
        "a.width == 10", "b.leading == a.trailing + 8", "b.width == 20", "S.trailing == b.trailing",
        "a.top == b.top",
      ])
  }

  // MARK: - Options

  @Test func alignmentOptionsComeInApplesOrderForEachPair() throws {
    #expect(
      try vfl("[a][b]-[c]", options: [.alignAllBottom, .alignAllTop]) == [
        "b.leading == a.trailing", "c.leading == b.trailing + 8",
        "a.top == b.top", "a.bottom == b.bottom", "b.top == c.top", "b.bottom == c.bottom",
      ])
    #expect(
      try vfl("V:|-[a]-[b]", options: [.alignAllLeading, .alignAllCenterX]) == [
        "a.top == S.topMargin", "b.top == a.bottom + 8", "a.leading == b.leading", "a.centerX == b.centerX",
      ])
    #expect(try vfl("[a]", options: [.alignAllLeading]) == [], "one view has nothing to align with")
  }

  @Test func directionOptionsUseLeftAndRight() throws {
    #expect(
      try vfl("|-[a]-[b]-8-|", options: [.directionLeftToRight]) == [
        "a.left == S.leftMargin", "b.left == a.right + 8", "S.right == b.right + 8",
      ])
    // Right to left, the string's first view is the rightmost.
    #expect(
      try vfl("|-[a]-[b]-8-|", options: [.directionRightToLeft, .alignAllTop]) == [
        "S.rightMargin == a.right", "a.left == b.right + 8", "b.left == S.left + 8", "b.top == a.top",
      ])
  }

  @Test func baselineToBaselineSpacing() throws {
    #expect(
      try vfl("V:|-[a]-[b]-|", options: [.spacingBaselineToBaseline]) == [
        "a.firstBaseline == S.topMargin", "b.firstBaseline == a.lastBaseline + 8",
        "S.bottomMargin == b.lastBaseline",
      ])
  }

  // MARK: - Errors

  @Test(arguments: [
    ("", 1, "It's an empty string."),
    ("[é]", 2, "It contains non-ASCII characters."),
    ("H[a]", 2, "Expected ':' after 'H' to specify horizontal arrangement"),
    ("V[a]", 2, "Expected ':' after 'V' to specify vertical arrangement"),
    ("H:", 3, "Expected a view"),
    ("H: [a]", 3, "Expected a view"),
    ("[", 2, "Expected a view"),
    ("|", 2, "Expected a connection after the '|' character"),
    ("[]", 2, "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."),
    ("[a]-[b", 7, "Expected a ']' here. That is how you give the end of a view."),
    ("[a(", 4, "Unexpectedly ran out of character fodder in the middle of parsing a view"),
    ("[a(50]", 6, "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
    ("[a(50)", 7, "Expected ']' after specifying thickness."),
    ("[a]--5-[b]", 5, "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."),
    ("[a]-5,6-[b]", 6, "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"),
    ("[a]-5[b]", 6, "Expected a '-' here"),
    ("[a]-(5[b]", 7, "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"),
    ("[a(=5)]", 5, "Unknown relation. Must be ==, >=, or <="),
    ("[a]-", 5, "Expected more input"),
    ("[a(>=)]", 6, "Expected a number or key from the metrics dictionary, but encountered something else"),
    ("[a(-x)]", 4, "Expected a number or a key from the metrics dictionary, but encountered something else"),
    ("[a]x", 4, "Expected a view or '|'"),
    ("|[a]|[b]", 6, "Expected the end of the format string"),
  ])
  func syntaxErrors(format: String, column: Int, message: String) {
    #expect(error(format) == ParseError(message, column: column))
  }

  @Test(arguments: [
    ("[a]-(==b)-[c]", 9, "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"),
    ("[a(w)]", 5, "Encountered metric with name \"w\", but value was not specified in metrics or views dictionaries"),
    ("[a]-gap-[b]", 8, "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries"),
    ("[x]", 3, "x is not a key in the views dictionary."),
    ("[a(50@0)]", 8, "Invalid priority specified: 0. Priority must be greater than 0"),
    ("[a(50@-2.5)]", 11, "Invalid priority specified: -2.5. Priority must be greater than 0"),
    ("[a(50@1001)]", 11, "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
    ("[a(50@b)]", 8, "Invalid priority specified: 0. Priority must be greater than 0"),
    // A bad name before a syntax error is found first, as Apple reads in one pass.
    ("[a(w)]x", 5, "Encountered metric with name \"w\", but value was not specified in metrics or views dictionaries"),
    ("[x(", 3, "x is not a key in the views dictionary."),
    ("[a]-(gap", 9, "Encountered metric with name \"gap\", but value was not specified in metrics or views dictionaries"),
  ])
  func lookupErrors(format: String, column: Int, message: String) {
    #expect(error(format, views: ["a", "b", "c"]) == ParseError(message, column: column))
  }

  @Test func withoutAViewsListAnyNameInAViewPredicateIsAView() throws {
    #expect(try vfl("[a(==other)]", views: nil) == ["a.width == other.width"])
    #expect(
      error("[a]-(==b)-[c]", views: nil)
        == ParseError(VisualFormatMessage.unknownMetric("b"), column: 9))
  }

  @Test func barsNeedASuperview() {
    #expect(error("|-[a]", superview: nil) == ParseError(VisualFormatMessage.noSuperview, column: 6))
    #expect(error("[a]-|", superview: nil) == ParseError(VisualFormatMessage.noSuperview, column: 6))
    #expect((try? vfl("[a]-[b]", superview: nil)) == ["b.leading == a.trailing + 8"])
  }

  @Test func optionsOnTheFormatsOwnAxisAreRefused() {
    #expect(
      error("H:[a]-[b]", options: [.alignAllLeading])
        == ParseError(VisualFormatMessage.alignedHorizontally, column: 10))
    #expect(
      error("V:[a]-[b]", options: [.alignAllTop]) == ParseError(VisualFormatMessage.alignedVertically, column: 10))
    #expect(
      error("H:[a]-[b]", options: [.spacingBaselineToBaseline])
        == ParseError(VisualFormatMessage.baselineInHorizontal, column: 10))
  }

  @Test func exceptionReasonPutsTheCaretUnderTheColumn() {
    let format = "H:|-[a]x"
    let e = error(format) ?? ParseError("none", column: 1)
    #expect(
      VisualFormat.exceptionReason(for: e, in: format)
        == "Unable to parse constraint format: \nExpected a view or '|' \nH:|-[a]x \n       ^")
    #expect(
      VisualFormat.exceptionReason(for: ParseError(VisualFormatMessage.emptyString, column: 1), in: "")
        == "Unable to parse constraint format: It's an empty string.")
  }

  @Test(arguments: [
    (0.0, "0"), (1001.0, "1001"), (-2.5, "-2.5"), (999.5, "999.5"), (1e6, "1e+06"), (123456789, "1.23457e+08"),
    (0.0001, "0.0001"), (0.00001, "1e-05"), (1.0 / 3, "0.333333"), (999999.7, "1e+06"),
  ] as [(Double, String)])
  func prioritiesInMessagesArePrintedLikePercentG(value: Double, text: String) {
    #expect(VisualFormatNumber.formatG(value) == text)
  }

  // MARK: - Syntax and columns

  @Test func theSyntaxTreeRecordsWhatWasWritten() throws {
    typealias S = VisualFormatSyntax
    let syntax = try VisualFormatParser.parse("V:|-(>=m@750)-[ab(==c)]")
    let predicate = S.Predicate(
      relation: .greaterThanOrEqual, object: Located(.name("m"), column: 8, length: 1),
      priority: Located(.number(750), column: 10, length: 3))
    let size = S.Predicate(relation: .equal, object: Located(.name("c"), column: 21, length: 1), priority: nil)
    #expect(
      syntax
        == S(
          orientation: .vertical,
          items: [
            .superview(column: 3),
            .connection(.init(spacing: .predicates([predicate]), column: 4, length: 11)),
            .view(.init(name: Located("ab", column: 16, length: 2), predicates: [size], column: 15, length: 9)),
          ]))
  }

  @Test func columnsPointIntoTheFormatFromTheFirstColumn() throws {
    let constraints = try VisualFormat.constraints("H:|-20-[ab]", superview: "root", firstColumn: 5)
    let c = try #require(constraints.first)
    #expect(c.lhs[0].view == Located("ab", column: 13, length: 2))
    #expect(c.rhs[0].view == Located("root", column: 7, length: 1))
    #expect(c.constantColumn == 9)
    #expect(
      error("H:|-20-[ab", views: nil, firstColumn: 5) == ParseError(VisualFormatMessage.expectedBracket, column: 15))
  }

  // MARK: - Helpers

  private func vfl(
    _ format: String, superview: String? = "S", metrics: [String: Double] = [:],
    options: [VisualFormat.Option] = [], views: Set<String>? = nil
  ) throws -> [String] {
    try VisualFormat.constraints(format, superview: superview, metrics: metrics, options: options, views: views)
      .map(text)
  }

  private func error(
    _ format: String, superview: String? = "S", options: [VisualFormat.Option] = [],
    views: Set<String>? = ["a", "b", "c"], firstColumn: Int = 1
  ) -> ParseError? {
    do {
      _ = try VisualFormat.constraints(
        format, superview: superview, options: options, views: views, firstColumn: firstColumn)
      return nil
    } catch {
      return error
    }
  }

  /// `b.leading == a.trailing + 8 @750`: one constraint, as a person reads it.
  private func text(_ c: ConstraintSyntax) -> String {
    func side(_ terms: [TermSyntax]) -> String {
      terms.map { "\($0.view.value).\($0.attribute.value)" }.joined(separator: " + ")
    }
    let relation = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
    var result = "\(side(c.lhs)) \(relation) "
    if c.rhs.isEmpty {
      result += number(c.constant)
    } else {
      result += side(c.rhs)
      if c.constant != 0 { result += (c.constant < 0 ? " - " : " + ") + number(abs(c.constant)) }
    }
    if let p = c.priority { result += " @" + number(p.value) }
    return result
  }

  private func number(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
  }
}
