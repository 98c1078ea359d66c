// How far the current values are from satisfying the constraints, read
// from the records (the constraints as given) rather than the tableau: the
// bodies of the violation reports in Solver+PublicAPI.swift.

extension Solver {
  /// The violation of the record in slot `i` (0 for a removed one).
  func violation(ofRecordAt i: Int) -> Double {
    constraints.records.withUnsafeBufferPointer { records in
      guard records[i] != nil else { return 0 }
      return Solver.violation(Solver.residual(at: i, in: records, self), records[i]!.relation)
    }
  }

  /// The residual of the record in slot `i` (0 for a removed one).
  func residual(ofRecordAt i: Int) -> Double {
    constraints.records.withUnsafeBufferPointer { Solver.residual(at: i, in: $0, self) }
  }

  /// The constraints whose strength `include` accepts and whose violation
  /// `isOff`, with how far, in id order.
  ///
  /// Always inlined, so that each caller's two closures are inlined into
  /// the loop: called through a context, the strength test alone was an
  /// eighth of the pass while a layout is being built (each command adds
  /// constraints, so the flattened program of Solver+ViolationProgram.swift
  /// is not made and every pass reads the records).
  @inline(__always)
  func violations(
    of include: (Strength) -> Bool, isOff: (Double) -> Bool
  ) -> [(id: ConstraintID, error: Double)] {
    var found: [(id: ConstraintID, error: Double)] = []
    guard definitions.valuesAreCurrent else {
      constraints.records.withUnsafeBufferPointer { records in
        for id in constraints.live {
          let i = Int(id)
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
              for id in constraints.live {
                let i = Int(id)
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
  static func residual(
    at i: Int, in records: UnsafeBufferPointer<ConstraintRecord?>, _ solver: Solver
  ) -> Double {
    guard let constant = records[i]?.expression.constant else { return 0 }
    return records[i]!.expression.terms.withUnsafeBufferPointer { terms in
      var e = constant
      for term in terms { e += term.coefficient * solver.value(of: term.variable) }
      return e
    }
  }

  /// Whether one of `ids` is a live required constraint that the current
  /// values miss by more than `tolerance` (NaN counts as missed): the
  /// test ``requiredViolations(beyond:)`` makes, limited to these, with
  /// the same arithmetic (so the same error, bit for bit).
  ///
  /// - Complexity: O(terms of the constraints).
  public func anyRequiredViolated(_ ids: [ConstraintID], beyond tolerance: Double) -> Bool {
    constraints.records.withUnsafeBufferPointer { records in
      for id in ids {
        let i = Int(id.rawValue)
        guard i < records.count, let strength = records[i]?.strength, strength.isRequired else { continue }
        let error = Solver.violation(Solver.residual(at: i, in: records, self), records[i]!.relation)
        if !(error <= tolerance) { return true }
      }
      return false
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
}
