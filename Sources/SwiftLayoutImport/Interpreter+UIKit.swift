import LayoutModel
import SwiftSyntax

// The UIKit API: initializers, hierarchy, anchors, activation, properties.

extension Interpreter {
  static let fontSizes: [String: Double] = [
    "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
    "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
  ]

  func call(_ c: FunctionCallExprSyntax) -> Value {
    let args = c.arguments.map { ($0.label?.text, $0.expression) }
    if let closure = c.calledExpression.as(ClosureExprSyntax.self) { return runClosure(closure, arguments: []) }
    // `[NSLayoutConstraint]()` and `[String: UIView]()`: an empty list or
    // dictionary, filled later with append, += or subscripts. Read as a
    // call before, every constraint appended to it was lost.
    if c.arguments.isEmpty, c.calledExpression.is(ArrayExprSyntax.self) { return .array([]) }
    if c.arguments.isEmpty, c.calledExpression.is(DictionaryExprSyntax.self) { return .dictionary([]) }
    if let ref = c.calledExpression.as(DeclReferenceExprSyntax.self) {
      let name = ref.baseName.text
      if let f = resolve(name, labels: args.map(\.0), receiver: selfValue, implicitSelf: true) {
        let arguments = args.map { ($0.0, eval($0.1)) }
        callSite = Syntax(c)
        return call(f, arguments: arguments, self: selfValue)
      }
      if name.first?.isUppercase == true { return construct(name, args, c) }
      return method(name, on: selfValue, args, c)
    }
    guard let m = c.calledExpression.as(MemberAccessExprSyntax.self) else {
      note(c, "a call alrepl does not follow")
      return .none
    }
    let name = m.declName.baseName.text
    guard let base = m.base else {
      if name == "init", let type = expectedType, type.hasPrefix("UI") || declaredClasses.contains(type), type != "UILayoutPriority" {
        return construct(type, args, c)
      }
      if name == "init", let first = args.first { return eval(first.1).number.map { .priority($0) } ?? .none }
      return font(name, args) ?? { note(c, "'.\(name)(…)' is not known"); return .none }()
    }
    if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, lookup(type) == nil, type.first?.isUppercase == true {
      if type == "NSLayoutConstraint" { return constraintClassMethod(name, args, c) }
      // UIView.animate(…) { … }: the animations block sets the final
      // layout, which is what alrepl shows; the completion is not run.
      if type == "UIView", ["animate", "transition", "performWithoutAnimation", "animateKeyframes"].contains(name) {
        let block = args.first { $0.0 == "animations" }?.1.as(ClosureExprSyntax.self)
          ?? (name == "performWithoutAnimation" ? args.first?.1.as(ClosureExprSyntax.self) : nil) ?? c.trailingClosure
        if let block { _ = runClosure(block, arguments: []) }
        return .none
      }
      if type == "UIFont", let size = font(name, args) { return size }
      if type == "UILayoutPriority", let first = args.first { return eval(first.1).number.map { .priority($0) } ?? .none }
      if let f = staticFunction(name, of: type, labels: args.map(\.0)) {
        return call(f, arguments: args.map { ($0.0, eval($0.1)) }, self: selfValue)
      }
      note(c, "'\(type).\(name)' is not known")
      return .none
    }
    if base.is(SuperExprSyntax.self) { return superCall(name, args, c) }
    // `font.withSize(15)`, `.mainSemibold.withSize(15)`: the size is the font's, as alrepl reads fonts.
    if name == "withSize", args.count == 1, let size = eval(args[0].1).number { return .number(size) }
    if name == "append" || name == "forEach" || name == "map" {
      return arrayMethod(name, base, args, c)
    }
    // `DispatchQueue.main.async { … }`: UIKit runs the block on the main
    // queue right after; layout built in it is the screen's. A background
    // queue's block builds no UI.
    if base.trimmedDescription == "DispatchQueue.main", name == "async" || name == "asyncAfter" {
      if let block = c.trailingClosure ?? args.first(where: { $0.0 == "execute" })?.1.as(ClosureExprSyntax.self) {
        remarks.append((line(c), "ran the block given to DispatchQueue.main.\(name) here: UIKit runs it on the main queue just after"))
        _ = runClosure(block, arguments: [])
      }
      return .none
    }
    return method(name, on: eval(base), args, c)
  }

