import LayoutModel
import SwiftSyntax

// Making constraints: anchors, NSLayoutConstraint(item:…), VFL, activate.

extension Interpreter {
  private func make(_ body: ImportedConstraint.Body, _ node: some SyntaxProtocol) -> Value {
    constraints.append(ImportedConstraint(body: body, line: line(node)))
    return .constraint(constraints.count - 1)
  }

  func anchorConstraint(_ a: Anchor, _ name: String, _ args: [(String?, ExprSyntax)], _ node: FunctionCallExprSyntax) -> Value {
    var args = args
    // Swift 2's spellings: `constraintEqualToAnchor(b, constant: 8)`,
    // `constraintGreaterThanOrEqualToConstant(44)`: the relation in the
    // name, the first argument unlabelled; the same constraints.
    var name = name
    if name.hasPrefix("constraint"), name != "constraint", !args.isEmpty, args[0].0 == nil {
      let rest = name.dropFirst("constraint".count)
      for suffix in ["Anchor", "Constant"] where rest.hasSuffix(suffix) {
        let relation = rest.dropLast(suffix.count)
        if ["EqualTo", "GreaterThanOrEqualTo", "LessThanOrEqualTo"].contains(String(relation)) {
          args[0].0 = relation.prefix(1).lowercased() + relation.dropFirst() + (suffix == "Constant" ? "Constant" : "")
          name = "constraint"
        }
      }
    }
    guard name == "constraint", let first = args.first, let label = first.0 else {
      note(node, "'\(name)' on an anchor is not followed")
      return .none
    }
    let values = args.map { ($0.0, eval($0.1)) }
    // An argument that is given but cannot be evaluated leaves the whole
    // constraint out, with its line and reason: importing `constant:
    // Constants.inset` as 0 made frames wrong without a word.
    for (label, value) in values where ["constant", "multiplier"].contains(label ?? "") && value.number == nil {
      let text = args.first { $0.0 == label }.map { $0.1.trimmedDescription } ?? ""
      note(node, "\(label!) \(text) is not known here, so the constraint is left out")
      return .none
    }
    func number(_ l: String) -> Double? { values.first { $0.0 == l }?.1.number }
    let relations = [("equalTo", "=="), ("greaterThanOrEqualTo", ">="), ("lessThanOrEqualTo", "<=")]
    guard let (prefix, relation) = relations.reversed().first(where: { label.hasPrefix($0.0) }) else {
      note(node, "'constraint(\(label):…)' is not followed")
      return .none
    }
    let rest = label.dropFirst(prefix.count)
    if rest == "Constant" {
      guard let constant = values[0].1.number else {
        note(node, "constant \(first.1.trimmedDescription) is not known here, so the constraint is left out")
        return .none
      }
      return make(.anchors(first: a, relation: relation, second: nil, multiplier: 1, constant: constant), node)
    }
    guard case .anchor(let b) = values[0].1 else {
      note(node, "the second anchor is not one alrepl knows")
      return .none
    }
    if rest.hasPrefix("SystemSpacing") {
      // Apple's standard spacing between siblings is 8 points.
      let m = number("multiplier") ?? 1
      return make(.anchors(first: a, relation: relation, second: b, multiplier: 1, constant: 8 * m), node)
    }
    guard rest.isEmpty else {
      note(node, "'constraint(\(label):…)' is not followed")
      return .none
    }
    return make(.anchors(first: a, relation: relation, second: b, multiplier: number("multiplier") ?? 1, constant: number("constant") ?? 0), node)
  }

  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  func itemConstraint(_ values: [(String?, Value)], _ node: FunctionCallExprSyntax) -> Value {
    let attributes = values.filter { $0.0 == "attribute" }.map(\.1)
    func value(_ l: String) -> Value { values.first { $0.0 == l }?.1 ?? .none }
    func anchor(_ item: Value, _ attribute: Value) -> Anchor? {
      guard case .member(var name) = attribute, name != "notAnAttribute", name != "NotAnAttribute" else { return nil }
      // Swift 2 wrote `.Width`, `.CenterX`: the same attributes.
      name = name.prefix(1).lowercased() + name.dropFirst()
      // `.baseline` (Swift 3) and `.Baseline` (Swift 2) are the last baseline.
      if name == "baseline" { name = "lastBaseline" }
      guard LayoutAttribute(rawValue: name) != nil else { return nil }
      switch item {
      case .object(let id): return Anchor(object: id, attribute: name, space: "")
      case .guide(_, let space) where Self.isLegacyGuide(space): return Self.legacyGuideAnchor(space, name)
      case .guide(let id, let space): return Anchor(object: id, attribute: name, space: space)
      default: return nil
      }
    }
    guard attributes.count == 2, let first = anchor(value("item"), attributes[0]) else {
      note(node, "an NSLayoutConstraint whose item alrepl cannot read")
      return .none
    }
    // `.equal`, or Swift 2's `.Equal`: any other word is not guessed.
    let relations = ["equal": "==", "lessthanorequal": "<=", "greaterthanorequal": ">="]
    guard case .member(let rel) = value("relatedBy"), let relation = relations[rel.lowercased()] else {
      note(node, "an NSLayoutConstraint whose relation alrepl cannot read")
      return .none
    }
    let second = anchor(value("toItem"), attributes[1])
    // Given but not known: left out with its reason, never imported as 1 or 0.
    for label in ["multiplier", "constant"] where values.contains(where: { $0.0 == label }) && value(label).number == nil {
      note(node, "\(label) of this NSLayoutConstraint is not known here, so the constraint is left out")
      return .none
    }
    return make(.anchors(first: first, relation: relation, second: second, multiplier: value("multiplier").number ?? 1,
      constant: value("constant").number ?? 0), node)
  }

