import LayoutLanguage

/// The text of `help` and its topics. Every topic ends in something to type.
enum Help {
  static let topics = [
    "commands", "constraints", "priorities", "intrinsic", "hugging", "ambiguity", "conflicts", "why", "stacks",
    "vfl", "autoresizing", "fitting", "selfsizing", "labels", "controls", "alignment", "margins", "safearea", "scroll",
    "direction", "sessions", "differences",
    "draw", "svg", "lesson", "resume", "whatif", "import", "storyboards", "export", "json",
  ]

  static func text(_ topic: String?) -> [String] {
    switch topic ?? "commands" {
    case "commands": return commands
    case "constraints": return constraints
    case "priorities": return priorities
    case "ambiguity": return ambiguity
    case "conflicts": return conflicts
    case "sessions": return sessions
    case "differences": return differences
    case "intrinsic": return LayoutHelp.intrinsic
    case "hugging": return LayoutHelp.hugging
    case "why": return LayoutHelp.why
    case "stacks": return LayoutHelp.stacks
    case "vfl": return LayoutHelp.vfl
    case "autoresizing": return LayoutHelp.autoresizing
    case "fitting": return LayoutHelp.fitting
    case "selfsizing": return LayoutHelp.selfSizing
    case "labels": return LayoutHelp.labels
    case "controls": return ControlHelp.controls
    case "alignment": return ControlHelp.alignment
    case "margins": return LayoutHelp.margins
    case "direction": return DirectionHelp.direction
    case "safearea", "safeArea": return ContainerHelp.safeArea
    case "scroll", "scrollview": return ContainerHelp.scroll
    case "draw": return draw
    case "svg": return svg
    case "lesson": return lesson
    case "resume": return resume
    case "whatif": return whatif
    case "import": return importing
    case "storyboards": return storyboards
    case "export": return exporting
    case "json": return json
    case let other:
      let hint = topics.closest(to: other).map { " (did you mean '\($0)'?)" } ?? ""
      return ["no help topic '\(other)'\(hint); topics: \(topics.joined(separator: ", "))"]
    }
  }

  /// The command list, read from ``CommandTable``: a command's syntax and
  /// summary live with its descriptor, never here.
  static let commands: [String] = {
    let summaryColumn = 34
    var lines = ["alrepl: Auto Layout, one constraint at a time. root is the window, 375x667."]
    for group in CommandGroup.allCases {
      lines.append(group.rawValue + ":")
      let members = (group == .build ? [ConstraintCommand.descriptor] : []) + CommandTable.descriptors.filter { $0.group == group }
      for usage in members.flatMap(\.usage) {
        let syntax = "  " + usage.syntax
        if usage.summary.isEmpty {
          lines.append(syntax)
        } else if syntax.count < summaryColumn - 1 {
          lines.append(syntax + String(repeating: " ", count: summaryColumn - syntax.count) + usage.summary)
        } else {
          // A long syntax keeps the summaries in one column, under it.
          lines.append(syntax)
          lines.append(String(repeating: " ", count: summaryColumn) + usage.summary)
        }
      }
    }
    lines.append("Topics (help TOPIC): \(topics.joined(separator: ", "))")
    lines.append("Try:  view card   then   card.leading == root.leading + 16")
    return lines
  }()

  static let constraints = [
    "A constraint is an equation, not an assignment: item1.attr1 REL multiplier * item2.attr2 + constant.",
    "Attributes: left right top bottom leading trailing width height centerX centerY",
    "  firstBaseline lastBaseline, and the ...Margin variants (margins are 8 points).",
    "Apple's rules, which alrepl enforces with Apple's messages:",
    "  a location needs a second item (card.top == 20 is illegal; card.height == 20 is fine);",
    "  never relate a location to a size (card.top == root.height);",
    "  never mix axes (card.top == root.leading) or leading/trailing with left/right.",
    "Extension: sums such as a.width + b.width == root.width - 24 are allowed; they are not one NSLayoutConstraint.",
    "UIKit's spellings are read too: card.topAnchor, root.safeAreaLayoutGuide.topAnchor, whole anchor calls such as",
    "  card.heightAnchor.constraint(equalToConstant: 44).isActive = true, and VFL pasted without vfl (H:|-[card]-|).",
    "Values are in the coordinate space of the views' nearest common ancestor; frames are reported relative to the superview.",
    "Try:  view a   then   a.width == 0.5 * root.width   then   a.height == a.width",
  ]

