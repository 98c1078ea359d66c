import Synchronization

// The two violation passes that reports make after every command (the
// unmet wishes, and the check that required constraints hold), read from a
// flat copy of the constraints' terms instead of from the records.
//
// Each pass walked every live record, kept those of its strength, and read
// each record's terms through the record's own array: a pointer to chase
// per constraint, for about 10,000 constraints, twice after every command
// (a tenth of the 10,000-command replay's time). The terms of a live record
// never change (only its constant does, read from the record as before),
// so they are copied once into one array per pass, in id order, and kept
// until the set of live constraints changes. The arithmetic is the same,
// term by term and in the same order, so every error is bit for bit the
// one the records give.

extension Solver {
  /// The terms of the live constraints of one pass, flattened.
  struct ViolationPass: Sendable {
    /// Record index of each constraint, ascending.
    var records: [Int32] = []
    /// Where each constraint's terms start in `variables` and
    /// `coefficients`; one more entry than `records`, for the end.
    var starts: [Int32] = [0]
    var variables: [Int32] = []
    var coefficients: [Double] = []
  }

  /// The flattened terms of the live constraints, for the set of live
  /// constraints they were made from.
  final class ViolationProgram: Sendable {
    /// The live list they were made from: its buffer, kept alive here, is
    /// the one the solver's list uses until the solver adds or removes a
    /// constraint (a change to a shared array copies it first), so a
    /// buffer that is still the solver's tells that nothing changed.
    let live: [Int32]
    let recordCount: Int
    /// Required constraints.
    let required: ViolationPass
    /// Optional constraints above the tie-break strength (those
    /// ``Solver/optionalViolations(beyond:)`` reports).
    let optional: ViolationPass

    init(live: [Int32], recordCount: Int, required: ViolationPass, optional: ViolationPass) {
      self.live = live
      self.recordCount = recordCount
      self.required = required
      self.optional = optional
    }

    /// Whether it was made from `live` as the solver holds it now.
    func isCurrent(for live: [Int32], recordCount: Int) -> Bool {
      ViolationProgram.isSame(live, recordCount, as: self.live, self.recordCount)
    }

    /// Whether `live` is the list `kept` was taken from, unchanged since:
    /// the same buffer (see `live`) and the same record count.
    static func isSame(_ live: [Int32], _ recordCount: Int, as kept: [Int32], _ keptRecordCount: Int) -> Bool {
      guard recordCount == keptRecordCount, live.count == kept.count else { return false }
      let mine = kept.withUnsafeBufferPointer { $0.baseAddress }
      let theirs = live.withUnsafeBufferPointer { $0.baseAddress }
      return mine == theirs
    }
  }

  /// Where a solver keeps its program: a reference shared by its copies
  /// (each checks the program is its own, see `isCurrent`), behind a lock,
  /// since the passes are read-only and copies may live on other threads.
  ///
  /// A program is made only for constraints that were the same at the
  /// last two passes already (a command makes two: the required check and
  /// the unmet wishes): while constraints are being added (a layout's
  /// build, command after command), making one for each command cost more
  /// than the passes it served, and the records are read as before.
  final class ViolationProgramSlot: Sendable {
    private struct State: @unchecked Sendable {
      var program: ViolationProgram?
      /// The live list and record count of the last pass that found no
      /// program (see `ViolationProgram.live`).
      var lastLive: [Int32] = []
      var lastRecordCount = -1
      /// How many passes running have found them.
      var passes = 0
    }
    private let state = Mutex(State())

    /// The program for `solver`'s live constraints: the one kept, or one
    /// made now if they are those of the last pass; nil otherwise.
    func program(for solver: Solver) -> ViolationProgram? {
      state.withLock { state in
        let live = solver.constraints.live
        let recordCount = solver.constraints.records.count
        if let program = state.program, program.isCurrent(for: live, recordCount: recordCount) {
          return program
        }
        guard ViolationProgram.isSame(live, recordCount, as: state.lastLive, state.lastRecordCount) else {
          state.lastLive = live
          state.lastRecordCount = recordCount
          state.passes = 1
          return nil
        }
        state.passes += 1
        guard state.passes > 2 else { return nil }
        let made = solver.makeViolationProgram()
        state.program = made
        state.lastLive = []
        state.lastRecordCount = -1
        state.passes = 0
        return made
      }
    }
  }

