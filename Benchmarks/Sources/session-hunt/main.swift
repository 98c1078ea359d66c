// session-hunt: seeded random sessions, checked after every command.
//
//   .build/release/session-hunt --sessions 10000 --commands 60 --seed 1
//
// Each session is a random mix of views, labels, stacks, constraints of
// every shape, constant and priority changes, activation, removal, window
// sizes, hiding, undo and redo, and queries, drawn from a generator seeded
// with (seed, session number), so a failure is reproduced by its two
// numbers alone (`--only N`). After every command it checks:
//   - atomicity: a refused command leaves `Session.dump()` byte for byte;
//   - the engine's invariants (every installed required constraint holds,
//     every frame finite);
//   - the ambiguity ranges kept from the last measurement (only the parts
//     a command touched are probed again) equal a full measurement;
//   - exact undo: after an accepted change, `undo` gives the state before
//     it and `redo` the state after, byte for byte;
// and at the end of the session, replay: the accepted commands run again
// in a fresh session give the same state.
// It prints one line per failure (seed, session, command number, what) and
// a summary; it exits 1 if anything failed.
import Foundation
import LayoutSession
import PropertyBased

/// The seeded generator the property tests use (swift-property-based's
/// xoshiro256**): the same sequence on every platform, so a session is
/// reproduced by its seed and number alone.
func generator(seed: UInt64, session: UInt64) -> Xoshiro {
  Xoshiro(seed: (seed, session, 0x9E37_79B9_7F4A_7C15, 0xD1B5_4A32_D192_ED03))
}

/// Random command lines over the views and constraints made so far.
struct CommandMaker {
  var rng: Xoshiro
  var views: [String] = []
  var constraints: [String] = []
  var made = 0

  mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
  mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

  mutating func anyView() -> String { views.isEmpty || chance(0.15) ? "root" : pick(views) }

  static let locations = ["leading", "trailing", "left", "right", "centerX", "top", "bottom", "centerY",
    "leadingMargin", "topMargin", "firstBaseline"]
  static let sizes = ["width", "height"]
  static let priorities = ["", " @999", " @750", " @high", " @low", " @250", " @1", " @751"]

  mutating func constraintLine() -> String {
    let a = anyView(), b = anyView()
    let relation = pick(["==", "==", "<=", ">="])
    let priority = pick(Self.priorities)
    let constant = number(-40...400)
    made += 1
    let name = "k\(made)"
    constraints.append(name)
    if chance(0.5) {
      let size = pick(Self.sizes)
      if chance(0.4) { return "\(name): \(a).\(size) \(relation) \(constant)\(priority)" }
      let k = pick(["", "0.5 * ", "2 * ", "0.25 * "])
      return "\(name): \(a).\(size) \(relation) \(k)\(b).\(pick(Self.sizes)) + \(constant)\(priority)"
    }
    let location = pick(Self.locations)
    let axisMates = ["leading", "trailing", "left", "right", "centerX", "leadingMargin"].contains(location)
      ? ["leading", "trailing", "centerX", "leadingMargin"] : ["top", "bottom", "centerY", "topMargin", "firstBaseline"]
    return "\(name): \(a).\(location) \(relation) \(b).\(pick(axisMates)) + \(constant)\(priority)"
  }

