/// `help controls`: each standard control's size and priorities, and where they come from.
enum ControlHelp {
  static let controls = [
    "control NAME [in PARENT] KIND: a UIKit control with the intrinsic size, hugging and compression",
    "resistance UIKit gives it (iOS 13 to 18, before iOS 26's redesign), from the frames Xcode stores in",
    "storyboards (UIKit's own layout) and the simulator. \"none\" is UIView.noIntrinsicMetric: any width.",
    "The intrinsic size binds the alignment rect; a switch's and a slider's frames reach past it by their",
    "alignment insets (T L B R). hug and resist are horizontal, vertical.",
    "  KIND               UIKit class          frame                         hug      resist   insets",
    "  switch             UISwitch             51 x 31 (intrinsic 49 x 31)   750 750  750 750  0 0 0 2",
    "  slider             UISlider             any x 31 (intrinsic 29.5)     250 750  750 750  0 2 1.5 2",
    "  segmented \"A\" \"B\"  UISegmentedControl   n x (widest title + 28) x 32  250 250  750 750  none",
    "  button \"Title\"     UIButton (system)    title 15 pt, whole pts x 30   250 250  750 750  none",
    "  stepper            UIStepper            94 x 32                       750 750  750 750  none",
    "  activity           UIActivityIndicator  20 x 20 (medium style)        750 750  750 750  none",
    "  pageControl N      UIPageControl        16N - 9 x 37 (classic dots)   750 750  750 750  none",
    "  progress           UIProgressView       any x 4 (2 before iOS 14)     250 750  750 750  none",
    "  textField \"hint\"   UITextField          hint at 14 pt + 14 x 34       250 250  750 750  none",
    "Sources: a switch's 2 points and a slider's insets are measured on Xcode's stored frames (the frame",
    "reaches past the constraints); Benchmarks/control-sizes compares every size here with real files'",
    "frames (Benchmarks/README.md). Titles and placeholders are measured with the layout's font (help",
    "differences: Inter by default, or set root.font), segment titles at 13 pt. A button's width is rounded up",
    "to a whole point, as every stored frame of a system button is (\"Button\" 46, not SF Pro's 45.x).",
    "iOS versions: these are iOS 13 to 18's sizes. Before iOS 13 (files of Xcode 10 and older) a stepper",
    "and a segmented control were 29 tall and a rounded text field 30, and before iOS 14 a progress view 2;",
    "iOS 26 (Xcode 26) draws a switch 63 x 28. Set NAME.intrinsic to lay out for those.",
    "Not confirmed on real files: a text field's width and a segmented control's (the one stored width",
    "left to a segmented control, iOS 10's \"First\" \"Second\", is 121, narrower than this rule gives),",
    "and a page control after iOS 14's redesign.",
    "Add hug H V or resist H V to change the priorities; set NAME.intrinsic changes the size and",
    "set NAME.alignmentInsets T L B R the insets.",
    "Try:  control on switch   control go button \"Continue\"   vfl H:|-[go]-(>=8)-[on]-|   frames",
  ]

  static let alignment = [
    "set V.alignmentInsets T L B R (or one number for all): UIView.alignmentRectInsets. Constraints on",
    "V's plain attributes, and its intrinsic size, bind its frame inset by these; frames are still",
    "reported as frames, grown by the insets (a badge or shadow drawn outside the content).",
    "set V.baseline FIRST [LAST]: baselines for a view that is not a label, in points from its top",
    "(LAST defaults to FIRST; none removes them). Buttons and text fields get their text's baseline,",
    "so firstBaseline and lastBaseline alignment in stacks lines them up with labels.",
    "Try:  view card intrinsic 100x40   set card.alignmentInsets 0 5 10 5   vfl H:|-20-[card]   frames",
  ]
}
