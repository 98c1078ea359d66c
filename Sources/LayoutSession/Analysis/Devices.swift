import LayoutModel

/// `devices`: the layout at the sizes of common devices, side by side.
enum Devices {
  static let sizes: [(String, Double, Double)] = [
    ("iPhone SE", 320, 568), ("iPhone 8", 375, 667), ("iPhone 14", 390, 844),
    ("iPhone 14 Pro Max", 430, 932), ("iPhone 8 landscape", 667, 375), ("iPad", 768, 1024),
    ("iPad Pro 12.9", 1024, 1366),
  ]

  /// `width`: the terminal's, when there is one; a table wider than that is
  /// shown one device per line instead (piped output keeps the table).
  static func answer(in layout: Layout, width: Int? = nil) -> Report.Answer {
    var rows = [["view"] + sizes.map { "\($0.0) \(Format.number($0.1))x\(Format.number($0.2))" }]
    var columns: [[String: Frame]] = []
    var problems: [String] = []
    var json: [JSONValue] = []
    let shown = layout.viewsInTreeOrder.filter { $0 != .root && !layout.view($0).isStackGuide }
    for (name, w, h) in sizes {
      var copy = layout
      try? copy.setRootSize(width: w, height: h)
      columns.append(Dictionary(uniqueKeysWithValues: copy.viewsInTreeOrder.map { (copy.view($0).name, copy.shownFrame(of: $0)) }))
      if !copy.conflicts.isEmpty { problems.append("\(name): \(copy.conflicts.count) conflict\(copy.conflicts.count == 1 ? "" : "s")") }
      json.append(.object([
        ("device", .string(name)), ("width", .number(w)), ("height", .number(h)),
        ("frames", .object(shown.map { (copy.view($0).name, JSONRenderer.value(copy.shownFrame(of: $0))) })),
        ("conflicts", .number(Double(copy.conflicts.count))),
      ]))
    }
    for id in shown {
      let name = layout.view(id).name
      rows.append([name] + columns.map { Format.frame($0[name]!) })
    }
    var lines = ["frames at common device sizes (the session is unchanged):"]
    let table = Format.table(rows).map { "  " + $0 }
    if let width, table.contains(where: { $0.count > width }) {
      for (k, device) in rows[0].dropFirst().enumerated() {
        let frames = rows.dropFirst().map { "\($0[0]) \($0[k + 1])" }
        lines.append("  \(device): " + frames.joined(separator: ", "))
      }
    } else {
      lines += table
    }
    if !problems.isEmpty { lines.append("  conflicts: " + problems.joined(separator: ", ")) }
    return Report.Answer(key: "devices", lines: lines, json: .array(json))
  }
}
