import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// A cell of Xcode 8 whose content view and label both lack a frame, the
/// label translating its mask (as a cell style's labels do): the content
/// view is a view of the scene, the label is left out, and a constraint of
/// the content view that names it is left out with a note instead of
/// refusing the file (organicmaps' subtitle cell, holdout5, was refused that
/// way until main's 4cbb17b made its constraint-placed label a view). The
/// document is our own.
@Suite struct StoryboardFramelessSubviewConstraintTests {
  private func cell(secondItem: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201">
    <objects>
      <tableViewCell contentMode="scaleToFill" id="CELL" customClass="SubtitleCell">
        <rect key="frame" x="0.0" y="0.0" width="320" height="27"/>
        <tableViewCellContentView key="contentView" id="CONTENT">
          <subviews>
            <label text="Subtitle" id="SUBTITLE"/>
          </subviews>
          <constraints>
            <constraint firstItem="\(secondItem)" firstAttribute="top" secondItem="CONTENT" secondAttribute="top" constant="4" id="C-1"/>
          </constraints>
        </tableViewCellContentView>
      </tableViewCell>
    </objects>
    </document>
    """
  }

  @Test func aConstraintToALeftOutFramelessSubviewIsANoteNotARefusal() throws {
    let (_, report) = try ibImport(cell(secondItem: "SUBTITLE"), name: "cell.xib", options: " ib-sizes")
    #expect(report.ok, "\(String(describing: report.failure))")
    let text = report.answer?.lines.joined(separator: "\n") ?? ""
    #expect(text.contains("constraint C-1 left out: SUBTITLE is a frameless subview of a frameless view"), "\(text)")
  }

  @Test func aConstraintToAnIdNowhereInTheFileIsStillRefused() throws {
    let (_, report) = try ibImport(cell(secondItem: "NOWHERE"), name: "cell.xib", options: " ib-sizes")
    #expect(!report.ok)
    #expect(report.failure?.message.contains("refers to NOWHERE, which is no view or guide in this scene") == true)
  }
}
