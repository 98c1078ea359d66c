import SwiftSyntax

// Constants written as names: `Constants.inset`, `Layout.Card.padding`,
// `.padding` from `extension CGFloat { static let padding: CGFloat = 16 }`.
// Most real files keep their spacing this way; unknown, such a constraint
// is left out, so every one the importer can evaluate is one more imported.

extension Interpreter {
  /// Records the static stored properties of a type or extension, by
  /// `Type.name` (nested types joined with dots), and those of extensions
  /// of the number and inset types also by `.name`, as code refers to them.
  func collectStatics(_ members: MemberBlockSyntax, typePath: String, implicit: Bool) {
    for member in members.members {
      if let v = member.decl.as(VariableDeclSyntax.self),
        v.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" })
      {
        for binding in v.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          let value: ExprSyntax?
          if let initial = binding.initializer?.value {
            value = initial
          } else if case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1,
            let only = body.first?.item.as(ExprSyntax.self)
          {
            value = only  // `static var inset: CGFloat { 16 }`
          } else {
            value = nil
          }
          guard let value else { continue }
          staticConstants["\(typePath).\(name)"] = value
          if implicit { staticConstants[".\(name)"] = value }
        }
      }
      // Nested types: `enum Layout { enum Card { static let padding … } }`.
      if let e = member.decl.as(EnumDeclSyntax.self) { collectStatics(e.memberBlock, typePath: "\(typePath).\(e.name.text)", implicit: false) }
      if let s = member.decl.as(StructDeclSyntax.self) { collectStatics(s.memberBlock, typePath: "\(typePath).\(s.name.text)", implicit: false) }
    }
  }

  /// Extensions whose static members are written `.name` where a number or
  /// insets are expected.
  static let implicitConstantTypes: Set<String> = [
    "CGFloat", "Double", "Float", "Int", "UIEdgeInsets", "NSDirectionalEdgeInsets", "CGSize",
  ]

  /// The value of a static constant, evaluated once where it is first read.
  func staticConstant(_ path: String) -> Value? {
    if let known = staticValues[path] { return known }
    guard let expr = staticConstants[path], !evaluatingStatics.contains(path) else { return nil }
    evaluatingStatics.insert(path)
    defer { evaluatingStatics.remove(path) }
    let value = eval(expr)
    staticValues[path] = value
    return value
  }
}
