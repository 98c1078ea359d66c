import Cassowary

extension Layout {
  // MARK: - Lookup

  /// The constraint with this id, copied out of the layout.
  ///
  /// - Precondition: `id` names a constraint that still exists.
  public func constraint(_ id: LayoutConstraintID) -> LayoutConstraint {
    constraintTable.constraints[Int(id.rawValue)]!
  }

  /// The constraint with this name, if any.
  public func constraint(named name: String) -> LayoutConstraintID? { constraintTable.constraintsByName[name] }

  /// The constant of constraint `id` when it exists with this name and,
  /// but for its constant, this spec; nil otherwise. Read in place:
  /// reports ask it of every unmet wish after every command (to reuse the
  /// wish's text, or reprint only its constant), and ``constraint(_:)``
  /// copies the whole constraint.
  public func constant(
    of id: LayoutConstraintID, ifNamed name: String, asIn spec: ConstraintSpec
  ) -> Double? {
    constraintTable.constraints.withUnsafeBufferPointer { buffer in
      let i = Int(id.rawValue)
      guard i < buffer.count, buffer[i] != nil else { return nil }
      // Field by field through the optional, not bound: a binding copies
      // the constraint, retaining its name and arrays.
      guard buffer[i]!.name == name, buffer[i]!.spec.relation == spec.relation,
        buffer[i]!.spec.priority == spec.priority, buffer[i]!.spec.lhs == spec.lhs, buffer[i]!.spec.rhs == spec.rhs
      else { return nil }
      return buffer[i]!.spec.constant
    }
  }

  /// A constraint's shape without its name or its arrays: cheap to pass
  /// around for scans that run after every command.
  public struct Shape: Sendable {
    @inlinable init(
      id: LayoutConstraintID, origin: ConstraintOrigin, isActive: Bool, priority: LayoutPriority, relation: Relation,
      lhs: LayoutTerm?, rhs: LayoutTerm?, termCount: (lhs: Int, rhs: Int)
    ) {
      self.id = id
      self.origin = origin
      self.isActive = isActive
      self.priority = priority
      self.relation = relation
      self.lhs = lhs
      self.rhs = rhs
      self.termCount = termCount
    }
    /// The constraint's id.
    public let id: LayoutConstraintID
    /// Who made the constraint.
    public let origin: ConstraintOrigin
    /// Whether the person has it activated (it may still be broken).
    public let isActive: Bool
    /// The constraint's priority.
    public let priority: LayoutPriority
    /// The constraint's relation.
    public let relation: Relation
    /// The first term on each side; `termCount` says how many there are.
    public let lhs: LayoutTerm?
    /// The first term on the right, nil for a constant alone.
    public let rhs: LayoutTerm?
    /// How many terms each side has, so a scan can skip shapes it does not handle.
    public let termCount: (lhs: Int, rhs: Int)
  }

  /// The slots that hold a constraint, in the order the constraints were
  /// made: ``constraintShape(at:where:)`` reads each one.
  @inlinable public var constraintSlots: [Int] { constraintTable.live }

  /// The shape of the constraint in a slot (nil when it was removed or
  /// `filter` refuses its origin, activity and priority), read
  /// field by field: copying whole constraints (as ``allConstraints`` does)
  /// retains their names and term arrays, and scans run after every command.
  @inlinable
  public func constraintShape(
    at index: Int, where filter: (ConstraintOrigin, _ isActive: Bool, LayoutPriority) -> Bool = { _, _, _ in true }
  ) -> Shape? {
    constraintTable.constraints.withUnsafeBufferPointer { buffer in
      // Projections of the stored constraint: binding it would copy it.
      guard let id = buffer[index]?.id else { return nil }
      // Terms live in arrays of their own, one cache miss each: read them
      // only for what the caller asked for.
      guard filter(buffer[index]!.origin, buffer[index]!.isActive, buffer[index]!.spec.priority) else { return nil }
      return Shape(
        id: id, origin: buffer[index]!.origin, isActive: buffer[index]!.isActive,
        priority: buffer[index]!.spec.priority, relation: buffer[index]!.spec.relation,
        lhs: buffer[index]!.spec.lhs.first, rhs: buffer[index]!.spec.rhs.first,
        termCount: (buffer[index]!.spec.lhs.count, buffer[index]!.spec.rhs.count))
    }
  }

