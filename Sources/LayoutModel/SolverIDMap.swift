import Cassowary

/// The layout constraint each solver constraint id stands for: a flat
/// table by the solver's id, which the solver hands out in order.
///
/// A dictionary did the same job, but the report after every command reads
/// it once per unmet wish (`Layout.unmetConstraints()`), and on a list of
/// cards, where each card's title leaves a wish unmet, hashing those ids
/// was 1.8% of the 10,000-command replay. The table holds a slot for every
/// id the solver ever handed out (four bytes each), where the dictionary
/// held only the installed ones.
struct SolverIDMap: Sendable {
  /// By solver id, the layout constraint's id, or -1 for none.
  private var table: [Int32] = []

  /// The layout constraint installed as `id`, if any; setting nil forgets it.
  subscript(id: ConstraintID) -> LayoutConstraintID? {
    get {
      let i = Int(id.rawValue)
      guard i >= 0, i < table.count, table[i] >= 0 else { return nil }
      return LayoutConstraintID(rawValue: table[i])
    }
    set {
      let i = Int(id.rawValue)
      guard i >= 0 else { return }
      if i >= table.count {
        guard newValue != nil else { return }
        table.append(contentsOf: repeatElement(-1, count: i + 1 - table.count))
      }
      table[i] = newValue?.rawValue ?? -1
    }
  }
}
