// The constraints UIStackView makes, with Apple's identifiers (UISV-…) and
// priorities, as captured from UIKit and reproduced by kean/Arranged
// (reference §6). They are regenerated whenever the stack or the hidden
// state of an arranged view changes.

extension Layout {
  /// Turns `id` into a stack view arranging `arranged`, which become its subviews.
  public mutating func makeStack(_ id: ViewID, _ configuration: StackConfiguration) throws(LayoutError) {
    guard !view(id).isGuide, view(id).text == nil else { throw LayoutError("only a plain view can be a stack") }
    var configuration = configuration
    // UIKit forgets a view's custom spacing when it leaves the arranged list.
    configuration.customSpacing = configuration.customSpacing.filter { configuration.arranged.contains($0.key) }
    try checkStack(configuration, for: id)
    for member in configuration.arranged where view(member).parent != id {
      try moveView(member, into: id)
    }
    tree.views[Int(id.rawValue)]!.stack = configuration
    regenerateConstraints(for: id)
    settleText()
  }

  /// Changes a stack's properties; arranged views not yet inside it move in.
  public mutating func updateStack(_ id: ViewID, _ change: (inout StackConfiguration) -> Void) throws(LayoutError) {
    guard var configuration = view(id).stack else { throw LayoutError("\(view(id).name) is not a stack view") }
    change(&configuration)
    try makeStack(id, configuration)
  }

  /// isHidden; an arranged view that is hidden collapses (UISV-hiding).
  public mutating func setHidden(_ hidden: Bool, of id: ViewID) throws(LayoutError) {
    try checkIsView(id, for: "isHidden")
    tree.views[Int(id.rawValue)]!.isHidden = hidden
    if let parent = view(id).parent, view(parent).stack?.arranged.contains(id) == true {
      regenerateConstraints(for: parent)
    }
    settleText()
  }

  private func checkStack(_ configuration: StackConfiguration, for id: ViewID) throws(LayoutError) {
    guard configuration.spacing.isFinite, abs(configuration.spacing) <= LayoutLimits.maxMagnitude else {
      throw LayoutError("spacing must be a finite number up to 1e6 in magnitude", at: .constant)
    }
    for gap in configuration.customSpacing.values where !gap.isFinite || abs(gap) > LayoutLimits.maxMagnitude {
      throw LayoutError("a custom spacing must be a finite number up to 1e6 in magnitude", at: .constant)
    }
    if Set(configuration.arranged).count != configuration.arranged.count {
      throw LayoutError("a view can be arranged only once")
    }
    for member in configuration.arranged {
      if member == id || member == .root { throw LayoutError("\(view(member).name) cannot be arranged in \(view(id).name)") }
      var ancestor: ViewID? = id
      while let a = ancestor {
        if a == member { throw LayoutError("\(view(member).name) contains \(view(id).name); arranging it would make a cycle") }
        ancestor = view(a).parent
      }
      if view(member).isGuide { throw LayoutError("\(view(member).name) is a layout guide; only views can be arranged") }
      if view(member).parent != id { try checkDepth(moving: member, into: id) }
    }
  }

  /// removeFromSuperview + addSubview: constraints that reached outside the
  /// moved subtree are removed, as UIKit does.
  mutating func moveView(_ id: ViewID, into parent: ViewID) throws(LayoutError) {
    structureChanged()
    var inside: Set<ViewID> = []
    var stack = [id]
    while let next = stack.popLast() {
      inside.insert(next)
      stack += view(next).children
    }
    for c in allConstraints where c.origin == .user || c.origin == .autoresizing {
      let items = Set((c.spec.lhs + c.spec.rhs).map(\.view))
      if !items.isDisjoint(with: inside) && !items.isSubset(of: inside) { deleteConstraint(c.id) }
    }
    if let old = view(id).parent {
      tree.views[Int(old.rawValue)]!.children.removeAll { $0 == id }
      refreshTreeOrder()
      if view(old).stack != nil {
        tree.views[Int(old.rawValue)]!.stack!.arranged.removeAll { $0 == id }
        tree.views[Int(old.rawValue)]!.stack!.customSpacing[id] = nil
        regenerateConstraints(for: old)
      }
    }
    tree.views[Int(id.rawValue)]!.parent = parent
    tree.views[Int(parent.rawValue)]!.children.append(id)
    refreshTreeOrder()
    tree.views[Int(id.rawValue)]!.autoresizing = nil
    regenerateConstraints(for: id)
  }