  private func font(_ name: String, _ args: [(String?, ExprSyntax)]) -> Value? {
    switch name {
    case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont":
      return args.first.map { eval($0.1) }
    case "preferredFont":
      guard case .member(let style)? = args.first.map({ eval($0.1) }) else { return .number(17) }
      // A style alrepl knows comes in as a style, so Dynamic Type resizes it.
      return TextStyle(rawValue: style) != nil ? .textStyle(style) : .number(Self.fontSizes[style] ?? 17)
    default: return nil
    }
  }

  // MARK: - Initializers

  func construct(_ type: String, _ args: [(String?, ExprSyntax)], _ node: FunctionCallExprSyntax) -> Value {
    let values = args.map { ($0.0, eval($0.1)) }
    func arg(_ label: String?) -> Value? { values.first { $0.0 == label }?.1 }
    switch type {
    case "UILayoutPriority": return (arg(nil) ?? arg("rawValue"))?.number.map { .priority($0) } ?? .none
    case "CGFloat", "Double", "Float", "Int": return arg(nil) ?? .none
    // `UIFont(name: "Avenir", size: 16)`: alrepl measures text by its size.
    case "UIFont": return arg("size") ?? .none
    case _ where ["UIEdgeInsets", "NSDirectionalEdgeInsets", "CGRect"].contains(type) && values.contains(where: { $0.1.number == nil }):
      // An inset or a frame given but not known here is not 0: the whole value is unknown.
      return .none
    case "UIEdgeInsets", "NSDirectionalEdgeInsets":
      let n = { (l: String) in arg(l)?.number ?? 0 }
      return .insets(EdgeInsets(top: n("top"), left: n(type == "UIEdgeInsets" ? "left" : "leading"),
        bottom: n("bottom"), right: n(type == "UIEdgeInsets" ? "right" : "trailing")))
    case "CGSize": return .size(arg("width")?.number, arg("height")?.number)
    case "CGRect":
      let n = { (l: String) in arg(l)?.number ?? 0 }
      return .rect(Frame(x: n("x"), y: n("y"), width: n("width"), height: n("height")))
    case "NSLayoutConstraint": return itemConstraint(values, node)
    case "UILayoutGuide": return newObject(.guide, node, hint: "guide")
    case "UIScrollView": return newObject(.scroll, node, hint: "scrollView")
    case "UILabel":
      let v = newObject(.label, node, hint: "label")
      if case .object(let id) = v { objects[id].text = "" }
      return v
    case "UIStackView":
      let v = newObject(.stack, node, hint: "stack")
      if case .object(let id) = v, case .array(let items)? = arg("arrangedSubviews") {
        for case .object(let child) in items { arrange(child, in: id, node) }
      }
      return v
    default:
      // A controller of another file (`CustomQuantityController()`) stands
      // for its view, as UIKit's own controllers do: code that adds it or
      // its `.view` to the hierarchy uses it as one.
      let isView = Self.isUIKitView(type) || declaredClasses.contains(type) || Self.isViewClassName(type)
        || type.hasSuffix("Controller") && type.first?.isUppercase == true
      // A data controller, a notification centre, a model object, and
      // UIKit's own non-views (a colour, an image, a gesture recognizer):
      // not a view, so nothing of layout. Skipped rather than listed;
      // should one be used as a view after all, the constraint or
      // addSubview that uses it is listed with its line. Made as views,
      // a UITapGestureRecognizer passed to addGestureRecognizer looked
      // like a view given to a method alrepl does not know.
      guard isView else {
        if !touchesLayout(statement(of: node)) { skip(node) }
        return .none
      }
      let v = newObject(.view, node, hint: type.hasPrefix("UI") ? String(type.dropFirst(2)).lowercasedFirst : type.lowercasedFirst)
      guard case .object(let id) = v else { return v }
      objects[id].isController = type.hasSuffix("Controller")
      if declaredClasses.contains(type) {
        objects[id].className = type
        if isScrollViewClass(type) { objects[id].kind = .scroll }
        // The project's own view: its code builds its content, inside it.
        if classes[type] != nil && role(of: type) == .view {
          if let control = Self.control(foreignBase(of: type) ?? "", arg) { objects[id].control = control }
          if let fixed = intrinsicClasses[type] {
            objects[id].intrinsic = fixed ?? (arg("width")?.number.flatMap { $0 < 0 ? nil : $0 }, arg("height")?.number.flatMap { $0 < 0 ? nil : $0 })
          }
          runInstance(type, id, arguments: values)
          return v
        }
      }
      if let control = Self.control(type, arg) {
        objects[id].control = control
        return v
      }
      if let fixed = intrinsicClasses[type] {
        objects[id].intrinsic = fixed ?? (arg("width")?.number.flatMap { $0 < 0 ? nil : $0 }, arg("height")?.number.flatMap { $0 < 0 ? nil : $0 })
      } else if type == "UIImageView" {
        remarks.append((line(node), "a \(type) has an intrinsic size from its content; it comes in as a plain view without one (give it one with set NAME.intrinsic WxH)"))
      }
      return v
    }
  }

