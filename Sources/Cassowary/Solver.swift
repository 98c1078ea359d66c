/// An incremental linear constraint solver with strict priority levels.
///
/// This is the Cassowary algorithm (Badros, Borning & Stuckey, "The Cassowary
/// linear arithmetic constraint solving algorithm", ACM TOCHI 8(4), 2001) in
/// the shape kiwi (github.com/nucleic/kiwi) gave it — rows keyed by basic
/// symbols, slack/error/dummy markers per constraint, the dual simplex for
/// edits — with five differences that matter for Auto Layout:
///
/// - **Priorities are lexicographic.** The objective is a vector with one row
///   per priority level (see ``Strength``), so 1,000 violated constraints at
///   250 never outweigh one at 251.
/// - **Failure leaves no trace.** When required constraints cannot all hold,
///   the call throws with the constraints that prove it and the tableau is
///   restored; the solver stays usable.
/// - **A required row with no subject goes in by the dual simplex,** not
///   by phase one through an artificial objective: the tableau stays
///   optimal throughout, and a grid's build takes half the work.
/// - **The ratio test passes kinks.** When the entering symbol brings many
///   optional constraints to zero error at once, it moves on past them
///   while the objective still falls, in one pivot, where kiwi makes one
///   degenerate pivot per constraint.
/// - **Unrestricted variables move both ways.** Entering symbols that are
///   external may decrease as well as increase, so the optimum is found
///   even after removals leave a user variable non-basic.
///
/// The solver is a value type; copying it is cheap until one copy changes.
/// All storage is contiguous and indexed by integer ids, and every tie is
/// broken by the lowest id, so the same calls always give the same answer,
/// bit for bit.
public struct Solver: Sendable {
  // The solver's state, in named parts; each part is plain data in its own
  // file (Solver+<Part>.swift), and the algorithms are extensions of Solver.
  // Hot paths reach a part's tables directly (`tableau.rows[slot]`), which
  // Swift mutates in place; never through a computed property, which would
  // copy the table it returns.

  /// The rows, their basic symbols and the column index.
  @usableFromInline var tableau = Tableau()
  /// The optional constraints' errors, one row per priority level.
  var objective = Objective()
  /// Symbols whose reduced cost to look at when the objective is next priced.
  var pricing = PricingQueue()
  /// The values of definitions as of the last `updateValues`.
  @usableFromInline var definitions = DefinitionCache()
  /// Where the marker last shifted by `setConstant` sits (see
  /// `shiftConstant`).
  var shiftCache = ShiftCache()
  /// Restricted basic symbols whose rows went negative; drained by the dual
  /// simplex, lowest id first.
  var infeasible = SymbolHeap()
  /// An ambiguity probe's objective and pins, while one runs.
  var probe = ProbeState()
  /// Buffers reused from call to call.
  var scratch = Scratch()
  /// What a refused add or constant change must undo (see `Journal`).
  var journal = Journal()
  /// The constraints as given, by id, and the edit variables.
  var constraints = ConstraintStore()
  /// `Solver.definitionThreshold` for this solver; tests set 0 (every row
  /// that can be a definition is one) or `.max` (none is).
  var definitionLimit = Solver.definitionThreshold

  public init() {}

  /// How many constraints the solver holds.
  public var constraintCount: Int { constraints.count }

  // MARK: - Symbols and variables

  mutating func makeSymbol(_ kind: Symbol.Kind, owner: Int32 = -1) -> Symbol {
    let id = Int32(tableau.slotOfSymbol.count)
    if id == 0 { reserveSymbolTables(Solver.firstTableCapacity) }
    tableau.slotOfSymbol.append(-1)
    tableau.symbolFacts.append(SymbolFacts(owner: owner, kind: kind))
    tableau.columns.addColumn()
    pricing.isDirty.append(false)
    return Symbol(id: id, kind: kind)
  }

  /// Room a fresh solver's tables start with: a small layout (W4's 37
  /// variables make about 250 symbols) otherwise grew each of its six
  /// per-symbol tables, and the row tables, through every doubling from 1.
  static let firstTableCapacity = 256

  private mutating func reserveSymbolTables(_ n: Int) {
    tableau.slotOfSymbol.reserveCapacity(n)
    tableau.symbolFacts.reserveCapacity(n)
    tableau.columns.reserveColumns(n)
    pricing.isDirty.reserveCapacity(n)
  }

  /// Makes a new variable. Its value is 0 until constraints say otherwise.
  ///
  /// - Complexity: O(1) amortised.
  public mutating func makeVariable() -> Variable {
    Variable(id: makeSymbol(.external).id)
  }

  /// The current value of `variable`.
  ///
  /// O(1) after ``updateValues()``; after a change and before it, a
  /// variable whose row is a definition is evaluated through the rows it
  /// refers to, so read many values after `updateValues()`.
  ///
  /// Inlinable: a layout reads every value after each change (kiwi's
  /// updateVariables), and a call across the module boundary cost about
  /// as much as the read itself.
  ///
  /// - Complexity: O(1) when values are current.
  @inlinable @inline(__always)
  public func value(of variable: Variable) -> Double {
    let slot = tableau.slotOfSymbol[Int(variable.id)]
    guard slot >= 0 else { return 0 }
    // A row that refers to no other row holds the value as its constant;
    // the cache holds the others'.
    let value =
      !tableau.refersToRows[Int(slot)] ? tableau.rows[Int(slot)].constant
      : definitions.valuesAreCurrent ? definitions.cachedValues[Int(slot)]
      : Solver.evaluate(slot: Int(slot), rows: tableau.rows, slots: tableau.slotOfSymbol, refers: tableau.refersToRows)
    return Tolerance.isZero(value) ? 0 : value
  }

