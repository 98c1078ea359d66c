import LayoutLanguage
import LayoutModel

/// Applies `set VIEW.property value` (and declaration options) to a layout.
enum PropertySetter {
  /// - Returns: the confirmation line.
  @discardableResult
  static func set(_ property: Located<ViewProperty>, on id: ViewID, in layout: inout Layout) throws(CommandError) -> String {
    let name = layout.view(id).name
    func call(_ body: (inout Layout) throws(LayoutError) -> Void) throws(CommandError) {
      try Applier.layoutCall(&layout, at: property, body)
    }
    // A setting of the whole layout (the reader's text size, the screen,
    // the conflict rule) is made on root; elsewhere it is refused with the
    // line that would work.
    func requireRoot(_ message: @autoclosure () -> String) throws(CommandError) {
      guard id == .root else { throw CommandError(message(), column: property.column, length: property.length) }
    }
    switch property.value {
    case .intrinsic(let width, let height):
      try call { (l) throws(LayoutError) in try l.setIntrinsicSize(width: width, height: height, of: id) }
      return "\(name).intrinsic = \(size(width)) x \(size(height))"

    case .hugging(let h, let v), .compressionResistance(let h, let v):
      let isHugging: Bool = { if case .hugging = property.value { return true } else { return false } }()
      guard let hp = LayoutPriority(h), let vp = LayoutPriority(v) else {
        throw CommandError(
          "Priorities must be greater than 0 and less than or equal to 1000 (required)",
          column: property.column, length: property.length)
      }
      for (axis, p) in [(LayoutAttribute.Axis.horizontal, hp), (.vertical, vp)] {
        try call { (l) throws(LayoutError) in
          try l.setContentPriorities(hugging: isHugging ? p : nil, compressionResistance: isHugging ? nil : p, axis: axis, of: id)
        }
      }
      return "\(name).\(isHugging ? "hug" : "resist") = \(h.compact) (horizontal), \(v.compact) (vertical)"

    case .contentSize(let category):
      try requireRoot("contentSize is the reader's text size, set on root: set root.contentSize \(category.rawValue)")
      layout.setContentSizeCategory(category)
      return "root.contentSize = \(category.rawValue): text styles at \(describeSizes(layout.contentSizeCategory))"

    case .layoutDirection, .semanticContentAttribute:
      return try DirectionSetter.set(property, on: id, in: &layout)

    case .alignmentInsets(let insets):
      try call { (l) throws(LayoutError) in try l.setAlignmentInsets(insets, of: id) }
      return "\(name).alignmentInsets = \(describe(insets)): constraints bind the frame inset by these"

    case .baselines(let baselines):
      try call { (l) throws(LayoutError) in try l.setBaselines(baselines, of: id) }
      guard let b = baselines else { return "\(name).baseline = none: its top and bottom" }
      return "\(name).baseline = first \(b.first.compact), last \(b.last.compact) from its top"

    case .fontFile(let path):
      guard id == .root else { return try FontChoice.setLabelFont(path, at: property, on: id, in: &layout) }
      let measurer = try FontChoice.measurer(for: path, at: property)
      layout.setMeasurer(measurer)
      return "root.font = \(FontChoice.describe(path, measurer))"

    case .screenScale(let scale):
      try requireRoot("scale is the screen's, set on root: set root.scale \(scale.map(\.compact) ?? "none")")
      try call { (l) throws(LayoutError) in try l.setScreenScale(scale) }
      guard let scale else { return "root.scale = none: label sizes are not rounded" }
      return "root.scale = \(scale.compact): label sizes round up to 1/\(scale.compact) point"

    case .frameGrid(let scale):
      try requireRoot("the frame grid is the screen's, set on root: set root.frameGrid \(scale.map(\.compact) ?? "none")")
      try call { (l) throws(LayoutError) in try l.setFrameGrid(scale) }
      guard let scale else { return "root.frameGrid = none: frames are the engine's values" }
      return "root.frameGrid = \(scale.compact): frames are shown as UIKit applies them, each edge on the nearest 1/\(scale.compact) point in window coordinates"

    case .conflictBreaking(let rule):
      try requireRoot("breaking is the layout's rule for conflicts, set on root: set root.breaking \(rule.rawValue)")
      layout.setConflictBreaking(rule)
      switch rule {
      case .runtime: return "root.breaking = runtime: conflicts break what Apple's engine breaks at run time, as alrepl infers it (help conflicts)"
      case .interfaceBuilder:
        return "root.breaking = interfaceBuilder: conflicts give up a hidden arranged view's collapse first, then a constraint on a view's far edge, as Xcode's stored frames show (help storyboards)"
      }

    case .text, .fontSize, .textStyle, .lines, .preferredMaxLayoutWidth:
      guard var text = layout.view(id).text else {
        throw CommandError("\(name) is not a label; declare one with label NAME \"text\"", column: property.column, length: property.length)
      }
      switch property.value {
      case .text(let s): text.string = s
      case .fontSize(let size):
        // A size in points is a fixed font: Dynamic Type leaves it alone.
        text.fontSize = size
        text.textStyle = nil
      case .textStyle(let style): text.textStyle = style
      case .lines(let n):
        guard n >= 0, n == n.rounded(), n <= 100_000 else {
          throw CommandError("lines must be 0 (unlimited) or a whole positive number", column: property.column, length: property.length)
        }
        text.lines = Int(n)
      case .preferredMaxLayoutWidth(let w): text.preferredMaxLayoutWidth = w
      default: break
      }
      let updated = text
      try call { (l) throws(LayoutError) in try l.setText(updated, of: id) }
      return "\(name): \(describe(layout.view(id).text!))"

    case .margins(let insets):
      try call { (l) throws(LayoutError) in try l.setMargins(insets, of: id) }
      return "\(name).margins = \(describe(insets))"

    case .directionalMargins(let insets):
      try call { (l) throws(LayoutError) in try l.setDirectionalMargins(insets, of: id) }
      let m = layout.ownMargins(of: id)
      return "\(name).directionalLayoutMargins = (top \(Format.number(insets.top)), leading \(Format.number(insets.left)), bottom \(Format.number(insets.bottom)), trailing \(Format.number(insets.right))): left \(Format.number(m.left)), right \(Format.number(m.right)) here"

    case .safeArea(let insets):
      try requireRoot("only root's safe area is set (the window gives it); a subview's comes from its frame, and set \(name).additionalSafeArea T L B R adds to it")
      try call { (l) throws(LayoutError) in try l.setSafeAreaInsets(insets, of: id) }
      return "\(name).safeArea = \(describe(insets))"

    case .additionalSafeArea, .insetsMarginsFromSafeArea, .preservesSuperviewMargins, .keyboard:
      return try SafeAreaSetter.set(property, on: id, in: &layout)

    case .autoresizing(let mask):
      try call { (l) throws(LayoutError) in try l.setAutoresizing(mask, of: id) }
      guard let mask else { return "\(name).translatesAutoresizingMaskIntoConstraints = false" }
      return "\(name).translatesAutoresizingMaskIntoConstraints = true: frame \(describe(mask.frame)) \(mask.notation)"
    }
  }