  /// A helper of another file called on a constraint, as apps chain them:
  /// `.withPriority(.defaultHigh)`, `.priority(999)`, `.identifier("top")`,
  /// `.activated()`. One whose name says priority, identifier or activate
  /// does that and gives the constraint back; any other leaves the
  /// constraint out, listed: what it changes is not known. Before, the
  /// constraint was lost and reported as "never activated" though the
  /// code activates it.
  private func constraintHelper(_ name: String, _ c: Int, _ args: [(String?, ExprSyntax)], _ node: FunctionCallExprSyntax) -> Value {
    let lower = name.lowercased()
    // Read only for the helpers alrepl follows: an unknown one is listed for itself.
    var first: Value { args.first.map { eval($0.1) } ?? .none }
    if lower.contains("priority"), let p = first.number {
      constraints[c].priority = p
      return .constraint(c)
    }
    if lower.contains("identifier") || lower == "named", case .string(let id) = first {
      constraints[c].name = id
      return .constraint(c)
    }
    if lower.hasPrefix("activate"), args.isEmpty {
      activate(.constraint(c), true)
      return .constraint(c)
    }
    constraints[c].isLost = true
    list(node, "'\(name)' on a constraint is not known here, so the constraint is left out")
    return .none
  }

  /// Requests that UIKit lay out again: they change no constraint.
  static let layoutPasses: Set<String> = [
    "setNeedsLayout", "layoutIfNeeded", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
    "invalidateIntrinsicContentSize", "layoutSubviews", "updateConstraints",
  ]

  /// A view, guide or anchor, or a list holding one.
  func isLayoutItem(_ value: Value) -> Bool {
    switch value {
    case .object(let id): id >= 0 && !objects[id].isController
    case .guide, .anchor: true
    case .array(let items): items.contains { isLayoutItem($0) }
    default: false
    }
  }

  /// The standard control a UIKit initializer makes, with what it shows
  /// when the initializer says (a segmented control's items).
  static func control(_ type: String, _ arg: (String?) -> Value?) -> StandardControl? {
    switch type {
    case "UISwitch": return .toggle
    case "UISlider": return .slider
    case "UIStepper": return .stepper
    case "UIActivityIndicatorView": return .activity
    case "UIProgressView": return .progress
    case "UIPageControl": return .pageControl(1)
    case "UIButton": return .button("")
    case "UITextField": return .textField("")
    case "UISegmentedControl":
      guard case .array(let items)? = arg("items") else { return .segmented([""]) }
      let titles = items.compactMap { if case .string(let s) = $0 { s } else { nil } }
      return .segmented(titles.isEmpty ? [""] : titles)
    default: return nil
    }
  }

