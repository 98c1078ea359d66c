import Foundation
import LayoutLanguage
import LayoutModel

/// Applies a parsed change command to a layout, resolving names to ids.
enum Applier {
  /// - Returns: the confirmation lines.
  static func apply(_ command: Command, to layout: inout Layout) throws(CommandError) -> [String] {
    switch command {
    case .view(let name, let parentName, let properties):
      let (_, parent) = try add(name, in: parentName, properties, to: &layout) { (l, parent) throws(LayoutError) in
        try l.addView(named: name.value, in: parent)
      }
      return ["view \(name.value) in \(layout.view(parent).name)"]

    case .label(let name, let parentName, let text, let properties):
      let (id, parent) = try add(name, in: parentName, properties, to: &layout) { (l, parent) throws(LayoutError) in
        try l.addLabel(named: name.value, in: parent, text: LabelText(text))
      }
      return ["label \(name.value) in \(layout.view(parent).name): \(PropertySetter.describe(layout.view(id).text!))"]

    case .control(let name, let parentName, let control, let properties):
      let (id, parent) = try add(name, in: parentName, properties, to: &layout) { (l, parent) throws(LayoutError) in
        try l.addControl(named: name.value, in: parent, control.value)
      }
      return ["control \(name.value) in \(layout.view(parent).name): \(ControlDescription.text(of: layout.view(id)))"]

    case .guide(let name, let ownerName):
      let owner = try ownerName.map { (p) throws(CommandError) in try view(p, in: layout) } ?? .root
      if layout.view(owner).isGuide {
        throw CommandError("a guide cannot own anything; '\(layout.view(owner).name)' is a guide", column: ownerName?.column, length: ownerName?.length ?? 1)
      }
      try layoutCall(&layout, at: name) { (l) throws(LayoutError) in try l.addGuide(named: name.value, in: owner) }
      return ["guide \(name.value) in \(layout.view(owner).name)"]

    case .scroll(let name, let parentName):
      let (_, parent) = try add(name, in: parentName, [], to: &layout) { (l, parent) throws(LayoutError) in
        try l.addScrollView(named: name.value, in: parent)
      }
      return ["scroll \(name.value) in \(layout.view(parent).name): a UIScrollView; \(name.value).content.* is its content, \(name.value).frame.* its frame"]

    case .vfl(let request):
      return try VisualFormatApplier.apply(request, to: &layout)

    case .stack(let declaration):
      return try StackApplier.declare(declaration, in: &layout)

    case .setStack(let target, let setting):
      return try StackApplier.set(target, setting, in: &layout)

    case .setHidden(let target, let hidden):
      return try StackApplier.setHidden(target, hidden, in: &layout)

    case .setView(let target, let property):
      let id = try view(target, in: layout, alsoConstraints: true)
      return [try PropertySetter.set(property, on: id, in: &layout)]

    case .constraint(let syntax):
      let spec = try spec(from: syntax, in: layout)
      var id: LayoutConstraintID?
      try layoutCall(&layout, syntax) { (l) throws(LayoutError) in id = try l.addConstraint(spec, named: syntax.name?.value) }
      let c = layout.constraint(id!)
      var lines = ["\(c.name): \(ConstraintPrinter.text(c.spec, in: layout))"]
      if !c.spec.isAppleForm {
        lines.append("  note: \(c.name) is a linear constraint of alrepl's; it is not one NSLayoutConstraint")
      }
      if let copy = layout.duplicates(of: c.id).first {
        let other = layout.constraint(copy).name
        lines.append(
          "  note: \(c.name) says exactly what \(other) says. Harmless while both stay as they are, but a new constant for either is a conflict with the other: remove one.")
      }
      return lines

    case .setConstant(let target, let value):
      let id = try constraintID(target, in: layout)
      let old = layout.constraint(id).spec.constant
      try layoutCall(&layout, at: value) { (l) throws(LayoutError) in try l.setConstant(value.value, of: id) }
      return ["\(target.value).constant = \(value.value.compact) (was \(old.compact))"]

    case .setPriority(let target, let value):
      let id = try constraintID(target, in: layout)
      guard let priority = LayoutPriority(value.value) else {
        throw CommandError(
          "Priorities must be greater than 0 and less than or equal to 1000 (required)",
          column: value.column, length: value.length)
      }
      let old = layout.constraint(id).spec.priority
      try layoutCall(&layout, at: value) { (l) throws(LayoutError) in try l.setPriority(priority, of: id) }
      return ["\(target.value).priority = \(priority.value.compact) (was \(old.value.compact))"]

    case .remove(let target):
      if let id = layout.constraint(named: target.value) {
        let text = ConstraintPrinter.text(layout.constraint(id).spec, in: layout)
        try layoutCall(&layout, at: target) { (l) throws(LayoutError) in try l.removeConstraint(id) }
        return ["removed \(target.value): \(text)"]
      }
      let id = try view(target, in: layout, alsoConstraints: true)
      // Counted as `constraints` lists them: the engine's own `width >= 0`
      // rules are not shown there, so they are not counted here either.
      func listed(_ l: Layout) -> Int { l.allConstraints.count { $0.origin != .nonNegativeSize } }
      let before = (layout.viewsInTreeOrder.count, listed(layout))
      try layoutCall(&layout, at: target) { (l) throws(LayoutError) in try l.removeView(id) }
      let subviews = before.0 - layout.viewsInTreeOrder.count - 1
      let gone = before.1 - listed(layout)
      return ["removed view \(target.value) (\(subviews) subview\(subviews == 1 ? "" : "s"), \(gone) constraint\(gone == 1 ? "" : "s") with it)"]

    case .activate(let target):
      let id = try constraintID(target, in: layout)
      try layoutCall(&layout, at: target) { (l) throws(LayoutError) in try l.activate(id) }
      return ["activated \(target.value)"]

    case .deactivate(let target):
      let id = try constraintID(target, in: layout)
      try layoutCall(&layout, at: target) { (l) throws(LayoutError) in try l.deactivate(id) }
      return ["deactivated \(target.value)"]

    case .size(let width, let height, let place):
      try layoutCall(&layout, at: place) { (l) throws(LayoutError) in try l.setRootSize(width: width, height: height) }
      return ["root is \(width.compact)x\(height.compact)"]

    default:
      return []
    }
  }

