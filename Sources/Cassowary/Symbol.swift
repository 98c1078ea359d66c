/// A column of the simplex tableau.
///
/// Symbols are small values (an id and a kind) so that rows can be stored as
/// contiguous arrays without reference counting. Ids come from one increasing
/// counter, which makes "lowest id first" a deterministic tie-break everywhere.
struct Symbol: Hashable, Comparable, Sendable {
  enum Kind: UInt8, Sendable {
    /// A user variable; unrestricted in sign.
    case external
    /// The slack of an inequality; always >= 0.
    case slack
    /// An error variable of an optional constraint; always >= 0.
    case error
    /// The marker of a required equality; fixed at 0, never pivots.
    case dummy
  }

  var id: Int32
  var kind: Kind

  static let invalid = Symbol(id: -1, kind: .dummy)

  var isValid: Bool { id >= 0 }
  var isExternal: Bool { kind == .external }
  /// Restricted symbols may never take a negative value.
  var isRestricted: Bool { kind == .slack || kind == .error }
  /// Dummies are the only symbols that can never enter the basis.
  var isPivotable: Bool { kind != .dummy }

  static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
}