  /// UIKit's views and controls (and its view controllers, which stand
  /// for their views), by the way UIKit names them.
  static func isUIKitView(_ type: String) -> Bool {
    guard type.hasPrefix("UI") else { return false }
    return isViewClassName(type) || type.hasSuffix("Controller")
      || ["UIStepper", "UIToolbar", "UIDatePicker", "UIPickerView", "UIWindow", "UIScrollView"].contains(type)
  }

  /// An app's own control defined in another file (`GFButton`,
  /// `PrimaryActionButton`, `MDCRaisedButton`) is named for what it is;
  /// taken for a non-view, every constraint on it was lost.
  static func isViewClassName(_ type: String) -> Bool {
    let endings = ["View", "Button", "Label", "TextField", "Field", "Control", "Switch", "Slider", "Bar", "Cell", "Stack"]
    return endings.contains { type.hasSuffix($0) } && !type.hasSuffix("Controller")
  }

  // MARK: - Methods on views, anchors and arrays

  func method(_ name: String, on receiver: Value, _ args: [(String?, ExprSyntax)], _ node: FunctionCallExprSyntax) -> Value {
    if case .anchor(let a) = receiver { return anchorConstraint(a, name, args, node) }
    // An option set known at import (`edges: UIRectEdge = .all`): which
    // branch of `if edges.contains(.top)` runs is known too.
    if name == "contains", args.count == 1, case .member(let wanted) = eval(args[0].1) {
      switch receiver {
      case .member(let m): return .bool(m == "all" || m == wanted)
      case .array(let items):
        return .bool(items.contains { if case .member(let m) = $0 { m == wanted || m == "all" } else { false } })
      default: break
      }
    }
    if let f = resolve(name, labels: args.map(\.0), receiver: receiver, implicitSelf: false) {
      let arguments = args.map { ($0.0, eval($0.1)) }
      callSite = Syntax(node)
      return call(f, arguments: arguments, self: receiver)
    }
    // Decided before the arguments are read: the colours, titles and
    // localized strings they pass say nothing of layout, and reading them
    // filled the "not understood" list with noise.
    // A button's title is its size, though: setTitle with a title written
    // out, on a control made here, is read below (a localized lookup is not).
    let titlesAControl: Bool = {
      guard name == "setTitle", case .object(let id) = receiver, case .button? = objects[id].control,
        args.first?.1.is(StringLiteralExprSyntax.self) == true
      else { return false }
      return true
    }()
    // `super.init`/`self.init` delegating, a request for a layout pass
    // (alrepl lays out after every command), and every method that is not
    // one of layout in a statement that touches none: skipped unread.
    if name == "init" || Self.layoutPasses.contains(name) || !Self.layoutWords.contains(name) && !titlesAControl && !touchesLayout(statement(of: node)) {
      // Unless it relates views: a helper of another file given a view or
      // an anchor (`card.fill(width: view)`) most likely constrains them.
      // `self` given to a method is a target or a delegate
      // (`addTarget(self, …)`), not a view to lay out.
      func relates(_ arg: ExprSyntax) -> Bool { arg.trimmedDescription != "self" && isLayoutItem(eval(arg)) }
      // Called on a view (`card.fill(width: view)`), not a free function
      // such as objc_setAssociatedObject(self, &key, view, …).
      if case .object = receiver, node.calledExpression.is(MemberAccessExprSyntax.self), args.contains(where: { relates($0.1) }) {
        listedStatements.insert(statement(of: node).id)
        list(node, "'\(name)' is not something alrepl knows, and it is given a view: what it lays out is left out")
        return .none
      }
      skip(node)
      return .none
    }
    if case .constraint(let c) = receiver { return constraintHelper(name, c, args, node) }
    guard case .object(let id) = receiver else {
      note(node, "'\(name)' is not something alrepl knows")
      return .none
    }
    let first = args.first.map { eval($0.1) } ?? .none
    switch name {
    case "setTitle" where objects[id].control == .button(""):
      if case .string(let title) = first { objects[id].control = .button(title) } else { skip(node) }
    case "addSubview", "insertSubview":
      if case .object(let child) = first { add(child, to: id, node) }
    case "addSubviews", "addArrangedSubviews", "add" where args.first?.0 == "subviews":
      // Not UIKit's, but the helper nearly every app writes (variadic or
      // taking a list) and keeps in another file; without it no view of
      // such a file had a superview. Said in a note, as it is assumed.
      let children = args.map { eval($0.1) }.flatMap { v -> [Value] in if case .array(let items) = v { items } else { [v] } }
      for case .object(let child) in children {
        if name != "addArrangedSubviews" { add(child, to: id, node) } else { arrange(child, in: id, node) }
      }
      let helper = name == "add" ? "add(subviews:)" : "\(name)(…)"
      let each = name == "addArrangedSubviews" ? "addArrangedSubview" : "addSubview"
      remarks.append((line(node), "\(helper) is not in this file: taken as \(each)(_:) of each view, in order"))
    case "addArrangedSubview", "insertArrangedSubview":
      if case .object(let child) = first { arrange(child, in: id, node) }
    case "setCustomSpacing":
      customSpacing(first, after: args.dropFirst().first.map { eval($0.1) } ?? .none, in: id, node)
    // Swift 2's spelling of the property, still found in old apps.
    case "setTranslatesAutoresizingMaskIntoConstraints":
      setProperty("translatesAutoresizingMaskIntoConstraints", of: id, to: first, node)
    case "addLayoutGuide":
      if case .object(let child) = first { add(child, to: id, node) }
    case "addConstraint", "addConstraints":
      activate(first, true)
    case "removeConstraint", "removeConstraints":
      activate(first, false)
    case "setContentHuggingPriority", "setContentCompressionResistancePriority":
      guard let p = first.number, case .member(let axis)? = args.dropFirst().first.map({ eval($0.1) }) else {
        note(node, "a priority or axis alrepl cannot read")
        return .none
      }
      let a: LayoutAttribute.Axis = axis == "horizontal" ? .horizontal : .vertical
      if name == "setContentHuggingPriority" { objects[id].hugging[a] = p } else { objects[id].resistance[a] = p }
    case "removeFromSuperview":
      // Not the view whose code runs: a reader of the layout wants it shown.
      if case .object(let me) = selfValue, me == id { skip(node) } else { objects[id].parent = nil }
    default:
      note(node, "'\(name)' is not something alrepl knows")
    }
    return .none
  }

