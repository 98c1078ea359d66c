// roundtrip-hunt: a second seeded session fuzzer, independent of
// session-hunt, aimed where that one does not go.
//
//   .build/release/roundtrip-hunt --sessions 2000 --commands 40 --seed 7
//
// session-hunt draws small constants and gentle multipliers and checks each
// command against itself. This one draws what a hostile person types:
// multipliers from 1e-6 to 1e6 (2e5 * a height against 0.000002 * a
// centre, as issue 43 item 8 found), constants up to the 1e6 limit and
// past it, `set` of constants and priorities, imports of the conflict log
// and the storyboards in sessions/, and it checks what crosses a file:
//   - atomicity: a refused command leaves `Session.dump()` byte for byte;
//   - every accepted layout keeps its required constraints (the engine's
//     invariants) and no frame number past the documented 1e6;
//   - save, then load into a fresh session, gives the same views with the
//     same frames (every 8 commands and at the end);
//   - undo back to the start and redo to the end give the same state byte
//     for byte (at the end).
// A failure is reproduced by its seed and session number (`--only N`).
import Foundation
import LayoutModel
import LayoutSession
import PropertyBased

/// Seeded as session-hunt is, with other constants, so the two never draw
/// the same sessions.
func generator(seed: UInt64, session: UInt64) -> Xoshiro {
  Xoshiro(seed: (seed &* 0x2545_F491_4F6C_DD1D, session, 0x1234_5678_9ABC_DEF1, 0x0F0E_0D0C_0B0A_0908))
}

/// The repository's sessions/ folder: the files `import` reads.
let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../../sessions").standardized
let importable = [
  "logs/20-wtf-custom9-uisv-labels-text.txt", "ib/login.storyboard", "ib/profile-cell.xib",
  "ib/notice-banner.xib", "ib/order-summary.storyboard",
].map { samples.appendingPathComponent($0).path }

struct Maker {
  var rng: Xoshiro
  var views: [String] = []
  var constraints: [String] = []
  var made = 0

  mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
  mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
  mutating func view() -> String { views.isEmpty || chance(0.2) ? "root" : pick(views) }

  static let multipliers = ["", "", "2 * ", "0.5 * ", "2e5 * ", "0.000002 * ", "1e6 * ", "1e-6 * ", "-3 * ", "1000 * "]
  static let constants = ["0", "10", "-20", "654321", "999999", "1e6", "-1e6", "1000001", "0.000001", "42.5", "300"]

  mutating func constraint() -> String {
    made += 1
    let name = "k\(made)"
    constraints.append(name)
    let a = view(), b = view()
    let relation = pick(["==", "==", "<=", ">="])
    let priority = pick(["", "", " @999", " @750", " @1"])
    if chance(0.4) {
      let size = pick(["width", "height"])
      if chance(0.3) { return "\(name): \(a).\(size) \(relation) \(pick(Self.constants))\(priority)" }
      return "\(name): \(a).\(size) \(relation) \(pick(Self.multipliers))\(b).\(pick(["width", "height"])) + \(pick(Self.constants))\(priority)"
    }
    let (x, mates) = chance(0.5)
      ? (pick(["leading", "trailing", "centerX", "left"]), ["leading", "trailing", "centerX", "left"])
      : (pick(["top", "bottom", "centerY"]), ["top", "bottom", "centerY"])
    return "\(name): \(a).\(x) \(relation) \(pick(Self.multipliers))\(b).\(pick(mates)) + \(pick(Self.constants))\(priority)"
  }