  // MARK: - Names

  /// The superview named after `in`, root by default; a guide cannot hold views.
  static func container(_ name: Located<String>?, in layout: Layout) throws(CommandError) -> ViewID {
    guard let name else { return .root }
    let id = try view(name, in: layout)
    if layout.view(id).isGuide {
      throw CommandError("'\(name.value)' is a layout guide; guides have no subviews", column: name.column, length: name.length)
    }
    return id
  }

  static func view(_ name: Located<String>, in layout: Layout, alsoConstraints: Bool = false) throws(CommandError) -> ViewID {
    if let id = layout.view(named: name.value) { return id }
    let known = layout.viewsInTreeOrder.map { layout.view($0).name }
      + (alsoConstraints ? layout.allConstraints.filter { $0.origin == .user }.map(\.name) : [])
    var hint = known.closest(to: name.value).map { " (did you mean '\($0)'?)" } ?? ""
    if hint.isEmpty && (name.value == "view" || name.value == "self") {
      hint = " (a view controller's view is root in alrepl: write root.\u{2026})"
    }
    throw CommandError(
      "no view named '\(name.value)'\(hint)\(alsoConstraints ? " and no constraint either" : "")",
      column: name.column, length: name.length)
  }

  static func constraintID(_ name: Located<String>, in layout: Layout) throws(CommandError) -> LayoutConstraintID {
    if let id = layout.constraint(named: name.value) { return id }
    let known = layout.allConstraints.filter { $0.origin == .user }.map(\.name)
    let hint = known.closest(to: name.value).map { " (did you mean '\($0)'?)" } ?? ""
    let isView = layout.view(named: name.value) != nil ? "; '\(name.value)' is a view" : ""
    throw CommandError("no constraint named '\(name.value)'\(hint)\(isView)", column: name.column, length: name.length)
  }