  private func arrayMethod(_ name: String, _ base: ExprSyntax, _ args: [(String?, ExprSyntax)], _ node: FunctionCallExprSyntax) -> Value {
    let array = eval(base)
    // `[a, b].forEach(addSubview)`, `.forEach(stack.addArrangedSubview(_:))`:
    // a method named, not a closure, run on each element.
    if name == "forEach", node.trailingClosure == nil, args.count == 1, case .array(let items) = array,
      !args[0].1.is(ClosureExprSyntax.self)
    {
      let f = args[0].1
      let (method, receiver): (String?, Value) =
        if let ref = f.as(DeclReferenceExprSyntax.self) { (ref.baseName.text, selfValue) }
        else if let m = f.as(MemberAccessExprSyntax.self), let b = m.base { (m.declName.baseName.text, eval(b)) }
        else { (nil, .none) }
      if let method, let own = resolve(method, labels: [nil], receiver: receiver, implicitSelf: f.is(DeclReferenceExprSyntax.self)) {
        for item in items { call(own, arguments: [(own.signature.parameterClause.parameters.first.map { $0.firstName.text == "_" ? nil : $0.firstName.text } ?? nil, item)], self: receiver) }
        return .none
      }
      if let method, ["addSubview", "addArrangedSubview", "addLayoutGuide"].contains(method), case .object(let id) = receiver {
        for case .object(let child) in items {
          if method == "addArrangedSubview" { arrange(child, in: id, node) } else { add(child, to: id, node) }
        }
        return .none
      }
    }
    if name == "forEach" || name == "map", case .array(let items) = array,
      let closure = node.trailingClosure ?? args.first?.1.as(ClosureExprSyntax.self)
    {
      return .array(items.map { runClosure(closure, arguments: [$0]) })
    }
    if name == "append", case .array(let items) = array, let first = args.first {
      let value = eval(first.1)
      var added = [value]
      if first.0 == "contentsOf" { added = if case .array(let more) = value { more } else { [] } }
      // Counted as `+` is: `a.append(contentsOf: a)` forty times is 2^40
      // elements (4 GB in a minute), and each append copies the list.
      guard items.count + added.count <= Interpreter.elementBudget else { return listTooLong(at: node) }
      guard spend(items.count / 10, at: node) else { return .none }
      assignTo(base, .array(items + added))
      return .none
    }
    note(node, "'\(name)' on something that is not a list alrepl knows")
    return .none
  }