  /// Every constraint, in the order they were made.
  public var allConstraints: [LayoutConstraint] {
    constraintTable.constraints.withUnsafeBufferPointer { buffer in constraintTable.live.map { buffer[$0]! } }
  }

  // MARK: - Adding and removing

  /// Validates and activates a constraint typed by the person.
  ///
  /// - Parameters:
  ///   - spec: what the constraint asks for, checked against Apple's rules.
  ///   - name: its name; nil gives it the next free `cN`.
  /// - Throws: Apple's validity errors (mixing axes, a location equal to a
  ///   constant, …), NaN or infinite numbers, a taken name.
  @discardableResult
  public mutating func addConstraint(_ spec: ConstraintSpec, named name: String? = nil) throws(LayoutError)
    -> LayoutConstraintID
  {
    let spec = try validated(spec)
    if let name { try checkNewName(name) }
    try checkRoomForConstraint()
    try checkRoomToInstall(spec)
    let id = LayoutConstraintID(rawValue: Int32(constraintTable.constraints.count))
    let chosen = name ?? nextFreeAutomaticName()
    constraintTable.live.append(constraintTable.constraints.count)
    constraintTable.constraints.append(LayoutConstraint(
      id: id, name: chosen, spec: spec, origin: .user, isActive: true, solverID: nil, stamp: takeStamp(),
      standsInForSystem: systemStandInNames.contains(chosen)))
    noteInsetSource(spec)
    pinsAddConstraint(id)
    constraintTable.constraintsByName[chosen] = id
    install(id)
    settleText()
    return id
  }

  /// Removes a constraint for good (Apple: deactivate and drop the reference).
  public mutating func removeConstraint(_ id: LayoutConstraintID) throws(LayoutError) {
    try checkUserConstraint(id, "removed")
    deleteConstraint(id)
    retryBrokenConstraints()
    settleText()
  }

  /// Puts a deactivated constraint of the person's back into the solver,
  /// breaking a conflicting one if it must; a no-op when it is active.
  ///
  /// - Throws: for a generated constraint, or when the layout is at a limit
  ///   (``LayoutLimits``).
  public mutating func activate(_ id: LayoutConstraintID) throws(LayoutError) {
    try checkUserConstraint(id, "activated")
    guard !constraint(id).isActive else { return }
    try checkRoomToInstall(constraint(id).spec)
    constraintTable.constraints[Int(id.rawValue)]!.isActive = true
    constraintTable.constraints[Int(id.rawValue)]!.stamp = takeStamp()
    constraintTable.constraints[Int(id.rawValue)]!.isNewestByConstant = false
    pinsAddConstraint(id)
    install(id)
    settleText()
  }

  /// Takes a constraint of the person's out of the solver but keeps it, so
  /// it can be activated again; constraints it had broken are retried.
  ///
  /// - Throws: for a generated constraint.
  public mutating func deactivate(_ id: LayoutConstraintID) throws(LayoutError) {
    try checkUserConstraint(id, "deactivated")
    guard constraint(id).isActive else { return }
    uninstall(id)
    pinsRemoveConstraint(id)
    constraintTable.constraints[Int(id.rawValue)]!.isActive = false
    retryBrokenConstraints()
    settleText()
  }

  /// Changes the constant in place, as `constraint.constant = x` does.
  public mutating func setConstant(_ constant: Double, of id: LayoutConstraintID) throws(LayoutError) {
    try checkUserConstraint(id, "changed")
    try changeConstant(of: id, to: constant)
    settleText()
  }

  /// Changes the priority, with Apple's rule for installed constraints.
  public mutating func setPriority(_ priority: LayoutPriority, of id: LayoutConstraintID) throws(LayoutError) {
    try checkUserConstraint(id, "changed")
    let old = constraint(id)
    guard old.spec.priority != priority else { return }
    if old.isActive && old.spec.priority.isRequired != priority.isRequired {
      throw LayoutError(
        "Mutating a priority from \(old.spec.priority.isRequired ? "required to not" : "optional to required") on an installed constraint is not supported (Apple raises this too). You passed priority \(priority.value.compact) and the existing priority was \(old.spec.priority.value.compact). \(old.spec.priority.isRequired ? "To let it give way: deactivate \(old.name), set its priority, then activate it again." : "To make it required: deactivate \(old.name), set its priority, then activate it again; or keep it optional at 999.")",
        at: .priority)
    }
    let wasInstalled = old.isInstalled
    if wasInstalled { uninstall(id) }
    // No pin changes: an active constraint keeps its required-ness (Apple's
    // rule above), and an inactive one pins nothing.
    constraintTable.constraints[Int(id.rawValue)]!.spec.priority = priority
    if old.isActive { install(id) }
    if wasInstalled { retryBrokenConstraints() }
    settleText()
  }

