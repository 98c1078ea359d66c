import Cassowary

// Scroll views (UIScrollView), with the content offset at 0.
//
// A scroll view is a view with a contentLayoutGuide: a guide of its own,
// whose origin is the content's, (0, 0) in the scroll view's bounds, and
// whose width and height are the content size. Subviews' frames are in
// content coordinates, as UIView.frame is in the superview's bounds.
// Apple's rule (Auto Layout Guide, "Working with Scroll Views"; TN2154):
// constraints between the edges or margins of the scroll view and its
// content attach to the content area; its width, height and centres
// attach to its frame. frameLayoutGuide is the frame itself, which in the
// scroll view's own coordinates with offset 0 is (0, 0, width, height):
// the scroll view's own frame attributes, never redirected.

extension Layout {
  /// Adds a UIScrollView named `name` as the last subview of `parent`.
  @discardableResult
  public mutating func addScrollView(named name: String, in parent: ViewID = .root) throws(LayoutError) -> ViewID {
    try checkNewName(name)
    let id = try addView(named: name, in: parent)
    // Named with a dot, so that no typed name can clash with it; shown in
    // `frames` (its frame is the content size) and nowhere a view's
    // properties are set, like a stack's own guides.
    let content = makeView(name: "\(name).content", parent: id)
    tree.views[Int(content.rawValue)]!.isGuide = true
    tree.views[Int(content.rawValue)]!.isStackGuide = true
    // The content's origin is the bounds' origin at offset 0. Pinned in the
    // solver alone: nothing else reads these variables, so the pins can take
    // no part in a conflict.
    let guide = tree.views[Int(content.rawValue)]!
    for variable in [guide.minX, guide.minY] {
      _ = try? solver.addConstraint(LinearExpression(variable), .equal)
    }
    tree.views[Int(id.rawValue)]!.scrollContent = content
    settleText()
    return id
  }

  /// Whether the view is a UIScrollView.
  public func isScrollView(_ id: ViewID) -> Bool { tree.views[Int(id.rawValue)]!.scrollContent != nil }

  /// The view whose variables stand for `term` in a constraint compiled in
  /// `box`: a scroll view's content guide for `sv.content.*` and for the
  /// scroll view's edges and margins seen from inside it (`box` is the
  /// scroll view itself), else the term's own view.
  func scrollGeometryView(for term: LayoutTerm, base: LayoutAttribute, in box: ViewID) -> ViewID {
    guard let content = tree.views[Int(term.view.rawValue)]!.scrollContent else { return term.view }
    switch term.space {
    case .content: return content
    case .frame, .margins:
      guard box == term.view else { return term.view }
      switch base {
      case .left, .right, .top, .bottom, .leading, .trailing: return content
      default: return term.view
      }
    default: return term.view
    }
  }

  /// The scroll view's content size now, and whether the constraints
  /// determine each dimension (Xcode's "Scrollable content size ambiguity"
  /// when they do not).
  public mutating func scrollContentSize(of id: ViewID) -> (width: Double, height: Double, widthDetermined: Bool, heightDetermined: Bool)? {
    guard let content = tree.views[Int(id.rawValue)]!.scrollContent else { return nil }
    solver.updateValues()
    let variables = [frameVariable(content, .width), frameVariable(content, .height)]
    let ranges = solver.optimalRangesInPlace(of: variables)
    func determined(_ r: (lower: Double?, upper: Double?)) -> Bool {
      guard let lower = r.lower, let upper = r.upper else { return false }
      return upper - lower <= 1e-7
    }
    let f = frame(of: content)
    return (f.width.cleaned, f.height.cleaned, determined((ranges[0].lower, ranges[0].upper)), determined((ranges[1].lower, ranges[1].upper)))
  }
}