  // MARK: - Generated constraints

  func stackConstraints(for id: ViewID) -> [GeneratedConstraint] {
    guard let s = view(id).stack else { return [] }
    var out = StackConstraintBuilder(layout: self, stack: id, configuration: s)
    out.build()
    return out.result
  }
}

/// Writes one stack's UISV constraints.
struct StackConstraintBuilder {
  let layout: Layout
  let stack: ViewID
  let configuration: StackConfiguration
  var result: [GeneratedConstraint] = []
  private var counters: [String: Int] = [:]

  init(layout: Layout, stack: ViewID, configuration: StackConfiguration) {
    self.layout = layout
    self.stack = stack
    self.configuration = configuration
  }

  private var horizontal: Bool { configuration.axis == .horizontal }
  // Along the axis, and across it.
  private var lead: LayoutAttribute { horizontal ? .leading : .top }
  private var trail: LayoutAttribute { horizontal ? .trailing : .bottom }
  private var size: LayoutAttribute { horizontal ? .width : .height }
  private var center: LayoutAttribute { horizontal ? .centerX : .centerY }
  private var top: LayoutAttribute { horizontal ? .top : .leading }
  private var bottom: LayoutAttribute { horizontal ? .bottom : .trailing }
  private var crossSize: LayoutAttribute { horizontal ? .height : .width }
  private var crossCenter: LayoutAttribute { horizontal ? .centerY : .centerX }
  private var canvasSpace: AnchorSpace { configuration.isLayoutMarginsRelativeArrangement ? .margins : .frame }

  private func hidden(_ v: ViewID) -> Bool { layout.view(v).isHidden }

  private mutating func add(
    _ identifier: String, _ a: ViewID, _ aAttr: LayoutAttribute, _ relation: LayoutRelation,
    _ b: ViewID?, _ bAttr: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
    priority: Double = 1000, canvasA: Bool = false, canvasB: Bool = false
  ) {
    let n = counters[identifier, default: 0] + 1
    counters[identifier] = n
    let name = "\(layout.view(stack).name)-\(identifier)-\(n)"
    let lhs = [LayoutTerm(1, a, aAttr, space: canvasA ? canvasSpace : .frame)]
    let rhs = b.map { [LayoutTerm(multiplier, $0, bAttr ?? aAttr, space: canvasB ? canvasSpace : .frame)] } ?? []
    result.append(GeneratedConstraint(
      name: name,
      spec: ConstraintSpec(
        lhs: lhs, relation: relation, rhs: rhs, constant: constant,
        priority: priority == LayoutPriority.tieBreak.value ? .tieBreak : LayoutPriority(priority)!),
      origin: .stackView))
  }

  mutating func build() {
    let all = configuration.arranged
    guard !all.isEmpty else {
      add("UISV-canvas-connection", stack, size, .equal, nil)
      add("UISV-canvas-connection", stack, crossSize, .equal, nil)
      return
    }
    distribute(all)
    align(all)
  }

  // MARK: Distribution (along the axis)

