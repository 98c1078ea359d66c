/// Help topics about Auto Layout itself; each ends with something to type.
enum LayoutHelp {
  static let intrinsic = [
    "Intrinsic content size: the size a view wants from its content (a label's text, an image).",
    "Per axis it becomes two constraints, as in UIKit: size <= intrinsic @hugging (default 250)",
    "and size >= intrinsic @compressionResistance (default 750). 'none' means no intrinsic size.",
    "Try:  view tag intrinsic 60x20   tag.leading == root.leading + 8   constraints tag",
  ]

  static let hugging = [
    "Hugging resists growing; compression resistance resists shrinking. When two views share",
    "extra room, the one with the lower hugging priority stretches; when room is short, the one",
    "with lower compression resistance is squeezed. Equal priorities leave it ambiguous.",
    "Try:  view a intrinsic 60x20   view b intrinsic 80x20   vfl H:|[a]-8-[b]|   set a.hug 251 250",
  ]

  static let why = [
    "why VIEW.FIELD shows the constraints that fix a frame value and how their constants add up",
    "(16 + 100 + 16 + 50 + 16 = 198). explain NAME says what a constraint means, in words, in",
    "Apple's form and in VFL. exercise VIEW shows another layout that satisfies everything equally",
    "well, as UIKit's exerciseAmbiguityInLayout does, without changing the session.",
    "Try:  view v   vfl V:|-20-[v(44)]   why v.y   explain c1",
  ]

  static let stacks = [
    "A stack view arranges its views with constraints of its own (UISV-…, see constraints S).",
    "Distributions along the axis: fill, fillEqually, fillProportionally, equalSpacing, equalCentering.",
    "Alignments across it: fill, leading/top, trailing/bottom, center, firstBaseline, lastBaseline.",
    "A hidden arranged view collapses to 0 and the spacing around it halves.",
    "set S.customSpacing V 20 is setCustomSpacing(20, after: V): that one gap replaces spacing.",
    "fill: when views tie on hugging, the last one takes the extra space and the layout is ambiguous",
    "(alrepl's choice; Apple says only \"by index\"). Give one a lower hugging priority to decide.",
    "fill, equalSpacing, equalCentering: views too big to fit shrink by compression resistance; on a tie,",
    "the last one shrinks first (alrepl's choice again, reported as ambiguous).",
    "Try:  stack s spacing 8 [a b]   set a.intrinsic 50x50   set b.intrinsic 80x30   set s.alignment center",
  ]

  static let vfl = [
    "The Visual Format Language: H: or V:, | for the superview, - for 8 points (|- and -| for the",
    "superview's margins), -20- for 20, [view(width)], predicates (>=50@750), [a(==b)], metrics.",
    "Try:  view a   view b   vfl H:|-[a]-[b(==a)]-|",
  ]

  static let autoresizing = [
    "translatesAutoresizingMaskIntoConstraints turns a frame and a mask into required constraints:",
    "h=--& means fixed left margin and width, flexible right margin (the default mask).",
    "They conflict with any constraint that disagrees with the frame — the classic log.",
    "Try:  view header   set header.autoresizing 0,0,375,100 h=--& v=--&   header.height == 120",
  ]

  static let fitting = [
    "fit VIEW width W: systemLayoutSizeFitting at width W (required) and the smallest height",
    "(@50), on a copy: only the view's subtree counts, nothing in the session moves.",
    "fit VIEW compressed | expanded use layoutFittingCompressedSize (0x0) / ExpandedSize (10000x10000).",
    "Try:  view card   view r in card   vfl V:|-16-[r(100)]-16-|   fit card width 343",
  ]

  static let selfSizing = [
    "Self-sizing views get their height from an unbroken chain of constraints from top to bottom",
    "through their content. A table header does not: UITableView sizes it by frame, so fit its",
    "compressed height at the table's width and set the frame (sessions/lesson-17-table-header).",
    "Try:  view h   label t in h \"A header whose text wraps\" lines 0   vfl H:|-[t]-|   vfl V:|-[t]-|   fit h width 120",
  ]

  static let labels = [
    "label NAME \"text\" font 17 lines 0: lines 0 wraps as needed. A wrapping label is laid out",
    "twice, as UIKit does: once to learn its width, once wrapped at it (automatic",
    "preferredMaxLayoutWidth). An explicit preferredMaxLayoutWidth wraps at that width instead.",
    "Lines break as UILabel breaks them: between words; a word longer than a line starts a new line",
    "and breaks inside; \\n in the text starts a line; lines N shows N and ends the last in an ellipsis.",
    "A wrapped label wants its widest line, not the width it was offered: it hugs its text.",
    "style S instead of font N: one of largeTitle (34 at the default size), title1 (28), title2 (22),",
    "title3 (20), headline (17), body (17), callout (16), subheadline (15), footnote (13), caption1 (12),",
    "caption2 (11). set root.contentSize C (extraSmall … extraExtraExtraLarge, accessibilityMedium …",
    "accessibilityExtraExtraExtraLarge; large by default) resizes styled labels from Apple's Dynamic",
    "Type table, as Settings does; labels with font N keep their size. set root.scale 1|2|3 rounds a",
    "label's size up to the screen's pixel grid as UIKit does (20.4 is 20.5 at scale 2); 3 by default,",
    "none to turn it off. Text is measured in Inter (fonts-inter) by default, close to SF Pro (help",
    "differences); set root.font \"FILE.otf\" measures with that font's own advances, kerning and line",
    "height (HarfBuzz); set root.font em is the em model the lessons use (0.5 em a character, 1.2 em",
    "lines); set root.font inter goes back to Inter.",
    "font \"FILE.otf\" (or inter, or em) on a label is its own font, UIFont(name:size:): root's font no",
    "longer applies to it, and font N still sets its size.",
    "Try:  label l \"A long line of text that wraps\" style body lines 0   vfl H:|-[l]-|   set root.contentSize accessibilityLarge",
  ]

  static let margins = [
    "Every view has layoutMargins, 8 points by default: leadingMargin, topMargin, … or",
    "card.margins.top, measured from the view's safe area (every view has one: card.safeArea.top; root's",
    "is set with set root.safeArea 20 0 0 0). help safearea: subviews' safe areas, insetsMarginsFromSafeArea,",
    "preservesSuperviewMargins, the readable and keyboard guides.",
    "set v.margins T L B R is layoutMargins (left and right); set v.directionalMargins T LEADING B TRAILING is",
    "  directionalLayoutMargins, whose leading side is the right one when v lays out right to left.",
    "Try:  view c   c.leading == root.leadingMargin   set root.margins 20   frames",
  ]
}
