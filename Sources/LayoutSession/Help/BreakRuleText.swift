// The break rule in words, shared by `help conflicts`, `help differences`
// and the conflict report, so the three never drift apart. The hit rate is
// measured by Benchmarks/break-rule.sh (Benchmarks/README.md, "Which
// constraint breaks"); update it here when that count changes.

enum BreakRuleText {
  /// How many real logs that name the broken constraint alrepl agrees on.
  static let hitRate = "14 of 19 real logs"

  /// The rule, for help pages (indented by the caller).
  static let rule = [
    "Which constraint a conflict breaks is undocumented at Apple; alrepl's rule is inferred from real",
    "conflict logs (it breaks what Apple broke in \(hitRate): 11 of the 13 shared logs that name it,",
    "3 of 6 gathered from public issues), not from Apple's documentation:",
    "  1. never a window, autoresizing, layout-guide or engine constraint while another member exists;",
    "  2. if the set would make a view's width or height negative, the constraint on that view's far",
    "     edge (trailing, right, bottom, or the size itself), the newest of those;",
    "  3. otherwise the oldest member (a changed constant counts as a new activation; a stack view's own",
    "     constraints count as made after the rest).",
  ]

  /// The report's note after a conflict block, without the leading "alrepl: ".
  static func why(broken: String, negativeSize: String?) -> String {
    let clause = negativeSize.map { size in
      "the set would make \(size) negative, and \(broken) places that view's far edge"
    } ?? "the oldest of the set (a changed constant counts as a new activation)"
    return "broke \(broken): \(clause); a rule inferred from Apple's logs (it agrees on \(hitRate)), "
      + "not documented, that breaks window, autoresizing, guide and engine constraints last; to choose yourself, "
      + "give the one that may give way priority 999 (deactivate it, set the priority, activate it)."
  }
}
