import Cassowary

// UIKit's two-pass layout for wrapping labels: the width a label gets
// decides its height, which can change the width it gets. Labels whose
// surroundings did not change keep their wrap, so a command's cost follows
// what it changed rather than the number of labels.

extension Layout {
  /// UIKit's two-pass layout for wrapping labels with automatic
  /// preferredMaxLayoutWidth: solve, wrap each label at the width it got,
  /// solve again, until no label's wrap width changes (at most 4 rounds).
  ///
  /// A label whose surroundings changed starts again from one line, so its
  /// answer depends on the constraints, not on the width it happened to
  /// have before (a bubble whose text grows must be free to grow, field
  /// case 5). Labels nothing reached keep their wrap: that is what makes a
  /// command's cost follow what it changed rather than the number of labels.
  mutating func settleText() {
    settleTextPasses()
    // Safe areas follow the frames the text gave, and may move them again.
    settleSafeAreas()
  }

  /// The text settle alone (``settleText()`` adds the safe areas').
  mutating func settleTextPasses() {
    forgetRewrapsOfTouched()
    // Without a label there is nothing to wrap. The settled frames are then
    // left as they were: they only tell which labels' surroundings changed,
    // and the first label is new (and a label that starts to wrap again is
    // touched by the change that makes it wrap), so it restarts whatever
    // they say.
    guard textSettle.anyLabelMade else {
      textSettle.touchedSinceSettle.removeAll(keepingCapacity: true)
      return
    }
    // The solver's values are evaluated once per pass (each label read
    // after a change in the pass is evaluated alone), and once at the end
    // for the report, which reads every frame.
    solver.updateValues()
    let labels = wrappingLabels
    let revisionBefore = solver.valueRevision
    let (restart, framesBefore) = labelsToRestart(labels)
    #if DEBUG
      // The neighbours kept since the last change of which constraints are
      // installed must be the ones read afresh.
      if tree.views.count <= 400 {
        var fresh = self
        fresh.textSettle.neighbours = [:]
        assert(fresh.labelsToRestart(labels).restart == restart, "kept neighbours of a label differ from fresh ones")
      }
    #endif
    // Whether this settle changed the solver: when it did not, the frames
    // read to find the labels to restart are the settled ones.
    var rewrapped = false
    // A settle inside this one (removing a stack's spacer settles) keeps
    // its own list and leaves this one's as it found it.
    let enclosing = textSettle.stacksToRebuild
    textSettle.stacksToRebuild = []
    // A restarted label's height changes only with its new wrap, below,
    // when nothing can make a height move a width (see the function).
    let heightsWait = !restart.isEmpty && textSettle.heightsMayWait && heightsWaitForTheirWrap(labels)
    for id in labels where restart.count > Int(id.rawValue) && restart[Int(id.rawValue)] {
      tree.views[Int(id.rawValue)]!.text!.wrapWidth = nil
      rewrapLabel(id, keepingHeight: heightsWait)
      rewrapped = true
    }
    rebuildStacksOfPass()
    for pass in 0..<4 {
      solver.updateValues()
      var changed = false
      for id in labels {
        let wrap = wrapWidth(of: id)
        // Read through the buffer: `tree.views[i]!` copied the whole view
        // (retaining each array in it) for each of 143 labels, every pass.
        let old = tree.views.withUnsafeBufferPointer { $0[Int(id.rawValue)]!.text!.wrapWidth }
        // A label restarted above has no old wrap: nothing to compare.
        guard !Self.sameWrap(old, wrap), old == nil || !breaksTheSame(id, wrappedAt: old, as: wrap) else { continue }
        tree.views[Int(id.rawValue)]!.text!.wrapWidth = wrap
        rewrapLabel(id)
        changed = true
        rewrapped = true
      }
      // A restarted label that got no width stays on one line: its height
      // says so now. Its width's constants are those already; no width
      // reads a height, so the pass needs no repeat for it.
      if pass == 0 && heightsWait {
        for id in labels where restart.count > Int(id.rawValue) && restart[Int(id.rawValue)] {
          if tree.views.withUnsafeBufferPointer({ $0[Int(id.rawValue)]!.text!.wrapWidth }) == nil { rewrapLabel(id) }
        }
      }
      rebuildStacksOfPass()
      if !changed { break }
    }
    textSettle.stacksToRebuild = enclosing
    solver.updateValues()
    // Only a rewrap changes the solver here (the stacks rebuilt are those
    // of rewrapped labels), so without one the frames read at the start
    // are the frames now: reading every frame again was a fifth of a
    // settle that wraps nothing anew.
    recordSettledState(frames: rewrapped || solver.valueRevision != revisionBefore ? nil : framesBefore)
  }