  static let priorities = [
    "Priority 1000 is required: it holds, or there is a conflict. Anything lower is optional.",
    "Optional constraints are met as closely as possible, in priority order: the error at a higher",
    "priority is minimised first, and no amount of error at lower priorities can outweigh it.",
    "So 999 means: hold unless a required constraint says otherwise; then come as close as you can.",
    "Names: required 1000, high 750, low 250, fitting 50.",
    "Apple forbids changing an installed constraint between required and optional; use 999.",
    "Try:  view v   v.height <= 0.25 * root.height   v.height == 300 @750   frames",
  ]

  static let ambiguity = [
    "A value is ambiguous when another layout satisfies every constraint equally well, so",
    "Auto Layout would pick one silently. alrepl reports the range the value can take",
    "('any value', '≥ 0', '100…200'). Each view needs its x, y, width and height fixed.",
    "Two optional constraints of equal priority pulling apart are ambiguous too.",
    "Try:  view v   v.leading == root.leading   ambiguity",
  ]

  static let conflicts = [
    "When required constraints cannot all hold, UIKit logs 'Unable to simultaneously satisfy",
    "constraints' and breaks one. alrepl prints the same block, but lists only an irreducible set",
    "(remove any one and the rest can hold), and says which it broke and why.",
  ] + BreakRuleText.rule + [
    "The broken constraint stays active and is retried whenever something changes.",
    "Fix: remove the constraint you do not want, or lower one to 999.",
    "Try:  view b   b.height >= 44   b.height == 20",
  ]

  static let sessions = [
    "alrepl run FILE       replays a script, printing the report after each command",
    "alrepl check PATH     replays transcripts (> command, then its expected report) and diffs",
    "alrepl check --update PATH   rewrites the expected reports",
    "save FILE writes the commands that built this layout; load FILE runs a script as one command.",
    "export markdown FILE writes a self-contained report for an issue: every command you ran, queries too,",
    "  with its report (a transcript check replays; loaded files appear as their commands), then the frames,",
    "  the drawing, what is not met, ambiguous or in conflict and why, the constraints and the UIKit code.",
    "history lists what you changed; undo and redo walk it; reset starts over (undo brings it back).",
    "Try:  view a   a.width == 10   history",
  ]

