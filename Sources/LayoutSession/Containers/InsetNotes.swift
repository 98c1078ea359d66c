import LayoutLanguage
import LayoutModel

/// `why`'s notes on guides: a step whose constraint reads a safe area,
/// margins, the readable or the keyboard guide has that guide's inset in
/// its number, and the inset comes from the frames (Layout+SafeArea.swift),
/// so the note says how much and where it comes from.
enum InsetNotes {
  static func lines(_ d: Derivation, _ layout: Layout) -> [String] {
    var seen: Set<String> = []
    var notes: [String] = []
    for step in d.steps {
      let spec = layout.constraint(step.constraint).spec
      for term in spec.lhs + spec.rhs {
        let isMarginAttribute = term.attribute.rawValue.hasSuffix("Margin") || term.attribute.rawValue.hasSuffix("WithinMargins")
        let space = isMarginAttribute ? AnchorSpace.margins : term.space
        guard seen.insert("\(term.view.rawValue).\(space.rawValue)").inserted, let note = note(term.view, space, layout) else { continue }
        notes.append("  note: " + note)
      }
    }
    return notes
  }

  private static func note(_ id: ViewID, _ space: AnchorSpace, _ layout: Layout) -> String? {
    let name = layout.name(of: id)
    let v = layout.view(id)
    switch space {
    case .safeArea:
      let insets = layout.safeAreaInsets(of: id)
      guard insets != EdgeInsets(all: 0) else { return nil }
      var source = id == .root ? "the window's (set root.safeArea)" : "the part of its superview's safe-area insets that its frame overlaps"
      if v.safeArea.additional != EdgeInsets(all: 0) { source += ", plus its additionalSafeArea" }
      return "\(name)'s safe area is its frame inset by \(PropertySetter.describe(insets)): \(source); the numbers above include it"
    case .margins, .readable:
      let insets = space == .readable ? layout.readableGuideInsets(of: id) : layout.marginGuideInsets(of: id)
      guard insets != EdgeInsets(all: 8) || space == .readable else { return nil }
      var parts = ["its layoutMargins"]
      if v.safeArea.insetsMarginsFromSafeArea && layout.safeAreaInsets(of: id) != EdgeInsets(all: 0) { parts.append("measured from its safe area") }
      if v.safeArea.preservedMargins != EdgeInsets(all: 0) { parts.append("at least its superview's margins where they overlap it") }
      if space == .readable { parts.append("narrowed to at most \(Format.number(layout.readableWidth)) wide (the readable width at \(layout.contentSizeCategory.rawValue))") }
      let guide = space == .readable ? "readable content guide" : "margins guide"
      return "\(name)'s \(guide) is its frame inset by \(PropertySetter.describe(insets)): \(parts.joined(separator: ", ")); the numbers above include it"
    case .keyboard:
      return "root's keyboard guide starts \(Format.number(layout.keyboardGuideInsets().top)) below root's top (set root.keyboard HEIGHT; 0: on the safe area's bottom); the numbers above include it"
    default:
      return nil
    }
  }
}
