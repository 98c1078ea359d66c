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
  var views: [View?] = []
  /// Every view's x, y, width and height variables, four apiece by view id
  /// (a removed view keeps its four, which nothing holds any more), so
  /// that ``framesByID()``, which reports read after every command, reads
  /// them in one call. Reading them through `views` checked the optional
  /// view five times a frame; those checks were 5% of all instructions in
  /// the 10,000-command script.
  var frameVariables: [Variable] = []
  /// ``viewsInTreeOrder``, kept where the tree changes (a view made,
  /// removed or moved): reports read it several times after every command,
  /// and walking the tree each time copied every view's children.
  var treeOrder: [ViewID] = []
  var viewsByName: [String: ViewID] = [:]
  @usableFromInline var constraints: [LayoutConstraint?] = []
  var constraintsByName: [String: LayoutConstraintID] = [:]
  var solver = Solver()
  var nextStamp = 0
  var nextAutomaticName = 1
  /// Solver ids back to layout ids, for reading conflict certificates.
  var constraintOfSolverID: [ConstraintID: LayoutConstraintID] = [:]
  /// Required conflicts in force, one per broken constraint.
  public internal(set) var conflicts: [Conflict] = []
  /// Every constraint ever broken and maybe still broken: the only ones a
  /// retry needs to look at (install is the only place a constraint breaks).
  var everBroken: Set<LayoutConstraintID> = []
  /// While a view's generated constraints take new constants together (a
  /// stack's spacing, a label's new wrap: one update in UIKit), retries of
  /// broken constraints wait for the last one. Retried after each, every
  /// constraint a squeezed stack had broken was tried again after every
  /// spacing: a 1,000-view form did not finish `set form.spacing` in 300 s.
  var retriesDeferred = false
  var retryPending = false
  /// How many conflicts have been analysed (a deletion filter each): what
  /// tests count instead of timing.
  var conflictAnalyses = 0
  /// The largest constant any constraint has carried into the solver (as
  /// compiled, or as written). The
  /// precision an incremental tableau loses to a huge number stays after the
  /// number goes, so ``requiredTolerance(largestNumber:)`` counts it.
  var largestConstantInstalled = 0.0
  var rootWidthConstraint = LayoutConstraintID(rawValue: 0)
  var rootHeightConstraint = LayoutConstraintID(rawValue: 0)
  /// Each view's frame at the end of the last text settle (by view id), and
  /// the views constraint changes have touched since: what tells
  /// ``settleText()`` which labels' surroundings changed.
  var settledFrames: [Frame] = []
  /// A list, repeats and all, not a set: a rotation touches each label's
  /// constraints a thousand times between settles, and hashing each view
  /// into a set was 5% of it. The settle reads it into flags by view id.
  var touchedSinceSettle: [ViewID] = []
  /// While a text settle rewraps labels: the fillProportionally stacks
  /// whose proportions are to be rebuilt once the pass is over (nil when
  /// no settle is running, and they are rebuilt at once).
  var stacksToRebuild: [ViewID]?
  /// Installed constraints by the solver variables they read: explanations
  /// walk outwards from a value through this instead of scanning them all.
  var constraintsOfVariable: [Int32: [LayoutConstraintID]] = [:]
  /// Counts constraint changes; `touchedAt` holds each constraint's last
  /// (by constraint id) and `conflictRecordedAt` the count when each broken
  /// constraint's conflict was found.
  public internal(set) var revision = 0
  var touchedAt: [Int] = []
  var conflictRecordedAt: [LayoutConstraintID: Int] = [:]
  /// Measures labels; replace it for a different font model.
  public var measurer: any TextMeasurer = FixedAdvanceFont()
  /// How many views, how deep, how many constraints (``LayoutLimits``).
  public var limits = LayoutLimits()
  /// ``requiredPins()`` as last computed; nil once the structure changed.
  var pinsCache: [RequiredPins]?
  /// ``parts()`` as last computed; nil once a constraint linking variables came or went.
  var partsCache: [Int32]?

  /// An empty layout: the root alone, sized by the window to `rootWidth` by
  /// `rootHeight` points (an iPhone 8's screen by default).
  public init(rootWidth: Double = 375, rootHeight: Double = 667) {
    let root = makeView(name: "root", parent: nil)
    precondition(root == .root)
    rootWidthConstraint = addSystemConstraint(
      "UIView-Encapsulated-Layout-Width",
      ConstraintSpec(lhs: [LayoutTerm(.root, .width)], relation: .equal, constant: rootWidth),
      origin: .encapsulated)
    rootHeightConstraint = addSystemConstraint(
      "UIView-Encapsulated-Layout-Height",
      ConstraintSpec(lhs: [LayoutTerm(.root, .height)], relation: .equal, constant: rootHeight),
      origin: .encapsulated)
    // The root's origin is the window's, (0, 0).
    let origin = views[0]!
    for variable in [origin.minX, origin.minY] {
      _ = try? solver.addConstraint(LinearExpression(variable), .equal)
    }
    solver.updateValues()
  }

  // MARK: - Views

  /// The view named `name`, if any.
  public func view(named name: String) -> ViewID? { viewsByName[name] }

  /// The view with this id, copied out of the layout; prefer the single-field
  /// readers below in loops.
  ///
  /// - Precondition: `id` names a view that still exists.
  public func view(_ id: ViewID) -> View { views[Int(id.rawValue)]! }

  /// Every view, parents before children, siblings in the order they were added.
  public var viewsInTreeOrder: [ViewID] { treeOrder }

  /// Walks the tree again into ``treeOrder``; call after the tree changes.
  mutating func refreshTreeOrder() {
    var result: [ViewID] = []
    result.reserveCapacity(views.count)
    var stack: [ViewID] = [.root]
    while let id = stack.popLast() {
      result.append(id)
      stack.append(contentsOf: views[Int(id.rawValue)]!.children.reversed())
    }
    treeOrder = result
  }

  // Single fields of a view, read in place: reports read these for every
  // view after every command, and copying a whole View retains its strings
  // and arrays.
  /// The view's name, read without copying the view.
  public func name(of id: ViewID) -> String { views[Int(id.rawValue)]!.name }
  /// The view's superview, nil for the root.
  public func parent(of id: ViewID) -> ViewID? { views[Int(id.rawValue)]!.parent }
  /// Whether the view is a guide a stack made for itself, hidden from the person.
  public func isStackGuide(_ id: ViewID) -> Bool { views[Int(id.rawValue)]!.isStackGuide }
  /// Whether the view is a layout guide rather than a view.
  public func isGuide(_ id: ViewID) -> Bool { views[Int(id.rawValue)]!.isGuide }
  /// Whether the view is a label, sized by its text.
  public func isLabel(_ id: ViewID) -> Bool { views[Int(id.rawValue)]!.text != nil }

  /// Adds a view as the last subview of `parent`.
  ///
  /// - Throws: if the name is taken or not an identifier.
  @discardableResult
  public mutating func addView(named name: String, in parent: ViewID = .root) throws(LayoutError) -> ViewID {
    try checkNewName(name)
    guard views.indices.contains(Int(parent.rawValue)), views[Int(parent.rawValue)] != nil else {
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
    for constraint in constraints.compactMap({ $0 }) where constraint.mentions(any: doomed) {
      deleteConstraint(constraint.id)
    }
    let parent = view(id).parent!
    views[Int(parent.rawValue)]!.children.removeAll { $0 == id }
    for gone in doomed.sorted() {
      viewsByName[view(gone).name] = nil
      views[Int(gone.rawValue)] = nil
    }
    refreshTreeOrder()
    // removeFromSuperview also removes the view from its stack's arrangement.
    if view(parent).stack?.arranged.contains(id) == true {
      views[Int(parent.rawValue)]!.stack!.arranged.removeAll { $0 == id }
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
    (constraint(rootWidthConstraint).spec.constant, constraint(rootHeightConstraint).spec.constant)
  }

  /// Resizes the root, as a window resize or rotation would.
  public mutating func setRootSize(width: Double, height: Double) throws(LayoutError) {
    for value in [width, height] where !value.isFinite || value < 0 {
      throw LayoutError("a size must be a finite number >= 0", at: .constant)
    }
    for value in [width, height] { try Self.checkMagnitude(value, "size") }
    try changeConstant(of: rootWidthConstraint, to: width)
    try changeConstant(of: rootHeightConstraint, to: height)
    settleText()
  }

  // MARK: - Names

  func checkNewName(_ name: String) throws(LayoutError) {
    guard name.isIdentifier else {
      throw LayoutError("'\(name)' is not a name: use letters, digits and _, starting with a letter", at: .name)
    }
    if viewsByName[name] != nil { throw LayoutError("there is already a view named '\(name)'", at: .name) }
    if constraintsByName[name] != nil {
      throw LayoutError("there is already a constraint named '\(name)'", at: .name)
    }
  }

  mutating func makeView(name: String, parent: ViewID?) -> ViewID {
    let id = ViewID(rawValue: Int32(views.count))
    let view = View(
      id: id, name: name, parent: parent, minX: solver.makeVariable(), minY: solver.makeVariable(),
      width: solver.makeVariable(), height: solver.makeVariable())
    views.append(view)
    pinsAddView()
    frameVariables += [view.minX, view.minY, view.width, view.height]
    viewsByName[name] = id
    if let parent { views[Int(parent.rawValue)]!.children.append(id) }
    // A new last child of the root comes last in tree order.
    if parent == .root { treeOrder.append(id) } else { refreshTreeOrder() }
    // Width and height are never negative (Apple's guide; UIKit's engine
    // restricts the variables). These take part in conflicts like any other.
    var implicit: [LayoutConstraintID] = []
    for attribute in [LayoutAttribute.width, .height] {
      implicit.append(addSystemConstraint(
        "\(name).\(attribute.rawValue) >= 0",
        ConstraintSpec(lhs: [LayoutTerm(id, attribute)], relation: .greaterThanOrEqual),
        origin: .nonNegativeSize))
    }
    views[Int(id.rawValue)]!.implicitConstraints = implicit
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
