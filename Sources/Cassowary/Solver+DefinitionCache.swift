// The values of definitions, kept between reads: one of the solver's named
// parts (see Solver.swift; what a definition is, Solver+Definitions.swift).

extension Solver {
  /// The value of every row that refers to rows, as of `updateValues`.
  @usableFromInline
  struct DefinitionCache: Sendable {
    /// By slot: the value of a row that refers to rows, as of `updateValues`.
    @usableFromInline var cachedValues: ContiguousArray<Double> = []
    /// Whether `cachedValues` holds every basic symbol's value: set by
    /// `updateValues`, cleared by every change.
    @usableFromInline var valuesAreCurrent = true
    /// How `updateValues` evaluates the definitions while rows keep their
    /// cells.
    var valueProgram = ValueProgram()
  }
}
