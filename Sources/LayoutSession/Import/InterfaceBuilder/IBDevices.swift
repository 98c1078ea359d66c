import LayoutModel

/// The devices IB simulates (`<device id="retina6_1" orientation="portrait"/>`):
/// screen size and the safe area a full-screen view controller's root view
/// gets, portrait.
///
/// Sources: screen sizes in points from Apple's Human Interface Guidelines
/// ("Layout": device screen sizes and orientations); safe-area insets as
/// Xcode's canvas shows them for each device (status bar 20 points on
/// devices without a notch, 44-59 on those with one, a 34-point home
/// indicator; iPads with rounded corners 24 and 20). In landscape a notched
/// iPhone's insets move to the sides (left and right as its top, bottom 21)
/// and an iPhone without a notch hides its status bar.
struct IBDevice {
  let id: String
  let name: String
  let width: Double
  let height: Double
  /// Portrait insets.
  let top: Double
  let bottom: Double
  let isPad: Bool

  static let all: [IBDevice] = [
    IBDevice(id: "retina3_5", name: "iPhone 4s", width: 320, height: 480, top: 20, bottom: 0, isPad: false),
    IBDevice(id: "retina4_0", name: "iPhone SE (1st generation)", width: 320, height: 568, top: 20, bottom: 0, isPad: false),
    IBDevice(id: "retina4_7", name: "iPhone 8", width: 375, height: 667, top: 20, bottom: 0, isPad: false),
    IBDevice(id: "retina5_5", name: "iPhone 8 Plus", width: 414, height: 736, top: 20, bottom: 0, isPad: false),
    IBDevice(id: "retina5_9", name: "iPhone X", width: 375, height: 812, top: 44, bottom: 34, isPad: false),
    IBDevice(id: "retina6_5", name: "iPhone XS Max", width: 414, height: 896, top: 44, bottom: 34, isPad: false),
    IBDevice(id: "retina6_1", name: "iPhone 11", width: 414, height: 896, top: 48, bottom: 34, isPad: false),
    IBDevice(id: "retina5_4", name: "iPhone 12 mini", width: 375, height: 812, top: 50, bottom: 34, isPad: false),
    IBDevice(id: "retina6_0", name: "iPhone 12", width: 390, height: 844, top: 47, bottom: 34, isPad: false),
    IBDevice(id: "retina6_7", name: "iPhone 12 Pro Max", width: 428, height: 926, top: 47, bottom: 34, isPad: false),
    // Xcode 14.1 on: the iPhone 14 Pro and 15's 393x852 (every root view of
    // the measured files with this id, saved by Xcode 14.1 to 16, is
    // 393x852; a controller's view pinned to its safe area stored 59 below
    // the top: the Dynamic Island's status bar).
    IBDevice(id: "retina6_12", name: "iPhone 14 Pro", width: 393, height: 852, top: 59, bottom: 34, isPad: false),
    IBDevice(id: "retina6_72", name: "iPhone 14 Plus", width: 428, height: 926, top: 47, bottom: 34, isPad: false),
    // Xcode 16 on: the iPhone 16 Pro and Pro Max, 3x (the one file of the
    // measured sets with retina6_3, saved by Xcode 16, stores its root
    // 402x874 and a centred view on thirds). Their top inset, 62 (the
    // Dynamic Island's status bar on these phones), is not measured: no
    // stored frame of the measured sets pins a view to it.
    IBDevice(id: "retina6_3", name: "iPhone 16 Pro", width: 402, height: 874, top: 62, bottom: 34, isPad: false),
    IBDevice(id: "retina6_9", name: "iPhone 16 Pro Max", width: 440, height: 956, top: 62, bottom: 34, isPad: false),
    IBDevice(id: "ipad9_7", name: "iPad (9.7-inch)", width: 768, height: 1024, top: 20, bottom: 0, isPad: true),
    IBDevice(id: "ipad10_2", name: "iPad (10.2-inch)", width: 810, height: 1080, top: 20, bottom: 0, isPad: true),
    IBDevice(id: "ipad10_5", name: "iPad Pro (10.5-inch)", width: 834, height: 1112, top: 20, bottom: 0, isPad: true),
    IBDevice(id: "ipad11", name: "iPad Pro (11-inch)", width: 834, height: 1194, top: 24, bottom: 20, isPad: true),
    IBDevice(id: "ipad11_0rounded", name: "iPad Pro (11-inch)", width: 834, height: 1194, top: 24, bottom: 20, isPad: true),
    IBDevice(id: "ipad10_9rounded", name: "iPad Air (4th generation)", width: 820, height: 1180, top: 24, bottom: 20, isPad: true),
    IBDevice(id: "ipad12_9", name: "iPad Pro (12.9-inch)", width: 1024, height: 1366, top: 20, bottom: 0, isPad: true),
    IBDevice(id: "ipad12_9rounded", name: "iPad Pro (12.9-inch, rounded)", width: 1024, height: 1366, top: 24, bottom: 20, isPad: true),
  ]

