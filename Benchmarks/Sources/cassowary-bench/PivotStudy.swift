// `cassowary-bench --pivot-study`: how many of W4's pivots another order
// of the same adds would save, and whether it ends at the same solution
// (Benchmarks/README.md, "Structural steps for small systems"). Each order
// adds the same 111 constraints and 2 edit variables; only the order
// differs. For each it prints the pivots of one build, then suggests the
// six sizes of W4-suggest and compares every variable with the build in
// kiwi's order, bit for bit, and the objective with kiwi's.
//
// `--pivot-order NAME` instead runs 100 builds of one order inside
// `pivotStudyBuilds` (never inlined), for callgrind's `--toggle-collect`.

import Cassowary

/// An order of W4's adds: the constraints' indices in kiwi's list, and
/// whether the two edit variables go in after the constraints.
struct W4Order {
  var name: String
  var constraints: [Int]
  var editsLast = false

  static func all(_ specs: [(Spec, Level)]) -> [W4Order] {
    let kiwi = Array(specs.indices)
    func rank(_ level: Level) -> Int { Level.allCases.firstIndex(of: level)! }
    let required = kiwi.filter { specs[$0].1 == .required }
    let optional = kiwi.filter { specs[$0].1 != .required }
    // Stable sorts: within a level, kiwi's order.
    let strongestFirst = kiwi.sorted { (rank(specs[$0].1), $0) < (rank(specs[$1].1), $1) }
    let weakestFirst = kiwi.sorted { (-rank(specs[$0].1), $0) < (-rank(specs[$1].1), $1) }
    return [
      W4Order(name: "kiwi", constraints: kiwi),
      W4Order(name: "edits-last", constraints: kiwi, editsLast: true),
      W4Order(name: "required-first", constraints: required + optional),
      W4Order(name: "required-first-edits-last", constraints: required + optional, editsLast: true),
      W4Order(name: "optional-first", constraints: optional + required),
      W4Order(name: "strongest-first", constraints: strongestFirst),
      W4Order(name: "weakest-first", constraints: weakestFirst),
      W4Order(name: "reversed", constraints: kiwi.reversed()),
    ]
  }
}

/// One build of W4 in `order`: the solver and the constraints' ids by their
/// index in kiwi's list.
func buildW4(_ order: W4Order, _ specs: [(Spec, Level)], width: Variable, height: Variable) -> (Solver, [ConstraintID]) {
  var s = Solver()
  for _ in Enaml.variableNames { _ = s.makeVariable() }
  let strong = Level.strong.priority
  if !order.editsLast {
    try! s.addEditVariable(width, strength: strong)
    try! s.addEditVariable(height, strength: strong)
  }
  var ids = [ConstraintID?](repeating: nil, count: specs.count)
  for k in order.constraints {
    ids[k] = try! s.addConstraint(specs[k].0.expression, specs[k].0.relation, strength: specs[k].1.priority)
  }
  if order.editsLast {
    try! s.addEditVariable(width, strength: strong)
    try! s.addEditVariable(height, strength: strong)
  }
  return (s, ids.map { $0! })
}

/// `count` builds in `order`, kept alive as W4-build keeps them.
@inline(never)
func pivotStudyBuilds(_ order: W4Order, _ specs: [(Spec, Level)], width: Variable, height: Variable, count: Int) -> Int {
  var keep: [Solver] = []
  keep.reserveCapacity(count)
  for _ in 0..<count { keep.append(buildW4(order, specs, width: width, height: height).0) }
  return keep.count
}

func runPivotStudy(onlyOrder: String?) throws {
  var template = Solver()
  let system = Enaml(&template)
  let width = system["width"], height = system["height"]
  let specs = system.constraints
  let levels = specs.map(\.1)
  let all = Enaml.variableNames.map { system[$0] }
  let orders = W4Order.all(specs)
  if let onlyOrder {
    guard let order = orders.first(where: { $0.name == onlyOrder }) else {
      throw CheckFailed(description: "no order \(onlyOrder); orders: \(orders.map(\.name).joined(separator: ", "))")
    }
    let times = (0..<5).map { _ in timed { sink += Double(pivotStudyBuilds(order, specs, width: width, height: height, count: 100)) } / 100 }
    emit("W4-build-\(order.name)", n: 37, ops: 113, times: times)
    return
  }
  /// The values of every variable after each size, and the objectives.
  func solve(_ s: inout Solver, _ ids: [ConstraintID]) throws -> (values: [[Double]], objectives: [Double]) {
    var values: [[Double]] = []
    var objectives: [Double] = []
    for (a, b) in Enaml.sizes {
      try s.suggestValue(a, for: width)
      try s.suggestValue(b, for: height)
      values.append(all.map { s.value(of: $0) })
      objectives.append(Enaml.objective(s, ids, levels))
    }
    return (values, objectives)
  }
  var (base, baseIDs) = buildW4(orders[0], specs, width: width, height: height)
  let reference = try solve(&base, baseIDs)
  for order in orders {
    var (s, ids) = buildW4(order, specs, width: width, height: height)
    let built = s.statistics
    let result = try solve(&s, ids)
    var differing = 0
    var largest = 0.0
    for (row, want) in zip(result.values, reference.values) {
      for (x, y) in zip(row, want) where x.bitPattern != y.bitPattern {
        differing += 1
        largest = max(largest, abs(x - y))
      }
    }
    let objectivesMatch = zip(result.objectives, enamlObjectives).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
    printLine([
      ("order", .string(order.name)), ("pivots", .int(built.pivots)), ("dual_pivots", .int(built.dualPivots)),
      ("substitutions", .int(built.substitutions)), ("cells", .int(built.cells)),
      ("values_differing", .int(differing)), ("of_values", .int(result.values.count * all.count)),
      ("largest_difference", .number(largest)), ("objectives_are_kiwis", .string(objectivesMatch ? "yes" : "no")),
    ])
  }
}
