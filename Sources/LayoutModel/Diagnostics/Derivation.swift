import Cassowary

/// How constraints add up to a value: `value = Σ contributions`, each
/// contribution coming from one constraint's constant (16 + 100 + 16 + 50 + 16).
public struct Derivation: Equatable, Sendable {
  /// One constraint's share of a derived value.
  public struct Step: Equatable, Sendable {
    /// The constraint this step comes from.
    public let constraint: LayoutConstraintID
    /// What this constraint adds to the value (its constant times its multiplier in the sum).
    public let contribution: Double
    /// How many times the constraint counts in the sum (0.25 for `== 0.25 × root.height`).
    public let multiplier: Double
    /// The constraint's constant as the sum uses it (margins included).
    public let constant: Double
  }

  /// The value the steps add up to.
  public let value: Double
  /// In the order the constraints were made.
  public let steps: [Step]
}

extension Layout {
  /// A minimal set of `candidates` whose equations fix `target` (a linear form
  /// over solver variables), with the contribution of each.
  ///
  /// The candidates are read as equalities. Elimination picks a basis in the
  /// order given, the constraints outside the resulting combination are
  /// dropped, and then every remaining one is tried for removal (a deletion
  /// filter), so no constraint in the answer is superfluous.
  ///
  /// With a `direction` (+1: something wants `target` larger, -1: smaller),
  /// only inequalities that stop that move may take part: `f.width >= 100`
  /// holds a width against a wish to shrink it, never against one to grow
  /// it, even when it is tight. One that points the wrong way is dropped
  /// and the derivation tried again without it.
  func derive(
    _ target: [Int32: Double], from candidates: [LayoutConstraintID], direction: Double? = nil
  ) -> Derivation? {
    var forms = CompiledForms()
    return derive(target, from: candidates, direction: direction, forms: &forms)
  }

  /// Each constraint's compiled expression and its linear form, made once
  /// per search: a search derives again and again from growing sets of the
  /// same constraints (rings 1, 2, 4, …; again without a wrong-way one).
  struct CompiledForms {
    private var entries: [LayoutConstraintID: (expression: LinearExpression, form: [Int32: Double])] = [:]

    mutating func of(_ id: LayoutConstraintID, in layout: Layout) -> (expression: LinearExpression, form: [Int32: Double]) {
      if let known = entries[id] { return known }
      let expression = layout.compile(layout.constraint(id).spec).expression
      let entry = (expression, LinearSpan.form(expression))
      entries[id] = entry
      return entry
    }
  }

  private func derive(
    _ target: [Int32: Double], from candidates: [LayoutConstraintID], direction: Double?, forms: inout CompiledForms
  ) -> Derivation? {
    guard let direction else { return deriveAsEqualities(target, from: candidates, forms: &forms) }
    var candidates = candidates
    while let d = deriveAsEqualities(target, from: candidates, forms: &forms) {
      let wrongWay = d.steps.filter { step in
        let relation = constraint(step.constraint).spec.relation
        // Relaxing `e >= 0` lets e fall, moving the target by -λ per unit;
        // relaxing `e <= 0` lets it rise, moving the target by +λ.
        switch relation {
        case .equal: return false
        case .greaterThanOrEqual: return -step.multiplier * direction <= 0
        case .lessThanOrEqual: return step.multiplier * direction <= 0
        }
      }.map(\.constraint)
      if wrongWay.isEmpty { return d }
      candidates.removeAll { wrongWay.contains($0) }
    }
    return nil
  }

  private func deriveAsEqualities(
    _ target: [Int32: Double], from candidates: [LayoutConstraintID], forms cache: inout CompiledForms
  ) -> Derivation? {
    let entries = candidates.map { cache.of($0, in: self) }
    let compiled = entries.map(\.expression)
    let forms = entries.map(\.form)
    guard let first = LinearSpan(forms).combination(for: target) else { return nil }
    var chosen = candidates.indices.filter { abs(first[$0]) > 1e-9 }
    // Independent forms combine one way only, so none of them can go. The
    // pruning re-solves once for each: `why v999.y` down a chain of a
    // thousand views took a minute and a half in it.
    var i = LinearSpan(chosen.map { forms[$0] }).isIndependent ? -1 : chosen.count - 1
    while i >= 0 {
      var rest = chosen
      rest.remove(at: i)
      if LinearSpan(rest.map { forms[$0] }).combination(for: target) != nil { chosen = rest }
      i -= 1
    }
    guard let lambda = LinearSpan(chosen.map { forms[$0] }).combination(for: target) else { return nil }
    // Σ λᵢ(aᵢ·x) = target·x and each aᵢ·x = -cᵢ when the constraint holds exactly.
    // Each step placed once, not in every comparison: a place walks up
    // the view's superviews, and the conflict down a nest of 250 views
    // spent most of a minute placing its 500 steps again and again.
    var origins: [ViewID: (x: Double, y: Double)] = [:]
    let steps = zip(chosen, lambda).map { index, l in
      let step = Derivation.Step(
        constraint: candidates[index], contribution: (-l * compiled[index].constant).cleaned,
        multiplier: l.cleaned, constant: (-compiled[index].constant).cleaned)
      return (place: place(step.constraint, origins: &origins), step: step)
    }.sorted { ($0.place, $0.step.constraint) < ($1.place, $1.step.constraint) }.map(\.step)
    return Derivation(value: steps.reduce(0) { $0 + $1.contribution }.cleaned, steps: steps)
  }

