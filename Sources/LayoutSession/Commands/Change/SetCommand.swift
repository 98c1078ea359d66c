import LayoutLanguage
import LayoutModel

/// `set TARGET.property value`: a constraint's constant or priority, a
/// view's property, a stack's setting, whether a view is hidden.
struct SetCommand: LayoutChange {
  static let descriptor = CommandDescriptor(
    "set", group: .change,
    usage: [
      ("set C.constant N | C.priority P", "change a constraint in place"),
      ("set V.intrinsic WxH | V.hug H V | V.resist H V | V.margins T L B R | V.hidden true", ""),
      ("set V.text \"…\" | V.font N | V.lines N | V.preferredMaxLayoutWidth N|automatic", ""),
      ("set V.autoresizing X,Y,W,H h=--& v=--& [in WxH] | V.autoresizing off", "translatesAutoresizingMaskIntoConstraints"),
      ("set S.spacing N | S.distribution D | S.alignment A | S.axis vertical | S.arranged [a b]", ""),
      ("set S.customSpacing VIEW N", "setCustomSpacing(N, after: VIEW)"),
      ("set root.safeArea T L B R", "the window's safe-area insets"),
      ("set V.additionalSafeArea T L B R | V.insetsMarginsFromSafeArea B | V.preservesSuperviewMargins B", "help safearea"),
      ("set root.keyboard HEIGHT", "the keyboard, which moves root.keyboard.* (0: none)"),
      ("set V.style S | V.alignmentInsets T L B R | V.baseline FIRST [LAST]|none", "help labels, help alignment"),
      ("set root.contentSize C | root.scale 1|2|3|none", "Dynamic Type size; pixel rounding of text"),
      ("set root.frameGrid 1|2|3|none", "frames shown as UIKit applies them, edges on pixels"),
      ("set root.font \"FILE\"|inter|em", "measure text with a font file (or the em model)"),
      ("set root.direction rightToLeft|leftToRight | V.semantic forceRightToLeft|…", "right to left (help direction)"),
      ("set root.breaking runtime|interfaceBuilder", "which constraint a conflict breaks (help storyboards)"),
    ],
    kind: .change(inPlace: true),
    completion: { arguments, _ in arguments.isEmpty ? .settable : .nothing },
    grammar: .tokens { parser throws(ParseError) in
      let (target, change) = try parser.setCommand()
      return SetCommand(target: target, change: change)
    })

  let target: Located<String>
  let change: SetSyntax

  func apply(to layout: inout Layout) throws(CommandError) -> [String] {
    switch change {
    case .stack(let setting):
      return try StackApplier.set(target, setting, in: &layout)
    case .hidden(let hidden):
      return try StackApplier.setHidden(target, hidden, in: &layout)
    case .view(let property):
      let id = try Applier.view(target, in: layout, alsoConstraints: true)
      return [try PropertySetter.set(property, on: id, in: &layout)]
    case .constant(let value):
      let id = try Applier.constraintID(target, in: layout)
      let old = layout.constraint(id).spec.constant
      try Applier.layoutCall(&layout, at: value) { (l) throws(LayoutError) in try l.setConstant(value.value, of: id) }
      return ["\(target.value).constant = \(value.value.compact) (was \(old.compact))"]
    case .priority(let value):
      let id = try Applier.constraintID(target, in: layout)
      guard let priority = LayoutPriority(value.value) else {
        throw CommandError(
          "Priorities must be greater than 0 and less than or equal to 1000 (required)",
          column: value.column, length: value.length)
      }
      let old = layout.constraint(id).spec.priority
      try Applier.layoutCall(&layout, at: value) { (l) throws(LayoutError) in try l.setPriority(priority, of: id) }
      return ["\(target.value).priority = \(priority.value.compact) (was \(old.value.compact))"]
    }
  }
}
