import LayoutModel

/// What a view's content asks of Auto Layout: its intrinsic size, hugging and
/// compression resistance, as IB stores them.
enum IBContent {
  /// The axes on which a UIKit class has an intrinsic content size
  /// (UIKit's documentation of each class's intrinsicContentSize):
  /// sliders, progress views and bars have a height only; a scrolling
  /// text view and a plain view have none.
  static func intrinsicAxes(of element: XMLTreeElement, storedSizes: Bool = false) -> (width: Bool, height: Bool) {
    // With --ib-sizes an image view is content whatever its image.
    if storedSizes && element.name == "imageView" { return (true, true) }
    switch element.name {
    case "label", "button", "switch", "stepper", "activityIndicatorView", "segmentedControl", "textField", "pageControl", "datePicker":
      return (true, true)
    // An image named by attribute, or by `<imageReference key="image">` (SF Symbols).
    case "imageView": return element["image"] != nil || element.child(key: "image") != nil ? (true, true) : (false, false)
    case "textView": return element.flag("scrollEnabled", default: true) ? (false, false) : (true, true)
    case "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar": return (false, true)
    default: return (false, false)
    }
  }

  /// Sizes UIKit gives fixed-size controls, in points (their
  /// intrinsicContentSize on iOS 13 and later: UISwitch 51×31, UIStepper
  /// 94×32, UIActivityIndicatorView 20×20 medium and 37×37 large,
  /// UIProgressView 4 points tall).
  static func fixedSize(of element: XMLTreeElement) -> (width: Double?, height: Double?)? {
    switch element.name {
    case "switch": return (51, 31)
    case "stepper": return (94, 32)
    case "activityIndicatorView":
      let large = ["large", "whiteLarge"].contains(element["style"] ?? "")
      return large ? (37, 37) : (20, 20)
    case "progressView": return (nil, 4)
    default: return nil
    }
  }

  /// Text-style sizes at the default content size category (Large), from
  /// Apple's Human Interface Guidelines, "Typography: Dynamic Type sizes".
  static let textStyleSizes: [String: Double] = [
    "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
    "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
    "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
    "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
  ]

  /// A label's font size: its point size, or its text style's size; 17 (UILabel's default).
  static func fontSize(of element: XMLTreeElement) -> Double {
    guard let font = element.child(key: "fontDescription") else { return 17 }
    if let size = font.number("pointSize"), size > 0 { return size }
    return font["style"].flatMap { textStyleSizes[$0] } ?? 17
  }

  /// A label's text: the attribute, or a `<string key="text">` for text with line breaks.
  static func text(of element: XMLTreeElement) -> String {
    element["text"] ?? element.child("string", key: "text")?.text ?? element.child(key: "attributedText").map { _ in "Text" } ?? ""
  }

  /// IB writes priorities only when they differ from UIKit's 250 and 750.
  static func priorities(of element: XMLTreeElement) -> (hug: (Double, Double), resist: (Double, Double)) {
    (
      (element.number("horizontalHuggingPriority") ?? 250, element.number("verticalHuggingPriority") ?? 250),
      (element.number("horizontalCompressionResistancePriority") ?? 750, element.number("verticalCompressionResistancePriority") ?? 750)
    )
  }
}