  static func named(_ id: String?) -> IBDevice? { all.first { $0.id == id } }

  /// The first tools version whose canvas gives the iPhone 11 (retina6_1)
  /// its 48-point status bar; older files were laid out under 44.
  static let iPhone11TallStatusBarTools = 21000.0

  /// Pixels per point: 3 on the Plus, X and later iPhones except the
  /// iPhone 11 (XR), 2 on the others and on iPads (Apple's HIG, "Images").
  var scale: Double {
    ["retina5_5", "retina5_9", "retina6_5", "retina5_4", "retina6_0", "retina6_7", "retina6_12", "retina6_72", "retina6_3", "retina6_9"]
      .contains(id) ? 3 : 2
  }

  /// Whether a top-level view of `size` is shown as the whole screen: not
  /// freeform, and the screen's size in the document's orientation.
  func fillsScreen(_ size: (width: Double, height: Double), landscape: Bool, freeform: Bool) -> Bool {
    let screen = landscape ? (width: height, height: width) : (width: width, height: height)
    return !freeform && size.width == screen.width && size.height == screen.height
  }

  /// The root view's safe-area insets in this orientation.
  func safeArea(landscape: Bool) -> EdgeInsets {
    guard landscape else { return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0) }
    if isPad { return EdgeInsets(top: top, left: 0, bottom: bottom, right: 0) }
    // A notched phone on its side: the notch's inset on both sides, 21 at the bottom.
    return bottom > 0 ? EdgeInsets(top: 0, left: top, bottom: 21, right: top) : EdgeInsets(all: 0)
  }

  /// The safe area of a xib's top-level view of `size`, which Xcode lays out
  /// at the top left of this device's screen with no view controller over
  /// it: only the screen's own insets count, where the view reaches them.
  /// A phone without a notch has none (no status bar without a controller);
  /// a notched phone has its sensor housing's 44 points at the top (44 on the
  /// iPhone 11 too, whose controllers get 48 from Xcode 14.1: both measured on
  /// the stored frames of public xibs saved by Xcode 12 and 13) and its home
  /// indicator's 34 at the bottom, on its sides in landscape as `safeArea`
  /// has them. iPads: none (not measured).
  ///
  /// A view at the screen's own size that is not freeform was shown under
  /// the status bar, notch or not, except by Xcode 11 and the versions up to
  /// some point before Xcode 14.3: on a phone without a notch its safe area
  /// has the status bar's 20 at the top (unless the file turns the status bar
  /// off) in files of Xcode 10 and 10.1 (tools 14460 and 14490) and of Xcode
  /// 14.3 and 15 (21701, 22505), and none in Xcode 11's (15702 and 16097,
  /// both centring a view on a guide whose top is 0). No file in the sets
  /// measured lies between 16097 and 21701: the change back is put with the
  /// iPhone 11's taller status bar, at Xcode 14.1 (`iPhone11TallStatusBarTools`).
  func topLevelViewSafeArea(
    size: (width: Double, height: Double), landscape: Bool, freeform: Bool = false, statusBar: Bool = true,
    tools: Double = .infinity
  ) -> EdgeInsets {
    let shown = tools < 15000 || tools >= Self.iPhone11TallStatusBarTools
    if !isPad, bottom == 0, fillsScreen(size, landscape: landscape, freeform: freeform), !landscape, statusBar, shown {
      return EdgeInsets(top: top, left: 0, bottom: 0, right: 0)
    }
    guard !isPad, bottom > 0 else { return EdgeInsets(all: 0) }
    let screen = landscape ? (width: height, height: width) : (width: width, height: height)
    let full = landscape ? EdgeInsets(top: 0, left: 44, bottom: 21, right: 44) : EdgeInsets(top: 44, left: 0, bottom: bottom, right: 0)
    // A freeform view is as wide as it says: its sides are not clipped at
    // the screen's (covpass' 571-wide switch row on a 414-wide iPhone 11 has
    // no inset at its right, where clipping put its switch 157 points in).
    // Above and below, files of Xcode 12 (simplenote's NoticeView) show
    // the reach rule that follows, so it stays.
    if freeform {
      return EdgeInsets(
        top: full.top, left: full.left, bottom: max(0, size.height - (screen.height - full.bottom)), right: full.right)
    }
    // The view's far edges are inside the screen's insets only as far as they reach into them.
    return EdgeInsets(
      top: full.top, left: full.left,
      bottom: max(0, size.height - (screen.height - full.bottom)),
      right: max(0, size.width - (screen.width - full.right)))
  }
}
