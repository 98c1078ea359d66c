import SwiftSyntax

// The project's own classes. A UIView subclass is a view of its own: made
// by a controller (`let card = CardView()`), its properties, initializer
// and lifecycle run inside that view, so what it adds to `self` is added
// to the card, not to the screen; imported on its own, it is a view named
// after the class (`cardView`) in root, sized only by its own constraints,
// so `fit cardView width 343` answers. Before, every class ran with self
// bound to root: a card's content was pinned to the window, and its fixed
// heights came out as false conflicts.

/// A class of the project: its body and extensions, and what it inherits from.
struct DeclaredClass {
  var members: [MemberBlockSyntax]
  var superclass: String?
}

/// What a class is to layout.
enum ClassRole {
  /// A view controller: its `view` is root.
  case controller
  /// A table or collection cell: root stands for the cell, with a content view.
  case cell
  /// A view: a view of its own.
  case view
  /// Anything else (a struct, a presentation controller): runs with root as self.
  case other
}

extension Interpreter {
  /// The class and its superclasses declared in the project, the class first.
  func chain(of type: String) -> [(String, [MemberBlockSyntax])] {
    var result: [(String, [MemberBlockSyntax])] = []
    var next: String? = type
    while let t = next, let c = classes[t], !result.contains(where: { $0.0 == t }) {
      result.append((t, c.members))
      next = c.superclass
    }
    return result
  }

  /// The first superclass that is not the project's own: UIKit's, or another module's.
  func foreignBase(of type: String) -> String? {
    var seen: Set<String> = []
    var next: String? = type
    while let t = next, let c = classes[t], seen.insert(t).inserted { next = c.superclass }
    return next
  }

  func role(of type: String) -> ClassRole {
    guard let base = foreignBase(of: type) else { return .other }
    if base.hasSuffix("Controller") { return .controller }
    if base.hasSuffix("Cell") { return .cell }
    if base == "UIView" || base == "UIControl" || base == "UIStackView" || Self.isViewClassName(base) { return .view }
    return .other
  }

  /// `Name(`…`)` calls of the project's classes outside their own declaration.
  static func classesMadeElsewhere(_ files: [SourceFileSyntax], declared: Set<String>) -> Set<String> {
    final class Finder: SyntaxVisitor {
      let declared: Set<String>
      var found: Set<String> = []
      var inside: [String] = []
      init(_ declared: Set<String>) {
        self.declared = declared
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        inside.append(node.name.text)
        return .visitChildren
      }
      override func visitPost(_ node: ClassDeclSyntax) { inside.removeLast() }
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, declared.contains(name),
          !inside.contains(name)
        {
          found.insert(name)
        }
        return .visitChildren
      }
    }
    let finder = Finder(declared)
    for file in files { finder.walk(file) }
    return finder.found
  }

  /// A UIView subclass nothing in the project makes: a view named after
  /// it in root, at root's top-leading corner, built by its own code.
  func runStandaloneView(_ type: String) {
    guard case .object(let id) = newObject(.view, classes[type]!.members.first!, hint: type.lowercasedFirst) else { return }
    objects[id].name = unique(type.lowercasedFirst)
    objects[id].isNamed = true
    objects[id].parent = 0
    objects[id].autoresizingOff = true
    objects[id].className = type
    if isScrollViewClass(type) { objects[id].kind = .scroll }
    if let fixed = intrinsicClasses[type], let size = fixed { objects[id].intrinsic = size }
    standaloneViews.append(id)
    remarks.append((objects[id].line, "\(type) is a view of its own, \(objects[id].name), sized by its own constraints and placed at root's top-leading corner (try fit \(objects[id].name) width 343)"))
    runInstance(type, id)
  }

  /// Runs a class's code with self bound to the object `id` made from it.
  func runInstance(_ type: String, _ id: Int, arguments: [(String?, Value)]? = nil) {
    guard instanceDepth < 8, classes[type] != nil else { return }
    let saved = (selfValue, properties, didSetBodies, runningType, calledFunctions, scopes, returning, returnValue, currentType)
    let savedLazy = pendingLazy
    pendingLazy = [:]
    properties = [:]
    runningType = nil
    calledFunctions = []
    scopes = [[:]]
    instanceDepth += 1
    runType(chain(of: type), receiver: .object(id), typeName: type, initArguments: arguments)
    instanceDepth -= 1
    instanceProperties[id] = properties
    let called = calledFunctions
    (selfValue, properties, didSetBodies, runningType, calledFunctions, scopes, returning, returnValue, currentType) = saved
    pendingLazy = savedLazy
    calledFunctions.formUnion(called)
  }

  /// An initializer's body, with `super.init(…)` meaning the superclass's.
  func runInitializer(_ body: CodeBlockSyntax, of type: String, scope: [String: Value] = [:]) {
    let saved = currentType
    currentType = type
    scopes.append(scope)
    runBody(body.statements)
    scopes.removeLast()
    currentType = saved
  }

  /// The parameters of an initializer bound to a call's arguments, by label
  /// in order; a parameter not given takes its default.
  func bind(_ i: InitializerDeclSyntax, _ arguments: [(String?, Value)]) -> [String: Value] {
    var scope: [String: Value] = [:]
    var remaining = arguments[...]
    for p in i.signature.parameterClause.parameters {
      let label = p.firstName.text == "_" ? nil : p.firstName.text
      let local = (p.secondName ?? p.firstName).text
      if let next = remaining.first, next.0 == label {
        scope[local] = next.1
        remaining = remaining.dropFirst()
      } else if let d = p.defaultValue?.value {
        scope[local] = eval(d)
      }
    }
    return scope
  }

  /// `name(label:label:)`: what an override must match.
  static func signature(_ f: FunctionDeclSyntax) -> String {
    f.name.text + "(" + f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
  }

  /// `super.setupViews()` or `super.init(frame:)` in the project's class:
  /// the superclass's own code when the project declares it; UIKit's
  /// (nothing to layout) otherwise.
  func superCall(_ name: String, _ args: [(String?, ExprSyntax)], _ node: FunctionCallExprSyntax) -> Value {
    guard let type = currentType, let base = classes[type]?.superclass, classes[base] != nil else {
      skip(node)
      return .none
    }
    let labels = args.map(\.0)
    if name == "init" {
      for (owner, blocks) in chain(of: base) {
        let inits = blocks.flatMap { $0.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) } }
        if let i = inits.first(where: { $0.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text } == labels }),
          let body = i.body
        {
          runInitializer(body, of: owner)
          return .none
        }
      }
      return .none
    }
    for (owner, _) in chain(of: base) {
      if let f = functions[name]?.first(where: { functionOwners[$0.id] == .type(owner) && Self.accepts($0, labels: labels) }) {
        return call(f, arguments: args.map { ($0.0, eval($0.1)) }, self: selfValue)
      }
    }
    skip(node)
    return .none
  }

  /// Methods with parameters that build layout (`configure(with:)`,
  /// `show(message:)`) but that only code elsewhere calls, with values known
  /// only when the app runs: they run once, each argument unknown, so what
  /// does not depend on the arguments is imported and the rest is listed.
  func runMethodsCalledFromElsewhere(_ order: [FunctionDeclSyntax], receiver: Value, typeName: String) {
    for f in order where !f.signature.parameterClause.parameters.isEmpty && !calledFunctions.contains(f.id) && Self.buildsLayout(f) && !Self.isAction(f) {
      let arguments: [(String?, Value)] = f.signature.parameterClause.parameters.compactMap { p in
        p.defaultValue != nil ? nil : (p.firstName.text == "_" ? nil : p.firstName.text, Value.none)
      }
      remarks.append((line(f), "\(Self.signature(f)) is not called in the code read: ran once with its arguments unknown"))
      call(f, arguments: arguments, self: receiver)
    }
  }

  /// Whether a function's body makes views or constraints.
  static func buildsLayout(_ f: FunctionDeclSyntax) -> Bool {
    guard let text = f.body?.description else { return false }
    return ["addSubview", "constraint(", "NSLayoutConstraint", "addArrangedSubview", "Anchor.constraint"].contains { text.contains($0) }
  }
}

