import Cassowary

// Constraints UIKit makes from a view's properties — intrinsic content size
// (NSContentSizeLayoutConstraint) and autoresizing masks
// (NSAutoresizingMaskLayoutConstraint) — regenerated whenever a property
// changes. Only what differs is touched: a new constant is changed in place,
// so resizing text or a frame re-solves incrementally.

struct GeneratedConstraint {
  let name: String
  let spec: ConstraintSpec
  let origin: ConstraintOrigin
}

extension Layout {
  /// Brings the view's generated constraints in line with its properties.
  mutating func regenerateConstraints(for id: ViewID) {
    // A label whose text changed (`set titleN.text`), or a view whose
    // intrinsic size did: when its four content-size constraints are all it
    // generates, only their constants can change.
    // Building the wanted constraints, names and all, to find that out was
    // a quarter of such a command's own cost. The same four changes follow,
    // in the same order, as the branch below makes for them.
    if let label = contentSizeConstants(of: id, andNothingElse: true) {
      #if DEBUG
        let wanted = desiredConstraints(for: id)
        assert(
          keepsAllButConstants(label.generated, wanted) && wanted.map { $0.spec.constant } == label.constants,
          "a label's content-size constants are not all that its generated constraints change")
      #endif
      changeConstantsDeferringRetries(label.generated.prefix(4), to: label.constants)
      regenerateStackAround(id)
      return
    }
    if view(id).stack != nil { provideStackGuides(for: id) }
    let wanted = desiredConstraints(for: id)
    var kept: [LayoutConstraintID] = []
    // Removing a stack's guide may already have deleted some of them.
    let current = view(id).generatedConstraints.filter { constraintTable.constraints[Int($0.rawValue)] != nil }
    if keepsAllButConstants(current, wanted) {
      // A label wrapped anew (a rotation rewraps every one, twice): the
      // same constraints in the same order, new constants. The same
      // changes as below, in the same order, without the name table.
      changeConstantsDeferringRetries(current, to: wanted.map { $0.spec.constant })
      tree.views[Int(id.rawValue)]!.generatedConstraints = current
      regenerateStackAround(id)
      return
    }
    var existing = Dictionary(uniqueKeysWithValues: current.map { (constraint($0).name, $0) })
    // A constraint replaced (a new priority, say) may have been what kept
    // a broken one out: those are retried below, as after a removal.
    var replacedAny = false
    for g in wanted {
      if let old = existing.removeValue(forKey: g.name) {
        var sameButConstant = constraint(old).spec
        sameButConstant.constant = g.spec.constant
        if sameButConstant == g.spec {
          try? changeConstant(of: old, to: g.spec.constant)
          kept.append(old)
          continue
        }
        deleteConstraint(old)
        replacedAny = true
      }
      kept.append(addSystemConstraint(g.name, g.spec, origin: g.origin))
    }
    // Sorted: Dictionary order changes from run to run, and the order of
    // removals decides pivots, so it must not.
    for stale in existing.values.sorted() { deleteConstraint(stale) }
    tree.views[Int(id.rawValue)]!.generatedConstraints = kept
    if !existing.isEmpty || replacedAny { retryBrokenConstraints() }
    regenerateStackAround(id)
  }

  /// A wrapping label's new wrap, from `settleText`: the same as
  /// `regenerateConstraints(for:)`, which it falls back to, when only the
  /// label's intrinsic size can have changed.
  ///
  /// A rotation rewraps every label twice. Building the wanted constraints
  /// (names included) to find that only four constants changed was a
  /// fifth of that settle's cost. Names need no check here: a view's name
  /// never changes, and neither do its generated constraints' names.
  ///
  /// The constants change one at a time, in `desiredConstraints`' order,
  /// as `regenerateConstraints` changes them. (Changing the four in one
  /// dual simplex was tried: where the optimum is not unique it settled on
  /// other wraps, and with required hugging it broke another constraint.)
  ///
  /// With `keepingHeight`, only the width's two constants change: see
  /// ``heightsWaitForTheirWrap(_:)``, which says when that is allowed.
  mutating func rewrapLabel(_ id: ViewID, keepingHeight: Bool = false) {
    guard let label = contentSizeConstants(of: id, andNothingElse: false) else { return regenerateConstraints(for: id) }
    for k in 0..<(keepingHeight ? 2 : 4) { try? changeConstant(of: label.generated[k], to: label.constants[k]) }
    regenerateStackAround(id)
  }

