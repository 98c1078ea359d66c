import SwiftSyntax

// `loadView() { view = UIView() }` and `let v = MyView(); self.view = v`: a
// controller that makes its own root view. That view is the window's root,
// so what the code builds on it belongs to root; before, the assignment was
// not followed and every constraint to the new view was refused.

extension Interpreter {
  /// `view` or `self.view` of the controller that runs, not a local of that name.
  func isRootView(_ target: ExprSyntax) -> Bool {
    guard case .object(0) = selfValue else { return false }
    if let ref = target.as(DeclReferenceExprSyntax.self) {
      return ref.baseName.text == "view" && lookup("view") == nil
    }
    if let m = target.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "view",
      m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      return true
    }
    return false
  }

  /// Makes every name bound to `id` name root instead, and moves what was
  /// added to it onto root. The object stays behind, parentless and unused.
  func adoptAsRoot(_ id: Int) {
    func replaced(_ v: Value) -> Value {
      if case .object(id) = v { return .object(0) }
      return v
    }
    for i in scopes.indices { scopes[i] = scopes[i].mapValues(replaced) }
    properties = properties.mapValues(replaced)
    for child in objects.indices where objects[child].parent == id { objects[child].parent = 0 }
    objects[id].parent = nil
  }
}
