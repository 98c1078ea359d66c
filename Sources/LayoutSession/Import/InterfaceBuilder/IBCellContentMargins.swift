import LayoutModel

extension IBSceneTranslation {
  /// The margins Xcode gives a table cell's content view when the file sets
  /// none, read off the stored frames of public cells whose subviews are
  /// pinned to the content view's margins (Benchmarks/README, issue 39):
  ///
  /// - Files of Xcode 8 and older (tools version below 13000) and Xcode 9's
  ///   first releases (13196 seen) laid cells out with 8 on every side.
  /// - From Xcode 9.x (13771 seen) on: 11 above and below, measured from the
  ///   cell's edges, so a content view 0.5 shorter than its cell (the
  ///   separator) keeps 10.5 below.
  /// - At the sides: 20 when both the cell and the simulated screen are at
  ///   least 414 wide (UIKit's wider system minimum); 15 in a file laid out
  ///   without safe areas at 375 wide or more (iOS 10's cell inset); else 16.
  static func cellContentMargins(tools: Double, safeAreas: Bool, width: Double, deviceWidth: Double?, separator: Double) -> EdgeInsets {
    if tools < 13500 { return EdgeInsets(all: 8) }
    let side: Double
    if width >= 414 && (deviceWidth ?? width) >= 414 {
      side = 20
    } else if !safeAreas && width >= 375 {
      side = 15
    } else {
      side = 16
    }
    let below = max(0, 11 - max(0, separator))
    return EdgeInsets(top: 11, left: side, bottom: below, right: side)
  }
}
