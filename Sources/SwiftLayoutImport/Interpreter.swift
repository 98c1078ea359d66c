import LayoutModel
import SwiftSyntax

/// Runs the layout part of a Swift file: a tiny evaluator for the UIKit
/// calls that build views and constraints, over swift-syntax's tree.
///
/// It runs top-level code, then each type's stored properties, its
/// initializers, `viewDidLoad` and `loadView`, then its other methods that
/// take no arguments and were not called already, then helpers in
/// extensions of UIView or UIViewController that nothing in the file calls,
/// on root with stand-in views (Interpreter+UncalledHelpers.swift). Functions and extension
/// methods written in the file are inlined where they are called, with
/// `self` bound to the receiver. What it cannot follow it notes with the
/// line, and goes on.
final class Interpreter {
  /// Each file's name (nil when one file is read) and line converter, by
  /// its tree's root; a location is `file index * lineStride + line`, so
  /// the Int lines the interpreter keeps sort by file, then line.
  private var converters: [SyntaxIdentifier: (index: Int, converter: SourceLocationConverter)] = [:]
  private var fileNames: [String?] = []
  static let lineStride = 10_000_000
  var objects: [ImportedObject] = [ImportedObject(name: "root", kind: .view, isNamed: true, line: 0)]
  var constraints: [ImportedConstraint] = []
  var unsupported: [(Int, String, String)] = []
  var remarks: [(Int, String)] = []
  /// Statements skipped as not touching layout, and those listed as lost
  /// (Interpreter+Relevance.swift); whether each touches layout, once read.
  var skippedStatements: Set<SyntaxIdentifier> = []
  var listedStatements: Set<SyntaxIdentifier> = []
  var layoutStatements: [SyntaxIdentifier: Bool] = [:]
  /// The type a binding declares (`let icon: UIImageView = .init(…)`),
  /// while its value is read: what `.init(…)` makes.
  var expectedType: String?
  /// The files read, for the constraint calls the run never reached.
  var trees: [SourceFileSyntax] = []
  /// Where the call-depth budget first ran out, once reported.
  var depthNoted = false
  /// The call being made, for the report when the depth budget runs out there.
  var callSite: Syntax?
  /// Functions written in the file, by base name.
  var functions: [String: [FunctionDeclSyntax]] = [:]
  /// View classes in the file that override intrinsicContentSize; the size when it is a literal.
  var intrinsicClasses: [String: (Double?, Double?)?] = [:]
  var declaredClasses: Set<String> = []
  var properties: [String: Value] = [:]
  var scopes: [[String: Value]] = [[:]]
  var selfValue: Value = .object(0)
  var calledFunctions: Set<SyntaxIdentifier> = []
  var returnValue: Value = .none
  var returning = false
  var depth = 0
  /// Calls of the file's own functions still allowed; below zero once the
  /// budget ran out and that was noted.
  var callsLeft = Interpreter.callBudget
  static let callBudget = 10_000
  /// Calls of the file's own functions nested inside one another.
  static let depthBudget = 40
  /// Steps left before the import stops (Interpreter+Budget.swift).
  var stepsLeft = Interpreter.stepBudget
  /// Where and why the import stopped: nothing of the file is imported then.
  var stopped: (line: Int, code: String, reason: String)?
  /// Asked every 4,096 steps: true stops the run (Ctrl-C).
  var isCancelled: () -> Bool = { false }
  /// The run was stopped by `isCancelled`.
  var cancelled = false
  /// Static stored properties by `Type.name` (and `.name` for extensions of
  /// number types), read lazily (Interpreter+StaticConstants.swift).
  var staticConstants: [String: ExprSyntax] = [:]
  var staticValues: [String: Value] = [:]
  var evaluatingStatics: Set<String> = []
  /// The `didSet` body of each stored property of the type that runs.
  var didSetBodies: [String: CodeBlockItemListSyntax] = [:]
  var runningDidSet: Set<String> = []
  /// Where each of the file's functions was declared (Interpreter+Resolution.swift).
  var functionOwners: [SyntaxIdentifier: FunctionOwner] = [:]
  /// The type whose members run now, with self bound to root.
  var runningType: String?
  /// The project's classes with their extensions and superclass (Interpreter+Classes.swift).
  var classes: [String: DeclaredClass] = [:]
  /// Classes some other code of the project makes (`CardView()`): their
  /// code runs inside each one made, not on its own.
  var instantiated: Set<String> = []
  /// The stored properties of each object made from a class of the project.
  var instanceProperties: [Int: [String: Value]] = [:]
  /// Views that stand for a UIView subclass imported on its own, placed at root's corner.
  var standaloneViews: [Int] = []
  /// The type whose method or initializer runs now, for `super.…` calls.
  var currentType: String?
  var instanceDepth = 0
  /// Lazy properties of the type that runs, not read yet.
  var pendingLazy: [String: ExprSyntax] = [:]
  var addOrder = 0
  var activations = 0
  var contentView: Int?
  private var notedLines: Set<Int> = []
  private var usedNames: Set<String> = ["root"]

