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
  private var width: Double?
  private var height: Double?
  private let rootMarginsAreSafeArea: Bool
  private let rootSize: (width: Double, height: Double)

  /// `rootMarginsAreSafeArea`: a controller's view has no margin above or
  /// below its safe area, so its topMargin and bottomMargin are the guide's edges.
  init(tree: IBViewTree, constraints: [(XMLTreeElement, holder: String)], rootMarginsAreSafeArea: Bool = false) {
    self.rootMarginsAreSafeArea = rootMarginsAreSafeArea
    let root = tree[tree.rootID]!.storedFrame
    rootSize = (root.width, root.height)
    for (c, holder) in constraints {
      guard c["relation"] == nil, IBConstraintTranslation.multiplier(c["multiplier"]) == 1,
        let firstAttribute = c["firstAttribute"], let secondAttribute = c["secondAttribute"], let second = c["secondItem"]
      else { continue }
      let first = c["firstItem"] ?? holder
      // A length reads only as the same length (the guide's height as a view's height).
      let lengths: Set<String> = ["width", "height"]
      if lengths.contains(firstAttribute) || lengths.contains(secondAttribute), firstAttribute != secondAttribute { continue }
      let constant = c.number("constant") ?? 0
      // guide.attr == view.attr + k, or view.attr == guide.attr + k.
      if let side = guideSide(first, firstAttribute, tree), let value = position(of: second, secondAttribute, tree) {
        record(side, value + constant, root)
      } else if let side = guideSide(second, secondAttribute, tree), let value = position(of: first, firstAttribute, tree) {
        record(side, value - constant, root)
      }
    }
  }

  var isEmpty: Bool {
    top == nil && left == nil && bottom == nil && right == nil && centerX == nil && centerY == nil
  }

  /// The device's insets, with every side the frames show replaced.
  func applied(to insets: EdgeInsets) -> EdgeInsets {
    let (top, bottom) = Self.sides(top, bottom, centre: centerY, length: height, extent: rootSize.height, fallback: (insets.top, insets.bottom))
    let (left, right) = Self.sides(left, right, centre: centerX, length: width, extent: rootSize.width, fallback: (insets.left, insets.right))
    return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// Both insets along one axis. A centre and a length (the guide's height
  /// equal to a view's) fix both; a centre alone fixes one side once the
  /// other is known, taken from the device when the frames do not show it
  /// (a text view centred in an iPhone X's safe area and as tall: 44 above
  /// and 34 below, where assuming nothing below read 10 above).
  private static func sides(
    _ near: Double?, _ far: Double?, centre: Double?, length: Double?, extent: Double, fallback: (Double, Double)
  ) -> (Double, Double) {
    var near = near
    var far = far
    if let c = centre, let l = length, l >= 0 {
      if near == nil, c - l / 2 >= 0 { near = c - l / 2 }
      if far == nil, extent - (c + l / 2) >= 0 { far = extent - (c + l / 2) }
    }
    if let c = centre, near == nil || far == nil {
      if near == nil && far == nil { far = fallback.1 }
      if near == nil { near = max(0, 2 * c - extent + far!) } else if far == nil { far = max(0, extent - 2 * c + near!) }
    }
    return (near ?? fallback.0, far ?? fallback.1)
  }

  private enum Side { case top, left, bottom, right, centerX, centerY, width, height }

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
      case "width": return .width
      case "height": return .height
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
    case "width": return frame.width
    case "height": return frame.height
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
    case .width where width == nil: width = value
    case .height where height == nil: height = value
    default: break
    }
  }
}
