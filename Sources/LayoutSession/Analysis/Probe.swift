import LayoutLanguage
import LayoutModel

/// A layout with one value varied (the root's width or height, or a
/// constraint's constant), measured at chosen values: what `sweep` and
/// `threshold` share. Always a copy; the session's layout is never touched.
struct Probe {
  /// What the layout is at one value.
  struct Sample {
    let value: Double
    /// x, y, width, height of every view in tree order (stack guides left out).
    let frames: [Double]
    /// Optional constraints not met and required ones broken, by name.
    let unmet: Set<String>
    /// How far each unmet optional constraint is from holding, in points.
    let errors: [String: Double]
    /// Each broken constraint, with the irreducible set it was broken out of.
    let conflicts: [String: [String]]
    /// Line counts of labels.
    let lines: [String: Int]
    /// Each wrapping label's widest line: it can jump with no new line
    /// count, when a word moves from one line to the next.
    let widestLines: [String: Double]
  }

  typealias Change = (inout Layout, Double) throws -> Void

  private let original: Layout
  private var layout: Layout
  private let apply: Change
  /// Start every sample from the original layout, so that a sample depends
  /// on its value alone, never on the values sampled before it.
  private let fresh: Bool
  private var cache: [Double: Sample] = [:]
  /// How many layouts have been solved.
  private(set) var solved = 0

  init(_ layout: Layout, varying apply: @escaping Change, fresh: Bool = false) {
    original = layout
    self.layout = layout
    self.apply = apply
    self.fresh = fresh
  }

  /// The change for `root.width`, `root.height` or a user constraint's `C.constant`.
  static func change(_ target: Located<String>, in layout: Layout) throws(CommandError) -> Change {
    switch target.value {
    case "root.width": return { try $0.setRootSize(width: $1, height: $0.rootSize.height) }
    case "root.height": return { try $0.setRootSize(width: $0.rootSize.width, height: $1) }
    default:
      let parts = target.value.split(separator: ".")
      guard parts.count == 2, parts[1] == "constant", let id = layout.constraint(named: String(parts[0])),
        layout.constraint(id).origin == .user
      else {
        throw CommandError("sweep root.width, root.height or a constraint's constant (c3.constant)", column: target.column, length: target.length)
      }
      return constant(of: id)
    }
  }

  static func constant(of id: LayoutConstraintID) -> Change {
    { try $0.setConstant($1, of: id) }
  }

  /// The layout at `v`, or nil when the value cannot be set.
  mutating func sample(_ v: Double) -> Sample? {
    if let known = cache[v] { return known }
    if fresh { layout = original }
    guard (try? apply(&layout, v)) != nil else { return nil }
    solved += 1
    let l = layout
    let ids = l.viewsInTreeOrder.filter { !l.view($0).isStackGuide }
    let frames = ids.flatMap { id -> [Double] in let f = l.frame(of: id); return [f.x, f.y, f.width, f.height] }
    let unmet = l.unmetConstraints()
    var errors: [String: Double] = [:]
    for u in unmet { errors[l.constraint(u.constraint).name] = u.error }
    var conflicts: [String: [String]] = [:]
    for c in l.conflicts { conflicts[l.constraint(c.broken).name] = c.set.map { l.constraint($0).name } }
    var lines: [String: Int] = [:]
    var widestLines: [String: Double] = [:]
    for id in ids {
      guard let n = l.lineCount(of: id) else { continue }
      lines[l.view(id).name] = n
      // Only unlimited labels: a truncated last line fills the width, which
      // then moves with it, not in jumps.
      if let text = l.view(id).text, text.lines == 0 { widestLines[l.view(id).name] = l.intrinsicSize(of: id).width }
    }
    let s = Sample(
      value: v, frames: frames, unmet: Set(errors.keys).union(conflicts.keys), errors: errors, conflicts: conflicts,
      lines: lines, widestLines: widestLines)
    if fresh { cache[v] = s }
    return s
  }

  /// Narrows [a, b], where `same` holds at a and not at b, to at most
  /// `tolerance` wide (or as far as 60 halvings go): the change is inside.
  mutating func bisect(_ a: Double, _ b: Double, tolerance: Double, _ same: (Sample) -> Bool) -> (Double, Double) {
    var (lo, hi) = (a, b)
    for _ in 0..<60 where abs(hi - lo) > tolerance {
      let mid = (lo + hi) / 2
      guard let s = sample(mid) else { break }
      if same(s) { lo = mid } else { hi = mid }
    }
    return (lo, hi)
  }
}