  init(files: [(String?, SourceFileSyntax)]) {
    for (index, (name, tree)) in files.enumerated() {
      converters[tree.id] = (index, SourceLocationConverter(fileName: name ?? "", tree: tree))
      fileNames.append(name)
    }
  }

  func line(_ node: some SyntaxProtocol) -> Int {
    guard let (index, converter) = converters[node.root.id] else { return 0 }
    return index * Self.lineStride + converter.location(for: node.positionAfterSkippingLeadingTrivia).line
  }

  /// The line within its file of a location from line(_:).
  func lineInFile(_ location: Int) -> Int { location % Self.lineStride }
  /// The file of a location from line(_:); nil when one file is read.
  func fileName(_ location: Int) -> String? {
    // 0 is what the import adds itself (a cell's content view), in no file.
    let index = location / Self.lineStride
    return location != 0 && index < fileNames.count ? fileNames[index] : nil
  }

  /// Lists `node` as lost with its line and reason, when its statement
  /// touches layout; otherwise counts the statement as skipped.
  func note(_ node: some SyntaxProtocol, _ reason: String) {
    let s = statement(of: node)
    guard touchesLayout(s) else {
      skippedStatements.insert(s.id)
      return
    }
    listedStatements.insert(s.id)
    list(node, reason)
  }

  /// Lists `node` whatever it touches: a budget that ran out there.
  func list(_ node: some SyntaxProtocol, _ reason: String) {
    let n = line(node)
    guard notedLines.insert(n).inserted else { return }
    let code = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
    unsupported.append((n, code.count > 70 ? String(code.prefix(69)) + "…" : code, reason))
  }

  // MARK: - Running the file

  func run(_ files: [SourceFileSyntax]) {
    trees = files
    for file in files { collect(file.statements) }
    var types: [(String, [MemberBlockSyntax])] = []
    // A type's extensions in the file are part of it: `extension VC {
    // override func loadView() … }` is a lifecycle method like any other.
    var extensions: [String: [MemberBlockSyntax]] = [:]
    for file in files {
      for item in file.statements {
        if case .decl(let decl) = item.item, let e = decl.as(ExtensionDeclSyntax.self) {
          extensions[e.extendedType.trimmedDescription, default: []].append(e.memberBlock)
        }
      }
    }
    for item in files.flatMap(\.statements) {
      if case .decl(let decl) = item.item {
        if let c = decl.as(ClassDeclSyntax.self) {
          let superclass = c.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
          classes[c.name.text] = DeclaredClass(members: [c.memberBlock] + extensions[c.name.text, default: []], superclass: superclass)
          types.append((c.name.text, classes[c.name.text]!.members))
        }
        if let s = decl.as(StructDeclSyntax.self) { types.append((s.name.text, [s.memberBlock])) }
        if !decl.is(VariableDeclSyntax.self) { continue }
      }
      exec(item)
      returning = false
    }
    instantiated = Self.classesMadeElsewhere(files, declared: Set(classes.keys))
    for (name, members) in types {
      switch classes[name] == nil ? .other : role(of: name) {
      // Made by another type of the project: its code runs when it is made, inside it.
      case .view where instantiated.contains(name): continue
      // A superclass of the project's views: its code runs as theirs.
      case .view where classes.values.contains(where: { $0.superclass == name }): continue
      case .view: runStandaloneView(name)
      default:
        runningType = name
        runType(classes[name] == nil ? [(name, members)] : chain(of: name), receiver: .object(0), typeName: name)
      }
    }
    runningType = nil
    runUncalledHelpers()
  }