  // MARK: - Internals

  mutating func addSystemConstraint(_ name: String, _ spec: ConstraintSpec, origin: ConstraintOrigin) -> LayoutConstraintID {
    let id = LayoutConstraintID(rawValue: Int32(constraintTable.constraints.count))
    constraintTable.live.append(constraintTable.constraints.count)
    constraintTable.constraints.append(LayoutConstraint(
      id: id, name: name, spec: spec, origin: origin, isActive: true, solverID: nil, stamp: takeStamp()))
    noteInsetSource(spec)
    if origin != .nonNegativeSize { constraintTable.constraintsByName[name] = id }
    install(id)
    return id
  }

  mutating func changeConstant(of id: LayoutConstraintID, to constant: Double) throws(LayoutError) {
    guard constant.isFinite else {
      throw LayoutError("NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(constant)", at: .constant)
    }
    try Self.checkMagnitude(constant, "constant")
    // Read in place: a copy of the constraint retained its name, terms and
    // variables, and a rotation changes constants by the thousand. The
    // write and `touch` below change none of the fields read after them.
    let index = Int(id.rawValue)
    guard constraintTable.constraints[index]!.spec.constant != constant else { return }
    constraintTable.constraints[index]!.spec.constant = constant
    touch(id)
    // Through the buffer: the subscript's `!.solverID` copied the whole
    // constraint (its terms retained) for each change that reached the solver.
    guard let solverID = constraintTable.constraints.withUnsafeBufferPointer({ $0[index]!.solverID }) else {
      if constraintTable.constraints[index]!.isBroken { retryBrokenConstraints() }
      return
    }
    // Noted before the change, with the constant the solver holds now.
    ambiguityConstantChanging(id, solverID: solverID)
    do {
      let compiled = compiledConstant(of: id)
      constraintTable.largestConstantInstalled = max(constraintTable.largestConstantInstalled, abs(compiled), abs(constant))
      try solver.setConstant(compiled, of: solverID)
      retryBrokenConstraints()
    } catch {
      // The new constant cannot hold with the other required constraints:
      // it goes through the conflict path as if activated anew.
      uninstall(id)
      constraintTable.constraints[Int(id.rawValue)]!.stamp = takeStamp()
      constraintTable.constraints[Int(id.rawValue)]!.isNewestByConstant = true
      install(id)
      // Taking the old constant out may have freed constraints it broke
      // before, whether the new one holds or breaks.
      retryBrokenConstraints()
    }
  }

  /// The solver's constant for a constraint: its own plus what its
  /// anchors add (margins, safe areas).
  ///
  /// Never inlined: inlined into a mutating method, the read made the
  /// optimiser copy the whole layout (every array retained and released)
  /// at each call, and settling labels changes constants by the hundred.
  @inline(never)
  private func compiledConstant(of id: LayoutConstraintID) -> Double {
    compiledConstant(of: constraintTable.constraints.withUnsafeBufferPointer { $0[Int(id.rawValue)]!.spec })
  }

  func checkUserConstraint(_ id: LayoutConstraintID, _ verb: String) throws(LayoutError) {
    let c = constraint(id)
    if c.origin == .nonNegativeSize {
      throw LayoutError("\(c.name) is the engine's own; it cannot be \(verb)")
    }
    switch c.origin {
    case .encapsulated: throw LayoutError("\(c.name) belongs to the window; use `size WxH` to resize root")
    case .contentSize: throw LayoutError("\(c.name) comes from the view's intrinsic content size; set its intrinsic size, hug or resist instead")
    case .autoresizing: throw LayoutError("\(c.name) comes from the view's autoresizing mask; set its autoresizing (or turn it off) instead")
    // UIStackView makes these again whenever it updates, so one changed by
    // hand came back at the next stack change, and `export swift` wrote
    // the stack as if nothing had been changed.
    case .stackView:
      throw LayoutError(
        "\(c.name) is made by a stack view from its settings; set the stack's spacing, distribution, alignment or axis, or hide an arranged view, instead")
    default: break
    }
  }