  /// Copies the terms of the live constraints into the two passes.
  func makeViolationProgram() -> ViolationProgram {
    var required = ViolationPass()
    var optional = ViolationPass()
    constraints.records.withUnsafeBufferPointer { records in
      for id in constraints.live {
        guard let strength = records[Int(id)]?.strength else { continue }
        let isRequired = strength.isRequired
        guard isRequired || strength.value > Strength.tieBreak.value else { continue }
        records[Int(id)].unsafelyUnwrapped.expression.terms.withUnsafeBufferPointer { terms in
          if isRequired {
            Solver.append(id, terms, to: &required)
          } else {
            Solver.append(id, terms, to: &optional)
          }
        }
      }
    }
    return ViolationProgram(
      live: constraints.live, recordCount: constraints.records.count, required: required, optional: optional)
  }

  private static func append(_ id: Int32, _ terms: UnsafeBufferPointer<LinearExpression.Term>, to pass: inout ViolationPass) {
    pass.records.append(id)
    for term in terms {
      pass.variables.append(term.variable.id)
      pass.coefficients.append(term.coefficient)
    }
    pass.starts.append(Int32(pass.variables.count))
  }

  /// The constraints of `pass` whose violation `isOff`, with how far, in
  /// id order: `violations(of:isOff:)` with the values current, on the
  /// flattened terms. The same sums, term by term in the same order.
  func violations(in pass: ViolationPass, isOff: (Double) -> Bool) -> [(id: ConstraintID, error: Double)] {
    var found: [(id: ConstraintID, error: Double)] = []
    constraints.records.withUnsafeBufferPointer { records in
      tableau.slotOfSymbol.withUnsafeBufferPointer { slots in
        tableau.rows.withUnsafeBufferPointer { rows in
          tableau.refersToRows.withUnsafeBufferPointer { refers in
            definitions.cachedValues.withUnsafeBufferPointer { cached in
              pass.records.withUnsafeBufferPointer { ids in
                pass.starts.withUnsafeBufferPointer { starts in
                  pass.variables.withUnsafeBufferPointer { variables in
                    pass.coefficients.withUnsafeBufferPointer { coefficients in
                      for k in 0..<ids.count {
                        let i = Int(ids[k])
                        // Only the constant is read from the record (it is
                        // the one part a live record changes).
                        var e = records[i].unsafelyUnwrapped.expression.constant
                        for t in Int(starts[k])..<Int(starts[k &+ 1]) {
                          // `value(of:)`, on the tables.
                          let slot = Int(slots[Int(variables[t])])
                          let value = slot < 0 ? 0 : refers[slot] ? cached[slot] : rows[slot].constant
                          e += coefficients[t] * (Tolerance.isZero(value) ? 0 : value)
                        }
                        let error = Solver.violation(e, records[i].unsafelyUnwrapped.relation)
                        if isOff(error) { found.append((ConstraintID(rawValue: Int32(i)), error)) }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    return found
  }

  /// Debug builds (tests, transcripts) check a flattened pass against the
  /// records' own, bit for bit, on solvers of up to 4,000 constraints.
  @inline(__always)
  func assertSameViolations(
    _ found: [(id: ConstraintID, error: Double)], of include: (Strength) -> Bool, isOff: (Double) -> Bool
  ) {
    #if DEBUG
      guard constraints.live.count <= 4000 else { return }
      let fromRecords = violations(of: include, isOff: isOff)
      assert(
        found.count == fromRecords.count
          && zip(found, fromRecords).allSatisfy {
            $0.id == $1.id && ($0.error.bitPattern == $1.error.bitPattern || ($0.error.isNaN && $1.error.isNaN))
          },
        "the flattened violation pass differs from the records' \(found) \(fromRecords)")
    #endif
  }
}
