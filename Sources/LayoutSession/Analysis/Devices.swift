import LayoutModel

/// `devices`: the layout at the sizes of common devices, side by side.
enum Devices {
  static let sizes: [(String, Double, Double)] = [
    ("iPhone SE", 320, 568), ("iPhone 8", 375, 667), ("iPhone 14", 390, 844),
    ("iPhone 14 Pro Max", 430, 932), ("iPhone 8 landscape", 667, 375), ("iPad", 768, 1024),
    ("iPad Pro 12.9", 1024, 1366),
  ]

  static func answer(in layout: Layout) -> Report.Answer {
    var rows = [["view"] + sizes.map { "\($0.0) \(Format.number($0.1))x\(Format.number($0.2))" }]
    var columns: [[String: Frame]] = []
    var problems: [String] = []
    for (name, w, h) in sizes {
      var copy = layout
      try? copy.setRootSize(width: w, height: h)
      columns.append(Dictionary(uniqueKeysWithValues: copy.viewsInTreeOrder.map { (copy.view($0).name, copy.frame(of: $0)) }))
      if !copy.conflicts.isEmpty { problems.append("\(name): \(copy.conflicts.count) conflict\(copy.conflicts.count == 1 ? "" : "s")") }
    }
    for id in layout.viewsInTreeOrder where id != .root && !layout.view(id).isStackGuide {
      let name = layout.view(id).name
      rows.append([name] + columns.map { Format.frame($0[name]!) })
    }
    var lines = ["frames at common device sizes (the session is unchanged):"]
    lines += Format.table(rows).map { "  " + $0 }
    if !problems.isEmpty { lines.append("  conflicts: " + problems.joined(separator: ", ")) }
    return Report.Answer(key: "devices", lines: lines, json: .null)
  }
}