  mutating func deleteConstraint(_ id: LayoutConstraintID) {
    let c = constraint(id)
    uninstall(id)
    // A conflict that listed this constraint no longer describes the layout;
    // its broken member is retried by the caller.
    conflictState.conflicts.removeAll { $0.broken == id || $0.set.contains(id) }
    if constraintTable.constraintsByName[c.name] == id { constraintTable.constraintsByName[c.name] = nil }
    pinsRemoveConstraint(id)
    constraintTable.constraints[Int(id.rawValue)] = nil
    constraintTable.removeLive(Int(id.rawValue))
  }

  mutating func takeStamp() -> Int {
    constraintTable.nextStamp += 1
    return constraintTable.nextStamp
  }

  private mutating func nextFreeAutomaticName() -> String {
    while true {
      let name = "c\(constraintTable.nextAutomaticName)"
      constraintTable.nextAutomaticName += 1
      if constraintTable.constraintsByName[name] == nil && tree.viewsByName[name] == nil { return name }
    }
  }
}

extension LayoutConstraint {
  func mentions(any views: Set<ViewID>) -> Bool {
    spec.lhs.contains { views.contains($0.view) } || spec.rhs.contains { views.contains($0.view) }
  }
}

extension Double {
  /// `100` rather than `100.0`; other values in Swift's shortest form.
  public var compact: String {
    if self == 0 { return "0" }
    if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
    return String(self)
  }

  /// `compact`, but a value whose shortest form runs past ten decimals
  /// (52.666666666666664, a label's height rounded to thirds of a point;
  /// a 16:9 ratio) shows four: no one typed those digits, and reports must
  /// stay readable. Values a person typed keep every digit they typed.
  public var readable: String {
    // Between a thousandth and 10,000 (every label's measured size), a
    // value whose shortest form runs past ten decimals is told without
    // printing that form, and its four decimals are written from integers:
    // printing a double's shortest form and searching the string, twice,
    // was most of what reprinting a label's hugging cost after a rotation.
    let magnitude = abs(self)
    if magnitude >= 1e-3 && magnitude < 1e4 && !hasTenDecimalsAtMost {
      return fourDecimals
    }
    return readableFromShortestForm
  }

  /// `readable` as read off Swift's shortest form, for any value.
  var readableFromShortestForm: String {
    let shortest = compact
    guard let dot = shortest.firstIndex(of: "."), !shortest.contains("e"),
      shortest.distance(from: dot, to: shortest.endIndex) > 11
    else { return shortest }
    let rounded = (self * 10_000).rounded() / 10_000
    return rounded.compact
  }

  /// Whether the shortest decimal that reads back as this value has ten
  /// decimals or fewer, for magnitudes below 10,000: then the nearest
  /// count of ten-billionths, divided back, is this value. (Such a decimal
  /// D is within 0.02 of a whole count N there, so N is found, and N / 10¹⁰
  /// rounds to the double nearest D, this value; conversely, a value equal
  /// to N / 10¹⁰ reads back from that decimal of ten places.)
  private var hasTenDecimalsAtMost: Bool {
    (self * 1e10).rounded() / 1e10 == self
  }

  /// `compact` of the value rounded to four decimals, for magnitudes below
  /// 10,000, written from the count of ten-thousandths: the shortest form
  /// of a double nearest a decimal of four places is that decimal, since
  /// doubles there are far closer together than 0.0001.
  private var fourDecimals: String {
    let count = Int64((self * 10_000).rounded())
    if count == 0 { return "0" }
    var fraction = Int(abs(count) % 10_000)
    let whole = abs(count) / 10_000
    var text = count < 0 ? "-" : ""
    text += String(whole)
    guard fraction != 0 else { return text }
    var places = 4
    while fraction % 10 == 0 {
      fraction /= 10
      places -= 1
    }
    let digits = String(fraction)
    text += "."
    text += String(repeating: "0", count: places - digits.count)
    text += digits
    return text
  }
}