  mutating func next() -> String {
    switch number(0...99) {
    case 0..<12:
      let name = "v\(views.count)"
      let parent = views.isEmpty || chance(0.5) ? "" : " in \(pick(views))"
      views.append(name)
      let intrinsic = chance(0.3) ? " intrinsic \(number(0...300))x\(number(0...120))" : ""
      return "view \(name)\(parent)\(intrinsic)"
    case 12..<16:
      let name = "v\(views.count)"
      views.append(name)
      return "label \(name)\(views.count > 1 && chance(0.5) ? " in \(pick(views.dropLast()))" : "") \"\(pick(["Hi", "The quick brown fox jumps", "x"]))\" lines \(number(0...3))"
    case 16..<19 where views.count >= 2:
      let name = "v\(views.count)"
      let members = Array(Set((0..<number(1...3)).map { _ in pick(views) })).sorted()
      views.append(name)
      return "stack \(name) \(pick(["vertical", "horizontal"])) spacing \(number(0...20)) distribution \(pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"])) [\(members.joined(separator: " "))]"
    case 19..<50:
      return constraintLine()
    case 50..<58 where !constraints.isEmpty:
      return "set \(pick(constraints)).constant \(number(-50...500))"
    case 58..<62 where !constraints.isEmpty:
      return "set \(pick(constraints)).priority \(pick(["999", "750", "250", "1", "1000", "500"]))"
    case 62..<66 where !constraints.isEmpty:
      return "\(pick(["activate", "deactivate"])) \(pick(constraints))"
    case 66..<69 where !constraints.isEmpty:
      return "remove \(pick(constraints))"
    case 69..<71 where !views.isEmpty:
      return "remove \(pick(views))"
    case 71..<74:
      // Now and then the other rule for conflicts, which decides those in force again.
      if chance(0.25) { return "set root.breaking \(pick(["interfaceBuilder", "runtime"]))" }
      // And the pixel grid frames are reported on, which only the reports read.
      if chance(0.15) { return "set root.frameGrid \(pick(["2", "3", "none"]))" }
      return "size \(pick(["320x568", "375x667", "414x896", "667x375", "1024x768"]))"
    case 74..<77 where !views.isEmpty:
      return "set \(pick(views)).\(pick(["hidden true", "hidden false", "intrinsic 40x40", "hug 1 1", "resist 1000 1000", "margins 4 4 4 4"]))"
    case 77..<80 where views.count >= 2:
      let a = pick(views), b = pick(views)
      return a == b ? "frames" : "vfl \(pick(["H", "V"])):|-\(number(0...30))-[\(a)]-[\(b)(>=\(number(0...80)))]"
    case 80..<88:
      return "undo"
    case 88..<92:
      return "redo"
    default:
      return pick(["frames", "ambiguity", "conflicts", "constraints", "devices", "draw",
        views.isEmpty ? "frames" : "why \(pick(views)).\(pick(["x", "y", "width", "height"]))",
        constraints.isEmpty ? "history" : "whatif \(pick(constraints)) priority 500",
        constraints.isEmpty ? "history" : "explain \(pick(constraints))"])
    }
  }
}

// MARK: - Running

let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, _ fallback: Int) -> Int {
  guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let n = Int(arguments[i + 1]) else { return fallback }
  return n
}
let sessions = option("--sessions", 1000)
let commandsPerSession = option("--commands", 60)
let seed = UInt64(option("--seed", 1))
let only = arguments.contains("--only") ? option("--only", 0) : nil

var failures = 0
var commandsRun = 0
var undoChecks = 0
var refusals = 0
@MainActor func failure(_ session: Int, _ step: Int, _ line: String, _ what: String) {
  failures += 1
  print("FAIL seed \(seed) session \(session) command \(step) '\(line)': \(what)")
}

let started = Date()
for s in (only.map { [$0] } ?? Array(0..<sessions)) {
  var maker = CommandMaker(rng: generator(seed: seed, session: UInt64(s)))
  let session = Session(directory: NSTemporaryDirectory())
  session.writePolicy = .scratch(URL(fileURLWithPath: NSTemporaryDirectory()))
  var accepted: [String] = []
  for step in 0..<commandsPerSession {
    let line = maker.next()
    let before = session.dump()
    let report = session.execute(line)
    commandsRun += 1
    if !report.ok {
      refusals += 1
      if session.dump() != before { failure(s, step, line, "a refused command changed the session") }
      continue
    }
    accepted.append(line)
    let problems = session.layout.invariantViolations()
    if !problems.isEmpty { failure(s, step, line, "invariants: \(problems.prefix(3))") }
    var measured = session.layout
    if measured.measureAmbiguities() != measured.measureAllAmbiguities() {
      failure(s, step, line, "kept ambiguity ranges differ from a full measurement")
    }
    // Exact undo and redo, for changes that made a history entry.
    let after = session.dump()
    if after != before, line != "undo", line != "redo", session.execute("undo").ok {
      undoChecks += 1
      if session.dump() != before { failure(s, step, line, "undo did not give the state before") }
      if !session.execute("redo").ok || session.dump() != after { failure(s, step, line, "redo did not give the state after") }
    }
  }
  // Replay: the accepted lines, in a fresh session, give the same state.
  let replay = Session(directory: NSTemporaryDirectory())
  replay.writePolicy = .scratch(URL(fileURLWithPath: NSTemporaryDirectory()))
  for line in accepted { _ = replay.execute(line) }
  if replay.dump() != session.dump() { failure(s, commandsPerSession, "(replay)", "replaying the accepted commands gave another state") }
}
let seconds = Date().timeIntervalSince(started)
print("session-hunt: seed \(seed), \(only == nil ? sessions : 1) sessions, \(commandsRun) commands (\(refusals) refused), \(undoChecks) undo/redo checks, \(failures) failures, \(String(format: "%.1f", seconds)) s")
exit(failures == 0 ? 0 : 1)
