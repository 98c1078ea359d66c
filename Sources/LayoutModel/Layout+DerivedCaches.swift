// Results computed from the layout's structure and kept until it changes:
// one of the layout's named parts (see Layout.swift).

extension Layout {
  struct DerivedCaches: Sendable {
    /// ``Layout/requiredPins()`` as last computed; nil once the structure
    /// changed.
    var pinsCache: [RequiredPins]?
    /// ``Layout/parts()`` as last computed; nil once a constraint linking
    /// variables came or went.
    var partsCache: [Int32]?
    /// ``Layout/linkedVariables()``, made from `partsCache` and dropped with it.
    var linkedCache: [Bool]?
    /// What the last check that every required constraint holds saw
    /// (Diagnostics/Layout+RequiredHold.swift); nil before the first.
    var requiredHold: RequiredHoldWatch?
    /// The last list of unmet wishes, and the frames it was read at
    /// (Diagnostics/Layout+UnmetWatch.swift); nil before the first.
    var unmet: UnmetWatch?
    /// The last ambiguity measurement, and what changed since
    /// (Diagnostics/Layout+AmbiguityCache.swift).
    var ambiguity = AmbiguityCache()
  }
}
