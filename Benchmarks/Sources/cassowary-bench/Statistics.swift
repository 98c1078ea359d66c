// `cassowary-bench --stats`: the size of a solver after one build of W1 and
// W4, so that the bytes a small system costs can be followed from round to
// round without a heap profiler (Benchmarks/README.md, "Memory and caches
// of small systems").

import Cassowary

func printStatistics(only: Set<String>, sizes: [Int]) {
  func line(_ workload: String, _ n: Int, _ s: Solver.Statistics) {
    printLine([
      ("workload", .string(workload)), ("n", .int(n)), ("rows", .int(s.rows)), ("cells", .int(s.cells)),
      ("cell_capacity", .int(s.cellCapacity)), ("longest_row", .int(s.longestRow)), ("symbols", .int(s.symbols)),
      ("column_entries", .int(s.columnEntries)), ("pivots", .int(s.pivots)), ("substitutions", .int(s.substitutions)),
    ])
  }
  if only.contains("W1") {
    for n in sizes {
      var grid = Grid(n)
      _ = grid.addAll()
      line("W1-build", n, grid.solver.statistics)
    }
  }
  if only.contains("W4") {
    var template = Solver()
    let system = Enaml(&template)
    var s = Solver()
    for _ in Enaml.variableNames { _ = s.makeVariable() }
    let strong = Level.strong.priority
    try! s.addEditVariable(system["width"], strength: strong)
    try! s.addEditVariable(system["height"], strength: strong)
    for (spec, level) in system.constraints { _ = try! s.addConstraint(spec.expression, spec.relation, strength: level.priority) }
    line("W4-build", 37, s.statistics)
  }
}
