import Cassowary

// Safe areas, layout margins, the readable content guide and the keyboard
// layout guide on every view.
//
// UIKit gives the window's safe-area insets to the root view and passes
// down to each subview the part of its superview's insets that the
// subview's frame overlaps; the margins guide sits inside that safe area,
// and a view that preserves its superview's margins takes the part of the
// superview's margin area that it overlaps. All of these depend on the
// solved frames, while the constraints that read them move the frames: a
// fixed point. UIKit computes the insets from the current frames and lays
// out again when they change; alrepl does the same, pass by pass after
// every change (``settleSafeAreas()``): derive every view's insets from the
// frames (parents before children, so one pass carries them down the
// whole tree), recompile the constraints that read insets that changed,
// solve, and again, until nothing changes. A layout that does not settle
// within ``safeAreaPassLimit`` passes keeps the insets of the last pass and
// is reported (``unsettledSafeAreas``), rather than looping.

extension Layout {
  /// What the safe-area settle knows between commands: one of the layout's
  /// named parts (see Layout.swift).
  struct SafeAreaSettleState: Sendable {
    /// Set while a settle runs: a change it makes must not start another.
    var running = false
    /// The views whose insets were still changing when the last settle
    /// gave up; empty when it settled.
    var unsettled: [ViewID] = []
    /// Whether any view held a derived inset after the last settle: if not,
    /// and nothing gives any, the next settle has nothing to do.
    var derivedAny = false
    /// Whether any view was ever given additional insets or preserved
    /// margins, or any constraint made that reads a readable or keyboard
    /// guide. Until then ``Layout/anyInsetSource()`` answers without
    /// walking every view and constraint: it ran on every constraint a
    /// `load` added, which made loading a 10,000-view chain take minutes.
    var sourceEverMade = false
  }

  /// How many derive-and-solve passes a safe-area settle may take. A layout
  /// whose frames do not depend on insets settles in one; each level of
  /// dependence (a bar pinned to a safe area it helps to define) takes one more.
  public static let safeAreaPassLimit = 8

  /// The readable content guide's greatest width at the Large text size:
  /// 672 points, the width UIKit's readableContentGuide is measured at on
  /// an iPad at the default text size. Apple publishes no table for the
  /// other sizes; alrepl scales 672 with the body text style's point size
  /// (17 at Large), since the guide exists to keep lines of body text short.
  public static let readableWidthAtLarge = 672.0

  /// The views whose safe areas or margins were still changing when the
  /// last settle stopped after ``safeAreaPassLimit`` passes (empty: settled).
  public var unsettledSafeAreas: [ViewID] { safeAreaSettle.unsettled }

  // MARK: - Reading the insets

  /// UIView.safeAreaInsets: for root, the window's insets plus its
  /// additional ones; for a subview, the part of its superview's safe-area
  /// insets that its frame overlaps, plus its additional ones; none for a guide.
  public func safeAreaInsets(of id: ViewID) -> EdgeInsets {
    let v = tree.views[Int(id.rawValue)]!
    if v.isGuide { return EdgeInsets(all: 0) }
    if id == .root { return v.safeAreaInsets + v.safeArea.additional }
    return v.safeArea.inherited + v.safeArea.additional
  }

  /// How far layoutMarginsGuide sits inside the frame on each side: the
  /// margins, measured from the safe area when insetsLayoutMarginsFromSafeArea
  /// is on, and at least the superview's overlapping margin area when the
  /// view preserves its superview's margins.
  public func marginGuideInsets(of id: ViewID) -> EdgeInsets {
    let v = tree.views[Int(id.rawValue)]!
    var own = ownMargins(of: id)
    if v.safeArea.insetsMarginsFromSafeArea { own = own + safeAreaInsets(of: id) }
    return .maximum(own, v.safeArea.preservedMargins)
  }

  /// How far readableContentGuide sits inside the frame: the margins guide,
  /// narrowed on both sides alike to ``readableWidth``.
  public func readableGuideInsets(of id: ViewID) -> EdgeInsets {
    var insets = marginGuideInsets(of: id)
    let extra = tree.views[Int(id.rawValue)]!.safeArea.readableInset
    insets.left += extra
    insets.right += extra
    return insets
  }

  /// The readable content guide's greatest width at the current content
  /// size category (see ``readableWidthAtLarge``).
  public var readableWidth: Double {
    Self.readableWidthAtLarge * TextStyle.body.pointSize(at: contentSizeCategory) / TextStyle.body.pointSize(at: .large)
  }