  /// The generated constraints of a label whose first four are its
  /// content-size constraints as `desiredConstraints` makes them, and the
  /// constants its intrinsic size gives those four now (hug and resist of
  /// the width, then of the height); nil when anything else about them
  /// could change (a stack, no intrinsic size on an axis, a
  /// priority, relation or term that is not the one wanted, a generated
  /// constraint gone), which the long way of `regenerateConstraints`
  /// handles. With `andNothingElse`, also nil unless those four are all
  /// the view generates (no autoresizing mask), so that the four constants
  /// are the only difference from what `desiredConstraints` wants.
  ///
  /// Names need no check: a view's name never changes, and neither do its
  /// generated constraints' names.
  private func contentSizeConstants(
    of id: ViewID, andNothingElse: Bool
  ) -> (generated: [LayoutConstraintID], constants: [Double])? {
    guard let generated = contentSizeConstraints(of: id, andNothingElse: andNothingElse),
      case let size = intrinsicSize(of: id), let width = size.width, let height = size.height
    else { return nil }
    return (generated, [width, width, height, height])
  }

  /// The generated constraints of `id` when their first four are its
  /// content-size constraints as `desiredConstraints` makes them but for
  /// their constants (see ``contentSizeConstants(of:andNothingElse:)``,
  /// which adds those constants); nil otherwise. Reads no text: a label
  /// always has an intrinsic size on both axes, so for a label this alone
  /// says whether a rewrap changes four constants and nothing else.
  func contentSizeConstraints(of id: ViewID, andNothingElse: Bool) -> [LayoutConstraintID]? {
    // The view's fields and the constraints are read in place: copies of
    // the view and of each constraint retained every array they hold, and
    // a rotation rewraps every label twice.
    let slot = Int(id.rawValue)
    // Through the buffer: `tree.views[slot]!.field` copied the whole view
    // for each of the reads.
    let (generated, isStack, content) = tree.views.withUnsafeBufferPointer { views in
      (views[slot]!.generatedConstraints, views[slot]!.stack != nil, views[slot]!.content)
    }
    guard !isStack, generated.count >= 4 else { return nil }
    // Asked only here: testing the optional mask (or the text) for nil
    // copied it, arrays and all, and the settle asks for every rewrap.
    if andNothingElse && (generated.count != 4 || view(id).autoresizing != nil) { return nil }
    // The first four are what `desiredConstraints` makes first, in its
    // order, but for their constants; anything else goes the long way.
    let expected = constraintTable.constraints.withUnsafeBufferPointer { constraints in
      (0..<4).allSatisfy { k in
        let index = Int(generated[k].rawValue)
        guard constraints[index] != nil, constraints[index]!.origin == .contentSize else { return false }
        // Field by field: building the expected spec allocated its term array.
        let axis = content[k < 2 ? .horizontal : .vertical]
        return constraints[index]!.spec.lhs.count == 1
          && constraints[index]!.spec.lhs[0] == LayoutTerm(id, k < 2 ? .width : .height)
          && constraints[index]!.spec.rhs.isEmpty
          && constraints[index]!.spec.relation == (k % 2 == 0 ? .lessThanOrEqual : .greaterThanOrEqual)
          && constraints[index]!.spec.priority == (k % 2 == 0 ? axis.hugging : axis.compressionResistance)
      }
    }
    guard expected else { return nil }
    // The rest (an autoresizing mask's) do not follow the wrap; the long
    // way also puts back any that went.
    for k in 4..<generated.count where constraintTable.constraints[Int(generated[k].rawValue)] == nil { return nil }
    return generated
  }

  /// Changes the constants of `ids` in order, retrying broken constraints
  /// once after all of them rather than after each (as a view's
  /// regenerated constraints always have).
  private mutating func changeConstantsDeferringRetries<IDs: Sequence<LayoutConstraintID>>(
    _ ids: IDs, to constants: [Double]
  ) {
    let outermost = !conflictState.retriesDeferred
    conflictState.retriesDeferred = true
    for (old, constant) in zip(ids, constants) { try? changeConstant(of: old, to: constant) }
    if outermost {
      conflictState.retriesDeferred = false
      if conflictState.retryPending {
        conflictState.retryPending = false
        retryBrokenConstraints()
      }
    }
  }

  /// Whether `wanted` names the constraints of `current`, one for one and
  /// in order, each as it is but for its constant.
  private func keepsAllButConstants(_ current: [LayoutConstraintID], _ wanted: [GeneratedConstraint]) -> Bool {
    guard current.count == wanted.count else { return false }
    for (old, g) in zip(current, wanted) {
      let c = constraint(old)
      guard c.name == g.name else { return false }
      var sameButConstant = c.spec
      sameButConstant.constant = g.spec.constant
      guard sameButConstant == g.spec else { return false }
    }
    return true
  }