  static func describe(_ text: LabelText) -> String {
    let font = text.textStyle.map { "style \($0.rawValue) (\(text.fontSize.compact) pt)" } ?? "font \(text.fontSize.compact)"
    var s = "\(text.string.quotedForCommand) \(font)"
    if let file = text.fontFile { s += " in \(FontChoice.shortName(file))" }
    s += " lines \(text.lines)"
    if let w = text.preferredMaxLayoutWidth { s += " preferredMaxLayoutWidth \(w.compact)" }
    return s
  }

  /// A few styles' sizes at `category`, so the confirmation shows what changed.
  static func describeSizes(_ category: ContentSizeCategory) -> String {
    [TextStyle.largeTitle, .headline, .body, .caption2].map { "\($0.rawValue) \($0.pointSize(at: category).compact)" }
      .joined(separator: ", ")
  }

  static func describe(_ insets: EdgeInsets) -> String {
    "(top \(insets.top.compact), left \(insets.left.compact), bottom \(insets.bottom.compact), right \(insets.right.compact))"
  }

  static func describe(_ f: Frame) -> String {
    "(\(f.x.compact), \(f.y.compact), \(f.width.compact), \(f.height.compact))"
  }

  private static func size(_ value: Double?) -> String { value.map(\.compact) ?? "none" }
}
