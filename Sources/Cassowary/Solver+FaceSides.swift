// Ranges of definitions that move one way, read without expanding them.
//
// A definition that refers to rows is expanded to be probed, and along a
// chain (a row of views with only minimum widths: each x is the x before
// it, a width and a gap) every x holds the slack of every width before
// it: expanding each after every command was quadratic in the chain.
//
// Read once, children first, the rows tell more. When every free symbol
// that may move reaches a row with one sign, and each is restricted (a
// slack or an error, never below zero on the face), none can cancel
// another: the row moves one way only. It moves without bound when one of
// those symbols does. When each of them is also bounded by rows that hold
// no other symbol that may move, the face is a box in them: each reaches
// its far end whatever the others do, so the row's far end is the sum of
// theirs, times their coefficients. Otherwise the row is probed as before.

extension Solver {
  /// How a row moves on the optimal face, as far as its cells tell, read at
  /// the optimum before any probe.
  enum FaceSide: UInt8 {
    /// Not read: the row is probed as usual.
    case unknown
    /// No free symbol that may move reaches it.
    case still
    /// Only restricted free symbols reach it, all with a positive
    /// coefficient: it cannot fall below its value.
    case rises
    /// The same with negative coefficients: it cannot rise.
    case falls
    /// Anything else: the row is probed as usual.
    case mixed
  }

  /// The sides of the open definitions among some variables' rows and of
  /// the open rows they reach, and how far each one-way row reaches.
  ///
  /// Its tables by slot and by symbol id are the probes' kept ones
  /// (`ProbeTables`), all zero when it takes them: it notes the entries it
  /// writes and clears them when it gives them back (`giveBack(to:)`).
  struct FaceSides {
    private(set) var side: [FaceSide]
    /// By slot, for rows that rise (fall): how far above (below) its value
    /// the row reaches on the face; ±infinity without bound, NaN when the
    /// cells do not tell (and for every row not in `order`).
    private var reaches: [Double]
    /// Rows read, each after every row it refers to.
    private var order: [Int32] = []
    // The free symbols and the rows each row refers to, with their
    // coefficients, pooled in `order`'s order: `start` and `end` by slot.
    private var freeSymbols: [Symbol] = []
    private var freeCoefficients: [Double] = []
    /// Whether the symbol's rows hold no other symbol that may move.
    private var freeBoxed: [Bool] = []
    private var childSlots: [Int32] = []
    private var childCoefficients: [Double] = []
    private var start: [(free: Int32, child: Int32)]
    private var end: [(free: Int32, child: Int32)]
    /// By symbol id: 0 not checked yet, 1 boxed, 2 not (an array, not a
    /// dictionary: hashing each free symbol of a chain after every command
    /// cost half as much again as the rest of this).
    private var boxedByID: [UInt8]
    /// The ids written in `boxedByID`.
    private var boxedWritten: [Int32] = []

    /// Takes the kept tables out of `tables` (all zero, sized for the
    /// tableau), so that they are written in place.
    init(takingFrom tables: inout ProbeTables) {
      side = []
      reaches = []
      start = []
      end = []
      boxedByID = []
      swap(&side, &tables.side)
      swap(&reaches, &tables.reaches)
      swap(&start, &tables.start)
      swap(&end, &tables.end)
      swap(&boxedByID, &tables.boxed)
    }

    /// Clears every entry written and puts the tables back into `tables`.
    mutating func giveBack(to tables: inout ProbeTables) {
      for slot in order {
        side[Int(slot)] = .unknown
        reaches[Int(slot)] = .nan
      }
      for id in boxedWritten { boxedByID[Int(id)] = 0 }
      swap(&side, &tables.side)
      swap(&reaches, &tables.reaches)
      swap(&start, &tables.start)
      swap(&end, &tables.end)
      swap(&boxedByID, &tables.boxed)
    }

