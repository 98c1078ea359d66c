import LayoutLanguage
import LayoutModel

/// The guide word in `card.margins.top`, `card.readable.leading`,
/// `root.keyboard.top`, `sv.content.width`, `sv.frame.height`: which
/// rectangle of the view the attribute is read from, checked against the
/// view (a scroll view's guides belong to scroll views, the keyboard guide
/// to root, and a UILayoutGuide has none of a view's guides).
enum GuideNames {
  static let all = ["margins", "safeArea", "readable", "keyboard", "content", "frame"]

  static func space(_ guide: Located<String>, of id: ViewID, in layout: Layout) throws(CommandError) -> AnchorSpace {
    func refuse(_ message: String) -> CommandError {
      CommandError(message, column: guide.column, length: guide.length)
    }
    let name = layout.name(of: id)
    let space: AnchorSpace
    switch guide.value {
    case "margins": space = .margins
    case "safeArea": space = .safeArea
    case "readable", "readableContentGuide": space = .readable
    case "keyboard", "keyboardLayoutGuide": space = .keyboard
    case "content", "contentLayoutGuide": space = .content
    case "frame", "frameLayoutGuide": space = .scrollFrame
    default:
      let hint = all.closest(to: guide.value).map { " (did you mean '\($0)'?)" } ?? ""
      throw refuse("unknown guide '\(guide.value)'\(hint); use margins, safeArea, readable, keyboard (root), content or frame (scroll views), as in card.margins.top")
    }
    if layout.isGuide(id) {
      throw refuse("\(name) is a layout guide; UILayoutGuide has no \(guide.value) guide of its own")
    }
    switch space {
    case .keyboard where id != .root:
      throw refuse("the keyboard layout guide is root's: root.keyboard.top (move it with set root.keyboard HEIGHT)")
    case .content, .scrollFrame:
      if !layout.isScrollView(id) {
        throw refuse("\(name) is not a scroll view; only a scroll view (scroll NAME) has \(guide.value) guides")
      }
    default: break
    }
    return space
  }
}
