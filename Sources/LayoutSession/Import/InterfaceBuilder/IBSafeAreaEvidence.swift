import LayoutModel

/// The root's safe area as the file's own frames show it.
///
/// Xcode lays a scene out under bars this importer cannot see for certain
/// (a navigation bar inferred from a segue, a tab bar, a freeform size, a
/// launch screen without a status bar). A required constraint from a view
/// to the safe-area guide, with the view's stored frame, says where Xcode
/// put that edge of the guide, so those readings win over the device table.
struct IBSafeAreaEvidence {
  private(set) var top: Double?
  private(set) var left: Double?
  private(set) var bottom: Double?
  private(set) var right: Double?
  private var centerX: Double?
  private var centerY: Double?
  private let rootMarginsAreSafeArea: Bool

  /// `rootMarginsAreSafeArea`: a controller's view has no margin above or
  /// below its safe area, so its topMargin and bottomMargin are the guide's edges.
  init(tree: IBViewTree, constraints: [(XMLTreeElement, holder: String)], rootMarginsAreSafeArea: Bool = false) {
    self.rootMarginsAreSafeArea = rootMarginsAreSafeArea
    let root = tree[tree.rootID]!.storedFrame
    for (c, holder) in constraints {
      guard c["relation"] == nil, IBConstraintTranslation.multiplier(c["multiplier"]) == 1,
        let firstAttribute = c["firstAttribute"], let secondAttribute = c["secondAttribute"], let second = c["secondItem"]
      else { continue }
      let first = c["firstItem"] ?? holder
      let constant = c.number("constant") ?? 0
      // guide.attr == view.attr + k, or view.attr == guide.attr + k.
      if let side = guideSide(first, firstAttribute, tree), let value = position(of: second, secondAttribute, tree) {
        record(side, value + constant, root)
      } else if let side = guideSide(second, secondAttribute, tree), let value = position(of: first, firstAttribute, tree) {
        record(side, value - constant, root)
      }
    }
    // A centre alone fixes one side once the other is known (or assumed zero).
    if let c = centerY, top == nil || bottom == nil {
      if top == nil { top = max(0, 2 * c - root.height + (bottom ?? 0)) }
      if bottom == nil { bottom = max(0, root.height - 2 * c + (top ?? 0)) }
    }
    if let c = centerX, left == nil || right == nil {
      if left == nil { left = max(0, 2 * c - root.width + (right ?? 0)) }
      if right == nil { right = max(0, root.width - 2 * c + (left ?? 0)) }
    }
  }

  var isEmpty: Bool { top == nil && left == nil && bottom == nil && right == nil }

  /// The device's insets, with every side the frames show replaced.
  func applied(to insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: top ?? insets.top, left: left ?? insets.left, bottom: bottom ?? insets.bottom, right: right ?? insets.right)
  }

  private enum Side { case top, left, bottom, right, centerX, centerY }

  /// Which edge of the root's safe area an item and attribute are, if they are one.
  private func guideSide(_ id: String, _ attribute: String, _ tree: IBViewTree) -> Side? {
    switch tree.items[id] {
    case .guide("safeArea", let owner)? where owner == tree.rootID:
      switch attribute {
      case "top": return .top
      case "bottom": return .bottom
      case "leading", "left": return .left
      case "trailing", "right": return .right
      case "centerX": return .centerX
      case "centerY": return .centerY
      default: return nil
      }
    case .view(let viewID)? where viewID == tree.rootID && rootMarginsAreSafeArea:
      return attribute == "topMargin" ? .top : attribute == "bottomMargin" ? .bottom : nil
    case .legacyGuide(let isTop)?:
      if isTop && attribute == "bottom" { return .top }
      if !isTop && attribute == "top" { return .bottom }
      return nil
    default: return nil
    }
  }

  /// Where a view's edge or centre is in the root's space, by the stored frames.
  private func position(of id: String, _ attribute: String, _ tree: IBViewTree) -> Double? {
    guard case .view? = tree.items[id], var frame = tree[id]?.storedFrame else { return nil }
    if id == tree.rootID { frame = Frame(x: 0, y: 0, width: frame.width, height: frame.height) }
    var parent = tree[id]?.parent
    while let p = parent, p != tree.rootID, let view = tree[p] {
      frame.x += view.storedFrame.x
      frame.y += view.storedFrame.y
      parent = view.parent
    }
    switch attribute {
    case "top": return frame.y
    case "bottom": return frame.y + frame.height
    case "leading", "left": return frame.x
    case "trailing", "right": return frame.x + frame.width
    case "centerX": return frame.x + frame.width / 2
    case "centerY": return frame.y + frame.height / 2
    default: return nil
    }
  }

  private mutating func record(_ side: Side, _ value: Double, _ root: Frame) {
    // The first reading of each side counts; insets are never negative or past the middle.
    switch side {
    case .top where top == nil && value >= 0 && value <= root.height / 2: top = value
    case .bottom where bottom == nil && root.height - value >= 0 && root.height - value <= root.height / 2: bottom = root.height - value
    case .left where left == nil && value >= 0 && value <= root.width / 2: left = value
    case .right where right == nil && root.width - value >= 0 && root.width - value <= root.width / 2: right = root.width - value
    case .centerX where centerX == nil: centerX = value
    case .centerY where centerY == nil: centerY = value
    default: break
    }
  }
}
