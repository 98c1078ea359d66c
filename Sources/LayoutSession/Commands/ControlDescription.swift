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
    return "\(shown), intrinsic \(metric(content.horizontal.intrinsic)) x \(metric(content.vertical.intrinsic)), "
      + "hug \(content.horizontal.hugging.value.compact) \(content.vertical.hugging.value.compact), "
      + "resist \(content.horizontal.compressionResistance.value.compact) \(content.vertical.compressionResistance.value.compact)"
  }
}
