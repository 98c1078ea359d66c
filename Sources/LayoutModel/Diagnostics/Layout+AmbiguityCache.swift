import Cassowary

// Ambiguity measured where it can have changed, not everywhere.
//
// Where no installed constraint links two variables (directly or through
// others), they are in different parts (Layout+Parts.swift), and the
// optimal face of the whole layout is the product of each part's own: a
// value's range depends on its part alone. So after a command, only the
// frame values whose part holds a variable that the command touched (a
// constraint installed, taken out or given a new constant, a view made)
// are probed again; every other view keeps the ranges measured before. A
// view added among 10,000 siblings is probed alone, where probing all of
// them after every command made adding them one at a time quadratic
// (180 s for 10,000).
//
// The kept ranges are read by view (`appendOpenValues`), and a refresh
// says which views it probed again, so that a report can rebuild only
// their entries: listing every open value of every view after every
// command was most of what a report still cost at 10,000 views.

extension Layout {
  /// The ranges of the last ambiguity measurement, kept until the parts
  /// they were measured in change.
  struct AmbiguityCache: Sendable {
    /// By view slot, four apiece: the ids of the variables measured (to
    /// tell a slot that a new view took since; -1 for none), and their ranges.
    var variables: [Int32] = []
    var ranges: [(lower: Double?, upper: Double?)] = []
    /// Whether `variables` and `ranges` hold a measurement at all.
    var isValid = false
    /// Variables whose part may have changed since that measurement.
    var touched: [Int32] = []
    /// More touched than is worth sorting out: measure everything.
    var touchedEverything = false
    /// Constant changes since that measurement, each with the constant the
    /// solver held before it (see ``Layout/ambiguityConstantChanging(_:solverID:)``);
    /// their variables count as touched only if the constant did not come
    /// back by the next refresh.
    var constantNotes: [ConstantNote] = []
    /// How many values the last measurement measured again, and how many
    /// of those it probed in the solver (tests read them).
    var probed = 0
    var solverProbed = 0
    /// Which measurement `ranges` holds: a new one at every refresh, so
    /// that a report can tell whether the ranges it showed last are the
    /// ones kept here (see ``Layout/refreshOpenValues(shownIn:)``).
    var measurement: AmbiguityMeasurement?

    /// Beyond this many touched variables a full measurement is as cheap.
    static let touchedLimit = 4096
  }

  /// Notes that the variables of a constraint were linked, unlinked or
  /// moved, or are new: their parts are measured again.
  mutating func ambiguityTouched<Variables: Sequence<Int32>>(_ variables: Variables) {
    guard caches.ambiguity.isValid, !caches.ambiguity.touchedEverything else { return }
    caches.ambiguity.touched.append(contentsOf: variables)
    if caches.ambiguity.touched.count > AmbiguityCache.touchedLimit {
      caches.ambiguity.touchedEverything = true
      caches.ambiguity.touched = []
    }
  }

