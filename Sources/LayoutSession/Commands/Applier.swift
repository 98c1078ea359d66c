import Foundation
import LayoutLanguage
import LayoutModel

/// Applies a parsed change to a layout, and resolves the names commands
/// give to ids (each command's own file says what it changes).
enum Applier {
  /// Applies a change to `layout` without a session (replay, `load`,
  /// importers); any other command does nothing here.
  /// - Returns: the confirmation lines.
  static func apply(_ command: any SessionCommand, to layout: inout Layout) throws(CommandError) -> [String] {
    guard let change = command as? any LayoutChange else { return [] }
    return try change.apply(to: &layout)
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

  static func spec(from syntax: ConstraintSyntax, in layout: Layout) throws(CommandError) -> ConstraintSpec {
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
  static func add(
    _ name: Located<String>, in parentName: Located<String>?, _ properties: [Located<ViewProperty>],
    to layout: inout Layout, _ make: (inout Layout, ViewID) throws(LayoutError) -> Void
  ) throws(CommandError) -> (id: ViewID, parent: ViewID) {
    let parent = try container(parentName, in: layout)
    try layoutCall(&layout, at: name) { (l) throws(LayoutError) in try make(&l, parent) }
    let id = layout.view(named: name.value)!
    for property in properties { try PropertySetter.set(property, on: id, in: &layout) }
    return (id, parent)
  }

  static func layoutCall(
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
