import Foundation
import LayoutModel

// Refusals the session makes for the layout's sake: a result that is not a
// finite layout, and files `load` must not read.

extension Session {
  /// The largest script `load` reads: far more than any real session, far
  /// less than memory. A larger file is refused before it is read.
  static let maxScriptBytes = 16 << 20

  /// Throws when the layout a command produced has a frame that is not
  /// finite: numbers within the limits can still overflow once multiplied
  /// along a chain of constraints, and such a layout is refused whole.
  /// `frames` is every view's frame by id (`Layout.framesByID()`).
  static func checkFinite(_ layout: Layout, frames: [Frame]) throws(CommandError) {
    // Field by field, without an array per view: this runs over every
    // view after every change.
    let limit = LayoutLimits.maxMagnitude
    // Each view's origin in root's coordinates: frames are relative to the
    // superview, so sixty nested views each 1e6 from the last would reach
    // 6e7 with every frame in range. Tree order puts a parent first.
    var origins = [(x: Double, y: Double)](repeating: (0, 0), count: frames.count)
    let parents = layout.parentsInTreeOrder
    for (position, id) in layout.viewsInTreeOrder.enumerated() {
      let f = frames[Int(id.rawValue)]
      let base = parents[position].map { origins[Int($0.rawValue)] } ?? (x: 0, y: 0)
      let origin = (x: base.x + f.x, y: base.y + f.y)
      origins[Int(id.rawValue)] = origin
      // A NaN fails both comparisons, so a frame within the limit is finite.
      if abs(f.x) <= limit && abs(f.y) <= limit && abs(f.width) <= limit && abs(f.height) <= limit {
        guard abs(origin.x) > limit || abs(origin.y) > limit else { continue }
        let value = abs(origin.x) > limit ? origin.x : origin.y
        throw CommandError(
          "refused: \(layout.view(id).name) would sit \(Format.number(value)) points from root's origin, past alrepl's limit of 1e6 (each frame is in range, but they add up through the superviews); nothing changed")
      }
      if !(f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite) {
        throw CommandError(
          "refused: \(layout.view(id).name)'s frame would not be finite (the numbers overflow); nothing changed")
      }
      // Constants and sizes are held to 1e6, but multipliers can carry a
      // value far past it (2e5 * a height): beyond the limit the solver's
      // absolute tolerance no longer keeps required constraints exact.
      if let value = [f.x, f.y, f.width, f.height].first(where: { abs($0) > limit }) {
        throw CommandError(
          "refused: \(layout.view(id).name)'s frame would reach \(Format.number(value)) points, past alrepl's limit of 1e6 (multipliers carry sizes beyond it); nothing changed")
      }
    }
  }

  /// Throws when the solver's answer misses a required constraint by more
  /// than round-off. The solver drops cells below an absolute 1e-8, and
  /// huge sizes times tiny proportional multipliers can lose so much on the
  /// way that an installed constraint ends up visibly off (the session
  /// fuzzer: an 802,100-point label in a proportional stack, then another
  /// view hidden and given autoresizing, left a stack edge 1,667 points
  /// off). Such a layout would be a lie, so the command is refused whole.
  ///
  /// Checking every required constraint is O(constraints) a command, while
  /// the gate is O(views), so the check runs only once the layout holds
  /// a number of 10,000 or more: every drift the fuzzer has found came
  /// from sizes in the hundreds of thousands, and debug builds (tests, the
  /// fuzzers) still check after every command whatever the numbers. Past
  /// it, the layout evaluates again only the constraints the command
  /// touched or whose variables it moved (`requiredConstraintsHold`), and
  /// all of them only to name the worst when one misses.
  static func checkRequiredHold(_ layout: inout Layout, frames: [Frame]) throws(CommandError) {
    let largest = layout.largestNumberSeen(frames: frames)
    guard largest >= 10_000, !layout.requiredConstraintsHold(largestNumber: largest, frames: frames) else { return }
    guard let worst = layout.requiredViolations(largestNumber: largest).max(by: { $0.error < $1.error }) else { return }
    throw CommandError(
      "refused: the solver would leave \(worst.name) off by \(Format.number(worst.error)): the layout's numbers are too far apart to solve precisely (huge sizes with tiny multipliers); nothing changed")
  }

  /// The text of a script file, refusing what is not a regular file (a
  /// folder, /dev/zero, a pipe that never ends) or is too large.
  static func readScript(at url: URL, named path: String) throws(CommandError) -> String {
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      switch errno {
      case EACCES: throw CommandError("cannot read \(path): permission denied")
      case ENOTDIR: throw CommandError("cannot read \(path): a part of the path is not a folder")
      default: throw CommandError("cannot read \(path): no such file")
      }
    }
    if info.st_mode & S_IFMT == S_IFDIR { throw CommandError("cannot read \(path): it is a folder") }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw CommandError("cannot read \(path): not a regular file (a folder or a device)")
    }
    guard info.st_size <= maxScriptBytes else {
      throw CommandError("cannot read \(path): \(info.st_size) bytes is larger than a script can be (16 MB)")
    }
    guard access(url.path, R_OK) == 0 else { throw CommandError("cannot read \(path): permission denied") }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw CommandError("cannot read \(path): \(String(cString: strerror(errno)))")
    }
    guard var text = String(bytes: data, encoding: .utf8) else {
      throw CommandError("cannot read \(path): it is not UTF-8 text")
    }
    // A byte-order mark is not part of the first command.
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    return text
  }
}

extension Session {
  /// An error message fit to show: a word longer than 80 characters (a
  /// pasted megabyte echoed back as a name) is cut to its first 40 and "…".
  static func readable(_ message: String) -> String {
    guard message.count > 200 else { return message }
    return message.split(separator: " ", omittingEmptySubsequences: false)
      .map { $0.count > 80 ? $0.prefix(40) + "…" : $0 }
      .joined(separator: " ")
  }
}
