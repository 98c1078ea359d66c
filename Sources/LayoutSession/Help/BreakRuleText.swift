import LayoutModel

// The break rule in words, shared by `help conflicts`, `help differences`
// and the conflict report, so the three never drift apart. The hit rate is
// measured by Benchmarks/break-rule (Benchmarks/README.md, "Which
// constraint breaks"); update it here when that count changes.

enum BreakRuleText {
  /// How many real logs that name the broken constraint alrepl agrees on.
  static let hitRate = "53 of 62 real logs"

  /// The rule, for help pages (indented by the caller).
  static let rule = [
    "Which constraint a conflict breaks is undocumented at Apple; alrepl's rule is inferred from real",
    "conflict logs, not from Apple's documentation. It breaks what Apple broke in \(hitRate)",
    "from public issues, the logs it was fitted on, so expect less on others; it misses the table-header",
    "field case (Apple broke the label's bottom, alrepl the banner's 50-point height). In order:",
    "  1. never a window, autoresizing, layout-guide or engine constraint while another member exists;",
    "  2. a view without subviews whose width or height is set to a constant while another member places",
    "     it on that axis: the largest such constant breaks (Apple gave up the fixed size, not the edges);",
    "  3. if the set would make a view's width or height negative (or that of a view tied equal in size",
    "     to it), the constraint on that view's far edge (trailing, right, bottom, or the size), the",
    "     newest of those; with two such views, the spacing between them, the oldest such spacing;",
    "  4. otherwise the oldest member (a changed constant counts as a new activation; a stack view's own",
    "     constraints count as made after the rest).",
  ]

  /// The clause of the rule that chose `broken`, in words, with views
  /// named by `name`.
  static func clause(_ reason: BreakReason, broken: String, name: (ViewID) -> String) -> String {
    switch reason {
    case .fixedSize(let view, let attribute):
      return "\(broken) fixes \(name(view)).\(attribute.rawValue) to a constant, the largest fixed size in the set"
    case .negativeSize(let view, let attribute):
      return "the set would make \(name(view)).\(attribute.rawValue) negative, and \(broken) places that view's far edge"
    case .spacingBetween(let first, let second):
      return "the set would turn \(name(first)) and \(name(second)) inside out, and \(broken) is the spacing between them"
    case .oldest:
      return "the oldest of the set (a changed constant counts as a new activation)"
    case .farEdge(let view, let attribute):
      return interfaceBuilderClause + "\(broken) places \(name(view)).\(attribute.rawValue), a far edge, where Xcode's stored frames give way first"
    case .hiding(let view, let attribute):
      return interfaceBuilderClause + "\(broken) collapses hidden \(name(view)).\(attribute.rawValue), which its own constraints require; Xcode's stored frames keep that length"
    }
  }

  /// How the far-edge clause of `set root.breaking interfaceBuilder` starts.
  static let interfaceBuilderClause = "Interface Builder's rule (root.breaking interfaceBuilder, by which import compares a scene with its stored frames): "

  /// The report's note after a conflict block, without the leading "alrepl: ".
  static func why(broken: String, clause: String) -> String {
    if clause.hasPrefix(interfaceBuilderClause) {
      return "broke \(broken): \(clause); inferred from the frames Xcode stored in conflicting scenes (help storyboards)."
    }
    return "broke \(broken): \(clause); a rule inferred from Apple's logs (it agrees on \(hitRate)), "
      + "not documented, that breaks window, autoresizing, guide and engine constraints last; to choose yourself, "
      + "give the one that may give way priority 999 (deactivate it, set the priority, activate it)."
  }
}
