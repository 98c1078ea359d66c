import SwiftSyntax

// Assignments that cannot change layout (colours, delegates, titles of
// navigation items) are skipped without reading their value: reading it
// listed `UIColor.white.withAlphaComponent(0.6)` or `ColorName.accent.color`
// as "not understood", noise that hid the losses that matter for layout.
// Which ones is decided by what the statement touches
// (Interpreter+Relevance.swift), not by a list of names to ignore.

extension Interpreter {
  /// Whether `target = value` must be read: it sets a name of the code (a
  /// local, a property of the running type, whose didSet may lay out), or
  /// its statement touches layout and it does not go through a layer.
  func assignmentMatters(_ target: ExprSyntax) -> Bool {
    // `self.view = container`: the controller's root view.
    if isRootView(target) { return true }
    if let ref = target.as(DeclReferenceExprSyntax.self) {
      let name = ref.baseName.text
      if lookup(name) != nil || didSetBodies[name] != nil { return true }
    }
    if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", properties.keys.contains(member.declName.baseName.text)
    {
      return true
    }
    // `x.layer.cornerRadius`, `layer.frame`: Core Animation's, outside Auto Layout.
    let path = target.trimmedDescription.split(separator: ".").map { $0.filter { $0 != "?" && $0 != "!" } }
    if path.dropLast().contains("layer") && lookup("layer") == nil { return false }
    return touchesLayout(statement(of: target))
  }
}
