import Cassowary

/// Views, constraints and the solver that places them, as UIKit's engine does.
///
/// `root` always exists: the window's root view, 375×667 until
/// ``setRootSize(width:height:)`` says otherwise, held there by the required
/// `UIView-Encapsulated-Layout-Width/Height` constraints Apple uses.
///
/// Every mutating method either succeeds or throws a ``LayoutError`` and
/// leaves the layout exactly as it was. Conflicts between required
/// constraints are not errors: they are results, visible in ``conflicts``.
public struct Layout: Sendable {
  // The layout's state, in named parts; each part is plain data in its own
  // file (Layout+<Part>.swift), and the operations are extensions of
  // Layout. They reach a part's tables directly (`tree.views[i]`, `constraintTable.constraints[i]`), which
  // Swift mutates in place.

  /// The views, their frame variables, names and tree order.
  var tree = ViewTree()
  /// The constraints by id and by name, and the maps to and from the
  /// solver.
  @usableFromInline var constraintTable = ConstraintTable()
  /// The solver that places the views.
  var solver = Solver()
  /// Required conflicts in force, and the revisions that tell when one
  /// needs finding again.
  var conflictState = ConflictState()
  /// What the next text settle needs to know.
  var textSettle = TextSettleState()
  /// Whether the safe areas settled (Layout+SafeArea.swift).
  var safeAreaSettle = SafeAreaSettleState()
  /// Results computed from the structure, until it changes.
  var caches = DerivedCaches()
  /// Measures labels; replace it for a different font model.
  public var measurer: any TextMeasurer = FixedAdvanceFont()
  /// The fonts labels name for themselves (`font FILE` on a label), by the
  /// key their ``LabelText/fontFile`` holds (``setLabelFont(_:named:)``).
  public internal(set) var labelFonts: [String: any TextMeasurer] = [:]
  /// The reader's Dynamic Type setting: labels in a text style take their
  /// size from it (``setContentSizeCategory(_:)``).
  public internal(set) var contentSizeCategory = ContentSizeCategory.large
  /// The screen's scale, pixels per point (``setScreenScale(_:)``): a
  /// label's intrinsic size is rounded up to its pixel grid. nil rounds
  /// nothing, so the em model's sizes stay exact.
  public internal(set) var screenScale: Double?
  /// The pixel grid frames are reported on (``setFrameGrid(_:)``): each
  /// edge rounded to it, as UIKit applies the engine's values to a view.
  /// nil reports the engine's values themselves. Nothing solved reads it.
  public internal(set) var frameGrid: Double?
  /// Which rule picks the constraint a required conflict breaks
  /// (``setConflictBreaking(_:)``): Apple's at run time as alrepl infers it,
  /// or Interface Builder's as its stored frames show.
  public internal(set) var conflictBreaking = ConflictBreaking.runtime
  /// Root's layout direction and the views' semantic content attributes
  /// (Layout+LayoutDirection.swift).
  var directions = DirectionSettings()
  /// How many views, how deep, how many constraints (``LayoutLimits``).
  public var limits = LayoutLimits()
  /// Names under which a constraint added later stands in for one the
  /// system made (an imported log's encapsulated, autoresizing or guide
  /// constraint, rebuilt as a typed line): the break rule leaves it for
  /// last, as it would the system's own, while it stays editable like any
  /// typed constraint.
  public var systemStandInNames: Set<String> = []

  /// Required conflicts in force, one per broken constraint.
  public var conflicts: [Conflict] { conflictState.conflicts }
  /// Counts constraint changes: a constraint added, deleted or changed
  /// moves it.
  public var revision: Int { conflictState.revision }

  /// An empty layout: the root alone, sized by the window to `rootWidth` by
  /// `rootHeight` points (an iPhone 8's screen by default).
  public init(rootWidth: Double = 375, rootHeight: Double = 667) {
    let root = makeView(name: "root", parent: nil)
    precondition(root == .root)
    constraintTable.rootWidthConstraint = addSystemConstraint(
      "UIView-Encapsulated-Layout-Width",
      ConstraintSpec(lhs: [LayoutTerm(.root, .width)], relation: .equal, constant: rootWidth),
      origin: .encapsulated)
    constraintTable.rootHeightConstraint = addSystemConstraint(
      "UIView-Encapsulated-Layout-Height",
      ConstraintSpec(lhs: [LayoutTerm(.root, .height)], relation: .equal, constant: rootHeight),
      origin: .encapsulated)
    // The root's origin is the window's, (0, 0).
    let origin = tree.views[0]!
    for variable in [origin.minX, origin.minY] {
      _ = try? solver.addConstraint(LinearExpression(variable), .equal)
    }
    solver.updateValues()
  }

  // MARK: - Views

  /// The view named `name`, if any.
  public func view(named name: String) -> ViewID? { tree.viewsByName[name] }

