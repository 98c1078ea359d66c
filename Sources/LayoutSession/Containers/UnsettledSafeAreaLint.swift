import LayoutModel

extension Lints {
  /// A layout whose safe areas never settle: constraints on a view's own
  /// insets move the view so that the insets change again. UIKit would lay
  /// it out again and again; alrepl stops after a bound and says so.
  static func unsettledSafeAreas(in layout: Layout) -> [Lint] {
    let views = layout.unsettledSafeAreas
    guard !views.isEmpty else { return [] }
    let names = views.map { layout.name(of: $0) }.joined(separator: ", ")
    return [Lint(
      key: "unsettled-safe-area:\(names)",
      text: "lint: the safe area or margins of \(names) did not settle in \(Layout.safeAreaPassLimit) passes: a constraint on a view's own safe area or margins moves the view so that they change again (UIKit would keep laying out). alrepl keeps the last pass. Relate the view to its superview's safe area instead. (help safearea)")]
  }
}