  static let differences = [
    "Where alrepl differs from Apple's Auto Layout, on purpose:",
  ] + BreakRuleText.rule.map { "  " + $0 } + [
    "  The conflict list is an irreducible set; Apple's list may hold more.",
    "  A broken constraint leaves the solver until a change frees it. Apple's engine keeps it as an error",
    "  to minimise, weighted above every optional priority, so on a device it still pulls as far as the",
    "  rest allows (lesson 15's image would keep 16 of its 60 points there; here it gets 0).",
    "  Axis mixing (top == leading) is refused when typed; iOS raises it only when the engine loads it.",
    "  Right to left (help direction): a constraint's leading and trailing follow the direction of the view",
    "  holding it (its views' nearest common ancestor), as Apple's guide says, not of each view; an",
    "  unspecified view takes its superview's direction, which Apple says not to count on. Images, text",
    "  alignment (natural) and text itself are not modelled. set v.directionalMargins T LEADING B TRAILING",
    "  swaps its sides with the view's own direction (set v.margins stays left/right).",
    "  Frames are the engine's values, not rounded to pixels as UIKit rounds each edge (in window",
    "  coordinates) when it applies them, unless set root.frameGrid 1|2|3 asks for that (an imported storyboard or xib sets it to its",
    "  device's scale, as Xcode stores frames; why still shows the engine's arithmetic). Label sizes are",
    "  rounded, up to the pixel grid of scale 3 (today's phones) unless set root.scale says otherwise",
    "  (none turns rounding off, as the lessons do for exact sums).",
    "  Views start with translatesAutoresizingMaskIntoConstraints = false (as in Interface Builder);",
    "  `set v.autoresizing` turns it on. In code, UIKit starts with it on.",
    "  Text is measured in Inter (Debian's fonts-inter), not SF Pro, which is not free: Inter's lines run",
    "  3 to 6 % wider than SF Pro Text's and 1.4 % taller where public measurements exist (\"This is a",
    "  test string\" at 17 points: 152.30 x 20.57 against 144.09 x 20.29; Benchmarks/README.md), and 10",
    "  to 13 % wider than SF Pro Display at 36 points (\"Degrees Fahrenheit\": 333.82 against 300), so a",
    "  line that only just fits on a device may wrap here: \"abcdefghij klmnopqrst\" at 85 points takes",
    "  3 lines in Inter and 2 on a device. No public source gives SF Pro's own advances; on a Mac, a copy",
    "  of SF Pro in set root.font gives the device's (text styles use its regular weight). Every text",
    "  style is regular weight (headline is semibold on a device, so a little wider). Line heights come",
    "  from the font's hhea table, as Core Text reads them. set root.font em is the simple model the",
    "  lessons use (0.5 em a character, 1.2 em lines): its widths are further from a device's, but sums",
    "  can be done by hand. A machine without fonts-inter measures in the em model and says so at start.",
    "  Controls take iOS 13-18's sizes (help controls); a page control uses the classic dot measure, a",
    "  switch's and a slider's alignment insets are measured on Xcode's stored frames, not read from",
    "  UIKit, and a button's, segment's or text field's width comes from its text in the layout's font.",
    "  Older and newer iOS differ: a stepper and a segmented control 29 tall and a rounded text field 30",
    "  before iOS 13, a progress view 2 before iOS 14, a switch 63 x 28 in iOS 26 (set NAME.intrinsic);",
    "  import gives a storyboard or xib saved by Xcode 10 or older iOS 12's 29-tall steppers and 2-tall",
    "  progress views, as its Xcode laid them out.",
    "  Only the system button, the medium activity indicator, the default progress view and the rounded",
    "  14-point text field are modelled: iOS 15's button configurations, large indicators, bar progress",
    "  views and other text fields take a view with set NAME.intrinsic (an imported bar progress view",
    "  reaches 0.5 or 1 point below its bound height, as Xcode's stored frames show: help storyboards).",
  ] + ContainerHelp.differences + [
    "  A wrapping label whose surroundings change (its text, its superview, a view one constraint away)",
    "  is laid out again from one line, so it never keeps a stale width; UIKit keeps the last width.",
    "  In a fill stack whose views tie on hugging or compression resistance, Apple picks \"by index\" without",
    "  saying which end; alrepl gives the extra or missing space to the last view (S-alrepl-fill-order-N",
    "  keep the others at their intrinsic size, at priority 0) and still reports the ambiguity.",
    "  equalSpacing and equalCentering stacks shrink views that tie on compression resistance the same way.",
    "  In a fillProportionally stack a view with no intrinsic size collapses at its place's priority (999,",
    "  998, …), not at required as UIKit's own constraint list suggests: Xcode's stored frames keep such a",
    "  view at the size its own constraints give it. A stack view arranged there counts with the length",
    "  its own arranged views' intrinsic sizes give it (summed with its spacing along its axis, the",
    "  largest across), as Xcode's canvas stores it, where UIKit's stack view has no intrinsic size.",
    "  Linear sums of several attributes are an alrepl extension.",
    "  Nothing animates: a change reports the frames before and after it, the two ends UIView.animate",
    "  draws between. There is no trait collection: a layout that switches with the content size category",
    "  (isAccessibilityCategory) or a size class is shown one state at a time, set by hand.",
    "  Storyboards and xibs: baseline-relative stacks and SF Symbols' alignment insets are not followed,",
    "  an SF Symbol image view keeps the size the file stored (alrepl has no symbol metrics; in UIKit",
    "  its size follows the symbol configuration), and only the size class of the file's simulated",
    "  device is laid out (the import says what it left out); a switch's and a slider's alignment",
    "  insets and the baselines of buttons and text fields come from measured stored frames and the",
    "  font's size, not from UIKit; a scroll view's content area is a guide whose size only its",
    "  content's constraints set; a table's cells stay where the file put them. With ib-sizes a custom",
    "  view without subviews takes its stored size as an IBDesignable's intrinsic size (UIKit asks its",
    "  code); a table cell's content view takes the cell's size less a separator and a disclosure",
    "  indicator measured on Xcode's files, not UIKit's own layout of the cell; its margins, and those",
    "  of a freeform xib view on a notched iPhone, are the ones Xcode's stored frames show, by Xcode",
    "  version, not UIKit's own propagation of margins. A solved frame is compared with the stored one",
    "  on the pixel grid, each edge rounded in window coordinates as UIKit applies frames, and shown on",
    "  the grid the same way (the import sets root.frameGrid), kept",
    "  as the engine's value. Files of Xcode 7 and older (no device) were laid out on whole points, each",
    "  view rounded in turn from its neighbours' rounded frames, with half points going either way: alrepl",
    "  does not replay that, so a chain of two such roundings can leave a stored frame a point from the",
    "  engine's (help storyboards).",
    "  Not expressed: Xcode 6's canvas, an iPad xib view's top margin, SF Symbols' alignment insets. In",
    "  UIKit an image view of a symbol binds its constraints to a rect inset from its frame by the symbol",
    "  image's own insets, which the file does not state: its resources give only the symbol's size at 128",
    "  points. Stored frames differ from the box by 0.5 to 7.5 points at each end, per symbol and not in",
    "  proportion to the view (a chevron.right is 3.67 points shorter than its box at 15 and at 20 points),",
    "  so alrepl places such a view's frame on the box and lists it as misplaced where Xcode did otherwise;",
    "  only chevron.left and chevron.right, the same in three projects, are inset (2 above, 1.5 below).",
    "  A button with a symbol image is not affected.",
    "  A conflicting scene is compared with Xcode's canvas, which gives way at a far edge (help",
    "  storyboards), while the session breaks what the runtime rule says; set root.breaking",
    "  interfaceBuilder makes the session follow the canvas, a rule of alrepl's, not Apple's. A hidden",
    "  arranged view whose own constraints require a length along its stack's axis keeps that length on",
    "  the canvas (the stack's UISV-hiding collapse gives way), where the app collapses it and breaks the",
    "  view's constraint, as Apple's logs show: import compares the canvas's frames, the session is the app's.",
    "  Likewise an arranged view that nothing sizes across a stack aligned other than fill keeps its stored",
    "  size there on the canvas, where the app collapses it to 0 (UISV-ambiguity-suppression).",
    "  A scene's status and navigation bars are the ones Xcode's canvas simulated, by Xcode version (the",
    "  iPhone 11's status bar 44 points before Xcode 14.1, where iOS 14 devices have 48; a xib's whole-screen",
    "  view under no status bar in Xcode 11 to 14.0), not a running app's; a prompt, large titles and tab",
    "  bars are not simulated. Where a file's required constraints conflict or a view's place is ambiguous,",
    "  Xcode's stored frames are those it last drew (in a conflict they may meet none of the possible",
    "  breaks; an ambiguous view stays where the designer left it): alrepl compares by the canvas rule",
    "  above, places an ambiguous view where its engine does, and lists either as misplaced when they differ.",
    "  Swift imports: a UIView subclass imported alone is placed at root's top-leading corner by two",
    "  constraints of alrepl's (NAMETop, NAMELeading), its size left to its own code; UIKit sizes it by its",
    "  superview. UIScrollView and the project's subclasses of it are scroll views; UITableView and",
    "  UICollectionView come in as plain views (their content is cells), so a constraint to their",
    "  contentLayoutGuide or frameLayoutGuide is listed as not imported. Any view's keyboardLayoutGuide",
    "  is read as root.keyboard (alrepl has root's only), with a note. A controller's topLayoutGuide and",
    "  bottomLayoutGuide are read as the safe area's top and bottom (bottomAnchor of the top guide is",
    "  root.safeArea.top); their width, centres and length are listed as not imported. A button's title",
    "  is measured at 17 points: a titleLabel font of another size is listed as not imported. A statement",
    "  is judged by what it touches, not run: a colour set in a method alrepl cannot see is skipped, and",
    "  so is a helper of another file that lays out views it was not given (fillSuperview() is listed).",
    "  constraint(equalToSystemSpacingBelow:multiplier:) and its kin are 8 x multiplier points: UIKit's",
    "  system spacing is 8 between plain views but follows the font when a baseline is involved.",
    "  alrepl refuses what UIKit would attempt: more than 10,000 views, nesting past 1,000, 100,000",
    "  constraints, 20,000 on one view's width, height or position, 1,000 broken at once, numbers past 1e6",
    "  (a frame, or a view's position from root's origin), and any change after which the solver would",
    "  leave a required constraint off by more than round-off.",
    "Try:  label t \"Hello\" font 20   frames      (5 characters x 10 points: 50 wide, 24 tall)",
  ]