extension Interpreter {
  /// `required init?(coder:) { fatalError(…) }`: an initializer that only fails.
  static func onlyFails(_ i: InitializerDeclSyntax) -> Bool {
    guard let body = i.body else { return true }
    return body.statements.allSatisfy { $0.trimmedDescription.hasPrefix("fatalError") || $0.trimmedDescription.hasPrefix("return nil") }
  }

  /// `@IBOutlet weak var map: UIView!`: a view from a storyboard. It stands
  /// in self, so the constraints the code makes to it are imported; its
  /// own storyboard constraints are not in the code.
  func outlet(_ v: VariableDeclSyntax, _ binding: PatternBindingSyntax, _ name: String, in receiver: Value) -> Value? {
    guard v.attributes.contains(where: { $0.trimmedDescription == "@IBOutlet" }), case .object(let owner) = receiver,
      let type = binding.typeAnnotation?.type.trimmedDescription.filter({ $0 != "!" && $0 != "?" }),
      type == "UIView" || Self.isViewClassName(type) || type.hasPrefix("UI") && !type.hasPrefix("UILayout") && !type.hasPrefix("[")
    else { return nil }
    let kind: ImportedObject.Kind = type == "UILabel" ? .label : type == "UIStackView" ? .stack : isScrollViewClass(type) ? .scroll : .view
    let value = newObject(kind, binding, hint: name)
    guard case .object(let id) = value else { return nil }
    if kind == .label { objects[id].text = "" }
    objects[id].parent = owner
    objects[id].autoresizingOff = true
    bindName(name, to: value, force: true)
    remarks.append((line(binding), "\(name) is an @IBOutlet: a view from a storyboard, stood in for inside \(objects[owner].name); its storyboard constraints are not in this code"))
    return value
  }
}

extension Interpreter {
  /// A target-action or storyboard action method: it runs on an event.
  static func isAction(_ f: FunctionDeclSyntax) -> Bool {
    f.attributes.contains { ["@objc", "@IBAction"].contains($0.trimmedDescription) || $0.trimmedDescription.hasPrefix("@objc(") }
  }
}
