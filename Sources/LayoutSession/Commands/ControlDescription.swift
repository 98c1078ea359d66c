import LayoutModel

/// How a control's confirmation reads: its class, what it shows, and the
/// size and priorities UIKit gives it, so nobody has to look them up.
enum ControlDescription {
  static func text(of view: View) -> String {
    guard let control = view.control else { return "" }
    var shown = control.className
    switch control {
    case .segmented(let titles): shown += " " + titles.map(\.quotedForCommand).joined(separator: " ")
    case .button(let title), .textField(let title): shown += " " + title.quotedForCommand
    case .pageControl(let pages): shown += " \(pages) page\(pages == 1 ? "" : "s")"
    default: break
    }
    let content = view.content
    func metric(_ value: Double?) -> String { value.map { Format.number($0) } ?? "none" }
    let insets = view.alignmentInsets
    var frame = ""
    if insets != EdgeInsets(all: 0) {
      // The intrinsic size binds the alignment rect; say what the frame is.
      let width = content.horizontal.intrinsic.map { Format.number($0 + insets.left + insets.right) } ?? "any"
      let height = content.vertical.intrinsic.map { Format.number($0 + insets.top + insets.bottom) } ?? "any"
      frame = " (frame \(width) x \(height): alignment insets \(insets.top.compact) \(insets.left.compact) \(insets.bottom.compact) \(insets.right.compact))"
    }
    return "\(shown), intrinsic \(metric(content.horizontal.intrinsic)) x \(metric(content.vertical.intrinsic))\(frame), "
      + "hug \(content.horizontal.hugging.value.compact) \(content.vertical.hugging.value.compact), "
      + "resist \(content.horizontal.compressionResistance.value.compact) \(content.vertical.compressionResistance.value.compact)"
  }
}
