// Rows of user variables kept as definitions.
//
// The rows of restricted symbols (slacks, errors, dummies), the objective
// and the auxiliary row are *reduced*: written in non-basic symbols only,
// as the simplex needs. A row whose basic symbol is a user variable is
// never a pivot row of the primal or dual simplex, so it may instead be a
// *definition*: `x = c + Σ a·s`, where `s` may be basic too. A new
// constraint solved for a variable no row holds yet (a card's y in a list:
// `y = previous y + previous height + 8`) is stored as written, four
// cells, instead of with the previous card's y expanded into it, which
// held the markers of every card above (the fill-in that made a
// 10,000-view list's tableau 10 M cells).
//
// Each definition is an identity of the constraints in the solver, so it
// stays true however the basis moves: nothing is substituted into it when
// a symbol it holds becomes basic (it then refers to that symbol's row).
// Only removing a constraint rewrites definitions, because the removed
// marker's meaning goes with it.
//
// No cycle can form: a definition that refers to rows is made only for a
// subject no row holds, and every other row that becomes basic is written
// in non-basic symbols when it does.

extension Solver {
  /// Whether the row in `slot` is a definition (its basic symbol is a user
  /// variable) and so may hold basic symbols.
  @inline(__always)
  func isDefinition(_ slot: Int) -> Bool { basics[slot].isExternal }

  /// Whether `row` holds a basic symbol.
  func holdsBasicSymbol(_ row: Row) -> Bool {
    row.cells.withUnsafeBufferPointer { cells in
      slotOfSymbol.withUnsafeBufferPointer { slots in
        cells.contains { slots[Int($0.symbol.id)] >= 0 }
      }
    }
  }

  /// `row` written in non-basic symbols only: every basic symbol it holds
  /// replaced by its row, through definitions as deep as they go.
  ///
  /// - Complexity: O(cells of the definitions reached + result × log), each
  ///   definition visited once however many paths lead to it.
  mutating func expanded(_ row: Row) -> Row {
    guard holdsBasicSymbol(row) else { return row }
    let order = definitionsReached(from: row)
    prepareExpansionScratch()
    var constant = row.constant
    var touched: [Int32] = []
    // Coefficients gather by symbol id in a dense scratch array; a
    // definition's own coefficient (how much of it the result takes)
    // gathers by slot until every row that refers to it has given its
    // share, which the order guarantees.
    func gather(_ cells: CellArray, times factor: Double) {
      cells.withUnsafeBufferPointer { cells in
        for cell in cells {
          let id = Int(cell.symbol.id)
          let slot = Int(slotOfSymbol[id])
          if slot >= 0 {
            expansionShare[slot] += factor * cell.coefficient
          } else {
            if !expansionTouched[id] {
              expansionTouched[id] = true
              touched.append(Int32(id))
            }
            expansionSum[id] += factor * cell.coefficient
          }
        }
      }
    }
    gather(row.cells, times: 1)
    for slot in order {
      let share = expansionShare[Int(slot)]
      expansionShare[Int(slot)] = 0
      if share == 0 { continue }
      constant += share * rows[Int(slot)].constant
      gather(rows[Int(slot)].cells, times: share)
    }
    touched.sort()
    var result = Row(constant: constant)
    result.cells.reserveCapacity(touched.count)
    for id in touched {
      let c = expansionSum[Int(id)]
      expansionSum[Int(id)] = 0
      expansionTouched[Int(id)] = false
      if !Tolerance.isZero(c) {
        result.cells.append(Row.Cell(symbol: Symbol(id: id, kind: kindOfSymbol[Int(id)]), coefficient: c))
      }
    }
    return result
  }

  /// The slots of the rows `row` refers to, directly or through other
  /// definitions, each before every row it refers to.
  ///
  /// A depth-first walk with an explicit stack (a list of 10,000 cards is
  /// a chain that deep); the reverse of the order rows finish in.
  mutating func definitionsReached(from row: Row) -> [Int32] {
    definitionPass &+= 1
    if definitionMark.count < rows.count {
      definitionMark.append(contentsOf: repeatElement(0, count: rows.count - definitionMark.count))
    }
    let pass = definitionPass
    var finished: [Int32] = []
    // (slot, next cell to look at)
    var stack: [(Int32, Int32)] = []
    func push(_ cells: CellArray) {
      for cell in cells {
        let slot = slotOfSymbol[Int(cell.symbol.id)]
        if slot >= 0 && definitionMark[Int(slot)] != pass {
          definitionMark[Int(slot)] = pass
          if !isDefinition(Int(slot)) {
            finished.append(slot)
            continue
          }
          stack.append((slot, 0))
          descend()
        }
      }
    }
    func descend() {
      while let (slot, next) = stack.last {
        let cells = rows[Int(slot)].cells
        var k = Int(next)
        var pushed = false
        while k < cells.count {
          let child = slotOfSymbol[Int(cells[k].symbol.id)]
          k += 1
          if child >= 0 && definitionMark[Int(child)] != pass {
            definitionMark[Int(child)] = pass
            // A reduced row refers to nothing: it finishes at once.
            if !isDefinition(Int(child)) {
              finished.append(child)
              continue
            }
            stack[stack.count - 1].1 = Int32(k)
            stack.append((child, 0))
            pushed = true
            break
          }
        }
        if !pushed {
          stack.removeLast()
          finished.append(slot)
        }
      }
    }
    push(row.cells)
    finished.reverse()
    return finished
  }

