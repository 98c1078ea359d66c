/// `help controls`: each standard control's size and priorities, and where they come from.
enum ControlHelp {
  static let controls = [
    "control NAME [in PARENT] KIND: a UIKit control with the intrinsic size, hugging and compression",
    "resistance UIKit gives it (iOS 13 to 18, before iOS 26's redesign: Xcode's size inspector and the",
    "controls' intrinsicContentSize in the simulator). \"none\" is UIView.noIntrinsicMetric: it takes any width.",
    "  switch                UISwitch                 51 x 31                       hug 750 750  resist 750 750",
    "  slider                UISlider                 none x 31                     hug 250 750  resist 750 750",
    "  segmented \"A\" \"B\"     UISegmentedControl       n x (widest title + 28) x 32  hug 250 250  resist 750 750",
    "  button \"Title\"        UIButton (system)        title at 15 pt x 30           hug 250 250  resist 750 750",
    "  stepper               UIStepper                94 x 32                       hug 750 750  resist 750 750",
    "  activity              UIActivityIndicatorView  20 x 20 (medium style)        hug 750 750  resist 750 750",
    "  pageControl N         UIPageControl            16N - 9 x 37                  hug 750 750  resist 750 750",
    "  progress              UIProgressView           none x 4                      hug 250 750  resist 750 750",
    "  textField \"hint\"      UITextField (rounded)    hint at 14 pt + 14 x 34       hug 250 250  resist 750 750",
    "Titles and placeholders are measured with the font model (help differences), segment titles at 13 pt.",
    "Add hug H V or resist H V to change the priorities; set NAME.intrinsic changes the size.",
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
