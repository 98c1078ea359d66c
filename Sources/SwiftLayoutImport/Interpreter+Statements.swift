import SwiftSyntax

// Statements: bindings, assignments, calls, guard/if let, for, return.

extension Interpreter {
  func exec(_ item: CodeBlockItemSyntax) {
    guard tick(item) else { return }
    switch item.item {
    case .decl(let decl):
      if let v = decl.as(VariableDeclSyntax.self) {
        for binding in v.bindings {
          if let tuple = binding.pattern.as(TuplePatternSyntax.self), let value = binding.initializer.map({ eval($0.value) }) {
            bindTuple(tuple, value, binding)
            continue
          }
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            note(binding, "only simple `let name = …` bindings are followed")
            continue
          }
          let value = binding.initializer.map { evalTyped($0.value, binding.typeAnnotation) } ?? .none
          scopes[scopes.count - 1][name] = value
          bindName(name, to: value)
        }
      } else if let f = decl.as(FunctionDeclSyntax.self) {
        functions[f.name.text, default: []].append(f)
      } else if let block = decl.as(IfConfigDeclSyntax.self) {
        execConditional(block)
      }
    case .stmt(let stmt):
      exec(stmt)
    case .expr(let expr):
      _ = evalStatement(expr)
    }
  }

  func exec(_ stmt: StmtSyntax) {
    guard tick(stmt) else { return }
    if let r = stmt.as(ReturnStmtSyntax.self) {
      returnValue = r.expression.map { eval($0) } ?? .none
      returning = true
    } else if let g = stmt.as(GuardStmtSyntax.self) {
      switch decide(g.conditions, g) {
      case false?: returning = true
      case nil: remarks.append((line(g), "this guard's condition is not known here: went on past it, where the layout is built"))
      default: break
      }
    } else if let e = stmt.as(ExpressionStmtSyntax.self) {
      _ = evalStatement(e.expression)
    } else if let f = stmt.as(ForStmtSyntax.self) {
      guard case .array(let items) = eval(f.sequence), let name = f.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else {
        note(f, "a loop over something other than a literal list of views")
        return
      }
      for item in items {
        guard tick(f) else { return }
        scopes.append([name: item])
        for s in f.body.statements {
          exec(s)
          if returning { break }
        }
        scopes.removeLast()
        if returning { return }
      }
    } else if stmt.is(BreakStmtSyntax.self) || stmt.is(ContinueStmtSyntax.self) || stmt.is(FallthroughStmtSyntax.self) {
      // The end of a case or an iteration, where nothing of layout is left to run.
    } else {
      note(stmt, "this statement is not followed")
    }
  }

  /// `let (view, result) = makeViewAndResult()`: each name takes its part;
  /// a value that is not a tuple of that size leaves them all unknown, listed.
  func bindTuple(_ tuple: TuplePatternSyntax, _ value: Value, _ node: some SyntaxProtocol) {
    guard case .array(let parts) = value, parts.count == tuple.elements.count else {
      note(node, "a tuple alrepl cannot take apart")
      return
    }
    for (element, part) in zip(tuple.elements, parts) {
      guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
      scopes[scopes.count - 1][name] = part
      bindName(name, to: part)
    }
  }

  /// `guard let` / `if let` conditions, bound in the current scope: true
  /// or false when known at import, nil when not (an optional whose value
  /// only the running app has, a condition on the model). An unknown
  /// optional is bound as unknown, so what depends on it is listed.
  func decide(_ conditions: ConditionElementListSyntax, _ node: some SyntaxProtocol) -> Bool? {
    var known = true
    for c in conditions {
      switch c.condition {
      case .optionalBinding(let b):
        guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          known = false
          continue
        }
        let value = b.initializer.map { eval($0.value) } ?? lookup(name) ?? .none
        if case .none = value { known = false }
        scopes[scopes.count - 1][name] = value
      case .expression(let e):
        switch eval(e) {
        case .bool(false): return false
        case .bool(true): break
        default: known = false
        }
      default:
        known = false
      }
    }
    return known ? true : nil
  }

  /// `if` and `else if`: the branch a known condition takes; when it is
  /// not known, the first branch, unless that branch only leaves (`return`),
  /// with a note saying which ran.
  func runIf(_ i: IfExprSyntax) {
    scopes.append([:])
    defer { scopes.removeLast() }
    let decided = decide(i.conditions, i)
    var takeBody = decided ?? !Self.onlyLeaves(i.body)
    if decided == nil {
      let which = takeBody ? "ran its first branch" : (i.elseBody == nil ? "skipped the branch, which only leaves" : "ran the else branch: the first only leaves")
      remarks.append((line(i), "this if's condition is not known here: \(which)"))
    }
    if takeBody {
      for s in i.body.statements {
        exec(s)
        if returning { break }
      }
      return
    }
    takeBody = false
    switch i.elseBody {
    case .codeBlock(let block)?:
      for s in block.statements {
        exec(s)
        if returning { break }
      }
    case .ifExpr(let next)?: runIf(next)
    case nil: break
    }
  }

  /// A block that does nothing but leave: `{ return }`, `{ fatalError() }`.
  static func onlyLeaves(_ block: CodeBlockSyntax) -> Bool {
    guard block.statements.count == 1, let only = block.statements.first else { return false }
    let text = only.trimmedDescription
    return text.hasPrefix("return") || text.hasPrefix("fatalError") || text.hasPrefix("break") || text.hasPrefix("continue")
  }

  /// `switch` on a value known at import runs its case; on one that is not,
  /// the first case, with a note.
  func runSwitch(_ sw: SwitchExprSyntax) {
    let subject = eval(sw.subject)
    var chosen: SwitchCaseSyntax?
    var known = true
    cases: for item in sw.cases {
      guard case .switchCase(let c) = item else { continue }
      switch c.label {
      case .default:
        if known { chosen = chosen ?? c }
      case .case(let label):
        for pattern in label.caseItems {
          guard let e = pattern.pattern.as(ExpressionPatternSyntax.self) else {
            known = false
            continue
          }
          switch combine(subject, "==", eval(e.expression), at: e) {
          case .bool(true):
            chosen = c
            break cases
          case .bool(false): break
          default: known = false
          }
        }
      }
    }
    if !known || chosen == nil {
      guard let first = sw.cases.first.flatMap({ if case .switchCase(let c) = $0 { c } else { nil } }) else { return }
      if !known {
        chosen = first
        remarks.append((line(sw), "this switch's value is not known here: ran its first case"))
      }
    }
    guard let chosen else { return }
    scopes.append([:])
    for s in chosen.statements {
      exec(s)
      if returning { break }
    }
    scopes.removeLast()
  }

  /// An expression used as a statement: assignments and calls.
  func evalStatement(_ expr: ExprSyntax) -> Value {
    if let s = expr.as(SequenceExprSyntax.self) {
      let elements = Array(s.elements)
      // `x = a / 2` is one sequence of five: the value is all after `=`.
      func rhs() -> Value { elements.count == 3 ? eval(elements[2]) : sequenceValue(Array(elements[2...])) }
      if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
        if !assignmentMatters(elements[0]) {
          skip(expr)
          return .none
        }
        // `c.priority = .init(999)` inside a closure that makes a view is not that view.
        let saved = expectedType
        expectedType = nil
        let value = rhs()
        expectedType = saved
        assign(elements[0], value)
        return .none
      }
      if elements.count >= 3, let op = elements[1].as(BinaryOperatorExprSyntax.self), op.operator.text == "+=" {
        let sum = combine(eval(elements[0]), "+", rhs(), at: expr)
        assign(elements[0], sum)
        return .none
      }
    }
    if let i = expr.as(IfExprSyntax.self) {
      runIf(i)
      return .none
    }
    if let sw = expr.as(SwitchExprSyntax.self) {
      runSwitch(sw)
      return .none
    }
    return eval(expr)
  }

  /// `x = v`, `self.x = v`, `view.prop = v`, `constraint.prop = v`.
  func assign(_ target: ExprSyntax, _ value: Value) {
    if isRootView(target), case .object(let id) = value, id != 0 {
      adoptAsRoot(id)
      return
    }
    if let ref = target.as(DeclReferenceExprSyntax.self) {
      // `translatesAutoresizingMaskIntoConstraints = false` inside a view's own method.
      if lookup(ref.baseName.text) == nil, case .object(let id) = selfValue,
        id != 0 || Self.rootProperties.contains(ref.baseName.text)
      {
        setProperty(ref.baseName.text, of: id, to: value, target)
        return
      }
      assign(ref.baseName.text, value)
      bindName(ref.baseName.text, to: value)
      return
    }
    // `views["label"] = label`: the bindings a visual format reads.
    if let s = target.as(SubscriptCallExprSyntax.self), s.arguments.count == 1,
      case .dictionary(var entries) = eval(s.calledExpression),
      case .string(let key) = eval(s.arguments.first!.expression)
    {
      // Each assignment rewrites the dictionary: counted by its size.
      guard spend(entries.count / 10, at: s) else { return }
      entries.removeAll { $0.0 == key }
      entries.append((key, value))
      assign(s.calledExpression, .dictionary(entries))
      return
    }
    guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else {
      note(target, "an assignment alrepl does not follow")
      return
    }
    let property = member.declName.baseName.text
    if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", lookup(property) != nil || properties.keys.contains(property) {
      properties[property] = value
      bindName(property, to: value)
      runDidSet(property)
      return
    }
    // `button.titleLabel?.font = …`: alrepl measures a button's title at
    // 17 points, so only another size is a loss.
    if property == "font", let owner = base.as(OptionalChainingExprSyntax.self)?.expression ?? Optional(base),
      let titleLabel = owner.as(MemberAccessExprSyntax.self), titleLabel.declName.baseName.text == "titleLabel",
      let button = titleLabel.base, case .object(let id) = eval(button), case .button? = objects[id].control
    {
      if value.number == 17 { skip(target) } else { note(target, "a button's title font is not modelled: its title is measured at 17 points") }
      return
    }
    let receiver = eval(base)
    switch receiver {
    case .object(let id): setProperty(property, of: id, to: value, target)
    case .constraint(let id): setProperty(property, ofConstraint: id, to: value, target)
    case .none where lookupIsUnknown(base):
      note(target, "'\(base.trimmedDescription)' is not a view alrepl knows")
    default:
      note(target, "an assignment alrepl does not follow")
    }
  }

  /// The properties of root (a controller's view, or the view whose code
  /// runs) that alrepl models, set without `self.` in its code.
  static let rootProperties: Set<String> = [
    "layoutMargins", "directionalLayoutMargins", "semanticContentAttribute", "insetsLayoutMarginsFromSafeArea",
    "preservesSuperviewLayoutMargins", "additionalSafeAreaInsets",
  ]

  private func lookupIsUnknown(_ base: ExprSyntax) -> Bool { true }

  /// A binding's value, `.init(…)` in it made as the declared type: `let
  /// imageView: UIImageView = { .init(image: …) }()` was a view not known.
  func evalTyped(_ value: ExprSyntax, _ annotation: TypeAnnotationSyntax?) -> Value {
    let saved = expectedType
    expectedType = annotation.map { $0.type.trimmedDescription.filter { $0 != "!" && $0 != "?" } }
    defer { expectedType = saved }
    return eval(value)
  }
}