  /// Rebuilds, once each, the fillProportionally stacks whose labels the
  /// pass rewrapped, in tree order (a stack arranged in another may add
  /// its own to the list).
  private mutating func rebuildStacksOfPass() {
    while let pending = textSettle.stacksToRebuild, !pending.isEmpty {
      textSettle.stacksToRebuild = []
      let order = Set(pending)
      for id in viewsInTreeOrder where order.contains(id) { regenerateConstraints(for: id) }
    }
  }

  /// Whether a label wrapped at `old` is wrapped at `new` already: the
  /// solver's round-off (a millionth of a millionth) is no new width.
  private static func sameWrap(_ old: Double?, _ new: Double?) -> Bool {
    guard let old, let new else { return old == nil && new == nil }
    return abs(old - new) <= 1e-9 * max(1, abs(new))
  }

  /// Whether wrapping at `new` breaks the label's lines where wrapping at
  /// `old` did: any width from its widest line up to `old` does, since
  /// every line still fits and no next word fits yet. A wrapped label
  /// hugs its widest line, so without this each wrap cost one more round
  /// of solving, to learn that the narrower width changes nothing.
  ///
  /// Never inlined: inlined into `settleTextPasses`, the call copied the
  /// whole layout (every array retained and released) for each label.
  @inline(never)
  private func breaksTheSame(_ id: ViewID, wrappedAt old: Double?, as new: Double?) -> Bool {
    guard let old, let new, new <= old + 1e-9 * max(1, old), let text = view(id).text else { return false }
    let widest = textMeasurer(for: text).measure(text, wrappingAt: old).width
    return new >= widest - 1e-9 * max(1, widest)
  }

  /// The width a label would wrap at now: its width, or nil when it has none.
  /// Not rounded: the text's width is then exactly the label's.
  ///
  /// Never inlined: inlined into `settleText`, reading the frame made the
  /// optimiser copy the whole layout (every array retained and released)
  /// for each label, in every round.
  @inline(never)
  private func wrapWidth(of id: ViewID) -> Double? {
    let variable = tree.views.withUnsafeBufferPointer { $0[Int(id.rawValue)]!.width }
    let width = solver.value(of: variable)
    return width.cleaned > 0 ? width : nil
  }

  /// Wrapping labels (automatic preferredMaxLayoutWidth), in tree order.
  private var wrappingLabels: [ViewID] {
    viewsInTreeOrder.filter { tree.views[Int($0.rawValue)]!.text?.wrapsAtLayoutWidth == true }
  }

  /// Labels wrapped at some width whose surroundings changed since the last
  /// settle: the label itself, its superview, or a view one constraint away
  /// was touched by a change or has a new frame. Flags by view id (empty
  /// when none): as a set, each of the 143 labels of a list was hashed
  /// into it and out of it again at every settle. With them, every frame
  /// as read for the test (``framesByID()``).
  private mutating func labelsToRestart(_ labels: [ViewID]) -> (restart: [Bool], frames: [Frame]) {
    // By view id: flags, not sets, since every view and many constraints are looked at.
    var dirty = [Bool](repeating: false, count: tree.views.count)
    var anyDirty = false
    for id in textSettle.touchedSinceSettle where Int(id.rawValue) < dirty.count {
      dirty[Int(id.rawValue)] = true
      anyDirty = true
    }
    let frames = framesByID()
    // Through buffers: each view's optional copied out of the table (its
    // arrays retained) and each settled frame read through the state's
    // accessor cost more than the comparison, for every view at every settle.
    tree.views.withUnsafeBufferPointer { views in
      textSettle.settledFrames.withUnsafeBufferPointer { settled in
        frames.withUnsafeBufferPointer { frames in
          dirty.withUnsafeMutableBufferPointer { dirty in
            for index in views.indices where !dirty[index] && views[index] != nil {
              // A wrap width is horizontal: a view that only moved up or down (a
              // card below a taller one) leaves every label's space as it was,
              // since constraints never relate a y position to anything horizontal.
              let now = frames[index]
              if index >= settled.count || now.x != settled[index].x || now.width != settled[index].width
                || now.height != settled[index].height
              {
                dirty[index] = true
                anyDirty = true
              }
            }
          }
        }
      }
    }
    guard anyDirty else { return ([], frames) }
    var restart = [Bool](repeating: false, count: tree.views.count)
    for label in labels where tree.views[Int(label.rawValue)]!.text!.wrapWidth != nil {
      if dirty[Int(label.rawValue)] || tree.views[Int(label.rawValue)]!.parent.map({ dirty[Int($0.rawValue)] }) == true {
        restart[Int(label.rawValue)] = true
        continue
      }
      // The label's constraints, found by the variables they read: the
      // views they read are kept (`neighbours`), since a command that
      // touches one card reads them for every label of the list.
      let near: [ViewID]
      if let known = textSettle.neighbours[label] {
        near = known
      } else {
        near = neighbourViews(of: label)
        textSettle.neighbours[label] = near
      }
      if near.contains(where: { dirty[Int($0.rawValue)] }) { restart[Int(label.rawValue)] = true }
    }
    return (restart, frames)
  }