  static let importing = [
    "import FILE rebuilds a layout made elsewhere, as one command (one undo), then explains it:",
    "  an Apple conflict log (\"Unable to simultaneously satisfy constraints.\", UIKit or AppKit, any file name):",
    "    its views and constraints are rebuilt in the log's order and the irreducible conflict is found;",
    "    alrepl decides which to break without reading Apple's answer, then says \"alrepl breaks X;",
    "    Apple broke Y\" and whether they agree (--json: apple_broke and alrepl_broke, each {name, line,",
    "    address}, and agree);",
    "  UIKit layout code (FILE.swift): views, anchors, NSLayoutConstraint, VFL and stack views are followed",
    "    through the file's own functions (setCustomSpacing too: set S.customSpacing V N). The report says",
    "    what was imported, then what was lost that matters for layout, each with its line and reason,",
    "    then one count of the statements skipped as irrelevant. A statement matters when it touches",
    "    layout: a constraint, an anchor or guide, the hierarchy, a property that sizes or places a view,",
    "    or a method alrepl does not know given a view. Every constraint the code makes is imported or",
    "    listed, one in an action or a branch that did not run too; calls nested more than 40 deep are",
    "    said once, with the line. awakeFromNib runs only for a view from a nib (init(coder:) only);",
    "    UIScrollView() is a scroll view (contentLayoutGuide: sv.content, frameLayoutGuide: sv.frame);",
    "    every view's safeAreaLayoutGuide, layoutMarginsGuide and readableContentGuide, the keyboard",
    "    guide, topLayoutGuide and bottomLayoutGuide are read, and so are insetsLayoutMarginsFromSafeArea,",
    "    preservesSuperviewLayoutMargins and a controller's additionalSafeAreaInsets (set root.…);",
    "    import a.swift b.swift and import FOLDER/ read several files as one project, so a controller builds",
    "    the custom views, helper extensions and constants of the other files (lines say FILE:LINE);",
    "    a UIView subclass is a view of its own inside what makes it; imported alone it is a view named",
    "    after the class (CardView: cardView) at root's top-leading corner, sized by its own constraints",
    "    only (fit cardView width 343), where UIKit would size it by whatever holds it;",
    "  a storyboard or xib (FILE.storyboard, FILE.xib [scene ID] [ib-sizes]): one scene, compared with",
    "    the frames Xcode stored (help storyboards).",
    "The file is read once: undo, redo, save and --resume use the commands it became.",
    "From a shell: alrepl import FILE [--json] prints the same report (import-log and import-swift are aliases).",
    "Try (in a shell):  alrepl import sessions/logs/20-wtf-custom9-uisv-labels-text.txt",
  ]