  func constraintClassMethod(_ name: String, _ args: [(String?, ExprSyntax)], _ node: FunctionCallExprSyntax) -> Value {
    // "H:|-\(margin)-[v]": without its values the format says something
    // else ("|--[v]"), so it is left out whole rather than read wrong.
    if name.hasPrefix("constraints"), let format = args.first?.1.as(StringLiteralExprSyntax.self),
      format.segments.contains(where: { !$0.is(StringSegmentSyntax.self) })
    {
      note(node, "a visual format with \\(…) in it: its values are known only when the app runs, so its constraints are left out")
      return .none
    }
    var values = args.map { ($0.0, eval($0.1)) }
    // Swift 2 spelled these activateConstraints(_:) and
    // constraintsWithVisualFormat(_:options:metrics:views:), the format
    // unlabelled; code of that age is common in public apps.
    switch name {
    case "activate", "deactivate", "activateConstraints", "deactivateConstraints":
      activate(values.first?.1 ?? .none, name.hasPrefix("activate"))
      return .none
    // `NSLayoutConstraint.FormatOptions(rawValue: 0)`: no options.
    case "FormatOptions": return .array([])
    case "constraints", "constraintsWithVisualFormat":
      if name == "constraintsWithVisualFormat", !values.isEmpty, values[0].0 == nil { values[0].0 = "withVisualFormat" }
      return visualFormat(values, node)
    default:
      note(node, "NSLayoutConstraint.\(name) is not followed")
      return .none
    }
  }

  /// `constraints(withVisualFormat:options:metrics:views:)` becomes a `vfl`
  /// command with the views' dictionary keys turned into their names.
  private func visualFormat(_ values: [(String?, Value)], _ node: FunctionCallExprSyntax) -> Value {
    func value(_ l: String) -> Value { values.first { $0.0 == l }?.1 ?? .none }
    guard case .string(let format) = value("withVisualFormat") else {
      note(node, "a visual format that is not a string literal")
      return .none
    }
    var names: [String: String] = [:]
    if case .dictionary(let views) = value("views") {
      for (key, v) in views {
        switch v {
        case .object(let id): names[key] = objects[id].name
        default: break
        }
      }
    }
    var line = Self.renaming(format, names)
    if case .dictionary(let metrics) = value("metrics"), !metrics.isEmpty {
      line += " metrics " + metrics.compactMap { k, v in v.number.map { "\(k)=\($0.compact)" } }.joined(separator: " ")
    }
    var options: [String] = []
    switch value("options") {
    case .member(let m): options = [m]
    case .array(let items): options = items.compactMap { if case .member(let m) = $0 { m } else { nil } }
    default: break
    }
    // `.allZeros` (Swift 2) and `[]` are no options at all.
    options.removeAll { $0.hasPrefix("direction") || $0 == "allZeros" }
    if !options.isEmpty { line += " options " + options.joined(separator: " ") }
    return .array([make(.visualFormat(line), node)])
  }

  /// Identifiers in a format that are keys of the views dictionary become the views' names.
  static func renaming(_ format: String, _ names: [String: String]) -> String {
    var out = ""
    var word = ""
    func flush() {
      out += names[word] ?? word
      word = ""
    }
    for ch in format {
      if ch.isLetter || ch == "_" || (ch.isNumber && !word.isEmpty) { word.append(ch) } else {
        flush()
        out.append(ch)
      }
    }
    flush()
    return out
  }
}
