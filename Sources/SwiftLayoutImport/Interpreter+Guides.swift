import LayoutModel
import SwiftSyntax

// UIKit's layout guides on alrepl's model (help scroll, help safearea): a
// scroll view's contentLayoutGuide and frameLayoutGuide, the safe-area,
// margins and readable guides of any view, the keyboard guide, and a
// controller's topLayoutGuide and bottomLayoutGuide (iOS 7 to 10), whose
// inner edges are the safe area's top and bottom. Until the model had
// scroll views and guides on every view, constraints to them were listed
// as not imported.

extension Interpreter {
  /// The guide that `name` is on the object `id` (`layoutMarginsGuide`,
  /// `contentLayoutGuide`, …); nil when `name` is not one of UIKit's
  /// guides, `.none` (noted with the reason) for one alrepl cannot map.
  func guide(of id: Int, _ name: String, _ node: some SyntaxProtocol) -> Value? {
    switch name {
    case "layoutMarginsGuide": return .guide(id, "margins")
    case "safeAreaLayoutGuide": return .guide(id, "safeArea")
    case "readableContentGuide": return .guide(id, "readable")
    case "contentLayoutGuide", "frameLayoutGuide":
      // A table or collection view comes in as a plain view: its content is
      // its cells, which its data source makes, not constraints.
      guard objects[id].kind == .scroll else {
        note(node, "\(name) of a view alrepl reads as a plain view (a table or collection view, or a class not known to be a UIScrollView), so the constraint is left out")
        return Value.none
      }
      return .guide(id, name == "contentLayoutGuide" ? "content" : "frame")
    case "keyboardLayoutGuide":
      if id != 0 {
        remarks.append((line(node), "\(node.trimmedDescription) is read as root.keyboard: alrepl has one keyboard guide, root's; UIKit gives every view one, at the same place while the keyboard is up, on that view's safe-area bottom while it is down"))
      }
      return .guide(0, "keyboard")
    case "topLayoutGuide" where id == 0, "bottomLayoutGuide" where id == 0: return .guide(0, name)
    default: return nil
    }
  }

  /// An edge of a controller's topLayoutGuide or bottomLayoutGuide, as
  /// alrepl says it: the top guide spans root's top to the safe area's top,
  /// the bottom guide the safe area's bottom to root's bottom (what
  /// safeAreaLayoutGuide replaced them with in iOS 11). Nil for any other
  /// attribute (their width, centres, `length`), which alrepl has no term for.
  static func legacyGuideAnchor(_ space: String, _ attribute: String) -> Anchor? {
    switch (space, attribute) {
    case ("topLayoutGuide", "top"), ("bottomLayoutGuide", "bottom"): Anchor(object: 0, attribute: attribute, space: "")
    case ("topLayoutGuide", "bottom"): Anchor(object: 0, attribute: "top", space: "safeArea")
    case ("bottomLayoutGuide", "top"): Anchor(object: 0, attribute: "bottom", space: "safeArea")
    default: nil
    }
  }

  static func isLegacyGuide(_ space: String) -> Bool { space == "topLayoutGuide" || space == "bottomLayoutGuide" }

  /// Whether objects made from `type` are scroll views: UIScrollView and
  /// the project's subclasses of it. UITableView and UICollectionView are
  /// scroll views in UIKit too, but their content is cells, so they stay
  /// plain views here.
  func isScrollViewClass(_ type: String) -> Bool {
    type == "UIScrollView" || (classes[type] != nil && foreignBase(of: type) == "UIScrollView")
  }

  /// The safe-area properties of a view, and root's (its controller's)
  /// `additionalSafeAreaInsets`; false when `property` is not one of them.
  func setSafeAreaProperty(_ property: String, of id: Int, to value: Value, _ node: some SyntaxProtocol) -> Bool {
    switch (property, value) {
    case ("insetsLayoutMarginsFromSafeArea", .bool(let b)): objects[id].insetsMarginsFromSafeArea = b
    case ("preservesSuperviewLayoutMargins", .bool(let b)): objects[id].preservesSuperviewMargins = b
    // A view controller's property: its view is root.
    case ("additionalSafeAreaInsets", .insets(let i)) where id == 0: objects[0].additionalSafeArea = i
    case ("additionalSafeAreaInsets", .member("zero")) where id == 0: objects[0].additionalSafeArea = EdgeInsets(all: 0)
    case ("insetsLayoutMarginsFromSafeArea", _), ("preservesSuperviewLayoutMargins", _), ("additionalSafeAreaInsets", _):
      note(node, "\(property) set to a value not known here, so it is left out")
    default: return false
    }
    objects[id].safeAreaLines[property] = line(node)
    return true
  }
}
