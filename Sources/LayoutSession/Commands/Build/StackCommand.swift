import LayoutLanguage
import LayoutModel

/// `stack NAME …`: a UIStackView and its arranged views.
struct StackCommand: LayoutChange {
  static let descriptor = CommandDescriptor(
    "stack", group: .build,
    usage: [
      ("stack NAME [in PARENT] [vertical] [spacing N] [distribution D] [alignment A] [marginsRelative] [a b c]", "a UIStackView")
    ],
    topic: "stacks", kind: .change(inPlace: true),
    completion: { _, _ in .views },
    grammar: .tokens { parser throws(ParseError) in StackCommand(declaration: try parser.stackDeclaration()) })

  let declaration: StackDeclaration

  func apply(to layout: inout Layout) throws(CommandError) -> [String] {
    try StackApplier.declare(declaration, in: &layout)
  }
}
