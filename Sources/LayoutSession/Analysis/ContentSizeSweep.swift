import LayoutLanguage
import LayoutModel

/// `sweep root.contentSize`: the layout at each Dynamic Type size in turn,
/// smallest to largest, and what changes from one to the next: labels
/// that take more lines, constraints that stop or start holding,
/// conflicts. The sizes are steps, not a range, so there is nothing to
/// bisect: each change is reported at the size where it first shows.
enum ContentSizeSweep {
  static let target = "root.contentSize"

  static func answer(in layout: Layout) -> Report.Answer {
    var probe = Probe(layout, varying: { l, index in l.setContentSizeCategory(ContentSizeCategory.allCases[Int(index)]) }, fresh: true)
    let categories = ContentSizeCategory.allCases
    let samples = categories.indices.map { probe.sample(Double($0))! }
    var steps: [(ContentSizeCategory, [String])] = []
    for k in 1..<samples.count {
      let (a, b) = (samples[k - 1], samples[k])
      var events: [String] = []
      for (label, n) in b.lines.sorted(by: { $0.key < $1.key }) where a.lines[label] != n {
        events.append("\(label) goes from \(a.lines[label] ?? 0) to \(n) lines")
      }
      for name in b.unmet.subtracting(a.unmet).sorted() { events.append("\(name) stops holding") }
      for name in a.unmet.subtracting(b.unmet).sorted() { events.append("\(name) starts holding") }
      if !events.isEmpty { steps.append((categories[k], events)) }
    }
    var lines = [
      "sweep \(target) \(categories.first!.rawValue)…\(categories.last!.rawValue) (\(categories.count) sizes): "
        + "\(steps.count) change\(steps.count == 1 ? "" : "s")"
    ]
    for (category, events) in steps {
      lines.append("  at \(category.rawValue): " + events.joined(separator: "; "))
    }
    let json = JSONValue.array(steps.map { category, events in
      .object([("at", .string(category.rawValue)), ("events", .array(events.map { .string($0) }))])
    })
    return Report.Answer(key: "sweep", lines: lines, json: json)
  }
}
