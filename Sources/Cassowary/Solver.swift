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
///
/// Every public member is in Solver+PublicAPI.swift; the rest is internal.
public struct Solver: Sendable {
  // The solver's state, in named parts. Each part is a struct of plain data
  // (Tableau in Solver+TableauStorage.swift, PricingQueue in
  // Solver+PricingQueue.swift and so on; Objective, ShiftCache, SymbolHeap
  // and Journal next to the code that fills them), and the algorithms are
  // extensions of Solver.
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
  /// Which infeasible row an add's dual pass repairs first (see
  /// `DualOrder`); tests set `.lowestID` to replay the order of before.
  var addDualOrder = DualOrder.mostInfeasible
  /// Counts the calls that can change a value: a variable made or given
  /// up, a constraint added or removed, a constant set (edit variables go
  /// through these). While it reads the same, every value reads the same,
  /// so a caller can keep what it read from them; the ambiguity probes
  /// move values and put them back bit for bit, and do not count.
  public internal(set) var valueRevision: UInt64 = 0

  /// An empty solver: no variables, no constraints.
  public init() {}

  // MARK: - Symbols and variables

  /// A new symbol of `kind`, with its column and per-symbol entries;
  /// `owner` is the constraint whose marker or error it is (-1 for a
  /// variable).
  mutating func makeSymbol(_ kind: Symbol.Kind, owner: Int32 = -1) -> Symbol {
    let id = Int32(tableau.slotOfSymbol.count)
    if id == 0 { reserveSymbolTables(Solver.firstTableCapacity) }
    tableau.slotOfSymbol.append(-1)
    tableau.symbolFacts.append(SymbolFacts(owner: owner, kind: kind))
    tableau.columns.addColumn()
    return Symbol(id: id, kind: kind)
  }

  /// Notes that `symbol`'s owner gave it up (a removed constraint's marker
  /// and error, a released variable), then forgets the released symbols at
  /// the top of the tables that nothing holds any more. Never inside a
  /// transaction, whose rollback restores the tables to a size.
  mutating func release(_ symbol: Symbol) {
    guard symbol.isValid, !journal.isActive, Int(symbol.id) < tableau.symbolFacts.count else { return }
    tableau.symbolFacts[Int(symbol.id)].owner = SymbolFacts.released
    var count = tableau.slotOfSymbol.count
    while count > 0, tableau.symbolFacts[count - 1].owner == SymbolFacts.released,
      isUnused(Symbol(id: Int32(count - 1), kind: tableau.symbolFacts[count - 1].kind))
    {
      count -= 1
    }
    if count < tableau.slotOfSymbol.count { discardNewSymbols(from: count) }
  }

  /// Whether no row holds `symbol`, it is not basic, no priority level
  /// charges it and no edit holds it.
  ///
  /// - Complexity: O(entries in the symbol's column).
  func isUnused(_ symbol: Symbol) -> Bool {
    guard slot(of: symbol) == nil, !objective.hasCost(symbol) else { return false }
    if symbol.kind == .external, constraints.editConstraints[Variable(id: symbol.id)] != nil { return false }
    // The column index may hold stale entries: ask each row it names.
    let column = Int(symbol.id)
    for k in 0..<tableau.columns.count(of: column)
    where lookup(Int(tableau.columns.entry(column, k)), holding: symbol) != nil {
      return false
    }
    return true
  }

  /// Room a fresh solver's tables start with: a small layout (W4's 37
  /// variables make about 250 symbols) otherwise grew each of its six
  /// per-symbol tables, and the row tables, through every doubling from 1.
  static let firstTableCapacity = 256

  private mutating func reserveSymbolTables(_ n: Int) {
    tableau.slotOfSymbol.reserveCapacity(n)
    tableau.symbolFacts.reserveCapacity(n)
    tableau.columns.reserveColumns(n)
    pricing.dirtySymbols.reserveCapacity(n)
  }

  // MARK: - Row access

  @inline(__always)
  func slot(of symbol: Symbol) -> Int? {
    let slot = tableau.slotOfSymbol[Int(symbol.id)]
    return slot >= 0 ? Int(slot) : nil
  }
}
