import LayoutLanguage
import LayoutModel

/// `sweep`: one value varies over a range; where does the layout change
/// character? Constraints start or stop holding, labels change their line
/// count, frames change slope. Found on a grid, then located exactly:
/// satisfaction and line changes by bisection, slope changes by
/// intersecting the two linear pieces (frames are piecewise linear).
enum Sweep {
  static func answer(_ target: Located<String>, from: Double, to: Double, step: Double?, in layout: Layout) throws(CommandError) -> Report.Answer {
    guard from.isFinite, to.isFinite, to > from, (step ?? 1) > 0 else {
      throw CommandError("a sweep needs a range low..high with low < high and a positive step", column: target.column)
    }
    let apply = try Probe.change(target, in: layout)
    let names = layout.viewsInTreeOrder.filter { !layout.view($0).isStackGuide }.map { layout.view($0).name }
    var probe = Probe(layout, varying: apply)
    let h = step ?? max((to - from) / 200, 0.5)
    var grid: [Probe.Sample] = []
    var v = from
    while v <= to + 1e-9 {
      if let s = probe.sample(v) { grid.append(s) }
      v += h
    }
    if let last = grid.last, last.value < to - 1e-9, let s = probe.sample(to) { grid.append(s) }

    var events: [(Double, String)] = []
    for (a, b) in zip(grid, grid.dropFirst()) {
      if a.unmet != b.unmet {
        let x = bisect(a.value, b.value, &probe) { $0.unmet == a.unmet }
        for name in b.unmet.subtracting(a.unmet).sorted() { events.append((x, "\(name) stops holding")) }
        for name in a.unmet.subtracting(b.unmet).sorted() { events.append((x, "\(name) starts holding")) }
      }
      if a.lines != b.lines {
        for (label, n) in b.lines.sorted(by: { $0.key < $1.key }) where a.lines[label] != n {
          let x = bisect(a.value, b.value, &probe) { $0.lines[label] == a.lines[label] }
          events.append((x, "\(label) goes from \(a.lines[label] ?? 0) to \(n) lines"))
        }
      }
    }
    // Slope changes between neighbouring grid intervals, where nothing else
    // explains them: intersect the two linear pieces.
    if grid.count >= 3 {
      for i in 1..<(grid.count - 1) {
        let (p, q, r) = (grid[i - 1], grid[i], grid[i + 1])
        guard p.frames.count == q.frames.count, q.frames.count == r.frames.count else { continue }
        for k in q.frames.indices {
          let m1 = (q.frames[k] - p.frames[k]) / (q.value - p.value)
          let m2 = (r.frames[k] - q.frames[k]) / (r.value - q.value)
          guard abs(m1 - m2) > 1e-6 else { continue }
          // Lines through p with slope m1 and through r with slope m2 meet at the kink.
          let x = (r.frames[k] - p.frames[k] + m1 * p.value - m2 * r.value) / (m1 - m2)
          guard x > p.value - 1e-9 && x < r.value + 1e-9 else { continue }
          let field = FrameField.allCases[k % 4].rawValue
          events.append((x, "\(names[k / 4]).\(field) changes slope, \(Format.number(m1)) → \(Format.number(m2)) per point"))
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
