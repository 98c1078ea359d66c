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
  struct ConstraintRecord: Sendable {
    var expression: LinearExpression
    var relation: Relation
    var strength: Strength
    /// The symbol that identifies the constraint's row in the tableau.
    var marker: Symbol
    /// The second error symbol of an optional equality, or the error of an
    /// optional inequality; `.invalid` otherwise.
    var other: Symbol
    /// The coefficient of `marker` in the constraint's original row; used to
    /// change the constant in place.
    var markerSign: Double
  }

  // MARK: - Tableau storage

  /// By symbol id: the slot of the symbol's row, or -1 when it is non-basic.
  @usableFromInline var slotOfSymbol: [Int32] = []
  /// By symbol id: the symbol's kind, and the constraint whose slack,
  /// error or dummy it is (-1 for a variable). One table for both: a new
  /// symbol appends to it once.
  var symbolFacts: [SymbolFacts] = []
  /// By slot: the rows. A slot keeps its row while the row lives, even
  /// across pivots (only its basic symbol changes), so the column index can
  /// name rows by slot. Free slots hold an empty row.
  @usableFromInline var rows: ContiguousArray<Row> = []
  /// By slot: the basic symbol, or `.invalid` for a free slot.
  var basics: ContiguousArray<Symbol> = []
  /// By slot: the row's rank, higher than the rank of every row it refers
  /// to (see `rank(of:)` in Solver+Definitions.swift).
  var ranks: ContiguousArray<Int64> = []
  /// By slot: whether the row may hold a basic symbol (only a definition
  /// can; see Solver+Definitions.swift). When false, it holds none: a row
  /// that refers to nothing has every new basic symbol substituted into
  /// it, as any row. When true it may have stopped referring (the symbol
  /// it held left the basis), which only spares it substitutions until
  /// an expansion reads it and clears the flag.
  @usableFromInline var refersToRows: ContiguousArray<Bool> = []
  /// Rows made since the solver was created, for their ranks.
  var rowsMade: Int64 = 0
  /// Free slots, reused last-in first-out.
  var freeSlots: [Int32] = []

  /// The column index: by symbol id, slots of the rows that hold the symbol.
  ///
  /// A superset: an entry can go stale (the row lost the symbol, or the slot
  /// was freed) or repeat, and is checked against the row when read. Keeping
  /// it exact would cost a search in the column for every cell that cancels;
  /// stale entries cost one binary search when the column is next read, and
  /// `occurrences` bounds how many pile up (see `noteAppend`).
  var columns = ColumnIndex()
  /// Columns that grew well past their occurrences; compacted after the
  /// current merge (never during one, when a row is half written).
  var columnsToCompact: [Int32] = []
  /// By slot: the pass that last visited the row, so a column read skips
  /// repeated entries without a set.
  var visitMark: [UInt64] = []
  var visitPass: UInt64 = 0

  var objective = Objective()
  /// Symbols whose reduced cost may have changed since the tableau was
  /// last optimal (see `Solver+Pricing.swift`), and the same as flags by id.
  var dirtySymbols: [Int32] = []
  var isDirty: [Bool] = []

  /// The objective of phase one (adding a row through an artificial
  /// variable) or of an ambiguity probe; nil otherwise.
  var auxiliary: Row?
  /// By symbol id, during an ambiguity probe: symbols pinned to zero.
  var pinned: [Bool] = []
  /// While the ambiguity probes pivot, `rowsMade` when they began: pivots
  /// then leave alone the rows of user variables made before (see
  /// `isLeftAloneByProbe`). nil otherwise.
  var probeStartedAtRow: Int64?

  /// Restricted basic symbols whose rows went negative; drained by the dual
  /// simplex, lowest id first.
  var infeasible = SymbolHeap()

  /// Scratch space of the long ratio test (Solver+Breakpoints.swift),
  /// kept to spare an allocation per pivot.
  var breakpoints: [Breakpoint] = []
  var slope: [Double] = []

  /// What a refused add or constant change must undo (see `Journal`).
  var journal = Journal()

  // MARK: - Definitions (Solver+Definitions.swift)

  /// By slot: the value of a row that refers to rows, as of `updateValues`.
  @usableFromInline var cachedValues: ContiguousArray<Double> = []
  /// Whether `cachedValues` holds every basic symbol's value: set by
  /// `updateValues`, cleared by every change.
  @usableFromInline var valuesAreCurrent = true
  /// Scratch space of `expanded`: by symbol id, the coefficients gathered
  /// and whether the symbol is in the list to read back; by slot, how much
  /// of a definition the result takes.
  var expansionSum: [Double] = []
  var expansionTouched: [Bool] = []
  var expansionShare: [Double] = []
  var expansionQueued: [Bool] = []
  var expansionHeap: [Int32] = []
  /// How `updateValues` evaluates the definitions while rows keep their cells.
  var valueProgram = ValueProgram()

  /// Moves whenever a row's cells or a slot's basic symbol change (not
  /// when only constants do), so that what was learnt about where a symbol
  /// sits stays usable until then.
  var shape: UInt64 = 0
  /// Rows rewritten by substitution since the solver was created: the
  /// work of pivoting, as a statistic for tests that compare strategies.
  var substitutionCount = 0
  /// Where the marker last shifted by `setConstant` sits (see
  /// `shiftConstant`).
  var shiftCache = ShiftCache()

  // MARK: - Constraint storage

  var records: [ConstraintRecord?] = []
  var editConstraints: [Variable: ConstraintID] = [:]
  public internal(set) var constraintCount = 0
  /// `Solver.definitionThreshold` for this solver; tests set 0 (every row
  /// that can be a definition is one) or `.max` (none is).
  var definitionLimit = Solver.definitionThreshold

  public init() {}

  /// What a symbol is, besides its id: see `symbolFacts`.
  struct SymbolFacts: Sendable {
    var owner: Int32
    var kind: Symbol.Kind
  }

  // MARK: - Symbols and variables

  mutating func makeSymbol(_ kind: Symbol.Kind, owner: Int32 = -1) -> Symbol {
    let id = Int32(slotOfSymbol.count)
    if id == 0 { reserveSymbolTables(Solver.firstTableCapacity) }
    slotOfSymbol.append(-1)
    symbolFacts.append(SymbolFacts(owner: owner, kind: kind))
    columns.addColumn()
    isDirty.append(false)
    return Symbol(id: id, kind: kind)
  }

  /// Room a fresh solver's tables start with: a small layout (W4's 37
  /// variables make about 250 symbols) otherwise grew each of its six
  /// per-symbol tables, and the row tables, through every doubling from 1.
  static let firstTableCapacity = 256

  private mutating func reserveSymbolTables(_ n: Int) {
    slotOfSymbol.reserveCapacity(n)
    symbolFacts.reserveCapacity(n)
    columns.reserveColumns(n)
    isDirty.reserveCapacity(n)
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
    let slot = slotOfSymbol[Int(variable.id)]
    guard slot >= 0 else { return 0 }
    // A row that refers to no other row holds the value as its constant;
    // the cache holds the others'.
    let value =
      !refersToRows[Int(slot)] ? rows[Int(slot)].constant
      : valuesAreCurrent ? cachedValues[Int(slot)]
      : Solver.evaluate(slot: Int(slot), rows: rows, slots: slotOfSymbol, refers: refersToRows)
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
    return i >= 0 && i < records.count && records[i] != nil
  }

  /// How far the current values are from satisfying constraint `id`:
  /// `|e|` for `e == 0`, `max(0, e)` for `e <= 0`, `max(0, -e)` for `e >= 0`.
  public func violation(of id: ConstraintID) -> Double {
    records.withUnsafeBufferPointer { records in
      let i = Int(id.rawValue)
      guard records[i] != nil else { return 0 }
      return Solver.violation(Solver.residual(at: i, in: records, self), records[i]!.relation)
    }
  }

  /// The value of constraint `id`'s expression (`e` in `e relation 0`) at
  /// the current values: zero when an inequality is tight.
  public func residual(of id: ConstraintID) -> Double {
    records.withUnsafeBufferPointer { Solver.residual(at: Int(id.rawValue), in: $0, self) }
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
    guard valuesAreCurrent else {
      records.withUnsafeBufferPointer { records in
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
    records.withUnsafeBufferPointer { records in
      slotOfSymbol.withUnsafeBufferPointer { slots in
        rows.withUnsafeBufferPointer { rows in
          refersToRows.withUnsafeBufferPointer { refers in
            cachedValues.withUnsafeBufferPointer { cached in
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
    let slot = slotOfSymbol[Int(symbol.id)]
    return slot >= 0 ? Int(slot) : nil
  }
}