  /// A stack reads its arranged views' intrinsic sizes (fillProportionally,
  /// and the order among equals of fill, equalSpacing and equalCentering):
  /// it follows a change of theirs.
  private mutating func regenerateStackAround(_ id: ViewID) {
    guard let parent = view(id).parent, let stack = view(parent).stack, stack.arranged.contains(id) else { return }
    switch stack.distribution {
    case .fillProportionally:
      // Every arranged view's multiplier reads the total, so each label's
      // new wrap rebuilt all of them: a settle of n labels rebuilt n
      // constraints n times, and `threshold` on such a stack ran for minutes.
      // Rebuilding it goes on to a proportional stack around it.
      if textSettle.stacksToRebuild != nil {
        textSettle.stacksToRebuild!.append(parent)
      } else {
        regenerateConstraints(for: parent)
      }
      return
    case .fill, .equalSpacing, .equalCentering:
      if !followFillOrder(of: id, in: parent, stack) { return regenerateConstraints(for: parent) }
    case .fillEqually: break
    }
    // The stack's proportional length follows its content: a proportional
    // stack it is arranged in reads it (Layout+ProportionalLength.swift).
    if proportionalStackAround(parent) != nil { regenerateStackAround(parent) }
  }

  /// fill, equalSpacing and equalCentering read one thing of an arranged
  /// view's intrinsic size: the constant of its `alrepl-fill-order` wish.
  /// Rebuilding the whole stack for it made each wrapping label in a stack
  /// cost the stack's size, and `threshold` on such a stack a minute. False when the wish is not
  /// where the stack builder puts it: the caller rebuilds the stack.
  private mutating func followFillOrder(of id: ViewID, in parent: ViewID, _ stack: StackConfiguration) -> Bool {
    // Hidden views and the last visible one have no such wish.
    guard !view(id).isHidden, stack.arranged.last(where: { !view($0).isHidden }) != id else { return true }
    let axis: LayoutAttribute = stack.axis == .horizontal ? .width : .height
    let intrinsic = intrinsicSize(of: id)
    guard let length = stack.axis == .horizontal ? intrinsic.width : intrinsic.height else { return false }
    for c in view(parent).generatedConstraints {
      guard let existing = constraintTable.constraints[Int(c.rawValue)], existing.origin == .stackView else { continue }
      let spec = existing.spec
      guard spec.lhs.count == 1, spec.lhs[0] == LayoutTerm(id, axis), spec.rhs.isEmpty, spec.relation == .equal,
        spec.priority == .tieBreak
      else { continue }
      try? changeConstant(of: c, to: length)
      return true
    }
    return false
  }

  /// The guides UIStackView keeps for itself: `_UILayoutSpacer` for
  /// alignments other than fill, `_UIOLAGapGuide`s between visible views
  /// for equalSpacing and equalCentering.
  private mutating func provideStackGuides(for id: ViewID) {
    let s = view(id).stack!
    let name = view(id).name
    let needsSpacer = s.alignment != .fill && !s.arranged.isEmpty
      && !(s.axis == .vertical && (s.alignment == .firstBaseline || s.alignment == .lastBaseline))
    let visible = s.arranged.filter { !view($0).isHidden }.count
    let gapCount = s.distribution == .equalSpacing || s.distribution == .equalCentering ? max(0, visible - 1) : 0
    if needsSpacer, view(id).stackSpacer == nil {
      tree.views[Int(id.rawValue)]!.stackSpacer = makeStackGuide("\(name)-spacer", in: id)
    } else if !needsSpacer, let spacer = view(id).stackSpacer {
      // Cleared first: removing the spacer settles text, and a wrapping
      // label rewrapped there regenerates this stack again, which found
      // the spacer still named here and removed it twice (a trap).
      tree.views[Int(id.rawValue)]!.stackSpacer = nil
      try? removeView(spacer)
    }
    while view(id).stackGaps.count < gapCount {
      let gap = makeStackGuide("\(name)-gap-\(view(id).stackGaps.count + 1)", in: id)
      tree.views[Int(id.rawValue)]!.stackGaps.append(gap)
    }
    while view(id).stackGaps.count > gapCount {
      let gap = tree.views[Int(id.rawValue)]!.stackGaps.removeLast()
      try? removeView(gap)
    }
  }

  private mutating func makeStackGuide(_ name: String, in stack: ViewID) -> ViewID {
    let id = makeView(name: name, parent: stack)
    tree.views[Int(id.rawValue)]!.isGuide = true
    tree.views[Int(id.rawValue)]!.isStackGuide = true
    return id
  }

  func stackGuides(of id: ViewID) -> (spacer: ViewID?, gaps: [ViewID]) {
    (view(id).stackSpacer, view(id).stackGaps)
  }