    /// The range of the row in `slot`, whose value is `value`, when its
    /// cells and its symbols' probes tell it; nil when it must be probed.
    func range(of slot: Int, at value: Double) -> (lower: Double?, upper: Double?)? {
      switch side[slot] {
      case .still:
        return (value, value)
      case .rises:
        let r = reaches[slot]
        return r.isNaN ? nil : (value, r.isInfinite ? nil : value + r)
      case .falls:
        let r = reaches[slot]
        return r.isNaN ? nil : (r.isInfinite ? nil : value + r, value)
      case .unknown, .mixed:
        return nil
      }
    }

    /// The free symbols of the one-way rows, each as often as a row holds
    /// it: `reach` needs to know which of them move, and how far.
    var oneWaySymbols: [Symbol] {
      var symbols: [Symbol] = []
      for slot32 in order where side[Int(slot32)] == .rises || side[Int(slot32)] == .falls {
        symbols.append(contentsOf: freeSymbols[Int(start[Int(slot32)].free)..<Int(end[Int(slot32)].free)])
      }
      return symbols
    }

    /// Works out how far each one-way row reaches, children first, from
    /// which free symbols move (`moves[id] == 2`) and their ranges.
    ///
    /// `movingIndex`, by symbol id: 1 + the index of the symbol's range in
    /// `movingRanges`, 0 for none.
    mutating func reach(moves: [UInt8], movingIndex: [Int32], movingRanges: [(lower: Double?, upper: Double?)]) {
      // (`reaches` is NaN for every row until written below, children first.)
      for slot32 in order {
        let slot = Int(slot32)
        let rises = side[slot] == .rises
        guard rises || side[slot] == .falls else { continue }
        let unbounded: Double = rises ? .infinity : -.infinity
        var total = 0.0
        var known = true
        for k in Int(start[slot].child)..<Int(end[slot].child) {
          let r = reaches[Int(childSlots[k])]
          if r.isInfinite {
            total = unbounded
            break
          }
          if r.isNaN { known = false } else { total += childCoefficients[k] * r }
        }
        if total != unbounded {
          for k in Int(start[slot].free)..<Int(end[slot].free) {
            let id = freeSymbols[k].id
            guard moves[Int(id)] == 2, movingIndex[Int(id)] != 0 else { continue }
            let range = movingRanges[Int(movingIndex[Int(id)]) - 1]
            guard let upper = range.upper else {
              total = unbounded
              break
            }
            if freeBoxed[k] { total += freeCoefficients[k] * upper } else { known = false }
          }
        }
        reaches[slot] = total == unbounded || known ? total : .nan
      }
    }

    fileprivate mutating func noteOrder(_ slot: Int32) { order.append(slot) }
  }

  /// Reads the sides of the open definitions among `variables`' rows that
  /// refer to rows (see `FaceSides`). `mayMove` tells a free symbol not yet
  /// known to stay put.
  ///
  /// The result holds `tables`' tables by slot and by symbol until its
  /// `giveBack(to:)`.
  func faceSides(
    of variables: [Variable], rowHasOpen: [Bool], tables: inout ProbeTables, isFree: (Symbol) -> Bool,
    mayMove: (Int) -> Bool
  ) -> FaceSides {
    var sides = FaceSides(takingFrom: &tables)
    // Depth first, without recursion: a chain may be thousands of rows deep.
    var stack: [(slot: Int32, read: Bool)] = []
    for variable in variables {
      guard let root = slot(of: variable.symbol), rowHasOpen[root], tableau.refersToRows[root], sides.side[root] == .unknown
      else { continue }
      stack.append((Int32(root), false))
      while let (slot32, read) = stack.popLast() {
        let slot = Int(slot32)
        if read {
          readSide(slot, into: &sides, rowHasOpen: rowHasOpen, isFree: isFree, mayMove: mayMove)
          sides.noteOrder(slot32)
          continue
        }
        guard sides.side[slot] == .unknown else { continue }
        // Marked, so that a row reached twice is read once.
        sides.setSide(.mixed, of: slot)
        stack.append((slot32, true))
        guard tableau.refersToRows[slot] else { continue }
        for cell in tableau.rows[slot].cells {
          let child = Int(tableau.slotOfSymbol[Int(cell.symbol.id)])
          if child >= 0 && rowHasOpen[child] && sides.side[child] == .unknown { stack.append((Int32(child), false)) }
        }
      }
    }
    return sides
  }

