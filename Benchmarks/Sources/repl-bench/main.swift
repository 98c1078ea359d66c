import Foundation
@_spi(Benchmarks) import LayoutSession

// The REPL at scale: every command's full report (solve, diagnostics, text
// and JSON rendering), timed one by one. Issue 7's targets: on a 1,000-view
// session, median < 1 ms and p99 < 5 ms per command; a 10,000-command
// script replayed in < 2 s; under 200 MB for 10,000 views.
// Usage: repl-bench [--views N] [--commands N] [--font FILE|inter] [--script FILE] [--write-commands FILE] [--slowest N] [--by-kind]
//        [--tableau]  (the solver's rows and cells after each run: what memory follows)
//        [--layout-only]  (the script once more with no report at all: what the layout's own work costs)
//        [--rows]  (then rows of --views views with only minimum widths, and bounded ones: 100 edits each)

var arguments = CommandLine.arguments.dropFirst()
@MainActor func option(_ name: String) -> String? {
  guard let i = arguments.firstIndex(of: name), arguments.index(after: i) < arguments.endIndex else { return nil }
  return arguments[arguments.index(after: i)]
}
let views = option("--views").flatMap(Int.init) ?? 1000
let commandCount = option("--commands").flatMap(Int.init) ?? 10_000
if let path = option("--write-commands") {
  try Generator.commands(count: commandCount).joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
  print("wrote \(path)")
  exit(0)
}
if let path = option("--script") {
  try Generator.session(views: views).joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
  print("wrote \(path)")
  exit(0)
}

func peakMemoryMB() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
  else { return 0 }
  return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
}

func run(
  _ lines: [String], on session: Session = Session(directory: "/tmp"), tableau: Bool = false
) -> (times: [Double], total: Double, failures: Int) {
  var times: [Double] = []
  var failures = 0
  let clock = ContinuousClock()
  let start = clock.now
  for line in lines {
    let t0 = clock.now
    let report = session.execute(line)
    _ = TextRenderer.lines(report)
    _ = JSONRenderer.line(report)
    let d = clock.now - t0
    times.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15)
    if !report.ok { failures += 1 }
  }
  let d = clock.now - start
  if tableau {
    let s = session.layout.solverStatistics
    print("{\"tableau_rows\": \(s.rows), \"tableau_cells\": \(s.cells), \"longest_row\": \(s.longestRow), \"symbols\": \(s.symbols), \"cell_capacity\": \(s.cellCapacity), \"column_entries\": \(s.columnEntries), \"cells_by_kind\": \(s.cellsByKind), \"cells_by_basic_kind\": \(s.cellsByBasicKind)}")
  }
  return (times, Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18, failures)
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
  guard !sorted.isEmpty else { return 0 }
  return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.down)))]
}

func summary(_ name: String, _ r: (times: [Double], total: Double, failures: Int)) -> String {
  let s = r.times.sorted()
  return "{\"workload\": \"\(name)\", \"commands\": \(s.count), \"median_ms\": \(percentile(s, 0.5)), \"p99_ms\": \(percentile(s, 0.99)), \"max_ms\": \(s.last ?? 0), \"total_s\": \(r.total), \"failed_commands\": \(r.failures), \"peak_mb\": \(peakMemoryMB())}"
}

// --font FILE|inter: the session measured with a real font (set root.font
// first), issue 37's label-heavy figure with HarfBuzz doing the measuring.
let fontLine = option("--font").map { $0 == "inter" || $0 == "em" ? "set root.font \($0)" : "set root.font \"\($0)\"" }
let sessionLines = (fontLine.map { [$0] } ?? []) + Generator.session(views: views)
let sessionRun = run(sessionLines, tableau: arguments.contains("--tableau"))
print(summary("session-\(views)-views", sessionRun))
// --by-kind: the median per kind of command (its first word, or "constraint").
if arguments.contains("--by-kind") {
  var byKind: [String: [Double]] = [:]
  for (ms, line) in zip(sessionRun.times, sessionLines) {
    let word = String(line.split(separator: " ").first ?? "")
    let kind = ["view", "label", "stack", "set", "vfl", "remove"].contains(word) ? word : "constraint"
    byKind[kind, default: []].append(ms)
  }
  for (kind, times) in byKind.sorted(by: { $0.key < $1.key }) {
    let sorted = times.sorted()
    print(String(format: "%-10@ n=%5d  median %7.3f ms  p99 %7.3f ms", kind, sorted.count, percentile(sorted, 0.5), percentile(sorted, 0.99)))
  }
}
// --slowest N: the commands that cost most, to see where a target is missed.
if let n = option("--slowest").flatMap(Int.init) {
  for (ms, line) in zip(sessionRun.times, sessionLines).sorted(by: { $0.0 > $1.0 }).prefix(n) {
    print(String(format: "%8.3f ms  %@", ms, line))
  }
}
let scriptLines = Generator.commands(count: commandCount)
let scriptRun = run(scriptLines, tableau: arguments.contains("--tableau"))
print(summary("script-\(commandCount)-commands", scriptRun))
// --by-kind also splits the script's commands after the session, where the
// 10,000-command target is decided.
if arguments.contains("--by-kind") {
  var byKind: [String: [Double]] = [:]
  for (ms, line) in zip(scriptRun.times, scriptLines).dropFirst(sessionLines.count) {
    // `set` by property: a constant and a label's text cost differently.
    let words = line.split(separator: " ")
    let word = String(words.first ?? "")
    let kind = word == "set" && words.count > 1 ? "set ." + (words[1].split(separator: ".").last ?? "") : word
    byKind[kind, default: []].append(ms)
  }
  for (kind, times) in byKind.sorted(by: { $0.key < $1.key }) {
    let sorted = times.sorted()
    print(String(format: "script %-16@ n=%5d  median %8.3f ms  total %8.2f s", kind, sorted.count, percentile(sorted, 0.5), sorted.reduce(0, +) / 1000))
  }
}
// --layout-only: the script again, each command applied (checks and
// journal included) with nothing measured or rendered: how much of the
// replay is the layout's own work, and how much is the report.
if arguments.contains("--layout-only") {
  let session = Session(directory: "/tmp")
  var failures = 0
  let clock = ContinuousClock()
  let start = clock.now
  for line in scriptLines where !session.applyWithoutReport(line) { failures += 1 }
  let d = clock.now - start
  let total = Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
  print("{\"workload\": \"script-\(commandCount)-commands-layout-only\", \"total_s\": \(total), \"failed_commands\": \(failures)}")
}
// --rows: rows of views whose every x is ambiguous one way (stop 31's hunt
// found them quadratic in the report's ambiguity probes): the row is built,
// then each of 100 edits in its middle is timed at full size.
if arguments.contains("--rows") {
  for bounded in [false, true] {
    let (build, edits) = Generator.row(views: views, bounded: bounded, edits: 100)
    let session = Session(directory: "/tmp")
    let built = run(build, on: session)
    let edited = run(edits, on: session)
    let name = "row-\(views)-views\(bounded ? "-bounded" : "")-edits"
    let failures = built.failures + edited.failures
    print(summary(name, (edited.times, edited.total, failures)).dropLast() + ", \"build_s\": \(built.total)}")
  }
}
