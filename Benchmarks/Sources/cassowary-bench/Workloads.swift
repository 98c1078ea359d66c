// The workloads of WORKLOADS.md, in the order and with the timed regions of
// kiwi_bench.py. Constraint specs are built before the clock starts; the
// timed regions hold only solver calls and our `update` (kiwi's
// updateVariables).

import Cassowary

/// Keeps results alive so the optimiser cannot drop the work.
nonisolated(unsafe) var sink = 0.0

func runW1(reps: Int, sizes: [Int], shared: Bool, bigReps: Int) throws {
  for n in sizes {
    var times: [Double] = []
    var construct: [Double] = []
    var grid = Grid(8)
    for _ in 0..<(n >= 5000 ? bigReps : reps) {
      construct.append(timed { grid = Grid(n, shared: shared) })
      precondition(grid.constraints.count == Grid.expectedCount(n, shared: shared))
      var buffer = [Double](repeating: 0, count: grid.all.count)
      times.append(
        timed {
          _ = grid.addAll()
          update(&grid.solver, grid.all, into: &buffer)
        })
      sink += buffer[0]
      try check("W1 n=\(n)", grid.checksum(), grid.expectedChecksum(1000))
    }
    emit(
      shared ? "W1x-build-shared" : "W1-build", n: n, ops: grid.constraints.count, times: times,
      extra: [
        ("checksum", rounded(grid.checksum(), 6)),
        ("construct_seconds", rounded(construct.sorted()[construct.count / 2], 9)),
      ])
  }
}

func dragValue(_ k: Int) -> Double {
  let m = k % 2400
  return Double(400 + (m <= 1200 ? m : 2400 - m))
}

func jumpValue(_ k: Int) -> Double { Double(400 + (k * 7919) % 1201) }

func runW2(reps: Int, only: Set<String>, n: Int) throws {
  var grid = Grid(n)
  _ = grid.addAll()
  let W = grid.W
  var addEdit = 0.0, firstSuggest = 0.0
  var buffer = [Double](repeating: 0, count: grid.all.count)
  addEdit = timed { try! grid.solver.addEditVariable(W, strength: Level.strong.priority) }
  firstSuggest = timed {
    try! grid.solver.suggestValue(1000, for: W)
    update(&grid.solver, grid.all, into: &buffer)
  }
  try check("W2 setup", grid.checksum(), grid.expectedChecksum(1000))
  let setup: [(String, JSON)] = [
    ("setup_add_edit_s", rounded(addEdit, 9)), ("setup_first_suggest_s", rounded(firstSuggest, 9)),
  ]
  printLine([("workload", .string("W2-setup")), ("n", .int(n))] + setup + [("solver", .string("alrepl-cassowary"))])
  for (name, key, value, iterations) in [
    ("W2-edit-drag", "W2", dragValue, 10_000), ("W2b-edit-jump", "W2b", jumpValue, 100),
  ] as [(String, String, (Int) -> Double, Int)] {
    guard only.contains(key) else { continue }
    let values = (0..<iterations).map(value)
    var times: [Double] = []
    for _ in 0..<reps {
      try! grid.solver.suggestValue(1000, for: W)
      update(&grid.solver, grid.all, into: &buffer)
      times.append(
        timed {
          for v in values {
            try! grid.solver.suggestValue(v, for: W)
            update(&grid.solver, grid.all, into: &buffer)
          }
        })
      sink += buffer[0]
      try check("\(name) final", grid.checksum(), grid.expectedChecksum(values.last!))
    }
    emit(
      name, n: n, ops: iterations, times: times,
      extra: [
        ("checksum", rounded(grid.expectedChecksum(values.last!), 6)), ("final_value", .number(values.last!)),
      ] + setup)
  }
}

func runW3(reps: Int, name: String, lifo: Bool, n: Int = 1000) throws {
  var times: [Double] = []
  var count = 0
  for _ in 0..<reps {
    var grid = Grid(n)
    let ids = grid.addAll()
    count = ids.count
    let order = lifo ? Array(ids.reversed()) : ids
    times.append(timed { for id in order { try! grid.solver.removeConstraint(id) } })
    guard grid.solver.constraintCount == 0, !ids.prefix(50).contains(where: grid.solver.contains) else {
      throw CheckFailed(description: "\(name): constraints left after removing all")
    }
  }
  emit(name, n: n, ops: count, times: times)
}

/// The objective kiwi_bench.py expects after each size of ENAML_SIZES.
let enamlObjectives: [Double] = [2_180_044, 1_680_044, 4_680_044, 3_680_044, 2_880_044, 1_880_044]

func runW4(reps: Int, loops: Int = 10_000, builds: Int = 100) throws {
  // Variables are plain ids, so one set of specs serves every solver made
  // the same way.
  var template = Solver()
  let system = Enaml(&template)
  let width = system["width"], height = system["height"]
  let specs = system.constraints
  let strong = Level.strong.priority
  func buildSolver() -> (Solver, [ConstraintID]) {
    var s = Solver()
    for _ in Enaml.variableNames { _ = s.makeVariable() }
    try! s.addEditVariable(width, strength: strong)
    try! s.addEditVariable(height, strength: strong)
    let ids = specs.map { try! s.addConstraint($0.0.expression, $0.0.relation, strength: $0.1.priority) }
    return (s, ids)
  }

  var times: [Double] = []
  for _ in 0..<reps {
    var keep: [Solver] = []
    keep.reserveCapacity(builds)
    times.append(timed { for _ in 0..<builds { keep.append(buildSolver().0) } } / Double(builds))
    sink += Double(keep.count)
  }
  emit("W4-build", n: 37, ops: 113, times: times)

  times = []
  var objectives: [(String, JSON)] = []
  let levels = specs.map(\.1)
  let all = Enaml.variableNames.map { system[$0] }
  for _ in 0..<reps {
    var (s, ids) = buildSolver()
    var buffer = [Double](repeating: 0, count: all.count)
    times.append(
      timed {
        for _ in 0..<loops {
          for (a, b) in Enaml.sizes {
            try! s.suggestValue(a, for: width)
            try! s.suggestValue(b, for: height)
            update(&s, all, into: &buffer)
          }
        }
      })
    sink += buffer[0]
    objectives = []
    for ((a, b), want) in zip(Enaml.sizes, enamlObjectives) {
      try! s.suggestValue(a, for: width)
      try! s.suggestValue(b, for: height)
      let got = Enaml.objective(s, ids, levels)
      try check("W4 objective at \(Int(a))x\(Int(b))", got, want)
      guard Enaml.maxRequiredViolation(s, ids, levels) < 1e-6 else {
        throw CheckFailed(description: "W4: a required constraint is violated at \(Int(a))x\(Int(b))")
      }
      objectives.append(("\(Int(a))x\(Int(b))", rounded(got, 6)))
    }
  }
  emit("W4-suggest", n: 37, ops: 6 * loops, times: times, extra: [("objective_by_size", .object(objectives))])
}