  private mutating func distribute(_ all: [ViewID]) {
    let visible = all.filter { !hidden($0) }
    if let first = visible.first, let last = visible.last {
      add("UISV-canvas-connection", stack, lead, .equal, first, canvasA: true)
      add("UISV-canvas-connection", stack, trail, .equal, last, canvasA: true)
    } else {
      add("UISV-canvas-connection", stack, size, .equal, nil, canvasA: true)
    }
    let spreads = configuration.distribution == .equalSpacing || configuration.distribution == .equalCentering
    for (p, n) in zip(all, all.dropFirst()) {
      // setCustomSpacing(_:after: p) replaces spacing for this gap (reference §6).
      let spacing = configuration.customSpacing[p] ?? configuration.spacing
      var gap = spacing
      if n == visible.first || p == visible.last || visible.isEmpty {
        gap = 0
      } else {
        gap -= spacing / 2 * Double([p, n].filter(hidden).count)
      }
      add("UISV-spacing", n, lead, spreads ? .greaterThanOrEqual : .equal, p, trail, constant: gap)
    }
    for v in all where hidden(v) { add("UISV-hiding", v, size, .equal, nil) }
    switch configuration.distribution {
    case .fill: fillInOrder(visible)
    case .fillEqually: fillEqually(visible)
    case .fillProportionally: fillProportionally(visible)
    case .equalSpacing, .equalCentering:
      spread(visible)
      // Apple: views that still do not fit shrink by compression
      // resistance, then "based on their index", as in fill. Without this,
      // views tied on resistance shrank by the solver's history: a
      // wrapping label settled on either of two layouts, and a session
      // and its own export imported again disagreed.
      fillInOrder(visible)
    }
  }

  /// fill: views stretch and shrink by hugging and compression resistance;
  /// where those tie, Apple decides "based on their index" without saying
  /// which end. alrepl gives the extra or missing space to the last view:
  /// every other one keeps its intrinsic size at the tie-break level, which
  /// still leaves the layout reported as ambiguous (`help stacks`).
  /// equalSpacing and equalCentering shrink their views the same way.
  private mutating func fillInOrder(_ visible: [ViewID]) {
    for v in visible.dropLast() {
      let intrinsic = layout.intrinsicSize(of: v)
      guard let length = horizontal ? intrinsic.width : intrinsic.height else { continue }
      add("alrepl-fill-order", v, size, .equal, nil, constant: length, priority: LayoutPriority.tieBreak.value)
    }
  }

  private mutating func fillEqually(_ visible: [ViewID]) {
    for v in visible.dropFirst() { add("UISV-fill-equally", v, size, .equal, visible[0]) }
  }

  private mutating func fillProportionally(_ visible: [ViewID]) {
    let intrinsic = visible.map { layout.proportionalLength(of: $0, horizontal: horizontal) }
    let sized = intrinsic.compactMap { $0 }.filter { $0 > 0 }
    guard !sized.isEmpty else { return fillEqually(visible) }
    let gaps = visible.dropLast().map { configuration.customSpacing[$0] ?? configuration.spacing }
    let total = sized.reduce(0, +) + gaps.reduce(0, +)
    let allRequired = sized.count == 1 && (visible.count == 1 || gaps.allSatisfy { $0 == 0 })
    var rank = 0
    for (v, c) in zip(visible, intrinsic) {
      // 999, 998, …: with too little room the last views give way first.
      let priority = allRequired ? 1000 : 999 - Double(rank)
      rank += 1
      guard let c, c > 0 else {
        // A view with no size of its own collapses, but only as far as its
        // own constraints let it: Xcode's stored frames keep a nested stack
        // or a custom view at the height a required constraint gives it
        // (a required zero would break that constraint instead).
        add("UISV-fill-proportionally", v, size, .equal, nil, priority: allRequired ? 1000 : priority)
        continue
      }
      add("UISV-fill-proportionally", v, size, .equal, stack, multiplier: total == 0 ? 0 : c / total, priority: priority)
    }
  }