  private func collect(_ items: CodeBlockItemListSyntax) {
    for item in items {
      guard case .decl(let decl) = item.item else { continue }
      collect(decl)
    }
  }

  private func collect(_ decl: DeclSyntax, owner: FunctionOwner = .free) {
    if let f = decl.as(FunctionDeclSyntax.self) {
      functions[f.name.text, default: []].append(f)
      functionOwners[f.id] = owner
    }
    var members: MemberBlockSyntax?
    var memberOwner = owner
    if let c = decl.as(ClassDeclSyntax.self) {
      members = c.memberBlock
      memberOwner = .type(c.name.text)
      declaredClasses.insert(c.name.text)
      if let size = Self.intrinsicOverride(c.memberBlock) { intrinsicClasses[c.name.text] = size }
    }
    if let s = decl.as(StructDeclSyntax.self) {
      members = s.memberBlock
      memberOwner = .type(s.name.text)
      collectStatics(s.memberBlock, typePath: s.name.text, implicit: false)
    }
    if let e = decl.as(EnumDeclSyntax.self) {
      // An enum of layout helpers (`enum Layout { static func makeScrollStack() … }`): its functions too.
      members = e.memberBlock
      memberOwner = .type(e.name.text)
      collectStatics(e.memberBlock, typePath: e.name.text, implicit: false)
    }
    if let e = decl.as(ExtensionDeclSyntax.self) {
      members = e.memberBlock
      let type = e.extendedType.trimmedDescription
      memberOwner = .extensionOf(type)
      collectStatics(e.memberBlock, typePath: type, implicit: Self.implicitConstantTypes.contains(type))
    }
    if let c = decl.as(ClassDeclSyntax.self) {
      collectStatics(c.memberBlock, typePath: c.name.text, implicit: false)
    }
    for member in members?.members ?? [] { collect(member.decl, owner: memberOwner) }
    // Members inside `#if` in a type: those of the release clause.
    if let block = decl.as(IfConfigDeclSyntax.self), let clause = releaseClause(block),
      case .decls(let decls) = clause.elements
    {
      for member in decls { collect(member.decl, owner: owner) }
    }
  }

  /// `override var intrinsicContentSize: CGSize { … }`: the literal size it
  /// returns, or nil when it returns something set at init.
  private static func intrinsicOverride(_ members: MemberBlockSyntax) -> (Double?, Double?)?? {
    for member in members.members {
      guard let v = member.decl.as(VariableDeclSyntax.self),
        v.bindings.first?.pattern.trimmedDescription == "intrinsicContentSize"
      else { continue }
      let body = v.bindings.first?.accessorBlock?.trimmedDescription ?? ""
      if let w = Self.number(after: "width:", in: body), let h = Self.number(after: "height:", in: body) {
        return .some((w, h))
      }
      return .some(nil)
    }
    return nil
  }

  private static func number(after label: String, in text: String) -> Double? {
    guard let r = text.range(of: label) else { return nil }
    let rest = text[r.upperBound...].drop { $0 == " " }
    return Double(rest.prefix { $0.isNumber || $0 == "." || $0 == "-" })
  }

  /// A type's member declarations, with those inside `#if` taken from the
  /// clause a release build compiles.
  private func declarations(_ members: MemberBlockSyntax) -> [DeclSyntax] {
    var result: [DeclSyntax] = []
    func add(_ decl: DeclSyntax) {
      if let block = decl.as(IfConfigDeclSyntax.self) {
        if let clause = releaseClause(block), case .decls(let decls) = clause.elements { for d in decls { add(d.decl) } }
      } else {
        result.append(decl)
      }
    }
    for member in members.members { add(member.decl) }
    return result
  }

