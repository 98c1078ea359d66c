import LayoutModel

/// The constant half of `threshold C`: the nearest constants of C, below and
/// above its own, where the constraints that hold change: an optional one
/// starts or stops being met, or a required one starts or stops breaking in
/// a conflict (C among them). Every value is tried on a copy of the layout.
///
/// The search goes outwards in doubling steps (1, 2, 4, … points) up to
/// ±`bound`. A step whose two ends differ holds a flip. A step whose ends
/// agree but whose frames bend inside may hold a flip and its return, so it
/// is halved as well (down to `narrowest`). A flip is bisected to a hair, then
/// placed exactly: frames are piecewise linear in the constant and bend where
/// a constraint starts or stops holding, so the flip is where the straight
/// lines on either side meet (bisection alone would stop where the error
/// passes the solver's tolerance, a little past it on a shallow slope).
/// A single constant where a losing wish happens to agree with the winner,
/// with nothing else changing, is not a flip.
enum ConstantThreshold {
  /// How far the search goes each way: constants up to ±1e5 points.
  static let bound = 1e5
  /// Intervals whose ends agree are not halved below this width: a flip
  /// and its return closer together than this are not looked for.
  static let narrowest = 1e-3
  /// Layouts solved each way at most. A search that needs more (outcomes
  /// that flicker at the solver's round-off, say) stops at the last value
  /// it had covered and says so, rather than run for minutes: before the
  /// wrap widths were exact, one such search solved 9,409 layouts.
  static let layoutsPerDirection = 4_000

  struct Flip: Equatable {
    let at: Double
    let events: [String]
  }

  struct Result {
    let constant: Double
    let below: Flip?
    let above: Flip?
    /// How far the search went each way: ±`bound`, or where it stopped.
    let lowest: Double
    let highest: Double
    /// Whether the search stopped short of `bound` that way.
    var stoppedBelow = false
    var stoppedAbove = false
    var layoutsPerDirection = ConstantThreshold.layoutsPerDirection
  }

  static func search(_ id: LayoutConstraintID, in layout: Layout, layoutsPerDirection: Int = layoutsPerDirection) -> Result {
    let k = layout.constraint(id).spec.constant
    let (lowest, highest) = (min(-bound, k), max(bound, k))
    var probe = Probe(layout, varying: Probe.constant(of: id), fresh: true)
    guard let base = probe.sample(k) else { return Result(constant: k, below: nil, above: nil, lowest: lowest, highest: highest) }
    var search = Search(probe: probe, base: base, layoutsPerDirection: layoutsPerDirection)
    let below = search.nearest(from: k, to: lowest)
    let stoppedBelow = search.stoppedAt
    let above = search.nearest(from: k, to: highest)
    let stoppedAbove = search.stoppedAt
    var result = Result(
      constant: k, below: below, above: above, lowest: stoppedBelow ?? lowest, highest: stoppedAbove ?? highest)
    (result.stoppedBelow, result.stoppedAbove) = (stoppedBelow != nil, stoppedAbove != nil)
    result.layoutsPerDirection = layoutsPerDirection
    return result
  }

  /// The lines of `threshold` about the constant, and their JSON.
  static func report(_ name: String, _ r: Result) -> ([String], JSONValue) {
    let from = r.below?.at ?? r.lowest
    let to = r.above?.at ?? r.highest
    var lines = ["  constant: \(name) is \(Format.number(r.constant)); from \(Format.number(from)) to \(Format.number(to)) the same constraints hold"]
    let stopped = " (the search stopped there after \(r.layoutsPerDirection) layouts)"
    if let b = r.below {
      lines.append("    below \(Format.number(b.at)): " + b.events.joined(separator: "; "))
    } else {
      lines.append("    below: nothing flips down to \(Format.number(r.lowest))" + (r.stoppedBelow ? stopped : ""))
    }
    if let a = r.above {
      lines.append("    above \(Format.number(a.at)): " + a.events.joined(separator: "; "))
    } else {
      lines.append("    above: nothing flips up to \(Format.number(r.highest))" + (r.stoppedAbove ? stopped : ""))
    }
    let flips = [r.below, r.above].compactMap { $0 }.map { f in
      JSONValue.object([("at", .number(f.at)), ("events", .array(f.events.map { .string($0) }))])
    }
    let json = JSONValue.object([
      ("value", .number(r.constant)), ("searched", .array([.number(r.lowest), .number(r.highest)])),
      ("flips", .array(flips)),
    ])
    return (lines, json)
  }

  private struct Search {
    var probe: Probe
    let base: Probe.Sample
    let layoutsPerDirection: Int
    /// Where the last search stopped for want of layouts: every value
    /// between its start and here was covered. Nil when it finished.
    var stoppedAt: Double?
    private var limit = 0

    init(probe: Probe, base: Probe.Sample, layoutsPerDirection: Int) {
      (self.probe, self.base, self.layoutsPerDirection) = (probe, base, layoutsPerDirection)
    }

    private var outOfLayouts: Bool { probe.solved >= limit }
    /// Halvings allowed on intervals whose ends agree, each direction; past
    /// it, only intervals whose ends differ are followed.
    var budget = 0