  /// How far keyboardLayoutGuide sits inside root's frame: it spans the
  /// width and rises from the bottom by the keyboard's height, or, with no
  /// keyboard, by the safe area's bottom inset (UIKeyboardLayoutGuide's
  /// usesBottomSafeArea, on by default).
  public func keyboardGuideInsets() -> EdgeInsets {
    let keyboard = tree.views[0]!.safeArea.keyboardHeight
    let height = keyboard > 0 ? keyboard : safeAreaInsets(of: .root).bottom
    // The window's height; a fitting probe takes the window's constraints
    // away, and then root's solved height stands in for it.
    let table = constraintTable.constraints
    let index = Int(constraintTable.rootHeightConstraint.rawValue)
    let rootHeight = table.indices.contains(index) ? table[index]?.spec.constant : nil
    return EdgeInsets(top: max(0, (rootHeight ?? frame(of: .root).height) - height), left: 0, bottom: 0, right: 0)
  }

  // MARK: - Setting

  /// additionalSafeAreaInsets: added to the insets the view has from its
  /// window or superview (UIKit has it on view controllers only).
  public mutating func setAdditionalSafeArea(_ insets: EdgeInsets, of id: ViewID) throws(LayoutError) {
    try checkIsView(id, for: "safe area")
    try checkInsets(insets)
    tree.views[Int(id.rawValue)]!.safeArea.additional = insets
    if !insets.isZero { safeAreaSettle.sourceEverMade = true }
    recompileConstraints(mentioning: id)
  }

  /// insetsLayoutMarginsFromSafeArea.
  public mutating func setInsetsMarginsFromSafeArea(_ on: Bool, of id: ViewID) throws(LayoutError) {
    try checkIsView(id, for: "insetsLayoutMarginsFromSafeArea")
    tree.views[Int(id.rawValue)]!.safeArea.insetsMarginsFromSafeArea = on
    recompileConstraints(mentioning: id)
  }

  /// preservesSuperviewLayoutMargins.
  public mutating func setPreservesSuperviewMargins(_ on: Bool, of id: ViewID) throws(LayoutError) {
    try checkIsView(id, for: "preservesSuperviewLayoutMargins")
    guard id != .root else { throw LayoutError("root has no superview whose margins it could preserve") }
    tree.views[Int(id.rawValue)]!.safeArea.preservesSuperviewMargins = on
    if on { safeAreaSettle.sourceEverMade = true }
    // The preserved area is derived from the frames by the settle.
    settleText()
  }

  /// The keyboard's height over the window, which moves keyboardLayoutGuide
  /// (0: no keyboard).
  public mutating func setKeyboardHeight(_ height: Double) throws(LayoutError) {
    guard height.isFinite, height >= 0, height <= LayoutLimits.maxMagnitude else {
      throw LayoutError("a keyboard height must be a number from 0 to 1e6", at: .constant)
    }
    tree.views[0]!.safeArea.keyboardHeight = height
    recompileConstraints(mentioning: .root)
  }

  // MARK: - The settle

  /// Derives every view's inherited insets from the frames and solves again
  /// until they stop changing (see the top of this file).
  mutating func settleSafeAreas() {
    guard !safeAreaSettle.running else { return }
    safeAreaSettle.running = true
    defer { safeAreaSettle.running = false }
    safeAreaSettle.unsettled = []
    // Most layouts have no insets anywhere: then there is nothing to derive.
    if !safeAreaSettle.derivedAny && !anyInsetSource() { return }
    defer { safeAreaSettle.derivedAny = tree.views.contains { $0.map { !Self.derivesNothing($0.safeArea) } ?? false } }
    for pass in 1...(Self.safeAreaPassLimit + 1) {
      let changed = derivedInsetsThatChanged()
      if changed.isEmpty { return }
      if pass > Self.safeAreaPassLimit {
        // Left as they were: the compiled constraints agree with the stored insets.
        safeAreaSettle.unsettled = changed.map(\.id)
        return
      }
      for change in changed { tree.views[Int(change.id.rawValue)]!.safeArea = change.settings }
      reinstallConstraints(readingInsetsOf: Set(changed.map(\.id)))
      settleTextPasses()
    }
  }

  /// Whether anything could give a view a derived inset: the window's or
  /// additional insets, preserved margins, a keyboard, or a constraint on a
  /// readable or keyboard guide (the readable inset depends on the width alone).
  private func anyInsetSource() -> Bool {
    let root = tree.views[0]!
    if !root.safeAreaInsets.isZero || root.safeArea.keyboardHeight != 0 { return true }
    // Nothing else can give an inset before one of these was ever made.
    guard safeAreaSettle.sourceEverMade else { return false }
    for v in tree.views where v != nil && (!v!.safeArea.additional.isZero || v!.safeArea.preservesSuperviewMargins) {
      return true
    }
    for c in constraintTable.constraints where c != nil && c!.isActive {
      if c!.spec.lhs.contains(where: { $0.space == .readable || $0.space == .keyboard })
        || c!.spec.rhs.contains(where: { $0.space == .readable || $0.space == .keyboard })
      {
        return true
      }
    }
    return false
  }

