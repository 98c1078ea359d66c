import LayoutLanguage
import LayoutModel

/// `sweep root.direction`: the layout left to right and right to left, on
/// copies, and the views whose frames differ. Two values, not a range, so
/// there is nothing to bisect. The session's own layout is not changed.
enum DirectionSweep {
  static let target = "root.direction"

  static func answer(in layout: Layout) -> Report.Answer {
    let ids = layout.viewsInTreeOrder.filter { $0 != .root && !layout.view($0).isStackGuide }
    let samples = LayoutDirection.allCases.map { direction -> (frames: [Frame], conflicts: Int) in
      var copy = layout
      copy.setRootDirection(direction)
      return (ids.map { copy.shownFrame(of: $0) }, copy.conflicts.count)
    }
    let (ltr, rtl) = (samples[0], samples[1])
    let moved = ids.indices.filter { ltr.frames[$0] != rtl.frames[$0] }
    var lines = [
      "sweep \(target) leftToRight, rightToLeft: \(moved.count) of \(ids.count) view\(ids.count == 1 ? "" : "s") "
        + "move\(moved.count == 1 ? "s" : "") (now \(layout.rootDirection.rawValue))"
    ]
    let rows = moved.map { i in
      ["  " + layout.name(of: ids[i]), Format.frame(ltr.frames[i]), "→ " + Format.frame(rtl.frames[i])]
    }
    lines += Format.table(rows)
    if ltr.conflicts != rtl.conflicts {
      lines.append("  conflicts: \(ltr.conflicts) left to right, \(rtl.conflicts) right to left")
    }
    let json = JSONValue.object([
      ("now", .string(layout.rootDirection.rawValue)),
      ("moved", .array(moved.map { i in
        .object([
          ("view", .string(layout.name(of: ids[i]))),
          ("leftToRight", frameJSON(ltr.frames[i])), ("rightToLeft", frameJSON(rtl.frames[i])),
        ])
      })),
      ("conflicts", .object([("leftToRight", .number(Double(ltr.conflicts))), ("rightToLeft", .number(Double(rtl.conflicts)))])),
    ])
    return Report.Answer(key: "sweep", lines: lines, json: json)
  }

  private static func frameJSON(_ f: Frame) -> JSONValue {
    .object([("x", .number(f.x.cleaned)), ("y", .number(f.y.cleaned)), ("width", .number(f.width.cleaned)), ("height", .number(f.height.cleaned))])
  }
}
