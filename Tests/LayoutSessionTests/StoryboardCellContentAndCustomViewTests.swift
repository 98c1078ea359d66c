import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// Two rules the frames Xcode stores showed on held-out files: a table
/// cell lays its content view out itself, whatever frame the file kept for
/// it, and with --ib-sizes a custom view that draws itself is content.
@Suite struct StoryboardCellContentAndCustomViewTests {
  private func xib(_ body: String, tools: String, options: String = " ib-sizes") throws -> (Session, Report) {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)">
      <objects>
      \(body)
      </objects>
      </document>
      """
    return try ibImport(text, name: "t.xib", options: options)
  }

  private func text(_ report: Report) -> String { report.answer?.lines.joined(separator: "\n") ?? "" }

  /// A cell `cellHeight` tall whose content view the file keeps at `content`
  /// (width x height), with a view centred 13 points below the content
  /// view's centre and another pinned to its trailing edge.
  private func cell(
    tools: String, cellHeight: Double, content: (Double, Double), accessory: String = "", cellWidth: Double = 320
  ) throws -> (Session, Report) {
    try xib("""
      <tableViewCell id="C" \(accessory.isEmpty ? "" : "accessoryType=\"\(accessory)\"")><rect key="frame" x="0" y="0" width="\(cellWidth)" height="\(cellHeight)"/>
        <tableViewCellContentView key="contentView" id="CV"><rect key="frame" x="0" y="0" width="\(content.0)" height="\(content.1)"/>
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="V" userLabel="lower"><rect key="frame" x="8" y="0" width="10" height="10"/>
              <constraints><constraint firstAttribute="width" constant="10" id="K1"/><constraint firstAttribute="height" constant="10" id="K2"/></constraints>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="E" userLabel="end"><rect key="frame" x="0" y="0" width="10" height="10"/>
              <constraints><constraint firstAttribute="width" constant="10" id="K3"/><constraint firstAttribute="height" constant="10" id="K4"/></constraints>
            </view>
          </subviews>
          <constraints>
            <constraint firstItem="V" firstAttribute="leading" secondItem="CV" secondAttribute="leading" constant="8" id="M1"/>
            <constraint firstItem="V" firstAttribute="centerY" secondItem="CV" secondAttribute="centerY" constant="13" id="M2"/>
            <constraint firstAttribute="trailing" secondItem="E" secondAttribute="trailing" constant="8" id="M3"/>
            <constraint firstItem="E" firstAttribute="top" secondItem="CV" secondAttribute="top" id="M4"/>
          </constraints>
        </tableViewCellContentView>
      </tableViewCell>
      """, tools: tools)
  }

  @Test func aCellLaysOutAContentViewTheFileKeptAtANewCellsSize() throws {
    // Xcode 7: a cell made 64 tall whose content view still says 320x43.
    // The cell gives it 63 (a 1-point separator): centred 31.5 down, the
    // view's centre is at 44.5, its top at 39.5 (not 29 in 43).
    let (session, report) = try cell(tools: "7531", cellHeight: 64, content: (320, 43))
    #expect(report.ok)
    #expect(solvedFrame(session, "contentView1") == Frame(x: 0, y: 0, width: 320, height: 63))
    #expect(solvedFrame(session, "lower")?.y == 39.5)
    // The content view is not misplaced: its cell places it, not the file.
    #expect(!text(report).contains("contentView1  file"), "\(text(report))")
  }

  @Test func aDisclosureIndicatorNarrowsAStaleContentView() throws {
    let (session, report) = try cell(tools: "7702", cellHeight: 60, content: (320, 43), accessory: "disclosureIndicator")
    #expect(report.ok)
    #expect(solvedFrame(session, "contentView1") == Frame(x: 0, y: 0, width: 287, height: 59))
    // 287 - 8 - 10, within the solver's rounding.
    #expect(abs((solvedFrame(session, "end")?.x ?? 0) - 269) < 0.001)
  }

  @Test func aStaleContentViewWithoutAnAccessoryIsAsWideAsItsCell() throws {
    // Xcode 7: a cell made 600x68 whose content view still says 320x43.
    // With no accessory beside it the cell gives it all 600 points, so the
    // view pinned 8 from its trailing edge ends at 592, not at 312.
    let (session, report) = try cell(tools: "7706", cellHeight: 68, content: (320, 43), cellWidth: 600)
    #expect(report.ok)
    #expect(solvedFrame(session, "contentView1") == Frame(x: 0, y: 0, width: 600, height: 67))
    #expect(abs((solvedFrame(session, "end")?.x ?? 0) - 582) < 0.001)
    // An accessory other than a disclosure indicator: its width is not
    // known, so the stored width stays.
    let (checked, _) = try cell(tools: "7706", cellHeight: 68, content: (320, 43), accessory: "checkmark", cellWidth: 600)
    #expect(solvedFrame(checked, "contentView1") == Frame(x: 0, y: 0, width: 320, height: 67))
  }

  @Test func aContentViewThatFitsItsCellKeepsItsStoredFrame() throws {
    // Xcode 10: 0.5 for the separator; Xcode 11 and later: as tall as the
    // cell; a disclosure indicator's width is already out of the stored width.
    let (old, _) = try cell(tools: "14490", cellHeight: 64, content: (320, 63.5))
    #expect(solvedFrame(old, "contentView1")?.height == 63.5)
    let (new, _) = try cell(tools: "20037", cellHeight: 64, content: (293, 64), accessory: "disclosureIndicator")
    #expect(solvedFrame(new, "contentView1") == Frame(x: 0, y: 0, width: 293, height: 64))
    // A stale content view of Xcode 10 gets its 0.5-point separator, of Xcode 12 none.
    let (stale10, _) = try cell(tools: "14490", cellHeight: 80, content: (320, 43.5))
    #expect(solvedFrame(stale10, "contentView1")?.height == 79.5)
    let (stale12, _) = try cell(tools: "17701", cellHeight: 80, content: (320, 44))
    #expect(solvedFrame(stale12, "contentView1")?.height == 80)
  }

  /// A 320x100 view with a label at the left and a custom-class view
  /// (`pill`) pinned 16 from the right and at least 8 after the label:
  /// nothing but its own size says how wide the pill is.
  private func pillRow(pillSubviews: String = "", options: String = " ib-sizes") throws -> (Session, Report) {
    try xib("""
      <view id="R"><rect key="frame" x="0" y="0" width="320" height="100"/>
        <subviews>
          <label text="Votes" translatesAutoresizingMaskIntoConstraints="NO" id="L"><rect key="frame" x="16" y="40" width="60" height="20"/></label>
          <view translatesAutoresizingMaskIntoConstraints="NO" id="P" customClass="PillView" userLabel="pill"><rect key="frame" x="224" y="40" width="80" height="20"/>
            \(pillSubviews)
            <constraints><constraint firstAttribute="height" constant="20" id="K1"/></constraints>
          </view>
        </subviews>
        <constraints>
          <constraint firstItem="L" firstAttribute="leading" secondItem="R" secondAttribute="leading" constant="16" id="C1"/>
          <constraint firstItem="L" firstAttribute="top" secondItem="R" secondAttribute="top" constant="40" id="C2"/>
          <constraint firstItem="P" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="L" secondAttribute="trailing" constant="8" id="C3"/>
          <constraint firstAttribute="trailing" secondItem="P" secondAttribute="trailing" constant="16" id="C4"/>
          <constraint firstItem="P" firstAttribute="top" secondItem="R" secondAttribute="top" constant="40" id="C5"/>
        </constraints>
      </view>
      """, tools: "20037", options: options)
  }

  @Test func withStoredSizesACustomViewWithoutSubviewsIsContent() throws {
    let (session, report) = try pillRow()
    #expect(report.ok)
    #expect(solvedFrame(session, "pill") == Frame(x: 224, y: 40, width: 80, height: 20))
    #expect(text(report).contains("intrinsic sizes from the file (--ib-sizes): label1, pill"), "\(text(report))")
  }

  @Test func aCustomViewWithSubviewsOrWithoutStoredSizesHasNoIntrinsicSize() throws {
    let subview = #"<subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="I"><rect key="frame" x="0" y="0" width="4" height="4"/></view></subviews>"#
    let (container, _) = try pillRow(pillSubviews: subview)
    #expect(solvedFrame(container, "pill")?.width != 80)
    let (measured, report) = try pillRow(options: "")
    #expect(solvedFrame(measured, "pill")?.width != 80)
    #expect(!text(report).contains("pill\n"), "\(text(report))")
  }
}
