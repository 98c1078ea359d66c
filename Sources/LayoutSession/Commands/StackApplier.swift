import LayoutLanguage
import LayoutModel

/// `stack …`, `set STACK.property` and `set VIEW.hidden`.
enum StackApplier {
  static func declare(_ d: StackDeclaration, in layout: inout Layout) throws(CommandError) -> [String] {
    let parent = try Applier.container(d.parent, in: layout)
    try Applier.layoutCall(&layout, at: d.name) { (l) throws(LayoutError) in _ = try l.addView(named: d.name.value, in: parent) }
    let stack = layout.view(named: d.name.value)!
    var configuration = StackConfiguration()
    for setting in d.settings { try apply(setting, to: &configuration, stack: stack, in: &layout) }
    try arrange(d.arranged, into: &configuration, stack: stack, in: &layout)
    let final = configuration
    try Applier.layoutCall(&layout, at: d.name) { (l) throws(LayoutError) in try l.makeStack(stack, final) }
    return ["stack \(d.name.value) in \(layout.view(parent).name): \(describe(final, layout))"]
  }

  static func set(_ name: Located<String>, _ setting: Located<StackSetting>, in layout: inout Layout) throws(CommandError) -> [String] {
    let stack = try Applier.view(name, in: layout)
    guard var configuration = layout.view(stack).stack else {
      throw CommandError("\(name.value) is not a stack view", column: name.column, length: name.length)
    }
    try apply(setting, to: &configuration, stack: stack, in: &layout)
    let final = configuration
    try Applier.layoutCall(&layout, at: setting) { (l) throws(LayoutError) in try l.makeStack(stack, final) }
    return ["\(name.value): \(describe(final, layout))"]
  }

  static func setHidden(_ name: Located<String>, _ hidden: Bool, in layout: inout Layout) throws(CommandError) -> [String] {
    let id = try Applier.view(name, in: layout)
    if layout.view(id).isStackGuide || id == .root {
      throw CommandError("\(name.value) cannot be hidden", column: name.column, length: name.length)
    }
    try Applier.layoutCall(&layout, at: name) { (l) throws(LayoutError) in try l.setHidden(hidden, of: id) }
    return ["\(name.value).hidden = \(hidden)"]
  }

  private static func apply(
    _ setting: Located<StackSetting>, to c: inout StackConfiguration, stack: ViewID, in layout: inout Layout
  ) throws(CommandError) {
    switch setting.value {
    case .axis(let axis): c.axis = axis
    case .spacing(let s): c.spacing = s
    case .distribution(let d): c.distribution = d
    case .alignment(let a): c.alignment = a
    case .marginsRelative(let on): c.isLayoutMarginsRelativeArrangement = on
    case .arranged(let names): try arrange(names, into: &c, stack: stack, in: &layout)
    case .customSpacing(let after, let gap):
      let id = try Applier.view(after, in: layout)
      guard c.arranged.contains(id) else {
        throw CommandError("\(after.value) is not arranged in \(layout.view(stack).name)", column: after.column, length: after.length)
      }
      c.customSpacing[id] = gap
    }
  }

  /// Arranged views that do not exist yet are made as plain views in the stack.
  private static func arrange(
    _ names: [Located<String>], into c: inout StackConfiguration, stack: ViewID, in layout: inout Layout
  ) throws(CommandError) {
    // The repeat itself is pointed at, not the stack's name.
    var seen: Set<String> = []
    for name in names where !seen.insert(name.value).inserted {
      throw CommandError("\(name.value) is arranged twice; a view can be arranged only once", column: name.column, length: name.length)
    }
    // Counted first: past the limit, a thousand new views were made one by
    // one (each laid out) before the one that did not fit was refused.
    let new = Set(names.map(\.value).filter { layout.view(named: $0) == nil }).count
    if let first = names.first(where: { layout.view(named: $0.value) == nil }) {
      try Applier.layoutCall(&layout, at: first) { (l) throws(LayoutError) in try l.checkRoomForViews(new) }
    }
    var ids: [ViewID] = []
    for name in names {
      if let id = layout.view(named: name.value) {
        ids.append(id)
      } else {
        try Applier.layoutCall(&layout, at: name) { (l) throws(LayoutError) in _ = try l.addView(named: name.value, in: stack) }
        ids.append(layout.view(named: name.value)!)
      }
    }
    c.arranged = ids
  }

  static func describe(_ c: StackConfiguration, _ layout: Layout) -> String {
    let names = c.arranged.map { layout.view($0).name }.joined(separator: " ")
    var s = "\(c.axis == .horizontal ? "horizontal" : "vertical"), \(c.distribution.rawValue), alignment \(c.alignment.rawValue), spacing \(c.spacing.compact)"
    if c.isLayoutMarginsRelativeArrangement { s += ", margins-relative" }
    for id in c.arranged { if let gap = c.customSpacing[id] { s += ", \(gap.compact) after \(layout.view(id).name)" } }
    return s + " [\(names)]"
  }
}
