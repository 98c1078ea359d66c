import LayoutLanguage
import LayoutModel

/// `remove NAME`: a constraint, or a view with its subviews and constraints.
struct RemoveCommand: LayoutChange {
  static let descriptor = CommandDescriptor(
    "remove", group: .change, usage: [("remove NAME", "a constraint, or a view with its subviews and constraints")],
    kind: .change(inPlace: true),
    completion: { arguments, _ in arguments.isEmpty ? .constraintsAndViews : .nothing },
    grammar: .tokens { parser throws(ParseError) in RemoveCommand(target: try parser.name("a constraint or view name")) })

  let target: Located<String>

  func apply(to layout: inout Layout) throws(CommandError) -> [String] {
    if let id = layout.constraint(named: target.value) {
      let text = ConstraintPrinter.text(layout.constraint(id).spec, in: layout)
      try Applier.layoutCall(&layout, at: target) { (l) throws(LayoutError) in try l.removeConstraint(id) }
      return ["removed \(target.value): \(text)"]
    }
    let id = try Applier.view(target, in: layout, alsoConstraints: true)
    // Counted as `constraints` lists them: the engine's own `width >= 0`
    // rules are not shown there, so they are not counted here either.
    func listed(_ l: Layout) -> Int { l.allConstraints.count { $0.origin != .nonNegativeSize } }
    let before = (layout.viewsInTreeOrder.count, listed(layout))
    try Applier.layoutCall(&layout, at: target) { (l) throws(LayoutError) in try l.removeView(id) }
    let subviews = before.0 - layout.viewsInTreeOrder.count - 1
    let gone = before.1 - listed(layout)
    return ["removed view \(target.value) (\(subviews) subview\(subviews == 1 ? "" : "s"), \(gone) constraint\(gone == 1 ? "" : "s") with it)"]
  }
}