  /// equalSpacing / equalCentering: gap guides between visible neighbours, all equal.
  private mutating func spread(_ visible: [ViewID]) {
    let centering = configuration.distribution == .equalCentering
    let gaps = layout.stackGuides(of: stack).gaps
    for (i, (p, n)) in zip(visible, visible.dropFirst()).enumerated() where i < gaps.count {
      let g = gaps[i]
      add("UISV-distributing-edge", g, lead, .equal, p, centering ? center : trail)
      add("UISV-distributing-edge", g, trail, .equal, n, centering ? center : lead)
      if i > 0 { add("UISV-fill-equally", g, size, .equal, gaps[0], priority: centering ? 149 : 1000) }
    }
    add("UISV-canvas-fit", stack, size, .equal, nil, priority: 49)
  }

  // MARK: Alignment (across the axis)

  private mutating func align(_ all: [ViewID]) {
    let first = all[0]
    var alignment = configuration.alignment
    if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .fill }
    let spacer = layout.stackGuides(of: stack).spacer
    switch alignment {
    case .fill:
      for v in all.dropFirst() {
        add("UISV-alignment", first, top, .equal, v)
        add("UISV-alignment", first, bottom, .equal, v)
      }
      add("UISV-canvas-connection", stack, top, .equal, first, canvasA: true)
      add("UISV-canvas-connection", first, bottom, .equal, stack, canvasB: true)
      return
    case .leading, .top:
      for v in all.dropFirst() { add("UISV-alignment", first, top, .equal, v) }
      add("UISV-canvas-connection", stack, top, .equal, first, canvasA: true)
      add("UISV-canvas-connection", spacer!, bottom, .equal, stack, canvasB: true)
      for v in all {
        add("UISV-spanning-boundary", spacer!, top, .equal, v, priority: 999.5)
        add("UISV-spanning-boundary", spacer!, bottom, .greaterThanOrEqual, v)
      }
    case .trailing, .bottom:
      for v in all.dropFirst() { add("UISV-alignment", first, bottom, .equal, v) }
      add("UISV-canvas-connection", stack, top, .equal, spacer!, canvasA: true)
      add("UISV-canvas-connection", first, bottom, .equal, stack, canvasB: true)
      for v in all {
        add("UISV-spanning-boundary", spacer!, top, .lessThanOrEqual, v)
        add("UISV-spanning-boundary", spacer!, bottom, .equal, v, priority: 999.5)
      }
    case .center, .firstBaseline, .lastBaseline:
      let line: LayoutAttribute = alignment == .center ? crossCenter : alignment == .firstBaseline ? .firstBaseline : .lastBaseline
      for v in all.dropFirst() { add("UISV-alignment", first, line, .equal, v) }
      for v in all {
        add("UISV-spanning-boundary", spacer!, top, .lessThanOrEqual, v)
        add("UISV-spanning-boundary", spacer!, bottom, .greaterThanOrEqual, v)
      }
      switch alignment {
      case .center:
        add("UISV-canvas-connection", stack, top, .equal, spacer!, canvasA: true)
        add("UISV-canvas-connection", spacer!, bottom, .equal, stack, canvasB: true)
        add("UISV-canvas-connection", stack, crossCenter, .equal, first, canvasA: true)
      case .firstBaseline:
        add("UISV-canvas-connection", stack, .top, .lessThanOrEqual, first, canvasA: true)
        add("UISV-canvas-connection", spacer!, .bottom, .equal, stack, canvasB: true)
        add("UISV-canvas-fit", stack, .height, .equal, nil, priority: 49)
      default:
        add("UISV-canvas-connection", stack, .top, .equal, spacer!, canvasA: true)
        add("UISV-canvas-connection", first, .bottom, .lessThanOrEqual, stack, canvasB: true)
        add("UISV-canvas-fit", stack, .height, .equal, nil, priority: 49)
      }
    }
    add("UISV-spanning-fit", spacer!, crossSize, .equal, nil, priority: 51)
    for v in all { add("UISV-ambiguity-suppression", v, crossSize, .equal, nil, priority: 25) }
  }
}
