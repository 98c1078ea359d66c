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
    // And so is a view of a custom class with no subviews in the file: it
    // draws its own content, and Xcode lays an IBDesignable one out at the
    // intrinsic size its code gives (pills in a fill-proportionally stack
    // stored at 54, 83 and 50 wide under 60-point widths of priority 500; a
    // rounded button 73.5 wide between a label and an arrow, where nothing
    // else sets its width and IB does not call it ambiguous).
    if storedSizes && isSelfDrawnCustomView(element) { return (true, true) }
    switch element.name {
    // A picker view has one too (320 x 216 unless resized): Xcode lays one
    // out at its stored 216 points with nothing else sizing it, and does not
    // call it ambiguous (Glucosio's settings).
    case "label", "button", "switch", "stepper", "activityIndicatorView", "segmentedControl", "textField", "pageControl", "datePicker",
      "pickerView":
      return (true, true)
    // An image named by attribute, or by `<imageReference key="image">` (SF Symbols).
    case "imageView": return element["image"] != nil || element.child(key: "image") != nil ? (true, true) : (false, false)
    case "textView": return element.flag("scrollEnabled", default: true) ? (false, false) : (true, true)
    case "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar": return (false, true)
    default: return (false, false)
    }
  }

  /// A `<view>` of a custom class with no subviews in the file.
  static func isSelfDrawnCustomView(_ element: XMLTreeElement) -> Bool {
    element.name == "view" && element["customClass"] != nil && element.child("subviews") == nil
  }

  /// Sizes UIKit gives fixed-size controls, in points (their
  /// intrinsicContentSize on iOS 13 and later: UISwitch 51×31, UIStepper
  /// 94×32, UIActivityIndicatorView 20×20 medium and 37×37 large,
  /// UIProgressView 4 points tall). A file saved by Xcode 10 or older
  /// (toolsVersion below 15000; 15505 is Xcode 11) was laid out by iOS 12
  /// or older, whose stepper is 94×29 and progress view 2 tall: its stored
  /// frames say so (Apple's UIKitCatalog of Xcode 9, Benchmarks/README.md,
  /// "Controls against Xcode's stored frames"), so those files get them.
  static func fixedSize(of element: XMLTreeElement, toolsVersion: Double = .infinity) -> (width: Double?, height: Double?)? {
    let beforeIOS13 = toolsVersion < 15000
    switch element.name {
    case "switch": return (51, 31)
    case "stepper": return (94, beforeIOS13 ? 29 : 32)
    case "activityIndicatorView":
      let large = ["large", "whiteLarge"].contains(element["style"] ?? "")
      return large ? (37, 37) : (20, 20)
    case "progressView": return (nil, beforeIOS13 ? 2 : 4)
    default: return nil
    }
  }

  /// Alignment-rect insets of the controls whose frame is larger than what
  /// constraints bind (top, left, bottom, right). Measured on the frames
  /// Xcode stored in public files, where a constraint fixes the control's
  /// edge or width: a switch's frame reaches 2 points past its trailing
  /// constraint (files from Xcode 7 to 13); a slider's is 2 points wider
  /// on each side than its width constraint, and its frame's centre sits
  /// 0.75 points below the centre its constraints give (the split between
  /// top and bottom is not visible in the files: all of it is put at the bottom).
  /// A segmented control's frame is 1 point taller than what constraints
  /// bind, below: 29 over 28 points up to iOS 12, 32 over 31 since. Three
  /// repositories show it: a label 5 below one in a stack sits at 28 + 5
  /// (Xcode 10.2), a label pinned 1 above its bottom sits 31 below its top
  /// (Xcode 15), and one centred in a 56-point bar is stored half a point low
  /// (Xcode 12, 3x: 12.67 for 12.5).
  ///
  /// A progress view of the bar style (`progressViewStyle="bar"`) is taller
  /// than the height its constraints bind, below: by half a point up to iOS
  /// 12 (a 2-point height constraint stored 2.5 tall, Xcode 8.2) and by 1
  /// since iOS 13 (10 stored 11, Xcode 11.2); the default style's frame is
  /// its constraint's height (2 and 6 stored 2 and 6). Two repositories, one
  /// on each side of iOS 13, the boundary the stepper and the default
  /// progress view also change at (`fixedSize`).
  static func alignmentInsets(of element: XMLTreeElement, toolsVersion: Double = .infinity) -> EdgeInsets? {
    switch element.name {
    case "progressView" where element["progressViewStyle"] == "bar":
      return EdgeInsets(top: 0, left: 0, bottom: toolsVersion < 15000 ? 0.5 : 1, right: 0)
    case "switch": return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    case "slider": return EdgeInsets(top: 0, left: 2, bottom: 1.5, right: 2)
    case "segmentedControl": return EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)
    // An SF Symbol's image view binds a rect inset from its frame by the
    // symbol's own insets, which no file states. chevron.left and
    // chevron.right show the same ones in three repositories, whatever the
    // view's size: a frame 2 points below the top of its box and 1.5 above
    // its bottom (15, 20 and 35-point boxes stored 11.33, 16.33 and 31.5
    // tall). Other symbols differ and are seen once each: not followed.
    case "imageView":
      guard let symbol = systemSymbol(of: element), ["chevron.left", "chevron.right"].contains(symbol) else { return nil }
      return EdgeInsets(top: -2, left: 0, bottom: -1.5, right: 0)
    default: return nil
    }
  }

  /// The SF Symbol an image view shows (`image="…" catalog="system"`, or an
  /// `<imageReference key="image" catalog="system">`), if it shows one.
  static func systemSymbol(of element: XMLTreeElement) -> String? {
    if element["catalog"] == "system" { return element["image"] }
    guard let reference = element.child(key: "image"), reference["catalog"] == "system" else { return nil }
    return reference["image"]
  }

  /// SF Pro's ascender and line height per point of font size (units per
  /// em 2048: ascender 1950, descender 494), for baselines of text whose
  /// box comes from the file.
  static let ascender = 1950.0 / 2048, lineHeight = 2444.0 / 2048

  /// A text view's first and last baselines from its top when its box is
  /// `height` tall: its lines centred vertically, as UILabel and a button's
  /// title draw them. Labels wrap to as many lines as fit the height
  /// (`numberOfLines` 0) or their `numberOfLines`.
  static func baselines(of element: XMLTreeElement, height: Double) -> (first: Double, last: Double)? {
    let size: Double
    switch element.name {
    case "label": size = fontSize(of: element)
    case "button": size = element.child(key: "fontDescription").map { _ in fontSize(of: element) } ?? 15
    case "textField": size = element.child(key: "fontDescription").map { _ in fontSize(of: element) } ?? 14
    default: return nil
    }
    let line = size * lineHeight
    var lines = max(1, (height / line).rounded(.down))
    if element.name == "label", let limit = element.number("numberOfLines"), limit > 0 { lines = min(lines, limit) }
    if element.name != "label" { lines = 1 }
    let first = (height - lines * line) / 2 + size * ascender
    return (first, first + (lines - 1) * line)
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