  mutating func next() -> String {
    switch number(0...99) {
    case 0..<14:
      let name = "v\(views.count)"
      let parent = views.isEmpty || chance(0.5) ? "" : " in \(pick(views))"
      views.append(name)
      return chance(0.3)
        ? "label \(name)\(parent) \"\(pick(["Café 🙂", "a\\nb", "x", "\\u{1B}[31m"]))\""
        : "view \(name)\(parent)\(chance(0.3) ? " intrinsic \(number(0...400))x\(number(0...90))" : "")"
    case 14..<50:
      return constraint()
    case 50..<60 where !constraints.isEmpty:
      return "set \(pick(constraints)).constant \(pick(Self.constants))"
    case 60..<64 where !constraints.isEmpty:
      return "set \(pick(constraints)).priority \(pick(["1000", "999", "250", "1"]))"
    case 64..<67 where !constraints.isEmpty:
      return "\(pick(["activate", "deactivate", "remove"])) \(pick(constraints))"
    case 67..<69 where !views.isEmpty:
      return "remove \(pick(views))"
    case 69..<72:
      return "size \(pick(["320x568", "1024x768", "1000000x1000000", "0x0"]))"
    case 72..<74:
      // An import replaces the layout: the names made so far are gone.
      views = []
      constraints = []
      return "import \(pick(importable))"
    case 74..<84:
      return "undo"
    case 84..<92:
      return "redo"
    default:
      return pick(["frames", "conflicts", "ambiguity", "draw"])
    }
  }
}

/// Every view's name and frame, in tree order: what save and load must keep.
func frames(_ s: Session) -> [String] {
  let layout = s.layout
  let all = layout.framesByID()
  return layout.viewsInTreeOrder.map { id in
    let f = all[Int(id.rawValue)]
    return "\(layout.view(id).name) \(f.x) \(f.y) \(f.width) \(f.height)"
  }
}

let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, _ fallback: Int) -> Int {
  guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let n = Int(arguments[i + 1]) else { return fallback }
  return n
}
let sessions = option("--sessions", 500)
let perSession = option("--commands", 40)
let seed = UInt64(option("--seed", 1))
let only = arguments.contains("--only") ? option("--only", 0) : nil
let verbose = arguments.contains("--verbose")

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("roundtrip-hunt-\(getpid())")
try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

var failures = 0, commands = 0, refused = 0, roundTrips = 0
@MainActor func fail(_ session: Int, _ step: Int, _ line: String, _ what: String) {
  failures += 1
  print("FAIL seed \(seed) session \(session) command \(step) '\(line)': \(what)")
}

/// Saves `s`, loads the file into a fresh session, and compares frames.
@MainActor func roundTrip(_ s: Session, _ n: Int, _ step: Int) {
  let file = "rt-\(n).alrepl"
  let saved = s.execute("save \(file)")
  guard saved.ok else { return fail(n, step, "save \(file)", "save refused: \(saved.failure?.message ?? "")") }
  roundTrips += 1
  let fresh = Session(directory: folder.path)
  let loaded = fresh.execute("load \(file)")
  if !loaded.ok {
    let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? "?"
    return fail(n, step, "load \(file)", "a saved session does not load: \(loaded.failure?.message ?? "")\n--- saved:\n\(text)")
  }
  let want = frames(s), got = frames(fresh)
  if want != got {
    let first = zip(want, got).first { $0 != $1 }.map { "\($0) != \($1)" } ?? "\(want.count) views != \(got.count)"
    fail(n, step, "(save/load)", "loading what was saved gives other frames: \(first)")
  }
}

let started = Date()
for n in (only.map { [$0] } ?? Array(0..<sessions)) {
  var maker = Maker(rng: generator(seed: seed, session: UInt64(n)))
  let s = Session(directory: folder.path)
  var changes = 0
  for step in 0..<perSession {
    let line = maker.next()
    let before = s.dump()
    let report = s.execute(line)
    commands += 1
    if verbose { print("\(report.ok ? "ok " : "no ") \(line)") }
    guard report.ok else {
      refused += 1
      if s.dump() != before { fail(n, step, line, "a refused command changed the session") }
      continue
    }
    if s.dump() != before && line != "undo" && line != "redo" { changes += 1 }
    let problems = s.layout.invariantViolations()
    if !problems.isEmpty { fail(n, step, line, "invariants: \(problems.prefix(3))") }
    for f in s.layout.framesByID() where [f.x, f.y, f.width, f.height].contains(where: { abs($0) > LayoutLimits.maxMagnitude }) {
      fail(n, step, line, "a frame past the 1e6 limit was accepted: \(f)")
      break
    }
    if step % 8 == 7 { roundTrip(s, n, step) }
  }
  roundTrip(s, n, perSession)
  // Undo to the start, then redo to the end: byte for byte the same.
  let end = s.dump()
  var undone = 0
  while s.execute("undo").ok { undone += 1 }
  for _ in 0..<undone { _ = s.execute("redo") }
  if s.dump() != end { fail(n, perSession, "(undo all, redo all)", "\(undone) undos and as many redos do not give the end state back") }
}
print("roundtrip-hunt: seed \(seed), \(only == nil ? sessions : 1) sessions, \(commands) commands (\(refused) refused), \(roundTrips) save/load round trips, \(failures) failures, \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
exit(failures == 0 ? 0 : 1)