  private static func spec(from syntax: ConstraintSyntax, in layout: Layout) throws(CommandError) -> ConstraintSpec {
    func terms(_ list: [TermSyntax]) throws(CommandError) -> [LayoutTerm] {
      var result: [LayoutTerm] = []
      for term in list {
        let id = try view(term.view, in: layout)
        guard let attribute = LayoutAttribute(rawValue: term.attribute.value) else {
          let hint = LayoutAttribute.allCases.map(\.rawValue).closest(to: term.attribute.value)
            .map { " (did you mean '\($0)'?)" } ?? ""
          throw CommandError(
            "unknown attribute '\(term.attribute.value)'\(hint)", column: term.attribute.column,
            length: term.attribute.length)
        }
        var space = AnchorSpace.frame
        if let guide = term.guide {
          let named = try GuideNames.space(guide, of: id, in: layout)
          if attribute.rawValue.hasSuffix("Margin") || attribute.rawValue.hasSuffix("WithinMargins") {
            throw CommandError(
              "\(attribute.rawValue) already means the margins; write \(term.view.value).\(guide.value).\(attribute.rawValue.replacingOccurrences(of: "WithinMargins", with: "").replacingOccurrences(of: "Margin", with: ""))",
              column: term.attribute.column, length: term.attribute.length)
          }
          space = named
        }
        result.append(LayoutTerm(term.coefficient, id, attribute, space: space))
      }
      return result
    }
    var priority = LayoutPriority.required
    if let p = syntax.priority {
      guard let valid = LayoutPriority(p.value) else {
        throw CommandError(
          "Invalid priority \(p.value.compact): priorities must be greater than 0 and at most 1000 (required)",
          column: p.column, length: p.length)
      }
      priority = valid
    }
    return ConstraintSpec(
      lhs: try terms(syntax.lhs), relation: syntax.relation, rhs: try terms(syntax.rhs),
      constant: syntax.constant, priority: priority)
  }

  // MARK: - Errors

  /// A view, label or control declared with its properties: made in its
  /// container, then each property set, as the declaration lists them.
  private static func add(
    _ name: Located<String>, in parentName: Located<String>?, _ properties: [Located<ViewProperty>],
    to layout: inout Layout, _ make: (inout Layout, ViewID) throws(LayoutError) -> Void
  ) throws(CommandError) -> (id: ViewID, parent: ViewID) {
    let parent = try container(parentName, in: layout)
    try layoutCall(&layout, at: name) { (l) throws(LayoutError) in try make(&l, parent) }
    let id = layout.view(named: name.value)!
    for property in properties { try PropertySetter.set(property, on: id, in: &layout) }
    return (id, parent)
  }

  private static func layoutCall(
    _ layout: inout Layout, _ syntax: ConstraintSyntax, _ body: (inout Layout) throws(LayoutError) -> Void
  ) throws(CommandError) {
    do {
      try body(&layout)
    } catch {
      let place: (Int, Int)
      switch error.culprit {
      case .term(let lhs, let index):
        let side = (lhs && !syntax.lhs.isEmpty) || syntax.rhs.isEmpty ? syntax.lhs : syntax.rhs
        let term = side.indices.contains(index) ? side[index] : side.first
        place = term.map { ($0.column, $0.length) } ?? (1, 1)
      case .name:
        place = syntax.name.map { ($0.column, $0.length) } ?? (1, 1)
      case .priority:
        place = syntax.priority.map { ($0.column, $0.length) } ?? (1, 1)
      case .constant:
        place = (syntax.constantColumn, 1)
      case .whole:
        place = syntax.name.map { ($0.column, 1) } ?? syntax.lhs.first.map { ($0.column, $0.length) } ?? (1, 1)
      }
      throw CommandError(error.message, column: place.0, length: place.1)
    }
  }

  static func layoutCall<T>(
    _ layout: inout Layout, at place: Located<T>?, _ body: (inout Layout) throws(LayoutError) -> Void
  ) throws(CommandError) {
    do {
      try body(&layout)
    } catch {
      throw CommandError(error.message, column: place?.column, length: place?.length ?? 1)
    }
  }
}