  private mutating func prepareExpansionScratch() {
    let symbols = slotOfSymbol.count
    if expansionSum.count < symbols {
      expansionSum.append(contentsOf: repeatElement(0, count: symbols - expansionSum.count))
      expansionTouched.append(contentsOf: repeatElement(false, count: symbols - expansionTouched.count))
    }
    if expansionShare.count < rows.count {
      expansionShare.append(contentsOf: repeatElement(0, count: rows.count - expansionShare.count))
    }
  }

  // MARK: - Values

  /// Evaluates every definition into the value cache, so that reads are
  /// O(1) until the next change. Call after a batch of changes and before
  /// reading many values (kiwi's `updateVariables`); reads without it are
  /// right, but walk the definitions each time.
  ///
  /// - Complexity: O(cells of all definitions).
  public mutating func updateValues() {
    if valuesAreCurrent { return }
    let count = rows.count
    if cachedValues.count < count {
      cachedValues.append(contentsOf: repeatElement(0, count: count - cachedValues.count))
    }
    if definitionMark.count < count {
      definitionMark.append(contentsOf: repeatElement(0, count: count - definitionMark.count))
    }
    definitionPass &+= 1
    let pass = definitionPass
    var values = ContiguousArray<Double>()
    var marks: [UInt64] = []
    swap(&values, &cachedValues)
    swap(&marks, &definitionMark)
    // (Through buffers: this runs after every command over every row.)
    rows.withUnsafeBufferPointer { rows in
      basics.withUnsafeBufferPointer { basics in
        slotOfSymbol.withUnsafeBufferPointer { slots in
          values.withUnsafeMutableBufferPointer { values in
            marks.withUnsafeMutableBufferPointer { marks in
              Solver.evaluateDefinitions(rows, basics, slots, values, marks, pass)
            }
          }
        }
      }
    }
    swap(&values, &cachedValues)
    swap(&marks, &definitionMark)
    valuesAreCurrent = true
  }

  /// The body of `updateValues`: any other row's value is its constant; a
  /// definition is evaluated once the definitions it refers to are, which
  /// go on the stack above it until then.
  private static func evaluateDefinitions(
    _ rows: UnsafeBufferPointer<Row>, _ basics: UnsafeBufferPointer<Symbol>, _ slots: UnsafeBufferPointer<Int32>,
    _ values: UnsafeMutableBufferPointer<Double>, _ marks: UnsafeMutableBufferPointer<UInt64>, _ pass: UInt64
  ) {
    for slot in 0..<rows.count where !basics[slot].isExternal { values[slot] = rows[slot].constant }
    var stack: [Int32] = []
    for start in 0..<rows.count where basics[start].isExternal && marks[start] != pass {
      stack.append(Int32(start))
      while let top = stack.last {
        let s = Int(top)
        if marks[s] == pass {
          stack.removeLast()
          continue
        }
        var ready = true
        var value = rows[s].constant
        rows[s].cells.withUnsafeBufferPointer { cells in
          for cell in cells {
            let child = Int(slots[Int(cell.symbol.id)])
            guard child >= 0 else { continue }
            if !basics[child].isExternal || marks[child] == pass {
              value += cell.coefficient * values[child]
            } else {
              ready = false
              stack.append(Int32(child))
            }
          }
        }
        if ready {
          values[s] = value
          marks[s] = pass
          stack.removeLast()
        }
      }
    }
  }

  /// The value of the basic symbol of `slot`, evaluated through the
  /// definitions it refers to (no cache).
  @usableFromInline
  func evaluate(slot: Int) -> Double {
    if !holdsBasicSymbol(rows[slot]) { return rows[slot].constant }
    var known: [Int32: Double] = [:]
    var stack: [Int32] = [Int32(slot)]
    while let top = stack.last {
      let s = Int(top)
      if known[top] != nil {
        stack.removeLast()
        continue
      }
      var ready = true
      var value = rows[s].constant
      for cell in rows[s].cells {
        let child = slotOfSymbol[Int(cell.symbol.id)]
        guard child >= 0 else { continue }
        if !isDefinition(Int(child)) {
          value += cell.coefficient * rows[Int(child)].constant
        } else if let v = known[child] {
          value += cell.coefficient * v
        } else {
          ready = false
          stack.append(child)
        }
      }
      if ready {
        known[top] = value
        stack.removeLast()
      }
    }
    return known[Int32(slot)]!
  }
}
