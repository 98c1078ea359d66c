import LayoutModel
import SwiftSyntax

// Expressions: literals, names, member access, arithmetic, collections.

extension Interpreter {
  func eval(_ expr: ExprSyntax) -> Value {
    guard tick(expr) else { return .none }
    if let i = expr.as(IntegerLiteralExprSyntax.self) { return .number(Double(i.literal.text.filter { $0 != "_" }) ?? 0) }
    if let f = expr.as(FloatLiteralExprSyntax.self) { return .number(Double(f.literal.text.filter { $0 != "_" }) ?? 0) }
    if let b = expr.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.text == "true") }
    if expr.is(NilLiteralExprSyntax.self) { return .none }
    if let s = expr.as(StringLiteralExprSyntax.self) {
      var text = ""
      for segment in s.segments {
        guard let plain = segment.as(StringSegmentSyntax.self) else {
          note(s, "string interpolation: the label gets the text without it")
          continue
        }
        text += plain.content.text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"")
      }
      return .string(text)
    }
    if let p = expr.as(PrefixOperatorExprSyntax.self) {
      let v = eval(p.expression)
      if p.operator.text == "-", let n = v.number { return .number(-n) }
      if p.operator.text == "!", case .bool(let b) = v { return .bool(!b) }
      return v
    }
    if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1 { return eval(t.elements.first!.expression) }
    // `return (operationView, result)`: a tuple is kept as a list, taken
    // apart by `let (a, b) = …` (Interpreter+Statements.swift).
    if let t = expr.as(TupleExprSyntax.self), t.elements.count > 1 { return .array(t.elements.map { eval($0.expression) }) }
    if let u = expr.as(ForceUnwrapExprSyntax.self) { return eval(u.expression) }
    if let o = expr.as(OptionalChainingExprSyntax.self) { return eval(o.expression) }
    if let a = expr.as(AsExprSyntax.self) { return eval(a.expression) }
    if let a = expr.as(ArrayExprSyntax.self) {
      // Counted before any element is evaluated: a 300,000-element literal
      // took a minute to evaluate only to be refused.
      guard a.elements.count <= Interpreter.elementBudget else { return listTooLong(at: a) }
      return list(a.elements.map { eval($0.expression) }, at: a)
    }
    if let d = expr.as(DictionaryExprSyntax.self) {
      guard case .elements(let list) = d.content else { return .dictionary([]) }
      return .dictionary(list.compactMap { e in
        guard case .string(let key) = eval(e.key) else { return nil }
        return (key, eval(e.value))
      })
    }
    if let s = expr.as(SequenceExprSyntax.self) { return sequence(Array(s.elements)) }
    if let r = expr.as(DeclReferenceExprSyntax.self) { return reference(r) }
    if let m = expr.as(MemberAccessExprSyntax.self) { return member(m) }
    if let c = expr.as(FunctionCallExprSyntax.self) { return call(c) }
    if let c = expr.as(ClosureExprSyntax.self) {
      note(c, "a closure that is not called here")
      return .none
    }
    note(expr, "an expression alrepl does not follow")
    return .none
  }

  /// `a + b * c`, `x == 0 && y > 2`, `a ?? b`, `c ? a : b`: Swift's
  /// precedence (multiplication, addition, `??`, comparison, `&&`, `||`,
  /// then the conditional), left to right within each.
  /// The value of operands and operators, as in a sequence expression.
  func sequenceValue(_ elements: [ExprSyntax]) -> Value { elements.count == 1 ? eval(elements[0]) : sequence(elements) }

  private func sequence(_ elements: [ExprSyntax]) -> Value {
    // `views as! [String: AnyObject]`: a cast keeps the value.
    if let cast = elements.firstIndex(where: { $0.is(UnresolvedAsExprSyntax.self) }), cast + 1 < elements.count {
      var rest = elements
      rest.removeSubrange(cast...(cast + 1))
      return rest.count == 1 ? eval(rest[0]) : sequence(rest)
    }
    // `c ? a : b` binds loosest: the condition is everything before it.
    if let t = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), t % 2 == 1,
      let ternary = elements[t].as(UnresolvedTernaryExprSyntax.self)
    {
      let condition = t == 1 ? eval(elements[0]) : sequence(Array(elements[..<t]))
      let rest = Array(elements[(t + 1)...])
      guard case .bool(let b) = condition else { return .none }
      return b ? eval(ternary.thenExpression) : (rest.count == 1 ? eval(rest[0]) : sequence(rest))
    }
    var values: [Value] = []
    var nils: [Bool] = []
    var ops: [String] = []
    for (i, e) in elements.enumerated() {
      if i % 2 == 1 {
        guard let op = e.as(BinaryOperatorExprSyntax.self) else {
          note(e, "an operator alrepl does not follow")
          return .none
        }
        ops.append(op.operator.text)
      } else {
        values.append(eval(e))
        nils.append(e.is(NilLiteralExprSyntax.self))
      }
    }
    guard values.count == ops.count + 1 else { return .none }
    let levels: [Set<String>] = [["*", "/", "%"], ["+", "-"], ["??"], ["==", "!=", "<", "<=", ">", ">=", "==="], ["&&"], ["||"]]
    // Each level folds left to right in one pass into new lists: removing
    // from the middle of the lists made `1 + 1 + …` quadratic (100,000
    // terms took 35 s).
    for level in levels {
      var keptValues = [values[0]], keptNils = [nils[0]], keptOps: [String] = []
      for i in ops.indices {
        guard level.contains(ops[i]) else {
          keptOps.append(ops[i])
          keptValues.append(values[i + 1])
          keptNils.append(nils[i + 1])
          continue
        }
        let (a, b) = (keptValues[keptValues.count - 1], values[i + 1])
        let (aIsNil, bIsNil) = (keptNils[keptNils.count - 1], nils[i + 1])
        let result: Value
        if ops[i] == "??" {
          if case .none = a { result = b } else { result = a }
        } else if (ops[i] == "==" || ops[i] == "!=") && (aIsNil || bIsNil) {
          // `x != nil`: known only when x is something made here.
          let other = aIsNil ? b : a
          if case .none = other { result = .none } else { result = .bool(ops[i] == "!=") }
        } else {
          result = combine(a, ops[i], b, at: elements[0])
        }
        keptValues[keptValues.count - 1] = result
        keptNils[keptNils.count - 1] = false
      }
      (values, nils, ops) = (keptValues, keptNils, keptOps)
    }
    return values[0]
  }

  func combine(_ a: Value, _ op: String, _ b: Value, at node: some SyntaxProtocol) -> Value {
    // Counted before concatenating: `a += a` forty times is 2^40 elements.
    if case .array(let x) = a, op == "+" {
      let y: [Value]
      if case .array(let items) = b { y = items } else { y = [b] }
      guard x.count + y.count <= Interpreter.elementBudget else { return listTooLong(at: node) }
      // `a += [x]` in a loop copies the list each time.
      guard spend(x.count / 10, at: node) else { return .none }
      return .array(x + y)
    }
    switch (op, a, b) {
    case ("&&", .bool(false), _), ("&&", _, .bool(false)): return .bool(false)
    case ("||", .bool(true), _), ("||", _, .bool(true)): return .bool(true)
    case ("&&", .bool(true), .bool(true)): return .bool(true)
    case ("||", .bool(false), .bool(false)): return .bool(false)
    case ("==", .bool(let x), .bool(let y)): return .bool(x == y)
    case ("!=", .bool(let x), .bool(let y)): return .bool(x != y)
    case ("==", .string(let x), .string(let y)): return .bool(x == y)
    case ("!=", .string(let x), .string(let y)): return .bool(x != y)
    case ("==", .member(let x), .member(let y)): return .bool(x == y)
    case ("!=", .member(let x), .member(let y)): return .bool(x != y)
    default: break
    }
    guard let x = a.number, let y = b.number else { return .none }
    switch op {
    case "==": return .bool(x == y)
    case "!=": return .bool(x != y)
    case "<": return .bool(x < y)
    case "<=": return .bool(x <= y)
    case ">": return .bool(x > y)
    case ">=": return .bool(x >= y)
    default: break
    }
    let n: Double
    switch op {
    case "+": n = x + y
    case "-": n = x - y
    case "*": n = x * y
    // Division by zero has no value to import (it was 0 before: an invented value).
    case "/": guard y != 0 else { return .none }; n = x / y
    case "%": guard y != 0 else { return .none }; n = x.truncatingRemainder(dividingBy: y)
    default: return .none
    }
    if case .priority = a { return .priority(n) }
    if case .priority = b { return .priority(n) }
    return .number(n)
  }

  private func reference(_ r: DeclReferenceExprSyntax) -> Value {
    let name = r.baseName.text
    if let v = lookup(name) { return v }
    switch name {
    case "self": return selfValue
    case "view": return .object(0)
    case "contentView": return .object(contentViewObject())
    // A presentation controller lays out in its container view: the window here.
    case "containerView" where runningType.flatMap(foreignBase) == "UIPresentationController": return .object(0)
    case "superview":
      if case .object(let id) = selfValue, let parent = objects[id].parent { return .object(parent) }
      return .none
    default:
      if let v = implicitSelfMember(name, r) { return v }
      note(r, "'\(name)' is not known")
      return .none
    }
  }

  /// `topAnchor`, `layoutMarginsGuide`… written without `self.`
  private func implicitSelfMember(_ name: String, _ node: some SyntaxProtocol) -> Value? {
    switch selfValue {
    case .object(let id): return memberOfObject(id, space: "", name, node)
    case .guide(let id, let space): return memberOfObject(id, space: space, name, node)
    default: return nil
    }
  }

  func contentViewObject() -> Int {
    if let contentView { return contentView }
    objects.append(ImportedObject(name: unique("contentView"), kind: .view, isNamed: true, parent: 0, line: 0))
    objects[objects.count - 1].autoresizingOff = true
    contentView = objects.count - 1
    return objects.count - 1
  }

  private func member(_ m: MemberAccessExprSyntax) -> Value {
    let name = m.declName.baseName.text
    guard let base = m.base else {
      if let constant = staticConstant(".\(name)") { return constant }
      return implicitMember(name)
    }
    // `Constants.inset`, `Layout.Card.padding`: a static constant of the file.
    if let constant = staticConstant(base.trimmedDescription + "." + name) { return constant }
    // `Self.height` inside the type that declares `static let height`.
    if base.trimmedDescription == "Self", let type = currentType ?? runningType ?? typeName(of: selfValue),
      let constant = staticConstant(type + "." + name)
    {
      return constant
    }
    if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, lookup(type) == nil, type.first?.isUppercase == true {
      if type == "UILayoutPriority" { return implicitMember(name) }
      if type == "UIView" && name == "noIntrinsicMetric" { return .number(-1) }
      return .member(name)
    }
    if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let v = lookup(name) ?? properties[name] { return v }
    switch eval(base) {
    case .object(let id):
      if let v = memberOfObject(id, space: "", name, m) { return v }
      if let v = propertyOfObject(id, name) { return v }
      if name == "titleLabel", case .button? = objects[id].control {
        note(m, "a button's title label is not modelled: the button keeps the size of its title in the system font")
        return .none
      }
    case .guide(let id, let space):
      if let v = memberOfObject(id, space: space, name, m) { return v }
    case .constraint(let id):
      if name == "priority" { return .priority(constraints[id].priority ?? 1000) }
      if name == "isActive" { return .bool(constraints[id].isActive) }
    case .priority(let p) where name == "rawValue": return .number(p)
    // `insets.top` of `UIEdgeInsets(…)` or of `.zero`, `NSDirectionalEdgeInsets`' leading and trailing.
    case .insets(let i):
      switch name {
      case "top": return .number(i.top)
      case "bottom": return .number(i.bottom)
      case "left", "leading": return .number(i.left)
      case "right", "trailing": return .number(i.right)
      default: break
      }
    case .member("zero") where ["top", "bottom", "left", "right", "leading", "trailing", "width", "height", "x", "y"].contains(name):
      return .number(0)
    case .array(let items) where name == "count": return .number(Double(items.count))
    // `pair.0` of a tuple a function returned (kept as a list).
    case .array(let items) where Int(name).map { items.indices.contains($0) } == true: return items[Int(name)!]
    default: break
    }
    note(m, "'\(m.trimmedDescription)' is not something alrepl knows")
    return .none
  }

  func implicitMember(_ name: String) -> Value {
    switch name {
    case "required": .priority(1000)
    case "defaultHigh": .priority(750)
    case "defaultLow": .priority(250)
    case "fittingSizeLevel": .priority(50)
    case "dragThatCanResizeScene": .priority(510)
    case "sceneSizeStayPut": .priority(500)
    case "dragThatCannotResizeScene": .priority(490)
    default: .member(name)
    }
  }

  static let anchorNames: [String: String] = [
    "topAnchor": "top", "bottomAnchor": "bottom", "leadingAnchor": "leading", "trailingAnchor": "trailing",
    "leftAnchor": "left", "rightAnchor": "right", "widthAnchor": "width", "heightAnchor": "height",
    "centerXAnchor": "centerX", "centerYAnchor": "centerY", "firstBaselineAnchor": "firstBaseline",
    "lastBaselineAnchor": "lastBaseline",
  ]

  func memberOfObject(_ id: Int, space: String, _ name: String, _ node: some SyntaxProtocol) -> Value? {
    if let attribute = Self.anchorNames[name] {
      guard Self.isLegacyGuide(space) else { return .anchor(Anchor(object: id, attribute: attribute, space: space)) }
      if let mapped = Self.legacyGuideAnchor(space, attribute) { return .anchor(mapped) }
      note(node, "\(space).\(name): alrepl reads only the top and bottom edges of \(space) (the safe area's), so the constraint is left out")
      return Value.none
    }
    guard space.isEmpty else { return nil }
    if let g = guide(of: id, name, node) { return g }
    switch name {
    case "superview", "owningView": return objects[id].parent.map { .object($0) } ?? Value.none
    case "contentView" where id == 0: return .object(contentViewObject())
    case "view" where id == 0: return .object(0)
    // `pageViewController.view` of a child controller made here: the
    // controller stands for its view (addChild itself is not layout).
    case "view" where objects[id].isController: return .object(id)
    default: return nil
    }
  }

  private func propertyOfObject(_ id: Int, _ name: String) -> Value? {
    let o = objects[id]
    switch name {
    case "text": return o.text.map { .string($0) }
    case "spacing": return .number(o.spacing ?? 0)
    case "arrangedSubviews": return .array(o.arranged.map { .object($0) })
    default:
      if case .object(let me) = selfValue, me == id { return properties[name] }
      return id == 0 ? properties[name] : instanceProperties[id]?[name]
    }
  }
}
