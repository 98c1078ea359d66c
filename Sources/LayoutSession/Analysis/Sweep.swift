import Foundation
import LayoutLanguage
import LayoutModel

/// `sweep`: one value varies over a range; where does the layout change
/// character? Constraints start or stop holding, labels change their line
/// count, frames change slope. Found on a grid, then located exactly:
/// satisfaction and line changes by bisection, slope changes by
/// intersecting the two linear pieces (frames are piecewise linear).
enum Sweep {
  /// The most values one sweep samples (said in `help whatif`).
  static let maxSamples = 2_000

  /// The power of ten at or above `minimum`, as a person would type it.
  static func roundStep(atLeast minimum: Double) -> String {
    let step = pow(10, log10(minimum).rounded(.up))
    return step >= 0.01 && step < 1e15 ? Format.number(step) : "\(step)"
  }

  static func answer(_ target: Located<String>, from: Double, to: Double, step: Double?, in layout: Layout) throws(CommandError) -> Report.Answer {
    if target.value == ContentSizeSweep.target { return ContentSizeSweep.answer(in: layout) }
    if target.value == DirectionSweep.target { return DirectionSweep.answer(in: layout) }
    guard from.isFinite, to.isFinite, to > from, (step ?? 1) > 0 else {
      throw CommandError("a sweep needs a range low..high with low < high and a positive step", column: target.column)
    }
    let apply = try Probe.change(target, in: layout)
    let names = layout.viewsInTreeOrder.filter { !layout.view($0).isStackGuide }.map { layout.view($0).name }
    // Fresh: every value solved from the session's layout, so the answer at a
    // value never depends on the values sampled before it (with two tied
    // wishes it did, and sweep and threshold disagreed).
    var probe = Probe(layout, varying: apply, fresh: true)
    let h = step ?? max((to - from) / 200, 0.5)
    // Each sample solves the layout afresh: a step of 1e-300 asked for
    // more samples than memory holds.
    let intervals = ((to - from + 1e-9) / h).rounded(.down)
    guard intervals < Double(Sweep.maxSamples) else {
      throw CommandError(
        "a sweep samples at most \(Sweep.maxSamples) values; use a step of \(Sweep.roundStep(atLeast: (to - from) / Double(Sweep.maxSamples - 1))) or more",
        column: target.column)
    }
    var grid: [Probe.Sample] = []
    // Each value from its index, not by adding the step up: near 1e20 a
    // step below the spacing of doubles added nothing, and the loop never ended.
    for k in 0...Int(intervals) {
      if let s = probe.sample(from + Double(k) * h) { grid.append(s) }
    }
    if let last = grid.last, last.value < to - 1e-9, let s = probe.sample(to) { grid.append(s) }

    var events: [(Double, String)] = []
    // Where a label's line count changes, by grid interval.
    var jumpAt: [Int: Double] = [:]
    for (i, (a, b)) in zip(grid, grid.dropFirst()).enumerated() {
      if a.unmet != b.unmet {
        let x = bisect(a.value, b.value, &probe) { $0.unmet == a.unmet }
        for name in b.unmet.subtracting(a.unmet).sorted() { events.append((x, "\(name) stops holding")) }
        for name in a.unmet.subtracting(b.unmet).sorted() { events.append((x, "\(name) starts holding")) }
      }
      if a.lines != b.lines {
        for (label, n) in b.lines.sorted(by: { $0.key < $1.key }) where a.lines[label] != n {
          let x = bisect(a.value, b.value, &probe) { $0.lines[label] == a.lines[label] }
          events.append((x, "\(label) goes from \(a.lines[label] ?? 0) to \(n) lines"))
          jumpAt[i] = jumpAt[i] ?? x
        }
      }
      // A word moving between lines makes a wrapped label's width jump
      // with no new line count: a jump too, not two slope changes.
      for (label, width) in b.widestLines.sorted(by: { $0.key < $1.key })
      where a.lines[label] == b.lines[label] && a.widestLines[label].map({ abs($0 - width) > 1e-9 }) == true {
        let before = a.widestLines[label]!
        let x = bisect(a.value, b.value, &probe) { $0.widestLines[label].map { abs($0 - before) <= 1e-9 } == true }
        events.append((x, "\(label)'s widest line goes from \(Format.number(before)) to \(Format.number(width))"))
        jumpAt[i] = jumpAt[i] ?? x
      }
    }
    // Slope changes between neighbouring grid intervals, where nothing else
    // explains them: intersect the two linear pieces. A kink inside a grid
    // interval gives that interval a mixed slope of its own; when the lines
    // of the intervals on either side meet inside it, that one kink is the
    // whole story, and it is reported once, with the true slopes.
    if grid.count >= 3 {
      // An interval where a label changes its line count holds a jump, not
      // a kink: its "slope" is the jump over the grid step (20.4 / 3.52 =
      // 5.8 per point), and was reported as a slope change on either side.
      // Its neighbours' slopes are compared across it instead, at the jump.
      let jumps = (0..<(grid.count - 1)).map { jumpAt[$0] != nil }
      let count = grid[0].frames.count
      let sameShape = grid.allSatisfy { $0.frames.count == count }
      for k in 0..<(sameShape ? count : 0) {
        let slopes = (0..<(grid.count - 1)).map { j in
          (grid[j + 1].frames[k] - grid[j].frames[k]) / (grid[j + 1].value - grid[j].value)
        }
        func differ(_ a: Double, _ b: Double) -> Bool { abs(a - b) > 1e-6 }
        // The point where the line of interval a (through its start) meets
        // the line of interval b (through its end).
        func kink(_ a: Int, _ b: Int) -> Double {
          let (p, r) = (grid[a], grid[b + 1])
          return (r.frames[k] - p.frames[k] + slopes[a] * p.value - slopes[b] * r.value) / (slopes[a] - slopes[b])
        }
        let field = FrameField.allCases[k % 4].rawValue
        func report(_ x: Double, _ from: Double, _ to: Double) {
          events.append((x, "\(names[k / 4]).\(field) changes slope, \(Format.number(from)) → \(Format.number(to)) per point"))
        }
        for (j, x) in jumpAt where j > 0 && j + 1 < slopes.count && !jumps[j - 1] && !jumps[j + 1] {
          if differ(slopes[j - 1], slopes[j + 1]) { report(x, slopes[j - 1], slopes[j + 1]) }
        }
        var j = 1
        while j < slopes.count {
          guard !jumps[j - 1], !jumps[j], differ(slopes[j - 1], slopes[j]) else { j += 1; continue }
          if j + 1 < slopes.count, !jumps[j + 1], differ(slopes[j], slopes[j + 1]), differ(slopes[j - 1], slopes[j + 1]) {
            let x = kink(j - 1, j + 1)
            if x >= grid[j].value - 1e-9 && x <= grid[j + 1].value + 1e-9 {
              report(x, slopes[j - 1], slopes[j + 1])
              j += 2
              continue
            }
          }
          let x = kink(j - 1, j)
          if x > grid[j - 1].value - 1e-9 && x < grid[j + 1].value + 1e-9 { report(x, slopes[j - 1], slopes[j]) }
          j += 1
        }
      }
    }
    events.sort { ($0.0, $0.1) < ($1.0, $1.1) }
    // Group by position (to a hundredth of a point).
    var groups: [(Double, [String])] = []
    for (x, text) in events {
      if let last = groups.last, abs(last.0 - x) < 0.01 {
        if !groups[groups.count - 1].1.contains(text) { groups[groups.count - 1].1.append(text) }
      } else {
        groups.append((x, [text]))
      }
    }
    var lines = ["sweep \(target.value) \(Format.number(from))…\(Format.number(to)) (grid step \(Format.number(h))): \(groups.count) breakpoint\(groups.count == 1 ? "" : "s")"]
    for (x, texts) in groups {
      lines.append("  \(target.value) = \(Format.number(x)): " + texts.joined(separator: "; "))
    }
    let json = JSONValue.array(groups.map { x, texts in
      .object([("at", .number(x.cleaned)), ("events", .array(texts.map { .string($0) }))])
    })
    return Report.Answer(key: "sweep", lines: lines, json: json)
  }

  /// The point in [a, b] where `same` stops being true, to a hundredth.
  private static func bisect(_ a: Double, _ b: Double, _ probe: inout Probe, _ same: (Probe.Sample) -> Bool) -> Double {
    let (lo, hi) = probe.bisect(a, b, tolerance: 1e-4, same)
    return ((lo + hi) / 2 * 100).rounded() / 100
  }
}
