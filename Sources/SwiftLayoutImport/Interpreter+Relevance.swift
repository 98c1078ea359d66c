import SwiftSyntax

// Issue 40, item 7: the report lists what was lost that matters for layout
// and counts everything else once. What matters is decided by what the
// statement touches: a constraint, an anchor, a guide, the view hierarchy,
// or a property that sizes or places a view. A statement that touches none
// of these (a colour, an accessibility label, a target, a delegate, a
// promise chain) cannot move a frame, so losing it loses nothing; listing
// it buried the real losses. Before, a list of names to ignore decided,
// and every name it did not know was listed as a loss.

extension Interpreter {
  /// Names that make, change or (de)activate constraints or build the
  /// hierarchy: a statement that mentions one touches layout.
  static let layoutWords: Set<String> = [
    "NSLayoutConstraint", "constraint", "constraints", "activate", "deactivate", "isActive", "active", "addConstraint",
    "addConstraints", "removeConstraint", "removeConstraints", "addSubview", "insertSubview", "addArrangedSubview",
    "insertArrangedSubview", "removeArrangedSubview", "addLayoutGuide", "removeLayoutGuide", "removeFromSuperview",
    "translatesAutoresizingMaskIntoConstraints", "setTranslatesAutoresizingMaskIntoConstraints", "setCustomSpacing",
    "setContentHuggingPriority", "setContentCompressionResistancePriority", "sizeToFit",
  ]

  /// Properties that size or place a view, or change a constraint: a
  /// statement that sets one touches layout. Only as what is set: `text`
  /// read from a model (`log(latest.text)`) moves nothing.
  static let layoutProperties: Set<String> = [
    "text", "attributedText", "font", "numberOfLines", "isHidden", "axis", "spacing", "distribution", "alignment",
    "priority", "constant", "isLayoutMarginsRelativeArrangement", "layoutMargins", "directionalLayoutMargins",
    "preferredMaxLayoutWidth", "frame", "bounds", "center", "autoresizingMask", "insetsLayoutMarginsFromSafeArea",
    "preservesSuperviewLayoutMargins", "additionalSafeAreaInsets", "semanticContentAttribute", "contentInset",
    "contentSize", "placeholder", "numberOfPages", "identifier",
  ]

  /// Parts of a name that say it is about layout, in names an app makes
  /// up: `setHeightConstraint`, `pinAnchors`, `add(subviews:)`, `fillSuperview`,
  /// `safeAreaLayoutGuide`, `layoutMarginsGuide`.
  static let layoutNameParts = ["constraint", "anchor", "subview", "superview", "layoutguide", "margin"]

  /// The statement `node` is part of: the nearest statement of a body, or
  /// a member declaration (a stored property and its initializer).
  func statement(of node: some SyntaxProtocol) -> Syntax {
    var current: Syntax? = Syntax(node)
    while let s = current {
      if s.is(CodeBlockItemSyntax.self) || s.is(MemberBlockItemSyntax.self) { return s }
      current = s.parent
    }
    return Syntax(node)
  }

  /// Whether a statement touches layout: a name in it (an argument's label
  /// too: `add(subviews:)`) is a layout word or has a layout part.
  func touchesLayout(_ statement: Syntax) -> Bool {
    if let known = layoutStatements[statement.id] { return known }
    var found = Self.setProperty(of: statement).map(Self.layoutProperties.contains) ?? false
    for token in statement.tokens(viewMode: .sourceAccurate) where !found {
      guard case .identifier(let name) = token.tokenKind else { continue }
      let lower = name.lowercased()
      if Self.layoutWords.contains(name) || Self.layoutNameParts.contains(where: lower.contains) {
        found = true
        break
      }
    }
    layoutStatements[statement.id] = found
    return found
  }

  /// The property a statement sets (`x.text = …`, `text += …`), if it is an assignment.
  static func setProperty(of statement: Syntax) -> String? {
    guard let item = statement.as(CodeBlockItemSyntax.self), case .expr(let e) = item.item,
      let sequence = e.as(SequenceExprSyntax.self)
    else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count >= 3 else { return nil }
    let assigns = elements[1].is(AssignmentExprSyntax.self)
      || elements[1].as(BinaryOperatorExprSyntax.self).map { $0.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">="].contains($0.operator.text) } == true
    guard assigns else { return nil }
    if let member = elements[0].as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
    return elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
  }

  /// Counts the statement of `node` as skipped: it does not touch layout,
  /// or it does only through something alrepl knows is not a view.
  func skip(_ node: some SyntaxProtocol) {
    skippedStatements.insert(statement(of: node).id)
  }

  /// The one count the report gives: statements skipped, each once however
  /// often it ran, and none that is listed as a loss.
  var ignored: Int { skippedStatements.subtracting(listedStatements).count }

  /// Constraint-creating calls in `node`: an anchor's `constraint(…)`,
  /// `NSLayoutConstraint(item:…)`, and a visual format's `constraints(…)`.
  static func constraintCalls(in node: Syntax) -> [FunctionCallExprSyntax] {
    final class Finder: SyntaxVisitor {
      var calls: [FunctionCallExprSyntax] = []
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        let first = node.arguments.first?.label?.text
        if (callee.hasSuffix(".constraint") && first != nil) || (callee == "NSLayoutConstraint" && first == "item")
          || (callee.hasSuffix("constraints") && first == "withVisualFormat") || callee.hasSuffix("constraintsWithVisualFormat")
        {
          calls.append(node)
        }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.calls
  }

  /// Item 1: every constraint-creating call of the code is imported or
  /// listed. One that the run never reached (an action, a closure run
  /// later, a branch not taken) is listed here, with where it is.
  /// `accounted`: "file:line" of what is imported or listed already (file empty when one file is read).
  func listUnreachedConstraintCalls(accounted: Set<String>) {
    for tree in trees {
      for call in Self.constraintCalls(in: Syntax(tree)) where !accounted.contains("\(fileName(line(call)) ?? ""):\(lineInFile(line(call)))") {
        var enclosing: Syntax? = call.parent
        while let e = enclosing, !e.is(FunctionDeclSyntax.self), !e.is(InitializerDeclSyntax.self) { enclosing = e.parent }
        let reason: String
        if let f = enclosing?.as(FunctionDeclSyntax.self) {
          reason = calledFunctions.contains(f.id)
            ? "in \(f.name.text)(), in a branch or closure that did not run when the layout was built"
            : "in \(f.name.text)(), which does not run when the layout is built (an action, or code nothing read calls)"
        } else {
          reason = "in code that did not run when the layout was built (a branch not taken, or a closure run later)"
        }
        list(call, reason)
      }
    }
  }
}