  private func desiredConstraints(for id: ViewID) -> [GeneratedConstraint] {
    let v = view(id)
    var result: [GeneratedConstraint] = []
    let size = intrinsicSize(of: id)
    for (axis, attribute, value) in [(LayoutAttribute.Axis.horizontal, LayoutAttribute.width, size.width), (.vertical, .height, size.height)] {
      guard let value else { continue }
      let content = v.content[axis]
      result.append(GeneratedConstraint(
        name: "\(v.name)-hug-\(attribute.rawValue)",
        spec: ConstraintSpec(lhs: [LayoutTerm(id, attribute)], relation: .lessThanOrEqual, constant: value, priority: content.hugging),
        origin: .contentSize))
      result.append(GeneratedConstraint(
        name: "\(v.name)-resist-\(attribute.rawValue)",
        spec: ConstraintSpec(lhs: [LayoutTerm(id, attribute)], relation: .greaterThanOrEqual, constant: value, priority: content.compressionResistance),
        origin: .contentSize))
    }
    if let mask = v.autoresizing, let parent = v.parent {
      result += autoresizingConstraints(id, v.name, mask, parent)
    }
    result += stackConstraints(for: id)
    return result
  }

  /// The intrinsic content size per axis; a label's comes from its text.
  public func intrinsicSize(of id: ViewID) -> (width: Double?, height: Double?) {
    // Field by field: a copy of the whole view retained every array it holds.
    let slot = Int(id.rawValue)
    guard let text = tree.views[slot]!.text else {
      return (tree.views[slot]!.content.horizontal.intrinsic, tree.views[slot]!.content.vertical.intrinsic)
    }
    let wrap = text.preferredMaxLayoutWidth ?? text.wrapWidth
    let metrics = textMeasurer(for: text).measure(text, wrappingAt: wrap)
    return (roundedToPixels(metrics.width, notPast: text.lines == 1 ? nil : wrap), roundedToPixels(metrics.height))
  }

  // MARK: - Autoresizing masks

  /// Two required constraints per axis, position then size (reference §5's table).
  private func autoresizingConstraints(_ id: ViewID, _ name: String, _ mask: Autoresizing, _ parent: ViewID) -> [GeneratedConstraint] {
    let reference = mask.superviewSize
    var result: [GeneratedConstraint] = []
    for horizontal in [true, false] {
      let flags = horizontal ? mask.horizontal : mask.vertical
      let (position, extent) = horizontal ? (mask.frame.x, mask.frame.width) : (mask.frame.y, mask.frame.height)
      let total = horizontal ? reference.width : reference.height
      let (locationAttribute, sizeAttribute): (LayoutAttribute, LayoutAttribute) = horizontal ? (.left, .width) : (.top, .height)
      let parentSize = horizontal ? LayoutAttribute.width : .height
      let rest = total - position - extent
      // Location: v.minX == a·S.width + b; size: v.width == c·S.width + d.
      var (a, b, c, d) = (0.0, position, 0.0, extent)
      func share(_ part: Double, _ of: Double) -> Double { of == 0 ? 0.5 : part / of }
      switch (flags[0], flags[1], flags[2]) {
      case (false, false, _): break
      case (true, false, false): (a, b) = (1, -rest - extent)
      case (false, true, false): (c, d) = (1, -(position + rest))
      case (true, false, true):
        let k = share(position, total - extent)
        (a, b) = (k, -k * extent)
      case (true, true, false):
        let k = share(position, total - rest), m = share(extent, total - rest)
        (a, b, c, d) = (k, -k * rest, m, -m * rest)
      case (false, true, true):
        let m = share(extent, total - position)
        (c, d) = (m, -m * position)
      case (true, true, true):
        (a, b, c, d) = (share(position, total), 0, share(extent, total), 0)
      }
      let axisName = horizontal ? "h" : "v"
      // A zero-coefficient term keeps the superview as the container, so the
      // location is measured in its space even when it equals a constant.
      result.append(GeneratedConstraint(
        name: "\(name)-autoresizing-\(axisName)-position",
        spec: ConstraintSpec(
          lhs: [LayoutTerm(id, locationAttribute)], relation: .equal,
          rhs: [LayoutTerm(a, parent, a == 0 ? locationAttribute : parentSize)], constant: b),
        origin: .autoresizing))
      result.append(GeneratedConstraint(
        name: "\(name)-autoresizing-\(axisName)-size",
        spec: ConstraintSpec(
          lhs: [LayoutTerm(id, sizeAttribute)], relation: .equal,
          rhs: c == 0 ? [] : [LayoutTerm(c, parent, parentSize)], constant: d),
        origin: .autoresizing))
    }
    return result
  }
}
