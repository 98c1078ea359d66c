import SwiftSyntax

// Assignments that only change how a view looks (colours, delegates,
// titles) are skipped without reading their value: reading it listed
// `UIColor.white.withAlphaComponent(0.6)` or `ColorName.accent.color` as
// "not understood", noise that hid the losses that matter for layout.

extension Interpreter {
  /// `x.backgroundColor = …`, `x.layer.cornerRadius = …`, `backgroundColor = …`
  /// inside a view; not a property of the running type (its didSet may lay out).
  func setsOnlyAppearance(_ target: ExprSyntax) -> Bool {
    if let ref = target.as(DeclReferenceExprSyntax.self) {
      let name = ref.baseName.text
      return Self.ignoredProperties.contains(name) && lookup(name) == nil
    }
    guard let member = target.as(MemberAccessExprSyntax.self) else { return false }
    let name = member.declName.baseName.text
    if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", properties.keys.contains(name) { return false }
    let path = target.trimmedDescription.split(separator: ".").map { $0.filter { $0 != "?" && $0 != "!" } }
    // `layer.cornerRadius = 12` inside a view: the view's own layer.
    let ownLayer = path.count > 1 && Self.ignoredProperties.contains(path[0]) && lookup(path[0]) == nil
    return Self.ignoredProperties.contains(name) || ownLayer || path.dropFirst().dropLast().contains(where: Self.ignoredProperties.contains)
  }
}