  /// Where a constraint sits on screen: the smallest window coordinate of
  /// the edges it names. Sorting by it reads a chain top to bottom (or left
  /// to right): 16 + 100 + 16 + 50 + 16 rather than in typing order.
  private func place(_ id: LayoutConstraintID, origins: inout [ViewID: (x: Double, y: Double)]) -> Double {
    let spec = constraint(id).spec
    return (spec.lhs + spec.rhs).map { term in
      var (attribute, insets) = resolved(term)
      // Right to left, leading is a right edge (Layout+LayoutDirection.swift).
      attribute = physicalAttribute(attribute, in: id)
      let f = frame(of: term.view)
      let origin = windowOrigin(of: term.view, known: &origins)
      switch attribute {
      case .left, .leading, .width: return origin.x + insets.left
      case .right, .trailing: return origin.x + f.width - insets.right
      case .centerX: return origin.x + f.width / 2
      case .top, .height, .firstBaseline: return origin.y + insets.top
      case .bottom, .lastBaseline: return origin.y + f.height - insets.bottom
      default: return origin.y + f.height / 2
      }
    }.min() ?? 0
  }

  /// A view's origin in window coordinates. The origins found are kept:
  /// the steps of a conflict down a nest of 500 views name every level,
  /// and walking up from each, reading every frame on the way, was 5 s of
  /// a 28 s `size`.
  private func windowOrigin(of id: ViewID, known: inout [ViewID: (x: Double, y: Double)]) -> (x: Double, y: Double) {
    if let origin = known[id] { return origin }
    let f = frame(of: id)
    let above = view(id).parent.map { windowOrigin(of: $0, known: &known) } ?? (x: 0, y: 0)
    let origin = (x: above.x + f.x, y: above.y + f.y)
    known[id] = origin
    return origin
  }

  /// Installed constraints that hold with equality now, connected to
  /// `variables` through shared variables, in rings: ring k holds the
  /// constraints first reached after k steps. Explanations are usually
  /// local, so the rings are made one at a time, as they are asked for,
  /// walking the constraints by the variables they read.
  struct TightRings {
    let layout: Layout
    let priority: Double
    /// By variable id and by constraint id: flags, not sets, since a walk
    /// looks at up to a few hundred constraints for each unmet wish after
    /// every command, and hashing them was half its cost.
    var seenVariable: [Bool]
    var taken: [Bool]
    var frontier: [Int32]
    /// Optional constraints above `priority` met on the way that do not
    /// hold: wishes that pull on the same variables and lose.
    var unmet: [LayoutConstraintID] = []
    /// Constraints in every ring returned so far, and in all but the last:
    /// how `extendForOpponents` knows where a walk that stopped early
    /// would have gone on to.
    private(set) var gathered = 0
    private(set) var gatheredBeforeLast = 0
    private(set) var isExhausted = false

    init(_ layout: Layout, around variables: Set<Int32>, above priority: Double) {
      self.layout = layout
      self.priority = priority
      seenVariable = [Bool](repeating: false, count: layout.solver.symbolCount)
      taken = [Bool](repeating: false, count: layout.constraintTable.constraints.count)
      frontier = []
      for v in variables where !seenVariable[Int(v)] {
        seenVariable[Int(v)] = true
        frontier.append(v)
      }
    }

    mutating func next() -> [LayoutConstraintID]? {
      var ring: [LayoutConstraintID] = []
      var next: [Int32] = []
      for v in frontier {
        for id in layout.constraintTable.constraintsOfVariable[v] ?? [] where !taken[Int(id.rawValue)] {
          taken[Int(id.rawValue)] = true
          let member = layout.ringMember(id, above: priority)
          guard case .tight(let variables) = member else {
            if case .unmetWish = member { unmet.append(id) }
            continue
          }
          ring.append(id)
          for w in variables where !seenVariable[Int(w)] {
            seenVariable[Int(w)] = true
            next.append(w)
          }
        }
      }
      frontier = next
      if ring.isEmpty {
        isExhausted = true
        return nil
      }
      gatheredBeforeLast = gathered
      gathered += ring.count
      return ring.sorted()
    }

    /// Walks on as far as the search for opponents goes: until the rings
    /// before the last hold more than `limit` constraints, or none are
    /// left. The same from a fresh walk as from one a derivation stopped
    /// part way, so the two can share one walk.
    mutating func extendForOpponents(limit: Int) {
      while !isExhausted && gatheredBeforeLast <= limit { _ = next() }
    }
  }