  static let exporting = [
    "export swift [FILE]     the layout as UIKit anchor code (views, properties, constraints, priorities)",
    "export vfl [FILE]       the constraints VFL can say, as VFL; the rest listed in # comments (load reads it back)",
    "export markdown FILE    every command and report, the frames, a drawing and the problems: one file for an issue",
    "Without FILE the text is printed. save FILE writes the commands themselves, as a script load replays.",
    "Try:  view card   card.leading == root.leading + 16   card.width == 100   export swift",
  ]

  static let json = [
    "alrepl --json (also run --json and import --json) prints one JSON object per command (JSON Lines):",
    "  command, ok, error {message, column}: the line and whether it was accepted;",
    "  frames {view: {parent, x, y, width, height}}: the frames the command added or moved,",
    "  relative to the superview; changed [views]: what the command moved;",
    "  ambiguous [{view, attribute, min, max}]: values the command left open (or opened anew);",
    "  noLongerAmbiguous [view.attribute]: values it closed (or whose view it removed);",
    "  unsatisfied [{id, priority, error, text}]: optional constraints it left unmet, or unmet by a",
    "  new amount (broken is its old name, kept for 0.3); noLongerUnsatisfied [id]: met again or gone;",
    "  conflicts [{broken, set}]: required constraints it made conflict; resolvedConflicts [broken].",
    "Each key holds what the command changed, so output follows the change, not the layout's size.",
    "The session's first report and the report of frames hold the whole state: every frame, every",
    "open value, unmet constraint and conflict (and empty noLonger... and resolved... lists).",
    "A query adds its answer under its own key: whatif, threshold, why, sweep, devices, help, version, ...",
    "An import of a storyboard or xib adds, beside import {...}, sources {view: IB id} for every view, root",
    "included, and misplaced [{view, file {x, y, width, height}, solved {...}}].",
    "Try (in a shell):  printf 'view a\\na.width == 100\\n' | alrepl --json",
  ]

