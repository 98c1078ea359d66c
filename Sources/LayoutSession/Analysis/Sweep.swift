import LayoutLanguage
import LayoutModel

/// `sweep`: one value varies over a range; where does the layout change
/// character? Constraints start or stop holding, labels change their line
/// count, frames change slope. Found on a grid, then located exactly:
/// satisfaction and line changes by bisection, slope changes by
/// intersecting the two linear pieces (frames are piecewise linear).
enum Sweep {
  private struct Sample {
    let value: Double
    let frames: [Double]
    let unmet: Set<String>
    let lines: [String: Int]
  }

  private struct Probe {
    var layout: Layout
    let apply: (inout Layout, Double) throws -> Void
    let names: [String]

    mutating func sample(_ v: Double) -> Sample? {
      guard (try? apply(&layout, v)) != nil else { return nil }
      let l = layout
      let ids = l.viewsInTreeOrder.filter { !l.view($0).isStackGuide }
      let frames = ids.flatMap { id -> [Double] in let f = l.frame(of: id); return [f.x, f.y, f.width, f.height] }
      let unmet = Set(l.unmetConstraints().map { l.constraint($0.constraint).name } + l.conflicts.map { l.constraint($0.broken).name })
      var lines: [String: Int] = [:]
      for id in ids { if let n = l.lineCount(of: id) { lines[l.view(id).name] = n } }
      return Sample(value: v, frames: frames, unmet: unmet, lines: lines)
    }
  }

  static func answer(_ target: Located<String>, from: Double, to: Double, step: Double?, in layout: Layout) throws(CommandError) -> Report.Answer {
    guard from.isFinite, to.isFinite, to > from, (step ?? 1) > 0 else {
      throw CommandError("a sweep needs a range low..high with low < high and a positive step", column: target.column)
    }
    let apply: (inout Layout, Double) throws -> Void
    switch target.value {
    case "root.width": apply = { try $0.setRootSize(width: $1, height: $0.rootSize.height) }
    case "root.height": apply = { try $0.setRootSize(width: $0.rootSize.width, height: $1) }
    default:
      let parts = target.value.split(separator: ".")
      guard parts.count == 2, parts[1] == "constant", let id = layout.constraint(named: String(parts[0])),
        layout.constraint(id).origin == .user
      else {
        throw CommandError("sweep root.width, root.height or a constraint's constant (c3.constant)", column: target.column, length: target.length)
      }
      apply = { try $0.setConstant($1, of: id) }
    }
    let names = layout.viewsInTreeOrder.filter { !layout.view($0).isStackGuide }.map { layout.view($0).name }
    var probe = Probe(layout: layout, apply: apply, names: names)
    let h = step ?? max((to - from) / 200, 0.5)
    var grid: [Sample] = []
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

  /// The point in [a, b] where `same` stops being true, to 1e-4.
  private static func bisect(_ a: Double, _ b: Double, _ probe: inout Probe, _ same: (Sample) -> Bool) -> Double {
    var (lo, hi) = (a, b)
    for _ in 0..<40 where hi - lo > 1e-4 {
      let mid = (lo + hi) / 2
      guard let s = probe.sample(mid) else { break }
      if same(s) { lo = mid } else { hi = mid }
    }
    return ((lo + hi) / 2 * 100).rounded() / 100
  }
}
