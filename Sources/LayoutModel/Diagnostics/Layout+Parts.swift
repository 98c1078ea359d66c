// The layout's independent parts: variables linked by installed
// constraints, directly or through others. Where no constraint links two
// parts, the optimum of the whole is the optimum of each part on its own,
// priority level by level, so what is unmet in one part says nothing about
// another: a list's vertical chain does not bear on a title's width.
//
// Kept until a constraint that links two or more variables is installed or
// taken out; a constant change, and the regenerated content-size
// constraints of a label (one variable each), leave the parts as they were.

extension Layout {
  /// The part of the layout a constraint's variables belong to, named by
  /// the smallest variable id in it; nil for a constraint the solver does
  /// not hold (broken, inactive) or one with no variable.
  public mutating func part(of id: LayoutConstraintID) -> Int32? {
    // Read in place: a copy of the constraint retained every array in it,
    // and explanations ask this of every unmet wish after a command.
    let first: Int32? = constraintTable.constraints.withUnsafeBufferPointer { buffer in
      let i = Int(id.rawValue)
      return buffer[i]!.solverID == nil ? nil : buffer[i]!.solverVariables.first
    }
    guard let first else { return nil }
    let parts = self.parts()
    return Int(first) < parts.count ? parts[Int(first)] : first
  }

  /// By solver variable id, the smallest variable id in its part. A
  /// variable made after the parts were computed links to nothing yet: it
  /// is its own part, and may be past the end.
  mutating func parts() -> [Int32] {
    if let parts = caches.partsCache { return parts }
    let parts = computeParts()
    caches.partsCache = parts
    return parts
  }

  /// By solver variable id, whether the variable shares its part with
  /// another (so some installed constraint reads it and another variable);
  /// as long as ``parts()``, kept with it. Made from the parts after every
  /// command, this pass over every symbol was a fixed cost of each
  /// ambiguity refresh.
  mutating func linkedVariables() -> [Bool] {
    if let linked = caches.linkedCache { return linked }
    let parts = self.parts()
    var linked = [Bool](repeating: false, count: parts.count)
    parts.withUnsafeBufferPointer { parts in
      linked.withUnsafeMutableBufferPointer { linked in
        for v in parts.indices where Int(parts[v]) != v {
          linked[v] = true
          linked[Int(parts[v])] = true
        }
      }
    }
    caches.linkedCache = linked
    return linked
  }

  /// Called when the constraint linking `variables` is taken out: its
  /// part may fall apart, which only a fresh pass over every constraint
  /// can tell, so the parts are made again when next asked for.
  mutating func linksChanged(_ variables: [Int32]) {
    if variables.count > 1 {
      caches.partsCache = nil
      caches.linkedCache = nil
    }
  }

  /// Called when the constraint linking `variables` is installed: the parts
  /// it joins become one, named by the smallest id among them, which is
  /// what a fresh `computeParts()` would name it. Made afresh after each
  /// install, the parts were a pass over every constraint per command of a
  /// layout's build (0.36 G of the 10,000-command replay's build-up); the
  /// merge reads only the kept table from the smallest part joined on.
  mutating func linksAdded(_ variables: [Int32]) {
    guard variables.count > 1, caches.partsCache != nil else { return }
    let count = solver.symbolCount
    // Take the tables out, so that they are not shared while written.
    var parts = caches.partsCache!
    caches.partsCache = nil
    var linked = caches.linkedCache
    caches.linkedCache = nil
    // A variable made since the parts were kept is its own part.
    if parts.count < count { parts.append(contentsOf: Int32(parts.count)..<Int32(count)) }
    if let had = linked?.count, had < count { linked!.append(contentsOf: repeatElement(false, count: count - had)) }
    // The parts named by these variables: each entry of the table already
    // names its part's smallest id.
    var roots: [Int32] = []
    for v in variables {
      let root = Int(v) < parts.count ? parts[Int(v)] : v
      if !roots.contains(root) { roots.append(root) }
    }
    if roots.count > 1 {
      let target = roots.min()!
      let others = roots.filter { $0 != target }
      // A part's members all have ids at or above its name.
      let from = Int(others.min()!)
      parts.withUnsafeMutableBufferPointer { parts in
        for v in from..<parts.count where others.contains(parts[v]) {
          parts[v] = target
          // Every member of a part of two or more is linked.
          linked?[v] = true
        }
      }
      linked?[Int(target)] = true
    }
    caches.partsCache = parts
    caches.linkedCache = linked
  }

  /// Union-find over the installed constraints, then every variable named
  /// by the smallest id in its part (so the answer does not depend on the
  /// order of the unions, and a kept copy can be checked against a fresh one).
  func computeParts() -> [Int32] {
    var parent = (0..<Int32(solver.symbolCount)).map { $0 }
    // Through a buffer pointer and a static function: a nested `find`
    // capturing `parent` boxed it, and every read went through the
    // runtime's exclusivity check (a tenth of the 10,000-command script's
    // build-up).
    parent.withUnsafeMutableBufferPointer { parent in
      constraintTable.constraints.withUnsafeBufferPointer { buffer in
        for slot in constraintTable.live {
          guard buffer[slot]?.solverID != nil else { continue }
          buffer[slot]!.solverVariables.withUnsafeBufferPointer { variables in
            guard let first = variables.first else { return }
            for v in variables.dropFirst() {
              let (a, b) = (Layout.root(of: first, in: parent), Layout.root(of: v, in: parent))
              if a != b { parent[Int(max(a, b))] = min(a, b) }
            }
          }
        }
      }
      // Unions always keep the smaller root, so a part's root is its smallest id.
      for v in parent.indices { parent[v] = Layout.root(of: Int32(v), in: parent) }
    }
    return parent
  }

  /// The root of `v`'s tree, halving the path on the way.
  @inline(__always)
  private static func root(of v: Int32, in parent: UnsafeMutableBufferPointer<Int32>) -> Int32 {
    var v = v
    while parent[Int(v)] != v {
      parent[Int(v)] = parent[Int(parent[Int(v)])]
      v = parent[Int(v)]
    }
    return v
  }
}