  static let draw = [
    "draw [VIEW] pictures the layout in the terminal, scaled to its width (80 columns when piped).",
    "Each view is a box with its name on the top border and its size inside. Borders say what is special:",
    "  ┌─┐ plain   ╔═╗ changed by the last command   ┌╌┐ ambiguous (the name ends in ?)   ┏╍┓ both",
    "A row is two columns tall, as terminal cells are. Views too small to box are listed underneath.",
    "draw VIEW draws only that view and its subviews, filling the width.",
    "Try:  view card   card.width == 200   card.height == 100   draw",
  ]

  static let svg = [
    "draw [VIEW] --svg FILE writes the layout as SVG for a browser: one rectangle per view, in points.",
    "Green borders changed in the last command, dashed magenta ones are ambiguous, red ones are in a conflict.",
    "Broken constraints are always drawn, as dashed red lines between the edges they join.",
    "Add --constraints to draw every constraint as a dimension line: blue when it holds, dashed orange",
    "when an optional one is not met. Hover over a line or a view in the browser for its full text.",
    "Try:  view card   card.width == 200   card.height >= 44   card.height == 20   draw --svg card.svg --constraints",
  ]

  static let lesson = [
    "alrepl run --step FILE turns a script or transcript into a lesson: each # comment is shown as narration,",
    "then the next command waits. Enter runs it; any other line is run as your own command first, and the",
    "step waits again, so you can poke at the layout before going on. Ctrl-D stops; after the last step",
    "the session is yours to keep typing in.",
    "Try (in a shell):  alrepl run --step sessions/lesson-01-frames.alrepl",
  ]

  static let whatif = [
    "Questions about layouts you are not in. Each runs on copies; the session is unchanged.",
    "  sweep root.width 320..1024 [step N]   also root.height or C.constant: where constraints start or stop",
    "    holding, labels change their line count and frames change slope, located exactly. At most 2000",
    "    values are sampled: the step is refused when it would take more.",
    "  sweep root.contentSize   every Dynamic Type size, smallest to largest: where styled labels take",
    "    more lines and constraints stop or start holding as text grows.",
    "  whatif C priority P | whatif C constant K   the frames that would change, and the problems that come or go.",
    "  threshold C   where C's outcome flips. Priority: the other priorities C would cross to win or give way.",
    "    Constant: the nearest constants below and above C's own where what holds changes: an optional",
    "    constraint starts or stops being met, or a required one breaks in a conflict (C's own constant can",
    "    cause one). Searched in doubling steps out to -100000 and 100000, then located exactly; 'nothing",
    "    flips' when nothing does. At most 4000 layouts are solved each way; a search that needs more",
    "    says where it stopped, and claims nothing beyond.",
    "  devices   the frames at common device sizes, side by side.",
    "Try:  view v   v.width == 100 @750   v.width <= 0.5 * root.width   threshold c1",
  ]

  static let resume = [
    "Nothing is lost: every accepted command is written to a journal and synced to disk before its report",
    "is printed (in $XDG_STATE_HOME/alrepl/journals, default ~/.local/state/alrepl/journals).",
    "After a crash, kill -9 or a closed terminal, alrepl --resume replays the most recent journal that did",
    "not end with quit or Ctrl-D, so the layout, history, undo and redo are exactly as they were.",
    "Two REPLs at once each keep their own journal; --resume never takes one that is still running.",
    "Try (in a shell):  alrepl --resume",
  ]
}
