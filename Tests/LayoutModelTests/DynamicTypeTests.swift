import Testing
@testable import LayoutModel

/// Text styles at every content size, and labels that follow them.
@Suite struct DynamicTypeTests {
  /// The eleven styles at Large, iOS's default (issue 37's list).
  @Test func stylesAtLargeAreUIKitDefaults() {
    let expected: [TextStyle: Double] = [
      .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
      .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
    ]
    for style in TextStyle.allCases { #expect(style.pointSize(at: .large) == expected[style], "\(style)") }
  }

  /// Body through all twelve categories, as Apple's table gives it.
  @Test func bodyAtEveryContentSize() {
    let sizes = ContentSizeCategory.allCases.map { TextStyle.body.pointSize(at: $0) }
    #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
  }

  /// Every style grows (or stays) as the category grows, and keeps its
  /// rank: a style is never larger than the one above it.
  @Test func everyStyleGrowsWithTheCategoryAndKeepsItsRank() {
    for category in ContentSizeCategory.allCases {
      let sizes = TextStyle.allCases.map { $0.pointSize(at: category) }
      #expect(sizes == sizes.sorted(by: >), "\(category): \(sizes)")
    }
    for style in TextStyle.allCases {
      let sizes = ContentSizeCategory.allCases.map { style.pointSize(at: $0) }
      #expect(sizes == sizes.sorted(), "\(style): \(sizes)")
    }
    #expect(TextStyle.caption2.pointSize(at: .extraSmall) == 11)
    #expect(TextStyle.largeTitle.pointSize(at: .accessibilityExtraExtraExtraLarge) == 60)
  }

  /// A styled label resizes with the category; a fixed-size one does not.
  @Test func styledLabelsFollowTheContentSizeFixedOnesDoNot() throws {
    var layout = Layout()
    var styledText = LabelText("Hello", fontSize: 99)
    styledText.textStyle = .headline
    let styled = try layout.addLabel(named: "styled", text: styledText)
    let fixed = try layout.addLabel(named: "fixed", text: LabelText("Hello", fontSize: 17))
    // The style decides the size, whatever size came with the text.
    #expect(layout.view(styled).text?.fontSize == 17)
    #expect(layout.intrinsicSize(of: styled).width == 42.5)

    layout.setContentSizeCategory(.accessibilityMedium)
    #expect(layout.view(styled).text?.fontSize == 28)
    #expect(layout.intrinsicSize(of: styled).width == 70)
    #expect(layout.frame(of: styled).height == 33.6)
    #expect(layout.view(fixed).text?.fontSize == 17)
    #expect(layout.intrinsicSize(of: fixed).width == 42.5)

    // A label styled after the change takes the current size.
    var later = LabelText("Hi")
    later.textStyle = .caption2
    let caption = try layout.addLabel(named: "caption", text: later)
    #expect(layout.view(caption).text?.fontSize == 20)
  }
}
