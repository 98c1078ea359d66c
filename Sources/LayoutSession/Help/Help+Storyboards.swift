extension Help {
  /// `help storyboards`: importing IB files and reading the comparison.
  static let storyboards = [
    "import FILE.storyboard [scene ID] [ib-sizes] and import FILE.xib [scene ID] [ib-sizes] rebuild one scene:",
    "  ID is a view controller's IB id (BYZ-38-t0r), storyboard identifier, custom class or user label; in a xib,",
    "  a top-level view's id, class or label. Without it: the initial view controller, else the first scene.",
    "  The report lists the other scenes, each view's alrepl name next to its IB id, and what was left out.",
    "  root is the scene's view at its stored size; a controller's view gets the simulated device's safe area",
    "  (each edge a constraint ties to a stored frame is read from the file) and side margins of 16 (20 from",
    "  414 wide), as a xib's top-level view does in Xcode; preservesSuperviewLayoutMargins is followed.",
    "  Views are named after their outlet, else their user label, else their class and a number.",
    "  Constraints come in as written: the holder when firstItem is missing, a:b multipliers, priorities,",
    "  identifiers as names; symbolic ones with their constant; placeholder ones too (the build removes them).",
    "  A view IB lets translate its autoresizing mask keeps it, read against its superview's stored size.",
    "  Labels are measured with alrepl's font model; buttons, text fields and other controls whose size alrepl",
    "  cannot measure take the size stored in the file (the report names them).",
    "  ib-sizes (--ib-sizes in a shell): every content view takes its stored size as its intrinsic size, so",
    "  only the constraints are compared.",
    "After solving, every view whose frame differs from the stored one by more than 0.5 pt is listed as",
    "misplaced, with both frames. Then why, devices, sweep and the rest work on the scene as on any layout.",
    "In CI: alrepl lint FILE... prints file:line: conflict|ambiguous|misplaced ... and exits 1 on any problem.",
    "Try (in a shell):  alrepl import sessions/ib/login.storyboard --scene Settings --ib-sizes",
  ]
}
