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

  /// Every style at every category, as measured on iOS 13.3's simulator
  /// (temoki/UIKit_DynamicType's README, Xcode 11.3), read here as a check
  /// apart from the table in TextStyle.swift; the accessibility sizes are
  /// where a wrong entry would hide.
  @Test(arguments: ContentSizeCategory.allCases)
  func everyStyleAtEveryContentSize(category: ContentSizeCategory) {
    let measured: [ContentSizeCategory: [Double]] = [
      // largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
      .extraSmall: [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
      .small: [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
      .medium: [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
      .large: [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
      .extraLarge: [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
      .extraExtraLarge: [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
      .extraExtraExtraLarge: [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
      .accessibilityMedium: [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
      .accessibilityLarge: [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
      .accessibilityExtraLarge: [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
      .accessibilityExtraExtraLarge: [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
      .accessibilityExtraExtraExtraLarge: [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 41],
    ]
    #expect(TextStyle.allCases.map { $0.pointSize(at: category) } == measured[category], "\(category)")
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
