// Help for safe areas, margins, the readable and keyboard guides, and
// scroll views; and where alrepl models them differently from UIKit.

enum ContainerHelp {
  static let safeArea = [
    "Every view has a safe area: v.safeArea.top, .leading, … (safeAreaLayoutGuide).",
    "  root's comes from the window: set root.safeArea T L B R (status bar, notch, home indicator).",
    "  A subview's insets are the part of its superview's insets that its frame overlaps, as UIKit",
    "  passes them down: on a 375x812 screen with 34 points of home indicator, a bar over the bottom 100",
    "  points has safe area bottom 34 and top 0; a view wholly inside the safe area has none.",
    "  set v.additionalSafeArea T L B R adds insets to a view's own (room for a bar you draw yourself).",
    "Layout margins (v.margins.*, v.leadingMargin) are measured from the safe area's edges:",
    "  set v.insetsMarginsFromSafeArea false measures them from the frame again.",
    "  set v.preservesSuperviewMargins true: where the superview's margin area overlaps the view, the",
    "  view's margin is at least that overlap (a cell's content lines up with the table's margins).",
    "v.readable.* is the readable content guide: the margins guide, narrowed on both sides alike to a",
    "  width that follows the text size (672 points at Large; set root.contentSize to change it).",
    "root.keyboard.* is the keyboard layout guide: set root.keyboard 336 puts a 336-point keyboard up;",
    "  0 (no keyboard) leaves the guide's top on the safe area's bottom.",
    "The insets depend on the frames, and the frames on constraints that read the insets: after every",
    "  change alrepl derives the insets from the frames, solves again and repeats until they stop",
    "  changing (at most 8 passes; a layout that never settles is reported and keeps the last pass).",
    "From Swift (import FILE.swift): any view's keyboardLayoutGuide is read as root.keyboard; a",
    "  controller's topLayoutGuide.bottomAnchor as root.safeArea.top, bottomLayoutGuide.topAnchor as",
    "  root.safeArea.bottom; additionalSafeAreaInsets as set root.additionalSafeArea.",
    "Try:  size 375x812   set root.safeArea 44 0 34 0   view bar   bar.leading == root.leading   bar.trailing == root.trailing   bar.bottom == root.bottom   bar.height == 100   view icon in bar   icon.bottom == bar.safeArea.bottom   frames",
  ]

  static let scroll = [
    "scroll NAME [in PARENT] is a UIScrollView; its content offset is 0, so a subview's frame is in",
    "  content coordinates (its y is how far down the content it sits).",
    "  sv.content.* is contentLayoutGuide: the content's rectangle; its width and height are the content size.",
    "  sv.frame.* is frameLayoutGuide: the scroll view's own frame, which does not scroll.",
    "  A subview related to the scroll view's own edges or margins (sv.top, sv.leading, sv.bottomMargin)",
    "  is related to the content, as before iOS 11 (Apple's TN2154); its width, height and centres are",
    "  the frame's. So content.width == sv.width makes content as wide as the scroll view's frame.",
    "scrollinfo sv answers the content size and whether the constraints determine it. When they do not",
    "  (the content's edges are pinned but nothing gives the content a size), Xcode calls it",
    "  \"Scrollable content size ambiguity\": the report after each command and `ambiguity` list it as",
    "  sv.contentWidth or sv.contentHeight with the fix (in --json, under ambiguous as {\"view\",",
    "  \"attribute\": \"contentWidth\", \"fix\"}), and scrollinfo names it too.",
    "  --json: {\"scroll\": {\"view\", \"contentSize\": {\"width\", \"height\"}, \"ambiguous\": [{\"view\",",
    "  \"attribute\", \"fix\"}]}}.",
    "From Swift (import FILE.swift): UIScrollView() and the project's subclasses of it are scroll views;",
    "  a UITableView or UICollectionView stays a plain view, its content and frame guides not read.",
    "Try:  scroll sv   view content in sv   content.top == sv.top   content.bottom == sv.bottom   content.leading == sv.leading   content.trailing == sv.trailing   scrollinfo sv   content.width == sv.frame.width   content.height == 1200   scrollinfo sv",
  ]

  /// Lines of `help differences`.
  static let differences = [
    "  Safe areas: only root's comes from outside (set root.safeArea); a subview's is derived from its",
    "  frame after each change, solving again until it settles (at most 8 passes), as UIKit lays out",
    "  again when insets change. additionalSafeArea is on any view (UIKit: view controllers only).",
    "  Scroll views scroll nothing: the content offset is 0 and contentInset, adjustedContentInset and",
    "  the safe area's effect on the content are not modelled; a scroll view's subviews take safe-area",
    "  insets from their frames in content coordinates.",
    "  The readable content guide is 672 points wide at most at the Large text size (what UIKit gives on",
    "  an iPad); Apple publishes no widths for other sizes, so alrepl scales 672 with the body style's",
    "  point size (for example 592.9 at small, 15 points). UIKit also keeps it within the margins, as here.",
    "  The keyboard layout guide is root's only (UIKit gives every view one); its height is what you set.",
  ]
}