    /// The flip nearest `start` on the way to `limit`, if any.
    mutating func nearest(from start: Double, to end: Double) -> Flip? {
      budget = 400
      limit = probe.solved + layoutsPerDirection
      stoppedAt = nil
      var a = start
      var step = 1.0
      while a != end {
        let b = end > start ? min(start + step, end) : max(start - step, end)
        let found = first(a, b)
        if outOfLayouts {
          // Whatever was found lies beyond what was covered: [start, a].
          stoppedAt = a
          return nil
        }
        if let (lo, hi) = found { return flip(lo, hi) }
        a = b
        step *= 2
      }
      return nil
    }

    private func hair(_ x: Double) -> Double { 1e-9 * max(1, abs(x)) }

    /// Where the outcome first differs from the base's on the way from `a`
    /// (where it is the base's) to `b`: a bracket a hair wide, or nil.
    private mutating func first(_ a: Double, _ b: Double) -> (Double, Double)? {
      guard !outOfLayouts, let sb = probe.sample(b) else { return nil }
      let changed = sb.unmet != base.unmet
      if abs(b - a) <= hair(b) {
        guard changed else { return nil }
        // One value where an unmet constraint happens to hold exactly (it
        // agrees with the one that beats it) and nothing else changes is
        // not a flip: a millionth further on, all is as before.
        let further = b + (b > a ? 1 : -1) * 1e-6 * max(1, abs(b))
        if let s = probe.sample(further), s.unmet == base.unmet { return nil }
        return (a, b)
      }
      if !changed {
        guard budget > 0, abs(b - a) > ConstantThreshold.narrowest, bends(a, b) else { return nil }
        budget -= 1
      }
      let m = (a + b) / 2
      if let found = first(a, m) { return found }
      return first(m, b)
    }

    /// True when something inside [a, b] differs from the ends, or the
    /// frames are not one straight line across it.
    private mutating func bends(_ a: Double, _ b: Double) -> Bool {
      guard let sa = probe.sample(a), let sb = probe.sample(b),
        let sq = probe.sample(a + (b - a) / 4), let sm = probe.sample((a + b) / 2)
      else { return true }
      for (s, t) in [(sq, 0.25), (sm, 0.5)] {
        if s.unmet != base.unmet || s.lines != sa.lines { return true }
        for i in s.frames.indices {
          let line = sa.frames[i] + (sb.frames[i] - sa.frames[i]) * t
          if abs(s.frames[i] - line) > 1e-6 + 1e-9 * max(abs(sa.frames[i]), abs(sb.frames[i])) { return true }
        }
      }
      return false
    }

    private mutating func flip(_ lo: Double, _ hi: Double) -> Flip {
      let after = probe.sample(hi)!
      let at = exact(lo, hi) ?? (lo + hi) / 2
      var events: [String] = []
      for name in after.unmet.subtracting(base.unmet).sorted() {
        if let set = after.conflicts[name] {
          events.append("\(Format.list(set)) cannot \(set.count == 2 ? "both" : "all") hold: \(name) breaks")
        } else {
          events.append("\(name) stops holding")
        }
      }
      for name in base.unmet.subtracting(after.unmet).sorted() { events.append("\(name) starts holding") }
      return Flip(at: at.cleaned, events: events)
    }

    /// The flip exactly: frames are piecewise linear in the constant and
    /// bend where the outcome flips, so a frame value's straight line on
    /// each side meets the other at the flip. Nil when nothing bends there
    /// (a conflict makes frames jump instead); the bracket is a hair wide anyway.
    private mutating func exact(_ lo: Double, _ hi: Double) -> Double? {
      let outward = hi > lo ? 1.0 : -1.0
      for scale in [1e-2, 1e-4, 1e-6] {
        let d = scale * max(1, abs(hi)) * outward
        let inside = [lo - d, lo - 2 * d, lo - 3 * d].compactMap { probe.sample($0)?.frames }
        let outside = [hi + d, hi + 2 * d, hi + 3 * d].compactMap { probe.sample($0)?.frames }
        guard inside.count == 3, outside.count == 3 else { continue }
        var best: (bend: Double, at: Double)?
        for i in inside[0].indices {
          let p = inside.map { $0[i] }, q = outside.map { $0[i] }
          let tolerance = 1e-7 + 1e-9 * abs(p[0])
          guard abs(p[0] - 2 * p[1] + p[2]) <= tolerance, abs(q[0] - 2 * q[1] + q[2]) <= tolerance else { continue }
          // In u, the outward distance from lo: the inside line passes p[0]
          // at -D, the outside one q[0] at w + D; where they meet is the flip.
          let (D, w) = (abs(d), abs(hi - lo))
          let m1 = (p[0] - p[1]) / D, m2 = (q[1] - q[0]) / D
          guard abs(m1 - m2) > 1e-6, abs(m1 - m2) > (best?.bend ?? 0) else { continue }
          let u = (q[0] - m2 * (w + D) - p[0] - m1 * D) / (m1 - m2)
          best = (abs(m1 - m2), lo + u * outward)
        }
        if let best, abs(best.at - (lo + hi) / 2) <= 1e-4 * max(1, abs(hi)) { return best.at }
      }
      return nil
    }
  }
}
