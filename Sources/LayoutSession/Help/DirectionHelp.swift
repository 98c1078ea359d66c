/// `help direction`: right-to-left layouts and semantic content attributes.
enum DirectionHelp {
  static let direction = [
    "Right to left (Arabic, Hebrew): set root.direction rightToLeft (leftToRight to go back) is the app's",
    "  language. Leading and trailing then mean right and left: a constraint on leading, trailing,",
    "  leadingMargin or trailingMargin measures from the right, and centerX beside them too. left, right and",
    "  centerX on their own never flip. Frames stay as UIView.frame: x from the superview's left edge.",
    "  Horizontal stacks put their first view on the right; VFL's H: with no direction option runs",
    "  leading to trailing, so H:|-[a]-[b]-| puts a on the right. options directionLeftToRight (or",
    "  directionRightToLeft) uses left and right instead, and never flips.",
    "set VIEW.semantic unspecified|playback|spatial|forceLeftToRight|forceRightToLeft is",
    "  semanticContentAttribute: forceLeftToRight and forceRightToLeft fix the view's direction; playback and",
    "  spatial (media controls, a D-pad) are never flipped, so always left to right; unspecified (the",
    "  default) takes the superview's direction, up to root's. A guide takes its owning view's.",
    "Which view's direction counts: the one holding the constraint, the nearest common ancestor of its",
    "  views (Apple's Auto Layout Guide). A forced view's own position in its superview follows the",
    "  superview; its subviews follow it. explain and why say which edge leading is and why.",
    "  sweep root.direction lists the views whose frames differ between the two directions.",
    "  export swift writes semanticContentAttribute; the app's direction is a comment (it is a language).",
    "Try:  view a intrinsic 40x40   a.leading == root.leading + 16   a.top == root.top   set root.direction rightToLeft",
  ]
}
