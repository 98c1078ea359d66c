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
  /// - At the sides: 20 when both the cell and the table Xcode lays it out
  ///   in are at least 414 wide (UIKit's wider system minimum): that table
  ///   is as wide as the cell up to Xcode 10 (a 471-wide cell on a 375-wide
  ///   iPhone 8 of Xcode 10.1 at 20) and as the simulated screen from Xcode
  ///   11 (an 898-wide cell on an iPhone 8 of Xcode 15 at 16); 15 in a file of
  ///   Xcode 11 (tools 14800 to 16999) laid out without safe areas, whatever
  ///   its width (iOS 10's cell inset: cells 320, 375 and 387 wide saved
  ///   with 14810, 16097 and 14868), where files without safe areas of Xcode
  ///   9 and 10 (13771, 14460) and of Xcode 12 on (19162) kept 16; else 16.
  /// - When the cell or its content view preserves its superview's layout
  ///   margins, the sides follow the table's margins instead: 15 in files of
  ///   Xcode 8 and older (a 414-wide prototype cell of Xcode 8.2 pinned 15
  ///   in from both sides), else 16, or 20 when the table Xcode lays the
  ///   cell out in is 414 wide or more. Up to Xcode 10 that table is as wide
  ///   as the cell (a 416-wide cell on a 375-wide iPhone 8 of Xcode 10.2 at
  ///   20; 375- and 317-wide ones at 16), from Xcode 11 (tools 14800) as
  ///   wide as the simulated screen (a 405-wide cell on a 414-wide iPhone 11
  ///   of Xcode 11.4 at 20, a 414-wide one on a 320-wide iPhone SE of Xcode
  ///   12 at 16, a 414-wide one on an iPhone 11 of Xcode 12 at 20). Xcode
  ///   11 (tools 14800 to 16999) gives a table narrower than 414 its iOS 10
  ///   inset, 15, as it does cells without safe areas (a 316-wide cell with
  ///   no device and a 416-wide one on an iPhone 8, both of 16096, pinned
  ///   15 in): all ten preserving cells of the measured sets agree.
  /// - A side where the content view stops short of its cell (an accessory
  ///   beside it) keeps only what the cell's margin reaches past the gap,
  ///   and at least a plain view's 8 (Xcode 11's 320-wide cell with a detail
  ///   button: its 260.5-wide content view 8 from its right edge).
  static func cellContentMargins(
    tools: Double, safeAreas: Bool, width: Double, deviceWidth: Double?, separator: Double,
    preserves: Bool = false, cellWidth: Double? = nil, trailingGap: Double = 0
  ) -> EdgeInsets {
    let side: Double
    // The table Xcode lays the cell out in: as wide as the cell up to
    // Xcode 10, as the simulated screen from Xcode 11.
    let cell = cellWidth ?? width
    let table = tools >= 14800 ? deviceWidth ?? cell : cell
    if preserves {
      let xcode11 = tools >= 14800 && tools < 17000
      side = tools < 13500 ? 15 : table >= 414 ? 20 : xcode11 ? 15 : 16
    } else if tools < 13500 {
      side = 8
    } else if width >= 414 && table >= 414 {
      side = 20
    } else if !safeAreas && tools >= 14800 && tools < 17000 {
      side = 15
    } else {
      side = 16
    }
    let right = trailingGap > 0.5 ? max(8, side - trailingGap) : side
    if tools < 13500 { return EdgeInsets(top: 8, left: side, bottom: 8, right: right) }
    let below = max(0, 11 - max(0, separator))
    return EdgeInsets(top: 11, left: side, bottom: below, right: right)
  }
}