  private func assignTo(_ target: ExprSyntax, _ value: Value) { assign(target, value) }

  func add(_ child: Int, to parent: Int, _ node: some SyntaxProtocol) {
    guard child != parent, child != 0 else { return }
    objects[child].parent = parent
    addOrder += 1
    objects[child].addedLine = addOrder
  }

  /// `stack.setCustomSpacing(20, after: title)`: the gap after an arranged
  /// view; `UIStackView.spacingUseDefault` takes it back, `spacingUseSystem` is 8.
  private func customSpacing(_ value: Value, after view: Value, in stack: Int, _ node: FunctionCallExprSyntax) {
    guard objects[stack].kind == .stack else {
      note(node, "setCustomSpacing on a view that is not a UIStackView")
      return
    }
    guard case .object(let after) = view else {
      note(node, "setCustomSpacing after a view alrepl does not know, so that gap keeps the stack's spacing")
      return
    }
    objects[stack].customSpacing.removeAll { $0.after == after }
    switch value {
    case .member("spacingUseDefault"): return
    case .member("spacingUseSystem"): objects[stack].customSpacing.append((after, 8, line(node)))
    default:
      guard let gap = value.number else {
        let text = node.arguments.first?.expression.trimmedDescription ?? ""
        note(node, "custom spacing \(text) is not known here, so that gap keeps the stack's spacing")
        return
      }
      objects[stack].customSpacing.append((after, gap, line(node)))
    }
  }

  func arrange(_ child: Int, in stack: Int, _ node: some SyntaxProtocol) {
    guard objects[stack].kind == .stack else {
      note(node, "addArrangedSubview on a view that is not a UIStackView")
      return
    }
    add(child, to: stack, node)
    objects[stack].arranged.removeAll { $0 == child }
    objects[stack].arranged.append(child)
    objects[child].isArranged = true
    // A stack view turns translatesAutoresizingMaskIntoConstraints off for its arranged views.
    objects[child].autoresizingOff = true
  }

  // MARK: - Properties

