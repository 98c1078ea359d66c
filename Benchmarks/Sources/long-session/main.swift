import Foundation
@_spi(Benchmarks) import LayoutSession

// Long sessions (issue 43, item 12): does a command cost more after many
// commands than after few? Each workload runs in one session, every command
// through `Session.execute` with its text and JSON report rendered, as
// `alrepl run --json` would. It prints, per workload, the total time (wall
// and CPU), the mean CPU time per command over the first and the last window of commands
// (equal when a session's cost does not grow with its history) and the
// resident memory before and after.
// Usage: long-session [--pairs N[,N...]] [--constraints N] [--window N]
//   --pairs: `view a` / `remove a` pairs, N commands in all (default 5000,10000,20000,40000)
//   --constraints: `k: a.width == b.width + 1` / `remove k` pairs, N commands (default 200000; 0 skips)
//   --siblings: N views added one command at a time, then an accepted and a
//     refused constraint on them (issue 43 item 11; default none)
//   --no-checkpoint: refused in-place commands replay the history (as before item 11)
//   --chain: `load` of a script of N views in a vertical chain, then one
//     refused command on it (issue 43 item 11; default none)

var arguments = CommandLine.arguments.dropFirst()
@MainActor func option(_ name: String) -> String? {
  guard let i = arguments.firstIndex(of: name), arguments.index(after: i) < arguments.endIndex else { return nil }
  return arguments[arguments.index(after: i)]
}

/// The resident set now and at its peak, in MB, from /proc/self/status.
func memoryMB() -> (now: Double, peak: Double) {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return (0, 0) }
  func field(_ name: String) -> Double {
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else { return 0 }
    return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
  }
  return (field("VmRSS:"), field("VmHWM:"))
}

func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18 }

/// This process's CPU time (user and system), in seconds: on a shared host
/// whose load takes the wall clock anywhere, the figure that compares.
func cpuSeconds() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
  return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}

/// Runs `setup` then `count` commands made by `line(i)` in one session,
/// and returns the session.
@discardableResult
func measure(_ name: String, setup: [String], count: Int, window: Int, line: (Int) -> String) -> Session {
  let session = Session(directory: "/tmp")
  session.checkpointsInPlaceCommands = checkpoints
  for l in setup { _ = JSONRenderer.line(session.execute(l)) }
  let before = memoryMB().now
  let clock = ContinuousClock()
  var windowStart = cpuSeconds()
  var first = 0.0, last = 0.0
  var refused = 0
  var jsonBytes = 0
  let start = clock.now
  let cpuStart = cpuSeconds()
  for i in 0..<count {
    let report = session.execute(line(i))
    _ = TextRenderer.lines(report)
    jsonBytes += JSONRenderer.line(report).utf8.count + 1
    if !report.ok { refused += 1 }
    if (i + 1) % window == 0 {
      let now = cpuSeconds()
      if i + 1 == window { first = now - windowStart }
      last = now - windowStart
      windowStart = now
    }
  }
  let total = seconds(clock.now - start)
  let cpu = cpuSeconds() - cpuStart
  let after = memoryMB()
  print(String(
    format: "%@ commands=%d wall_s=%.3f cpu_s=%.3f first_%d_cpu_us_per_command=%.1f last_%d_cpu_us_per_command=%.1f last/first=%.2f rss_mb=%.1f->%.1f peak_mb=%.1f refused=%d json_bytes=%d",
    name, count, total, cpu, window, first / Double(window) * 1e6, window, last / Double(window) * 1e6, last / first,
    before, after.now, after.peak, refused, jsonBytes))
  return session
}

/// Runs `line` on `session` and prints its CPU time and the history
/// replays it took: what a refusal costs against an accepted command.
func command(_ name: String, _ line: String, on session: Session, prefix: String) {
  let replays = session.historyReplays
  let cpu = cpuSeconds()
  let r = session.execute(line)
  _ = TextRenderer.lines(r)
  let bytes = JSONRenderer.line(r).utf8.count
  print(String(
    format: "%@ %@ ok=%@ cpu_s=%.4f replays=%d json_bytes=%d", prefix, name, r.ok ? "true" : "false", cpuSeconds() - cpu,
    session.historyReplays - replays, bytes))
}