  /// Runs a type's code on `receiver`: its stored properties, one
  /// initializer path, its lifecycle methods in UIKit's order, then its
  /// methods nothing called. `types` is the class and its declared
  /// superclasses, the class itself first: a superclass's properties are
  /// made first, and a method the class overrides runs only as the class's.
  func runType(_ types: [(String, [MemberBlockSyntax])], receiver: Value, typeName: String, initArguments: [(String?, Value)]? = nil) {
    selfValue = receiver
    let decls = types.reversed().flatMap { $0.1.flatMap(declarations) }
    didSetBodies = [:]
    var lazyOrder: [String] = []
    for decl in decls {
      guard let v = decl.as(VariableDeclSyntax.self) else { continue }
      let isLazy = v.modifiers.contains { $0.name.text == "lazy" }
      for binding in v.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if case .accessors(let accessors)? = binding.accessorBlock?.accessors,
          let didSet = accessors.first(where: { $0.accessorSpecifier.text == "didSet" }), let body = didSet.body
        {
          didSetBodies[name] = body.statements
        }
        guard let value = binding.initializer?.value else {
          if binding.accessorBlock == nil { properties[name] = outlet(v, binding, name, in: receiver) ?? Value.none }
          continue
        }
        // A lazy property is made where it is first read: one that lists
        // views declared below it found them unknown when made in order.
        if isLazy {
          pendingLazy[name] = value
          lazyOrder.append(name)
          continue
        }
        let result = evalTyped(value, binding.typeAnnotation)
        properties[name] = result
        bindName(name, to: result, force: true)
      }
    }
    for name in lazyOrder { _ = lookup(name) }
    var order: [FunctionDeclSyntax] = []
    var initializers: [(String, InitializerDeclSyntax)] = []
    var overridden: Set<String> = []
    for (type, blocks) in types {
      let own = blocks.flatMap(declarations)
      // The class's own initializers first: UIKit runs the subclass's, and
      // a superclass's only when the subclass declares none.
      if initializers.isEmpty { initializers = own.compactMap { $0.as(InitializerDeclSyntax.self).map { (type, $0) } } }
      var mine: [FunctionDeclSyntax] = []
      for f in own.compactMap({ $0.as(FunctionDeclSyntax.self) }) where !overridden.contains(Self.signature(f)) { mine.append(f) }
      overridden.formUnion(mine.map(Self.signature))
      order = mine + order
    }
    // One initializer path, as UIKit takes one: init(frame:) for a view made
    // in code, else the first that is not init(coder:). Running every one
    // made a class whose two initializers both call setup() add each
    // constraint twice.
    func firstLabel(_ i: InitializerDeclSyntax) -> String? { i.signature.parameterClause.parameters.first?.firstName.text }
    // Made by the project's code with arguments: the initializer they fit.
    func labels(_ i: InitializerDeclSyntax) -> [String?] {
      i.signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
    }
    let called = initArguments.flatMap { args in
      initializers.first { labels($0.1) == args.map(\.0) && !(args.isEmpty && labels($0.1).isEmpty && initializers.count > 1) }
    }
    // init(coder:) when it is the only one: the view comes from a storyboard.
    let chosenPair = called ?? initializers.first { firstLabel($0.1) == "frame" }
      ?? initializers.first { firstLabel($0.1) != "coder" && $0.1.optionalMark == nil }
      ?? initializers.first { firstLabel($0.1) == "coder" && !Self.onlyFails($0.1) }
    let chosen = chosenPair?.1
    if let (owner, initializer) = chosenPair, let body = initializer.body {
      runInitializer(body, of: owner, scope: called != nil ? bind(initializer, initArguments ?? []) : [:])
    }
    // UIKit's order for a controller, then a view's; methods that take an
    // argument (viewWillAppear(_ animated:)) run too, with it unknown.
    let lifecycle = [
      "loadView", "viewDidLoad", "viewWillAppear", "updateViewConstraints", "viewWillLayoutSubviews",
      "viewDidLayoutSubviews", "viewDidAppear", "awakeFromNib", "didMoveToSuperview", "didMoveToWindow",
      "updateConstraints", "layoutSubviews",
    ]
    var ran: [String] = chosen.map { ["init(\($0.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"] } ?? []
    // awakeFromNib runs only for a view loaded from a nib, which
    // init(coder:) made: one made in code with init(frame:) never gets it,
    // and running both added each constraint of a shared setUp() twice.
    // An initializer that only calls super builds nothing: then the class
    // is one a nib makes, and its layout is in awakeFromNib.
    let buildsNothing = chosen?.body?.statements.allSatisfy { $0.trimmedDescription.hasPrefix("super.init") } ?? true
    let fromNib = chosen == nil || chosen.map { firstLabel($0) == "coder" } == true || buildsNothing
    for name in lifecycle where name != "awakeFromNib" || fromNib {
      for f in order where f.name.text == name && !calledFunctions.contains(f.id) {
        call(f, arguments: [], self: receiver)
        ran.append(name)
      }
    }
    if !ran.isEmpty {
      remarks.append((0, "\(typeName): ran \(ran.joined(separator: ", ")), in UIKit's order"))
    }
    // Not the actions (`@objc func tapDelete()`, `@IBAction`): they answer
    // a tap after the layout is built, often by removing the view.
    for f in order where f.signature.parameterClause.parameters.isEmpty && !calledFunctions.contains(f.id) && !Self.isAction(f)
      && (fromNib || f.name.text != "awakeFromNib")
    {
      call(f, arguments: [], self: receiver)
    }
    runMethodsCalledFromElsewhere(order, receiver: receiver, typeName: typeName)
  }

  func runBody(_ statements: CodeBlockItemListSyntax) {
    scopes.append([:])
    for s in statements {
      exec(s)
      if returning { break }
    }
    scopes.removeLast()
    returning = false
  }

  // MARK: - Names

  func lookup(_ name: String) -> Value? {
    for scope in scopes.reversed() { if let v = scope[name] { return v } }
    if let expr = pendingLazy.removeValue(forKey: name) {
      let result = eval(expr)
      properties[name] = result
      bindName(name, to: result, force: true)
      return result
    }
    return properties[name]
  }

  func assign(_ name: String, _ value: Value) {
    for i in scopes.indices.reversed() where scopes[i][name] != nil {
      scopes[i][name] = value
      return
    }
    if properties[name] != nil {
      properties[name] = value
      runDidSet(name)
    } else {
      scopes[scopes.count - 1][name] = value
    }
  }

  /// A property's `didSet` runs when it is set, as Swift runs it: a layout
  /// built there (`var item: Item? { didSet { configure() } }`) vanished
  /// before. Not again from inside itself, where Swift does not either.
  func runDidSet(_ name: String) {
    guard let body = didSetBodies[name], !runningDidSet.contains(name) else { return }
    runningDidSet.insert(name)
    runBody(body)
    runningDidSet.remove(name)
  }

  /// A view takes the name of the first variable or property it is bound
  /// to; a property wins over the local in the closure that made it.
  func bindName(_ name: String, to value: Value, force: Bool = false) {
    // `default`: a keyword used as a name is written in backticks.
    let name = name.filter { $0 != "`" }
    switch value {
    case .object(let id) where id != 0:
      guard force || !objects[id].isNamed else { return }
      if objects[id].isNamed { usedNames.remove(objects[id].name) }
      guard !(objects[id].isNamed && usedNames.contains(name)) else { return }
      objects[id].name = unique(name)
      objects[id].isNamed = true
    case .constraint(let id):
      if constraints[id].name == nil || force { constraints[id].name = name }
    default: break
    }
  }

  func unique(_ name: String) -> String {
    var candidate = name.filter { $0.isLetter || $0.isNumber || $0 == "_" }
    if candidate.isEmpty || candidate.first!.isNumber { candidate = "v" + candidate }
    let base = candidate
    var n = 2
    while usedNames.contains(candidate) {
      candidate = "\(base)\(n)"
      n += 1
    }
    usedNames.insert(candidate)
    return candidate
  }

  func newObject(_ kind: ImportedObject.Kind, _ node: some SyntaxProtocol, hint: String) -> Value {
    // Named for real when bound to a variable; unique(_:) at the end otherwise.
    objects.append(ImportedObject(name: hint, kind: kind, line: line(node)))
    return .object(objects.count - 1)
  }

  // MARK: - Functions

  @discardableResult
  func call(_ f: FunctionDeclSyntax, arguments: [(String?, Value)], self receiver: Value) -> Value {
    guard let body = f.body else { return .none }
    // Deeper than any layout code nests: a recursion. Said once, with the
    // line of the call, rather than as every statement it would have run.
    guard depth < Self.depthBudget else {
      if !depthNoted {
        depthNoted = true
        list(callSite ?? Syntax(f.name), "more than \(Self.depthBudget) calls nested (a recursion?): this call and what it would build are not followed; the rest is imported")
      }
      return .none
    }
    // The depth cap alone let `func f() { f(); f() }` make 2^40 calls.
    guard callsLeft > 0 else {
      stop(f.name, "more than \(Interpreter.callBudget) calls of the file's own functions: a recursion that does not end here")
      return .none
    }
    callsLeft -= 1
    calledFunctions.insert(f.id)
    var scope: [String: Value] = [:]
    var remaining = arguments[...]
    for p in f.signature.parameterClause.parameters {
      let label = p.firstName.text == "_" ? nil : p.firstName.text
      let local = p.secondName?.text ?? p.firstName.text
      if let next = remaining.first, next.0 == label {
        scope[local] = next.1
        remaining = remaining.dropFirst()
      } else if let d = p.defaultValue?.value {
        scope[local] = eval(d)
      }
    }
    let (savedSelf, savedScopes, savedReturn, savedType) = (selfValue, scopes, returnValue, currentType)
    let savedExpected = expectedType
    expectedType = nil
    defer { expectedType = savedExpected }
    switch functionOwners[f.id] {
    case .type(let t)?, .extensionOf(let t)?: currentType = t
    default: break
    }
    // A method of another object made from the project's class reads and
    // sets that object's properties, not the caller's.
    var swapped: (Int, [String: Value])?
    if case .object(let other) = receiver, let theirs = instanceProperties[other] {
      if case .object(let me) = selfValue, me == other {} else {
        swapped = (other, properties)
        properties = theirs
      }
    }
    selfValue = receiver
    scopes = [scope]
    depth += 1
    returnValue = .none
    for s in body.statements {
      exec(s)
      if returning { break }
    }
    let result = returnValue
    depth -= 1
    if let (other, mine) = swapped {
      instanceProperties[other] = properties
      properties = mine
    }
    (selfValue, scopes, returnValue, currentType) = (savedSelf, savedScopes, savedReturn, savedType)
    returning = false
    return result
  }

  /// A closure run now: `{ … }()` or the body of `forEach`.
  func runClosure(_ closure: ClosureExprSyntax, arguments: [Value]) -> Value {
    var scope: [String: Value] = [:]
    for (i, a) in arguments.enumerated() { scope["$\(i)"] = a }
    if let params = closure.signature?.parameterClause {
      switch params {
      case .simpleInput(let list):
        for (p, a) in zip(list, arguments) { scope[p.name.text] = a }
      case .parameterClause(let clause):
        for (p, a) in zip(clause.parameters, arguments) { scope[(p.secondName ?? p.firstName).text] = a }
      }
    }
    scopes.append(scope)
    let savedReturn = returnValue
    returnValue = .none
    var last: Value = .none
    for s in closure.statements {
      if case .expr(let e) = s.item, closure.statements.count == 1 { last = evalStatement(e) } else { exec(s) }
      if returning { break }
    }
    let result = returning ? returnValue : last
    returning = false
    returnValue = savedReturn
    scopes.removeLast()
    return result
  }
}
