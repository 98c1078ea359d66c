import LayoutLanguage
import LayoutModel

/// A constraint: `[name:] a.attr REL b.attr * m + c [@priority]`. Its line
/// starts `name:` or `view.attribute`, not a command word, so it is not in
/// ``CommandTable/all``; the table hands it to the parser as the
/// constraint line.
struct ConstraintCommand: LayoutChange {
  static let descriptor = CommandDescriptor(
    "", group: .build,
    usage: [("[NAME:] a.attr == k * b.attr + c [@priority]", "a constraint (== <= >=); unnamed ones become c1, c2, ...")],
    topic: "constraints", kind: .change(inPlace: true), completion: { _, _ in .viewReferences },
    grammar: .tokens { parser throws(ParseError) in ConstraintCommand(syntax: try parser.constraint()) })

  let syntax: ConstraintSyntax

  func apply(to layout: inout Layout) throws(CommandError) -> [String] {
    let spec = try Applier.spec(from: syntax, in: layout)
    var id: LayoutConstraintID?
    try Applier.layoutCall(&layout, syntax) { (l) throws(LayoutError) in id = try l.addConstraint(spec, named: syntax.name?.value) }
    let c = layout.constraint(id!)
    var lines = ["\(c.name): \(ConstraintPrinter.text(c.spec, in: layout))"]
    if !c.spec.isAppleForm {
      lines.append("  note: \(c.name) is a linear constraint of alrepl's; it is not one NSLayoutConstraint")
    }
    if let copy = layout.duplicates(of: c.id).first {
      let other = layout.constraint(copy).name
      lines.append(
        "  note: \(c.name) says exactly what \(other) says. Harmless while both stay as they are, but a new constant for either is a conflict with the other: remove one.")
    }
    return lines
  }
}
