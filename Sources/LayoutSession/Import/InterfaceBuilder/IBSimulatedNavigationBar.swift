/// The navigation bar Xcode's canvas draws over a view controller's view.
///
/// A translucent navigation bar lies over the controller's view, and UIKit
/// moves the view's safe area down below it: a scene laid out under one has
/// its safe area 44 points lower than the status bar alone gives. Xcode
/// shows the bar when the controller says so (`<simulatedNavigationBarMetrics
/// key="simulatedTopBarMetrics">`) or, with no such setting, when the
/// controller sits in a navigation controller's stack: its root, or shown
/// from a controller in the stack by a show or push segue. HalloApp's About
/// screen (Xcode 12.4, iPhone 11) stores a content view as tall as its safe
/// area at 896 - 44 - 44 - 34 = 774 points; flashChat's pushed controllers
/// (Xcode 14.0) put views pinned to the safe area's top at 88.
///
/// Not followed: a prompt (`prompted="YES"`) or large titles, whose bars are
/// taller, and landscape, where a phone's bar is shorter; none is in the
/// files measured. An opaque bar (`translucent="NO"`) is not over the view
/// at all: the view is stored below it (IBSceneTranslation.rootLayoutSize).
enum IBSimulatedNavigationBar {
  /// A portrait navigation bar's height in points (UINavigationBar's, without a prompt or large titles).
  static let height = 44.0

  /// Whether Xcode draws a translucent navigation bar over `controller`'s view in `document`.
  static func covers(_ controller: XMLTreeElement, in document: XMLTreeElement) -> Bool {
    if let explicit = controller.child(key: "simulatedTopBarMetrics") {
      return explicit.name == "simulatedNavigationBarMetrics" && explicit["translucent"] != "NO" && !explicit.flag("prompted")
    }
    guard let id = controller["id"] else { return false }
    return inferred(in: document).contains(id)
  }

  /// The ids of the controllers in a navigation controller's stack whose
  /// bar is shown and translucent: each such navigation controller's root,
  /// and what a show or push segue leads to from one of them (unless that
  /// controller sets its own top bar).
  private static func inferred(in document: XMLTreeElement) -> Set<String> {
    let controllers = document.descendants { $0["sceneMemberID"] == "viewController" && $0["id"] != nil }
    var byID: [String: XMLTreeElement] = [:]
    for c in controllers { byID[c["id"]!] = c }
    var stack: [String] = []
    for navigation in controllers where navigation.name == "navigationController" {
      let bar = navigation.child("navigationBar", key: "navigationBar")
      if navigation.flag("navigationBarHidden") || bar?["translucent"] == "NO" || bar?.flag("prefersLargeTitles") == true { continue }
      for segue in navigation.descendants(where: { $0.name == "segue" }) where segue["relationship"] == "rootViewController" {
        if let destination = segue["destination"] { stack.append(destination) }
      }
    }
    var found = Set<String>()
    while let id = stack.popLast() {
      guard !found.contains(id), let controller = byID[id], controller.name != "navigationController",
        controller.child(key: "simulatedTopBarMetrics") == nil
      else { continue }
      found.insert(id)
      for segue in controller.descendants(where: { $0.name == "segue" }) where ["show", "push"].contains(segue["kind"] ?? "") {
        if let destination = segue["destination"] { stack.append(destination) }
      }
    }
    return found
  }
}