// `--no-checkpoint`: a refused in-place command replays the history, as
// before item 11, so that the cost of keeping the layout before each
// command can be set against not keeping it.
let checkpoints = !arguments.contains("--no-checkpoint")
let window = option("--window").flatMap(Int.init) ?? 1000
let pairs = (option("--pairs") ?? "5000,10000,20000,40000").split(separator: ",").compactMap { Int($0) }
for n in pairs where n > 0 {
  measure("view-add-remove", setup: [], count: n, window: window) { $0 % 2 == 0 ? "view a" : "remove a" }
}
if let n = option("--constraints").flatMap(Int.init) ?? Optional(200_000), n > 0 {
  measure("constraint-add-remove", setup: ["view a", "view b"], count: n, window: max(window, n / 20)) {
    $0 % 2 == 0 ? "k: a.width == b.width + 1" : "remove k"
  }
}
// Issue 43 item 11's sibling figure: `view v0` ... `view vN-1`, one command
// each, every view new and ambiguous (a large layout, not a long session:
// its cost per command is expected to grow with the views there are).
// Then, on that layout of one history line a view, an accepted command
// and a refused one of the same kind (item 11: the refusal replays the
// history when the session keeps no checkpoint for so short a history).
if let n = option("--siblings").flatMap(Int.init), n > 0 {
  let session = measure("siblings", setup: [], count: n, window: max(100, n / 10)) { "view v\($0)" }
  command("accepted", "k1: v1.width == 1000 * root.width", on: session, prefix: "siblings-command")
  command("refused", "k2: v2.width == 100000 * root.width", on: session, prefix: "siblings-command")
}

// Issue 43 item 11's chain: a script of N views, each pinned to root's sides
// and hung below the one before, loaded by one `load`; then the cost of one
// command refused after it changed the layout (a multiplier carries a
// width past the 1e6 limit), set against an accepted one of the same kind,
// and the number of history replays each took.
if let n = option("--chain").flatMap(Int.init), n > 0 {
  let path = "/tmp/long-session-chain-\(n).alrepl"
  var script = "# a vertical chain of \(n) views\n"
  for i in 0..<n {
    script += "view v\(i)\nv\(i).leading == root.leading + 8\nv\(i).trailing == root.trailing - 8\n"
    script += i == 0 ? "v0.top == root.top + 8\n" : "v\(i).top == v\(i - 1).bottom + 8\n"
    script += "v\(i).height == 44\n"
  }
  try! script.write(toFile: path, atomically: true, encoding: .utf8)
  let session = Session(directory: "/tmp")
  session.checkpointsInPlaceCommands = checkpoints
  let clock = ContinuousClock()
  let start = clock.now
  let cpuStart = cpuSeconds()
  let report = session.execute("load \(path)")
  let jsonBytes = JSONRenderer.line(report).utf8.count + 1
  if let failure = report.failure { print("chain-load refused: \(failure.message)") }
  _ = TextRenderer.lines(report)
  print(String(
    format: "chain-load views=%d ok=%@ wall_s=%.3f cpu_s=%.3f rss_mb=%.1f peak_mb=%.1f json_bytes=%d",
    n, report.ok ? "true" : "false", seconds(clock.now - start), cpuSeconds() - cpuStart, memoryMB().now, memoryMB().peak,
    jsonBytes))
  if !session.execute("view probe").ok { print("view probe refused") }
  for (name, line) in [
    ("accepted", "k1: probe.width == 1000 * root.width"), ("undo", "undo"),
    ("refused", "k2: probe.width == 100000 * root.width"),
  ] {
    command(name, line, on: session, prefix: "chain-command")
  }
}
