import LayoutModel

/// Where a table cell puts its content view.
///
/// UITableViewCell lays its content view out itself, from its own size less
/// the separator below and the accessory at the side, so the content view's
/// frame in the file is only what Xcode last wrote there. Files of Xcode 7
/// whose cells were made taller kept a new cell's 320x43 for the content
/// view while Xcode laid the subviews out in the taller cell (a 64-point
/// cell with two labels centred 63 points down, a 60-point cell whose icon
/// reaches 8 above the bottom of 59 points and whose label stops 8 short of a
/// disclosure indicator's 33 points).
enum IBCellContentFrame {
  /// The separator below a cell's content view, as Xcode's versions stored it:
  /// 1 point up to Xcode 7.2 (tools below 10000), 0.5 up to Xcode 10
  /// (14490 seen), none from Xcode 11 (14868 seen), where a cell's separator
  /// no longer shortens its content view.
  static func separator(tools: Double) -> Double {
    tools < 10000 ? 1 : tools < 14800 ? 0.5 : 0
  }

  /// A disclosure indicator's width in a cell of iOS 7 to 12 (Xcode 7's
  /// files: a 320-wide cell's content view 287 wide).
  static let disclosureIndicatorWidth = 33.0

  /// The content view's frame as its cell lays it out. The stored frame
  /// when it fits the cell (as tall as the cell, or shorter by a 0.5 or
  /// 1 point separator); else the cell's size less the separator of the
  /// file's Xcode: as wide as the cell when it has no accessory (an Xcode 7
  /// cell made 600 wide whose content view still says 320: its switch sits
  /// 20 from the cell's right edge; the 80 other cells without an accessory
  /// in the measured sets all store their cell's width), less a disclosure
  /// indicator's width when it has one (other accessories' widths are not
  /// known to alrepl: their content views keep the stored width).
  static func frame(stored: Frame, cell: XMLTreeElement, cellFrame: Frame, tools: Double) -> Frame {
    let gap = cellFrame.height - stored.height
    if stored.y == 0, [0, 0.5, 1].contains(gap) { return stored }
    var width = stored.width
    if !hasAccessory(cell) {
      width = cellFrame.width
    } else if cell["accessoryType"] == "disclosureIndicator", stored.width == cellFrame.width {
      width = max(0, cellFrame.width - disclosureIndicatorWidth)
    }
    return Frame(x: 0, y: 0, width: width, height: max(0, cellFrame.height - separator(tools: tools)))
  }

  /// Whether the cell shows something beside its content view: an
  /// accessory type other than none, or an accessory view of its own.
  static func hasAccessory(_ cell: XMLTreeElement) -> Bool {
    if let type = cell["accessoryType"], type != "none" { return true }
    return cell.child(key: "accessoryView") != nil
  }
}