  /// Whether settings hold no derived inset. keyboardTop is left out: it
  /// is never zero, and matters only while a constraint reads the keyboard
  /// guide, which anyInsetSource() sees.
  private static func derivesNothing(_ s: SafeAreaSettings) -> Bool {
    s.inherited.isZero && s.preservedMargins.isZero && s.readableInset == 0
  }

  /// Each view whose derived insets differ from the stored ones, with its
  /// new settings, found from the current frames in tree order.
  private mutating func derivedInsetsThatChanged() -> [(id: ViewID, settings: SafeAreaSettings)] {
    solver.updateValues()
    let frames = framesByID()
    let readable = readableWidth
    // The new settings by view id, so that a child reads its parent's new ones.
    var updated: [SafeAreaSettings?] = Array(repeating: nil, count: tree.views.count)
    var changed: [(id: ViewID, settings: SafeAreaSettings)] = []
    func safe(_ id: ViewID) -> EdgeInsets {
      let v = tree.views[Int(id.rawValue)]!
      if v.isGuide { return EdgeInsets(all: 0) }
      if id == .root { return v.safeAreaInsets + v.safeArea.additional }
      let s = updated[Int(id.rawValue)] ?? v.safeArea
      return s.inherited + s.additional
    }
    func margins(_ id: ViewID) -> EdgeInsets {
      let v = tree.views[Int(id.rawValue)]!
      let s = updated[Int(id.rawValue)] ?? v.safeArea
      var own = ownMargins(of: id)
      if s.insetsMarginsFromSafeArea { own = own + safe(id) }
      return .maximum(own, s.preservedMargins)
    }
    for id in tree.treeOrder {
      let v = tree.views[Int(id.rawValue)]!
      var s = v.safeArea
      let f = frames[Int(id.rawValue)]
      if let parent = v.parent, !v.isGuide {
        let p = frames[Int(parent.rawValue)]
        s.inherited = Self.overlap(of: f, with: safe(parent), insideOf: p)
        s.preservedMargins =
          s.preservesSuperviewMargins ? Self.overlap(of: f, with: margins(parent), insideOf: p) : EdgeInsets(all: 0)
      }
      updated[Int(id.rawValue)] = s
      if !v.isGuide {
        let m = margins(id)
        s.readableInset = max(0, (f.width - m.left - m.right - readable) / 2)
        updated[Int(id.rawValue)] = s
      }
      if id == .root { s.keyboardTop = keyboardGuideInsets().top }
      if !(s.keyboardTop == v.safeArea.keyboardTop && s.inherited.isClose(to: v.safeArea.inherited) && s.preservedMargins.isClose(to: v.safeArea.preservedMargins)
        && abs(s.readableInset - v.safeArea.readableInset) <= 1e-9)
      {
        changed.append((id, s))
      }
    }
    return changed
  }

  /// How far into a frame `f` (in its superview, of frame `p`) the
  /// superview's inset band `insets` reaches on each side, from 0 (no
  /// overlap) to the frame's whole size.
  static func overlap(of f: Frame, with insets: EdgeInsets, insideOf p: Frame) -> EdgeInsets {
    func clamp(_ x: Double, _ limit: Double) -> Double { min(max(0, x), max(0, limit)) }
    let top = clamp(insets.top - f.y, f.height)
    let left = clamp(insets.left - f.x, f.width)
    return EdgeInsets(
      top: top, left: left,
      bottom: clamp(f.y + f.height - (p.height - insets.bottom), f.height - top),
      right: clamp(f.x + f.width - (p.width - insets.right), f.width - left))
  }

  /// Takes out and puts back every active constraint that reads the insets
  /// of one of `views`, so that it is compiled with their new values.
  private mutating func reinstallConstraints(readingInsetsOf views: Set<ViewID>) {
    let affected = allConstraints.filter { c in
      c.isActive && (c.spec.lhs.contains { views.contains($0.view) && $0.readsInsets }
        || c.spec.rhs.contains { views.contains($0.view) && $0.readsInsets })
    }
    for c in affected where c.isInstalled || c.isBroken {
      uninstall(c.id)
      install(c.id)
    }
    retryBrokenConstraints()
  }
}

extension Layout {
  /// Notes a new constraint that reads a readable or keyboard guide (see
  /// ``SafeAreaSettleState/sourceEverMade``).
  mutating func noteInsetSource(_ spec: ConstraintSpec) {
    if spec.lhs.contains(where: { $0.space == .readable || $0.space == .keyboard })
      || spec.rhs.contains(where: { $0.space == .readable || $0.space == .keyboard })
    {
      safeAreaSettle.sourceEverMade = true
    }
  }
}