  /// The view with this id, copied out of the layout; prefer the single-field
  /// readers below in loops.
  ///
  /// - Precondition: `id` names a view that still exists.
  public func view(_ id: ViewID) -> View { tree.views[Int(id.rawValue)]! }

  /// Where `id` comes among the views made so far (removed ones included):
  /// the order of views made, which ``ViewID``'s, a reused slot, is not.
  public func creationOrder(of id: ViewID) -> Int { tree.madeAt[Int(id.rawValue)] }

  /// Keeps a removed view's slot for the next view, in `freeSlots`' order
  /// (highest first).
  mutating func freeSlot(_ slot: Int32) {
    var lo = 0, hi = tree.freeSlots.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if tree.freeSlots[mid] > slot { lo = mid + 1 } else { hi = mid }
    }
    tree.freeSlots.insert(slot, at: lo)
  }

  /// Every view, parents before children, siblings in the order they were added.
  public var viewsInTreeOrder: [ViewID] { tree.treeOrder }

  /// Walks the tree again into ``treeOrder``; call after the tree changes.
  mutating func refreshTreeOrder() {
    var result: [ViewID] = []
    var parents: [ViewID?] = []
    result.reserveCapacity(tree.views.count)
    parents.reserveCapacity(tree.views.count)
    var stack: [ViewID] = [.root]
    // Each field read in place: a copy of each view retained its strings
    // and arrays, and this walk runs whenever a view is made below the root.
    tree.views.withUnsafeBufferPointer { views in
      while let id = stack.popLast() {
        result.append(id)
        parents.append(views[Int(id.rawValue)]!.parent)
        stack.append(contentsOf: views[Int(id.rawValue)]!.children.reversed())
      }
    }
    tree.parentsInTreeOrder = parents
    tree.treeOrder = result
  }

  // Single fields of a view, read in place: reports read these for every
  // view after every command, and copying a whole View retains its strings
  // and arrays.
  /// The view's name, read without copying the view.
  public func name(of id: ViewID) -> String { tree.views.withUnsafeBufferPointer { $0[Int(id.rawValue)]!.name } }
  /// The view's superview, nil for the root.
  public func parent(of id: ViewID) -> ViewID? { tree.views.withUnsafeBufferPointer { $0[Int(id.rawValue)]!.parent } }
  /// Whether the view is a guide a stack made for itself, hidden from the person.
  ///
  /// This and the questions below read the view through the array's
  /// buffer: `tree.views[i]!` copied the whole view (a memmove and a retain
  /// of each array in it) to read one field, and reports ask these of
  /// every view after every command.
  public func isStackGuide(_ id: ViewID) -> Bool {
    tree.views.withUnsafeBufferPointer { $0[Int(id.rawValue)]!.isStackGuide }
  }
  /// Whether the view is a layout guide rather than a view.
  public func isGuide(_ id: ViewID) -> Bool { tree.views.withUnsafeBufferPointer { $0[Int(id.rawValue)]!.isGuide } }
  /// Whether the view is a label, sized by its text.
  public func isLabel(_ id: ViewID) -> Bool { tree.views.withUnsafeBufferPointer { $0[Int(id.rawValue)]!.text != nil } }

  /// Adds a view as the last subview of `parent`.
  ///
  /// - Throws: if the name is taken or not an identifier.
  @discardableResult
  public mutating func addView(named name: String, in parent: ViewID = .root) throws(LayoutError) -> ViewID {
    try checkNewName(name)
    guard tree.views.indices.contains(Int(parent.rawValue)), tree.views[Int(parent.rawValue)] != nil else {
      throw LayoutError("no such superview")
    }
    try checkRoomForView(in: parent)
    return makeView(name: name, parent: parent)
  }

  /// Removes a view, its subviews, and every constraint that mentions any of them.
  ///
  /// - Throws: for `root`, which cannot be removed.
  public mutating func removeView(_ id: ViewID) throws(LayoutError) {
    guard id != .root else { throw LayoutError("root cannot be removed; use reset to start over") }
    structureChanged()
    var doomed: Set<ViewID> = []
    var stack = [id]
    while let next = stack.popLast() {
      doomed.insert(next)
      stack.append(contentsOf: view(next).children)
    }
    for constraint in allConstraints where constraint.mentions(any: doomed) {
      deleteConstraint(constraint.id)
    }
    let parent = view(id).parent!
    tree.views[Int(parent.rawValue)]!.children.removeAll { $0 == id }
    for gone in doomed.sorted(by: >) {
      tree.viewsByName[view(gone).name] = nil
      tree.views[Int(gone.rawValue)] = nil
      freeSlot(gone.rawValue)
      // No constraint holds its variables any more: the solver may forget
      // them. The slot reads the root's until a view takes it, so that
      // `framesByID` reads only variables that exist.
      let k = 4 * Int(gone.rawValue)
      for variable in tree.frameVariables[k..<k + 4].reversed() { solver.releaseVariable(variable) }
      tree.frameVariables.replaceSubrange(k..<k + 4, with: tree.frameVariables[0..<4])
    }
    refreshTreeOrder()
    // removeFromSuperview also removes the view from its stack's arrangement.
    if view(parent).stack?.arranged.contains(id) == true {
      tree.views[Int(parent.rawValue)]!.stack!.arranged.removeAll { $0 == id }
      tree.views[Int(parent.rawValue)]!.stack!.customSpacing[id] = nil
      regenerateConstraints(for: parent)
    }
    retryBrokenConstraints()
    settleText()
  }

  /// The view's frame relative to its superview.
  public func frame(of id: ViewID) -> Frame {
    let values = solver.values(
      of: frameVariable(id, .x), frameVariable(id, .y), frameVariable(id, .width), frameVariable(id, .height))
    return Frame(x: values.0, y: values.1, width: values.2, height: values.3)
  }

  /// The root's size, which `UIView-Encapsulated-Layout-*` hold.
  public var rootSize: (width: Double, height: Double) {
    (constraint(constraintTable.rootWidthConstraint).spec.constant,
     constraint(constraintTable.rootHeightConstraint).spec.constant)
  }

  /// Resizes the root, as a window resize or rotation would.
  public mutating func setRootSize(width: Double, height: Double) throws(LayoutError) {
    for value in [width, height] where !value.isFinite || value < 0 {
      throw LayoutError("a size must be a finite number >= 0", at: .constant)
    }
    for value in [width, height] { try Self.checkMagnitude(value, "size") }
    try changeConstant(of: constraintTable.rootWidthConstraint, to: width)
    try changeConstant(of: constraintTable.rootHeightConstraint, to: height)
    settleText()
  }

  // MARK: - Names

  func checkNewName(_ name: String) throws(LayoutError) {
    guard name.isIdentifier else {
      throw LayoutError("'\(name)' is not a name: use letters, digits and _, starting with a letter", at: .name)
    }
    if tree.viewsByName[name] != nil { throw LayoutError("there is already a view named '\(name)'", at: .name) }
    if constraintTable.constraintsByName[name] != nil {
      throw LayoutError("there is already a constraint named '\(name)'", at: .name)
    }
  }

  mutating func makeView(name: String, parent: ViewID?) -> ViewID {
    let view: View
    if let slot = tree.freeSlots.popLast() {
      // A removed view's slot, with four new variables: the solver forgot
      // the old ones (`releaseVariable`), and when they were the newest
      // symbols these take their ids back.
      let id = ViewID(rawValue: slot)
      let k = 4 * Int(slot)
      let variables = (0..<4).map { _ in solver.makeVariable() }
      view = View(
        id: id, name: name, parent: parent, minX: variables[0], minY: variables[1], width: variables[2],
        height: variables[3])
      tree.views[Int(slot)] = view
      tree.frameVariables.replaceSubrange(k..<k + 4, with: variables)
      tree.madeAt[Int(slot)] = tree.madeCount
      pinsAddView(id)
      // A new view's slot was past the settled frames; this one's old frame
      // is still there, so say it is new for the next text settle.
      textSettle.touchedSinceSettle.append(id)
    } else {
      let id = ViewID(rawValue: Int32(tree.views.count))
      view = View(
        id: id, name: name, parent: parent, minX: solver.makeVariable(), minY: solver.makeVariable(),
        width: solver.makeVariable(), height: solver.makeVariable())
      tree.views.append(view)
      tree.madeAt.append(tree.madeCount)
      pinsAddView(id)
      tree.frameVariables += [view.minX, view.minY, view.width, view.height]
    }
    tree.madeCount += 1
    let id = view.id
    // A new view's values were never measured (its slot's may have been).
    ambiguityTouched([view.minX.id, view.minY.id, view.width.id, view.height.id])
    tree.viewsByName[name] = id
    if let parent { tree.views[Int(parent.rawValue)]!.children.append(id) }
    // A new last child of the root comes last in tree order.
    if parent == .root {
      tree.parentsInTreeOrder.append(.root)
      tree.treeOrder.append(id)
    } else {
      refreshTreeOrder()
    }
    // Width and height are never negative (Apple's guide; UIKit's engine
    // restricts the variables). These take part in conflicts like any other.
    var implicit: [LayoutConstraintID] = []
    for attribute in [LayoutAttribute.width, .height] {
      implicit.append(addSystemConstraint(
        "\(name).\(attribute.rawValue) >= 0",
        ConstraintSpec(lhs: [LayoutTerm(id, attribute)], relation: .greaterThanOrEqual),
        origin: .nonNegativeSize))
    }
    tree.views[Int(id.rawValue)]!.implicitConstraints = implicit
    return id
  }
}

extension String {
  /// Letters, digits and `_`, not starting with a digit.
  public var isIdentifier: Bool {
    guard let first = unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
      first.isASCII
    else { return false }
    return unicodeScalars.allSatisfy { $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)) }
  }
}