  /// The values of four variables (a view's frame) in one call: a layout
  /// reads every frame after each change, and each call from another
  /// module copied the solver's fields for `self` first.
  ///
  /// - Complexity: O(1).
  public func values(
    of a: Variable, _ b: Variable, _ c: Variable, _ d: Variable
  ) -> (Double, Double, Double, Double) {
    (value(of: a), value(of: b), value(of: c), value(of: d))
  }

  /// Whether `id` names a constraint currently in the solver.
  public func contains(_ id: ConstraintID) -> Bool {
    let i = Int(id.rawValue)
    return i >= 0 && i < constraints.records.count && constraints.records[i] != nil
  }

  /// How far the current values are from satisfying constraint `id`:
  /// `|e|` for `e == 0`, `max(0, e)` for `e <= 0`, `max(0, -e)` for `e >= 0`.
  public func violation(of id: ConstraintID) -> Double {
    constraints.records.withUnsafeBufferPointer { records in
      let i = Int(id.rawValue)
      guard records[i] != nil else { return 0 }
      return Solver.violation(Solver.residual(at: i, in: records, self), records[i]!.relation)
    }
  }

  /// The value of constraint `id`'s expression (`e` in `e relation 0`) at
  /// the current values: zero when an inequality is tight.
  public func residual(of id: ConstraintID) -> Double {
    constraints.records.withUnsafeBufferPointer { Solver.residual(at: Int(id.rawValue), in: $0, self) }
  }

  /// The optional constraints (above the tie-break level) the current
  /// values miss by more than `tolerance`, with how far, in id order: what
  /// a layout reports as unmet after every command, read from the records
  /// alone.
  ///
  /// - Complexity: O(records + terms of the optional constraints).
  public func optionalViolations(beyond tolerance: Double) -> [(id: ConstraintID, error: Double)] {
    violations(of: { !$0.isRequired && $0.value > Strength.tieBreak.value }, isOff: { $0 > tolerance })
  }

  /// The required constraints the current values miss by more than
  /// `tolerance`, with how far, in id order: a check of the tableau's
  /// precision, run after every command of a layout with large numbers.
  ///
  /// - Complexity: O(terms of the required constraints).
  public func requiredViolations(beyond tolerance: Double) -> [(id: ConstraintID, error: Double)] {
    // Not `> tolerance`: a NaN error is a violation here.
    violations(of: \.isRequired, isOff: { !($0 <= tolerance) })
  }

  /// The constraints whose strength `include` accepts and whose violation
  /// `isOff`, with how far, in id order.
  private func violations(
    of include: (Strength) -> Bool, isOff: (Double) -> Bool
  ) -> [(id: ConstraintID, error: Double)] {
    var found: [(id: ConstraintID, error: Double)] = []
    guard definitions.valuesAreCurrent else {
      constraints.records.withUnsafeBufferPointer { records in
        for i in records.indices {
          guard let strength = records[i]?.strength, include(strength) else { continue }
          let error = Solver.violation(Solver.residual(at: i, in: records, self), records[i]!.relation)
          if isOff(error) { found.append((ConstraintID(rawValue: Int32(i)), error)) }
        }
      }
      return found
    }
    // Every value read through tables taken once: read through `self` per
    // term, each record retained and released the symbol table, about a
    // tenth of a 1,000-view session's time (reports run this twice after
    // every command).
    constraints.records.withUnsafeBufferPointer { records in
      tableau.slotOfSymbol.withUnsafeBufferPointer { slots in
        tableau.rows.withUnsafeBufferPointer { rows in
          tableau.refersToRows.withUnsafeBufferPointer { refers in
            definitions.cachedValues.withUnsafeBufferPointer { cached in
              for i in records.indices {
                guard let strength = records[i]?.strength, include(strength) else { continue }
                let record = records[i].unsafelyUnwrapped
                var e = record.expression.constant
                record.expression.terms.withUnsafeBufferPointer { terms in
                  for term in terms {
                    // `value(of:)`, on the tables.
                    let slot = Int(slots[Int(term.variable.id)])
                    let value = slot < 0 ? 0 : refers[slot] ? cached[slot] : rows[slot].constant
                    e += term.coefficient * (Tolerance.isZero(value) ? 0 : value)
                  }
                }
                let error = Solver.violation(e, record.relation)
                if isOff(error) { found.append((ConstraintID(rawValue: Int32(i)), error)) }
              }
            }
          }
        }
      }
    }
    return found
  }

  /// The residual of the record in slot `i` (0 for a removed one), read in
  /// place: binding a record copies it and retains its term array, and
  /// reports evaluate every optional constraint after each command.
  private static func residual(
    at i: Int, in records: UnsafeBufferPointer<ConstraintRecord?>, _ solver: Solver
  ) -> Double {
    guard let constant = records[i]?.expression.constant else { return 0 }
    return records[i]!.expression.terms.withUnsafeBufferPointer { terms in
      var e = constant
      for term in terms { e += term.coefficient * solver.value(of: term.variable) }
      return e
    }
  }

  /// How far `e relation 0` is from holding.
  static func violation(_ e: Double, _ relation: Relation) -> Double {
    switch relation {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(0, e)
    case .greaterThanOrEqual: return max(0, -e)
    }
  }

  // MARK: - Row access

  @inline(__always)
  func slot(of symbol: Symbol) -> Int? {
    let slot = tableau.slotOfSymbol[Int(symbol.id)]
    return slot >= 0 ? Int(slot) : nil
  }
}