  /// Forgets the kept neighbours of the labels whose frame reads one of
  /// `variables`: a constraint on them was installed or uninstalled (the
  /// only changes to which constraints read a variable). Other labels'
  /// neighbours stay: a layout's build installs constraints at every
  /// command, and reading every label's again each time cost what the
  /// kept ones save.
  mutating func neighboursChanged(_ variables: [Int32]) {
    guard !textSettle.neighbours.isEmpty else { return }
    var gone: [ViewID] = []
    for label in textSettle.neighbours.keys {
      let k = 4 &* Int(label.rawValue)
      guard k &+ 3 < tree.frameVariables.count else {
        gone.append(label)
        continue
      }
      for f in 0..<4 where variables.contains(tree.frameVariables[k &+ f].id) {
        gone.append(label)
        break
      }
    }
    for label in gone { textSettle.neighbours[label] = nil }
  }

  /// The views read by the installed constraints on `label`'s frame, each
  /// once, in the order first read.
  private func neighbourViews(of label: ViewID) -> [ViewID] {
    var near: [ViewID] = []
    for field in FrameField.allCases {
      let variable = frameVariable(label, field)
      for id in constraintTable.constraintsOfVariable[variable.id] ?? [] {
        let spec = constraintTable.constraints[Int(id.rawValue)]!.spec
        for term in spec.lhs where !near.contains(term.view) { near.append(term.view) }
        for term in spec.rhs where !near.contains(term.view) { near.append(term.view) }
      }
    }
    return near
  }

  /// Keeps every frame (`frames`, when the caller has them as they are
  /// now) for the next settle.
  private mutating func recordSettledState(frames: [Frame]? = nil) {
    // Unset first, so that the read below is a real one.
    textSettle.settledRevision = nil
    textSettle.settledFrames = frames ?? framesByID()
    textSettle.settledRevision = solver.valueRevision
    textSettle.settledShape = tree.shape
    textSettle.touchedSinceSettle.removeAll(keepingCapacity: true)
  }

  /// Evaluates the solver's values, so that reading every frame costs
  /// O(views) until the next change (a frame read before it is right, but
  /// walks the definitions of its variables: see Solver.updateValues).
  public mutating func updateFrames() { solver.updateValues() }

  /// Every view's frame by id (NaN for a removed view). Not mutating: in
  /// a mutating method the closure copied the whole layout for every view.
  /// Reports read every frame, some several times: this reads each once.
  public func framesByID() -> [Frame] {
    // Nothing changed a value, or the views, since the settle read them
    // all (the session reads them again right after every command).
    if textSettle.settledRevision == solver.valueRevision, textSettle.settledShape === tree.shape {
      #if DEBUG
        let fresh = readFramesByID()
        assert(
          fresh.count == textSettle.settledFrames.count
            && zip(fresh, textSettle.settledFrames).allSatisfy { $0.sameBits(as: $1) },
          "the frames kept from the settle differ from the solver's")
      #endif
      return textSettle.settledFrames
    }
    return readFramesByID()
  }

  /// ``framesByID()`` read from the solver.
  private func readFramesByID() -> [Frame] {
    let values = [Double](unsafeUninitializedCapacity: tree.frameVariables.count) { buffer, count in
      tree.frameVariables.withUnsafeBufferPointer { solver.values(of: $0, into: buffer) }
      count = tree.frameVariables.count
    }
    return tree.views.withUnsafeBufferPointer { views in
      [Frame](unsafeUninitializedCapacity: views.count) { frames, count in
        for i in views.indices {
          let k = 4 &* i
          let frame =
            views[i] == nil
            ? Frame(x: .nan, y: .nan, width: .nan, height: .nan)
            : Frame(x: values[k], y: values[k &+ 1], width: values[k &+ 2], height: values[k &+ 3])
          (frames.baseAddress! + i).initialize(to: frame)
        }
        count = views.count
      }
    }
  }
}

extension Layout {
  /// How many lines a label shows now (nil for other views).
  public func lineCount(of id: ViewID) -> Int? {
    guard let text = view(id).text else { return nil }
    return textMeasurer(for: text).measure(text, wrappingAt: text.preferredMaxLayoutWidth ?? text.wrapWidth).lineCount
  }
}

extension Frame {
  /// The same four numbers bit for bit, a NaN (a removed view's) equal to
  /// itself: what reading the same values again gives.
  fileprivate func sameBits(as other: Frame) -> Bool {
    x.bitPattern == other.x.bitPattern && y.bitPattern == other.y.bitPattern
      && width.bitPattern == other.width.bitPattern && height.bitPattern == other.height.bitPattern
  }
}