  /// Brings the kept ambiguity ranges up to date: probes the frame values
  /// whose part may have changed since the last refresh (every value of
  /// every view but stack guides when there was none), and keeps the
  /// others. Read the ranges with ``appendOpenValues(of:to:)``.
  ///
  /// `shown`: the measurement (``ambiguityMeasurement``) whose ranges the
  /// caller last listed, if it knows it. When it is the one kept here,
  /// only the views whose listed values differ from it are returned: a
  /// value probed again often lists the same as before (a determined one
  /// lists nothing wherever it moved, and a height constant leaves every
  /// card's open widths as they were), and a report rebuilt and compared
  /// the entries of every view probed again.
  ///
  /// - Returns: the positions in ``viewsInTreeOrder`` of the views whose
  ///   values were probed again (with `shown` the kept measurement, of
  ///   those whose listed values changed), ascending; nil when every
  ///   view's were (the first refresh, a rebuilt layout, or a change that
  ///   touched too much to sort out).
  /// - Complexity: one pass over the views' variables, with two table
  ///   reads each, plus the probes of the values that may have changed.
  public mutating func refreshOpenValues(shownIn shown: AmbiguityMeasurement? = nil) -> [Int]? {
    touchChangedConstants()
    // Taken out while it changes, so that its arrays are changed in place.
    var cache = caches.ambiguity
    caches.ambiguity = AmbiguityCache()
    let everything = !cache.isValid || cache.touchedEverything
    // Whether the ranges kept here are the ones the caller listed, so that
    // a value measured again can be compared with what it listed.
    let comparesShown = !everything && shown != nil && shown === cache.measurement
    // By view slot: whether a value of the view lists differently now.
    var listsDifferently = [Bool](repeating: false, count: comparesShown ? tree.views.count : 0)
    if everything {
      cache.variables = []
      cache.ranges = []
    }
    let slots = 4 * tree.views.count
    if cache.variables.count < slots {
      cache.variables.append(contentsOf: repeatElement(-1, count: slots - cache.variables.count))
      let open: (lower: Double?, upper: Double?) = (nil, nil)
      cache.ranges.append(contentsOf: repeatElement(open, count: slots - cache.ranges.count))
    }
    var staleViews: [Int] = []
    var staleCount = 0
    // The values to probe in the solver, and where their ranges go. Sized
    // for every value up front and written through buffers: grown by
    // appends, these tables were reallocated and checked for uniqueness
    // value by value after every command (a third of this function's own
    // cost in the 10,000-command replay, where a rotation makes every
    // value stale).
    var probeSlots: [Int] = []
    var probeVariables: [Variable] = []
    if everything || !cache.touched.isEmpty {
      // Parts by variable id, and which are dirty, as flat tables: a set
      // lookup per frame value was a third of a report at 10,000 views.
      var parts: [Int32] = []
      var linked: [Bool] = []
      if !everything {
        parts = self.parts()
        linked = self.linkedVariables()
      }
      var dirty = [Bool](repeating: false, count: everything ? 0 : solver.symbolCount)
      for v in cache.touched {
        let p = Int(v) < parts.count ? Int(parts[Int(v)]) : Int(v)
        if p < dirty.count { dirty[p] = true }
      }
      // (Filled with any variable, overwritten before it is read.)
      probeVariables = tree.frameVariables.first.map { [Variable](repeating: $0, count: slots) } ?? []
      let capacity = probeVariables.count
      probeSlots = [Int](repeating: 0, count: capacity)
      staleViews.reserveCapacity(tree.treeOrder.count)
      var probeCount = 0
      probeSlots.withUnsafeMutableBufferPointer { probeSlots in
        probeVariables.withUnsafeMutableBufferPointer { probeVariables in
          cache.variables.withUnsafeMutableBufferPointer { cachedVariables in
            cache.ranges.withUnsafeMutableBufferPointer { cachedRanges in
              tree.views.withUnsafeBufferPointer { views in
                tree.frameVariables.withUnsafeBufferPointer { variables in
                  parts.withUnsafeBufferPointer { parts in
                    dirty.withUnsafeBufferPointer { dirty in
                      linked.withUnsafeBufferPointer { linked in
                        listsDifferently.withUnsafeMutableBufferPointer { listsDifferently in
                          for (position, id) in tree.treeOrder.enumerated() where !views[Int(id.rawValue)]!.isStackGuide {
                            let k = 4 &* Int(id.rawValue)
                            // Value by value, not view by view: a view's x and width
                            // are in another part than its y and height whenever no
                            // constraint ties the two axes, so a height constant
                            // leaves every horizontal range where it was.
                            var anyStale = false
                            for f in 0..<4 {
                              let variable = variables[k &+ f]
                              let v = variable.id
                              if !everything {
                                let p = Int(v) < parts.count ? Int(parts[Int(v)]) : Int(v)
                                guard cachedVariables[k &+ f] != v || p >= dirty.count || dirty[p] else { continue }
                              }
                              anyStale = true
                              staleCount &+= 1
                              // A value no installed constraint reads but its own
                              // non-negativity needs no probe: the probe's passes over
                              // every symbol in the solver were most of what adding a
                              // view cost among thousands. A variable that shares its
                              // part with another is read by a constraint that reads
                              // another variable too: not isolated, and no need to
                              // look its constraints up by name (a hashed lookup for
                              // each value, after every command, was a twentieth of
                              // the 10,000-command script).
                              let isLinked = Int(v) < linked.count && linked[Int(v)]
                              if k &+ f >= 4, !isLinked, let range = isolatedRange(of: variable) {
                                if comparesShown
                                  && (cachedVariables[k &+ f] != v || !Layout.listsTheSame(cachedRanges[k &+ f], range))
                                {
                                  listsDifferently[Int(id.rawValue)] = true
                                }
                                cachedVariables[k &+ f] = v
                                cachedRanges[k &+ f] = range
                              } else {
                                probeSlots[probeCount] = k &+ f
                                probeVariables[probeCount] = variable
                                probeCount &+= 1
                              }
                            }
                            if anyStale { staleViews.append(position) }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
      probeSlots.removeLast(capacity - probeCount)
      probeVariables.removeLast(capacity - probeCount)
    }
    if !probeVariables.isEmpty {
      let probed = solver.optimalRangesInPlace(of: probeVariables)
      cache.variables.withUnsafeMutableBufferPointer { cachedVariables in
        cache.ranges.withUnsafeMutableBufferPointer { cachedRanges in
          for (j, k) in probeSlots.enumerated() {
            if comparesShown
              && (cachedVariables[k] != probeVariables[j].id || !Layout.listsTheSame(cachedRanges[k], probed[j]))
            {
              listsDifferently[k / 4] = true
            }
            cachedVariables[k] = probeVariables[j].id
            cachedRanges[k] = probed[j]
          }
        }
      }
    }
    if comparesShown {
      // Every view probed again lists what it listed, but these.
      staleViews.removeAll { !listsDifferently[Int(tree.treeOrder[$0].rawValue)] }
    }
    cache.isValid = true
    cache.probed = staleCount
    cache.solverProbed = probeVariables.count
    cache.touched = []
    cache.touchedEverything = false
    cache.measurement = AmbiguityMeasurement()
    caches.ambiguity = cache
    return everything ? nil : staleViews
  }

  /// The range of a frame variable that no installed constraint reads
  /// (any value), or only its view's own `width >= 0` or `height >= 0`
  /// (any value from that constraint's floor): what probing it would find,
  /// since only constraints put a variable in the objective or bound it.
  /// Nil for any other variable. Not for the root, whose origin the solver
  /// pins alone.
  ///
  /// The floor is read from the constraint as the solver holds it, not
  /// taken as 0: the rule binds the alignment rect, so a frame's floor is
  /// its alignment insets' sum, -4 for insets of -2 at each side (the
  /// frame then reaches inside the rect), 4 for a slider's 2 at each side.
  private func isolatedRange(of variable: Variable) -> (lower: Double?, upper: Double?)? {
    guard let readers = constraintTable.constraintsOfVariable[variable.id], !readers.isEmpty else { return (nil, nil) }
    guard readers.count == 1, let c = constraintTable.constraints[Int(readers[0].rawValue)], c.origin == .nonNegativeSize,
      c.solverVariables == [variable.id], c.spec.relation == .greaterThanOrEqual, c.spec.lhs.count == 1,
      c.spec.lhs[0].coefficient == 1, c.spec.rhs.isEmpty
    else { return nil }
    // Lowered, `variable + constant >= 0`.
    return (-compiledConstant(of: c.spec), nil)
  }

  /// The range of a frame value as the last ``refreshOpenValues(shownIn:)``
  /// measured it, when nothing has changed since (no part touched); nil
  /// otherwise, or for a value it did not measure (a stack guide's).
  ///
  /// What a probe of the value would find now: the refresh keeps every
  /// range equal to a full measurement's (checked in debug builds after
  /// every report), and untouched, nothing moved. `why` asks whether a
  /// value is fixed right after the report measured them all; probing it
  /// again cost the probes' passes over every symbol of the solver.
  func keptRange(of id: ViewID, _ field: FrameField) -> (lower: Double?, upper: Double?)? {
    guard caches.ambiguity.isValid, caches.ambiguity.touched.isEmpty, caches.ambiguity.constantNotes.isEmpty,
      !caches.ambiguity.touchedEverything, !isStackGuide(id)
    else { return nil }
    let k = 4 * Int(id.rawValue) + field.offset
    guard k < caches.ambiguity.variables.count, caches.ambiguity.variables[k] == frameVariable(id, field).id else {
      return nil
    }
    return caches.ambiguity.ranges[k]
  }

  /// Appends the open values of `id` (none for a stack guide) as the last
  /// ``refreshOpenValues(shownIn:)`` measured them, in `FrameField` order.
  public func appendOpenValues(of id: ViewID, to result: inout [Ambiguity]) {
    guard !isStackGuide(id) else { return }
    let k = 4 * Int(id.rawValue)
    for field in FrameField.allCases {
      let range = caches.ambiguity.ranges[k + field.offset]
      if Layout.isClosed(range) { continue }
      // Closures, not key paths: `map(\.cleaned)` went through the
      // runtime's generic key-path read.
      result.append(Ambiguity(view: id, field: field, min: range.lower.map { $0.cleaned }, max: range.upper.map { $0.cleaned }))
    }
  }

  /// The frame values the report checks, in tree order: every field of
  /// every view but stack guides (which use one axis only; their other axis
  /// is deliberately left open and is not the person's concern).
  func ambiguityCells() -> (cells: [(ViewID, FrameField)], variables: [Variable]) {
    var cells: [(ViewID, FrameField)] = []
    var variables: [Variable] = []
    cells.reserveCapacity(4 * viewsInTreeOrder.count)
    variables.reserveCapacity(4 * viewsInTreeOrder.count)
    for id in viewsInTreeOrder where !isStackGuide(id) {
      for field in FrameField.allCases {
        cells.append((id, field))
        variables.append(frameVariable(id, field))
      }
    }
    return (cells, variables)
  }
}

/// One refresh of a layout's ambiguity ranges (``Layout/refreshOpenValues(shownIn:)``),
/// told apart from every other by identity: copies of a layout refresh on
/// their own, so a count could repeat where an object cannot.
public final class AmbiguityMeasurement: Sendable {}

extension Layout {
  /// The measurement the kept ambiguity ranges come from (nil before the
  /// first): a report keeps it with the open values it listed from them,
  /// and passes it to the next ``refreshOpenValues(shownIn:)``.
  public var ambiguityMeasurement: AmbiguityMeasurement? { caches.ambiguity.measurement }

  /// Whether a value with this range is left out of the open values
  /// (``appendOpenValues(of:to:)``): bounded both ways, and no wider than
  /// round-off.
  @inline(__always)
  static func isClosed(_ range: (lower: Double?, upper: Double?)) -> Bool {
    guard let lower = range.lower, let upper = range.upper else { return false }
    return upper - lower <= 1e-7
  }

  /// Whether two ranges of a value list the same: both left out, or the
  /// same numbers bit for bit (what is listed is read from them alone).
  @inline(__always)
  static func listsTheSame(_ a: (lower: Double?, upper: Double?), _ b: (lower: Double?, upper: Double?)) -> Bool {
    if isClosed(a) && isClosed(b) { return true }
    return a.lower?.bitPattern == b.lower?.bitPattern && a.upper?.bitPattern == b.upper?.bitPattern
  }
}

extension Layout {
  /// How many frame values the last ambiguity measurement probed; the
  /// others kept their ranges from the one before.
  var valuesProbedByLastMeasurement: Int { caches.ambiguity.probed }
  /// How many of those the solver probed; the others no constraint reads
  /// but their view's own non-negativity.
  var valuesProbedInSolverByLastMeasurement: Int { caches.ambiguity.solverProbed }
}