  /// Reads the side of the row in `slot` from its own free symbols and the
  /// sides of the rows it refers to (read already), pooling both.
  private func readSide(
    _ slot: Int, into sides: inout FaceSides, rowHasOpen: [Bool], isFree: (Symbol) -> Bool, mayMove: (Int) -> Bool
  ) {
    sides.beginRow(slot)
    var side = FaceSide.still
    func join(_ rises: Bool) {
      let s: FaceSide = rises ? .rises : .falls
      if side == .still { side = s } else if side != s { side = .mixed }
    }
    for cell in tableau.rows[slot].cells {
      let id = Int(cell.symbol.id)
      let child = Int(tableau.slotOfSymbol[id])
      if child >= 0 {
        // Only a definition holds basic symbols; a row that is not open
        // holds nothing that moves.
        guard rowHasOpen[child] else { continue }
        switch sides.side[child] {
        case .still: continue
        case .rises: join(cell.coefficient > 0)
        case .falls: join(cell.coefficient < 0)
        case .unknown, .mixed: side = .mixed
        }
        sides.addChild(child, cell.coefficient)
      } else {
        guard isFree(cell.symbol) && mayMove(id) else { continue }
        if cell.symbol.isRestricted { join(cell.coefficient > 0) } else { side = .mixed }
        let boxed = sides.boxed(Int32(id)) {
          isBoxed(cell.symbol, isFree: isFree, mayMove: mayMove)
        }
        sides.addFree(cell.symbol, cell.coefficient, boxed: boxed)
      }
    }
    sides.endRow(slot, side: side)
  }

  /// Whether every row that bounds `symbol` (a row of a slack or an
  /// error, which may not go below zero) holds no other free symbol that
  /// may move: then nothing else on the face limits how far it goes.
  private func isBoxed(_ symbol: Symbol, isFree: (Symbol) -> Bool, mayMove: (Int) -> Bool) -> Bool {
    let id = Int(symbol.id)
    for k in 0..<tableau.columns.count(of: id) {
      let slot = Int(tableau.columns.entry(id, k))
      // (A column may name slots that are gone: lookup checks first.)
      guard lookup(slot, holding: symbol) != nil, tableau.basics[slot].isRestricted else { continue }
      for cell in tableau.rows[slot].cells where cell.symbol.id != symbol.id {
        if isFree(cell.symbol) && mayMove(Int(cell.symbol.id)) { return false }
      }
    }
    return true
  }
}

extension Solver.FaceSides {
  fileprivate mutating func setSide(_ s: Solver.FaceSide, of slot: Int) { side[slot] = s }

  fileprivate mutating func beginRow(_ slot: Int) {
    start[slot] = (Int32(freeSymbols.count), Int32(childSlots.count))
  }

  fileprivate mutating func endRow(_ slot: Int, side s: Solver.FaceSide) {
    end[slot] = (Int32(freeSymbols.count), Int32(childSlots.count))
    side[slot] = s
  }

  fileprivate mutating func addChild(_ slot: Int, _ coefficient: Double) {
    childSlots.append(Int32(slot))
    childCoefficients.append(coefficient)
  }

  fileprivate mutating func addFree(_ symbol: Symbol, _ coefficient: Double, boxed: Bool) {
    freeSymbols.append(symbol)
    freeCoefficients.append(coefficient)
    freeBoxed.append(boxed)
  }

  /// Whether the symbol `id` is boxed, worked out once by `check`.
  fileprivate mutating func boxed(_ id: Int32, _ check: () -> Bool) -> Bool {
    let known = boxedByID[Int(id)]
    if known != 0 { return known == 1 }
    let b = check()
    boxedByID[Int(id)] = b ? 1 : 2
    boxedWritten.append(id)
    return b
  }
}