  func setProperty(_ property: String, of id: Int, to value: Value, _ node: some SyntaxProtocol) {
    if setSafeAreaProperty(property, of: id, to: value, node) { return }
    switch (property, value) {
    case ("translatesAutoresizingMaskIntoConstraints", .bool(let b)): objects[id].autoresizingOff = !b
    case ("text", .string(let s)): objects[id].text = s
    case ("text", .none): objects[id].text = ""
    case ("font", .number(let n)):
      objects[id].fontSize = n
      objects[id].textStyle = nil
    case ("font", .textStyle(let style)):
      objects[id].textStyle = style
      objects[id].fontSize = nil
    case ("placeholder", .string(let s)) where objects[id].control == .textField(""): objects[id].control = .textField(s)
    case ("numberOfPages", .number(let n)) where objects[id].control == .pageControl(1) && n >= 1 && n <= 1000 && n == n.rounded():
      objects[id].control = .pageControl(Int(n))
    case ("font", _):
      note(node, "a font alrepl cannot read: the text keeps the system size, 17")
    // Out of Int's range (1e300) it cannot be converted; far beyond the
    // limit the layout accepts, it is refused there like any other.
    // `Int.max` lines: as many as the text needs, which 0 says.
    case ("numberOfLines", .member("max")): objects[id].lines = 0
    case ("numberOfLines", .number(let n)): objects[id].lines = n.isFinite && abs(n) < 1e9 ? Int(n) : Int(1e9) * (n < 0 ? -1 : 1)
    case ("preferredMaxLayoutWidth", .number(let n)): objects[id].preferredMaxLayoutWidth = n
    case ("axis", .member(let m)): objects[id].axis = m == "vertical" ? .vertical : .horizontal
    case ("spacing", .number(let n)): objects[id].spacing = n
    case ("distribution", .member(let m)): objects[id].distribution = m
    case ("alignment", .member(let m)): objects[id].alignment = m
    case ("isLayoutMarginsRelativeArrangement", .bool(let b)): objects[id].marginsRelative = b
    case ("layoutMargins", .insets(let i)):
      objects[id].margins = i
      objects[id].marginsDirectional = false
    case ("directionalLayoutMargins", .insets(let i)):
      objects[id].margins = i
      objects[id].marginsDirectional = true
    case ("layoutMargins", .member("zero")), ("directionalLayoutMargins", .member("zero")): objects[id].margins = EdgeInsets(all: 0)
    // `UIEdgeInsets(top: inset, …)` with a side not known here: unknown, never 0 on that side.
    case ("layoutMargins", .none), ("directionalLayoutMargins", .none):
      note(node, "\(property) set to insets not known here, so the margins are left at UIKit's default")
    case ("isHidden", .bool(let b)): objects[id].hidden = b
    case ("semanticContentAttribute", .member(let m)) where SemanticContentAttribute(rawValue: m) != nil: objects[id].semantic = m
    case ("frame", .rect(let f)) where id != 0: objects[id].frame = f
    case ("autoresizingMask", .array(let items)) where id != 0:
      objects[id].autoresizingMask = Set(items.compactMap { if case .member(let m) = $0 { m } else { nil } })
    case ("autoresizingMask", .member(let m)) where id != 0: objects[id].autoresizingMask = [m]
    default:
      note(node, "'\(property)' is not a property alrepl follows")
    }
  }

  func setProperty(_ property: String, ofConstraint id: Int, to value: Value, _ node: some SyntaxProtocol) {
    switch (property, value) {
    // `active` is Swift 2's spelling.
    case ("isActive", .bool(let b)), ("active", .bool(let b)): activate(.constraint(id), b)
    case ("priority", let v) where v.number != nil: constraints[id].priority = v.number
    case ("constant", .number(let n)):
      if case .anchors(let f, let r, let s, let m, _) = constraints[id].body { constraints[id].body = .anchors(first: f, relation: r, second: s, multiplier: m, constant: n) }
    case ("identifier", .string(let s)): constraints[id].name = s
    default: note(node, "'\(property)' of a constraint is not followed")
    }
  }

  func activate(_ value: Value, _ on: Bool) {
    switch value {
    case .constraint(let id):
      if on && !constraints[id].isActive {
        activations += 1
        constraints[id].activationOrder = activations
      }
      constraints[id].isActive = on
    case .array(let items): for item in items { activate(item, on) }
    default: break
    }
  }
}

extension String {
  var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
