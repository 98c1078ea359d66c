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
    /// How many values the last measurement probed (tests read it).
    var probed = 0

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

  /// The ranges of `variables` (the report's cells), probing only those
  /// whose part may have changed since the last measurement, then keeps
  /// them for the next.
  mutating func cachedRanges(
    _ cells: [(ViewID, FrameField)], _ variables: [Variable]
  ) -> [(lower: Double?, upper: Double?)] {
    // Taken out while it changes, so that its arrays are changed in place.
    var cache = caches.ambiguity
    caches.ambiguity = AmbiguityCache()
    let slots = 4 * tree.views.count
    var stale: [Int] = []
    if cache.isValid && !cache.touchedEverything {
      // The parts the touched variables are in now (a variable made after
      // the parts were computed is a part of its own, past their end).
      let parts = self.parts()
      func part(_ v: Int32) -> Int32 { Int(v) < parts.count ? parts[Int(v)] : v }
      var dirty = Set<Int32>()
      for v in cache.touched { dirty.insert(part(v)) }
      for (i, (id, field)) in cells.enumerated() {
        let k = 4 * Int(id.rawValue) + field.offset
        if k >= cache.variables.count || cache.variables[k] != variables[i].id || dirty.contains(part(variables[i].id)) {
          stale.append(i)
        }
      }
    } else {
      cache.variables = []
      cache.ranges = []
      stale = Array(variables.indices)
    }
    if cache.variables.count < slots {
      cache.variables.append(contentsOf: repeatElement(-1, count: slots - cache.variables.count))
      let open: (lower: Double?, upper: Double?) = (nil, nil)
      cache.ranges.append(contentsOf: repeatElement(open, count: slots - cache.ranges.count))
    }
    if !stale.isEmpty {
      let probed = solver.optimalRangesInPlace(of: stale.count == variables.count ? variables : stale.map { variables[$0] })
      for (j, i) in stale.enumerated() {
        let k = 4 * Int(cells[i].0.rawValue) + cells[i].1.offset
        cache.variables[k] = variables[i].id
        cache.ranges[k] = probed[j]
      }
    }
    let ranges = cells.map { cell in cache.ranges[4 * Int(cell.0.rawValue) + cell.1.offset] }
    cache.isValid = true
    cache.probed = stale.count
    cache.touched = []
    cache.touchedEverything = false
    caches.ambiguity = cache
    return ranges
  }
}

extension Layout {
  /// How many frame values the last ambiguity measurement probed; the
  /// others kept their ranges from the one before.
  var valuesProbedByLastMeasurement: Int { caches.ambiguity.probed }
}