  /// A constraint's solver id and priority, read in place: binding the
  /// whole constraint retained its name and arrays each time.
  func installed(_ id: LayoutConstraintID) -> (ConstraintID?, LayoutPriority) {
    constraintTable.constraints.withUnsafeBufferPointer { buffer in
      let i = Int(id.rawValue)
      return (buffer[i]!.solverID, buffer[i]!.spec.priority)
    }
  }

  /// What a walk makes of a constraint it reaches.
  enum RingMember {
    /// Installed above the walk's priority and holding with equality now:
    /// its variables lead on.
    case tight([Int32])
    /// An optional constraint above the walk's priority that does not hold.
    case unmetWish
    case neither
  }

  /// One read of the constraint (``installed(_:)``) and one of its
  /// violation: the rings ask this of every constraint near each unmet
  /// wish after every command. The solver's own expression decides, not a
  /// fresh compile (compiling walks each view's ancestors).
  func ringMember(_ id: LayoutConstraintID, above priority: Double) -> RingMember {
    let (solverID, p) = installed(id)
    guard let solverID, p.value > priority else { return .neither }
    guard solver.violation(of: solverID) <= 1e-7 else { return !p.isRequired && !p.isTieBreak ? .unmetWish : .neither }
    guard abs(solver.residual(of: solverID)) <= 1e-6 else { return .neither }
    return .tight(constraintTable.constraints.withUnsafeBufferPointer { $0[Int(id.rawValue)]!.solverVariables })
  }

  /// The nearest derivation of `target`: rings are added until the
  /// constraints gathered so far fix it.
  ///
  /// `limit` bounds how many constraints are gathered before giving up: a
  /// report explains up to 8 unmet wishes after every command, and on a long
  /// chain (a list of a thousand cards) a wish with no local explanation
  /// would otherwise gather, and solve for, the whole chain each time.
  func deriveNearby(
    _ target: [Int32: Double], above priority: Double = 0, direction: Double? = nil, limit: Int = .max
  ) -> Derivation? {
    var rings = TightRings(self, around: Set(target.keys), above: priority)
    return deriveNearby(target, rings: &rings, direction: direction, limit: limit)
  }

  /// ``deriveNearby(_:above:direction:limit:)`` on a walk the caller keeps,
  /// so that what it found on the way (unmet wishes) is not walked twice.
  func deriveNearby(
    _ target: [Int32: Double], rings: inout TightRings, direction: Double?, limit: Int
  ) -> Derivation? {
    var gathered: [LayoutConstraintID] = []
    var forms = CompiledForms()
    var next = 1
    var index = 0
    var ring = rings.next()
    // Try after rings 1, 2, 4, 8, …: a local answer is found early, and a
    // missing one costs a logarithmic number of attempts, not one per ring.
    while let current = ring {
      gathered += current
      if gathered.count > limit { return nil }
      ring = rings.next()
      let isLast = ring == nil
      index += 1
      guard index == next || isLast else { continue }
      next *= 2
      if let d = derive(target, from: preferredOrder(gathered), direction: direction, forms: &forms) { return d }
    }
    return nil
  }

  /// Person's required constraints first, then their optional ones, then
  /// the generated ones: explanations should cite what the person wrote.
  /// Within each, the higher priority first: when a hugging (250) and a
  /// compression resistance (750) are both tight at the intrinsic size, it
  /// is the resistance that holds the size against a wish at 749.
  func preferredOrder(_ ids: [LayoutConstraintID]) -> [LayoutConstraintID] {
    func rank(_ c: LayoutConstraint) -> Int {
      switch c.origin {
      case .user: c.spec.priority.isRequired ? 0 : 1
      case .stackView, .contentSize: 2
      case .autoresizing, .encapsulated: 3
      case .nonNegativeSize: 4
      }
    }
    return ids.sorted {
      let (a, b) = (constraint($0), constraint($1))
      return (rank(a), -a.spec.priority.value, $0) < (rank(b), -b.spec.priority.value, $1)
    }
  }

  func frameVariable(_ id: ViewID, _ field: FrameField) -> Variable {
    // From the flat table (see `frameVariables`): through `views` it
    // checked the optional view, and the ambiguity report asks this for
    // every field of every view after each change.
    assert(tree.views[Int(id.rawValue)] != nil, "a frame variable of a removed view")
    return tree.frameVariables[4 &* Int(id.rawValue) &+ field.offset]
  }
}

extension Layout {
  /// What the anchors of a constraint add beyond its constant: the margin
  /// and safe-area insets its attributes read. Quantities printed as
  /// `a.leading - root.leadingMargin` include them; the solver's form does not.
  public func anchorOffset(of id: LayoutConstraintID) -> Double {
    let spec = constraint(id).spec
    return (compile(spec).expression.constant + spec.constant).cleaned
  }
}
