import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// A scene whose constraints conflict: Xcode's canvas, whose frames the file
/// stores, gives way at a view's far edge; the session keeps the runtime
/// rule, and the import compares the canvas's frames.
@Suite struct StoryboardConflictBreakingTests {
  /// A 375x200 xib view whose badge is 8 from the top and bottom with a
  /// required 30-point height, stored where the canvas puts it: at the top, 30 tall.
  private let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES" useSafeAreas="YES">
        <objects>
            <view contentMode="scaleToFill" id="TOP-01" customClass="BadgeHeader">
                <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="BDG-01" userLabel="badge">
                        <rect key="frame" x="16" y="8" width="343" height="30"/>
                        <constraints><constraint firstAttribute="height" constant="30" id="BDG-h1"/></constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="BDG-01" firstAttribute="top" secondItem="TOP-01" secondAttribute="top" constant="8" id="BDG-t1"/>
                    <constraint firstAttribute="bottom" secondItem="BDG-01" secondAttribute="bottom" constant="8" id="BDG-b1"/>
                    <constraint firstItem="BDG-01" firstAttribute="leading" secondItem="TOP-01" secondAttribute="leading" constant="16" id="BDG-l1"/>
                    <constraint firstAttribute="trailing" secondItem="BDG-01" secondAttribute="trailing" constant="16" id="BDG-r1"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

  @Test func theCanvasGivesWayAtTheBottomAndTheSessionKeepsTheRuntimeRule() throws {
    let (session, report) = try ibImport(xib, name: "header.xib")
    #expect(report.ok, "\(report.failure?.message ?? "")")
    let text = report.answer?.lines.joined(separator: "\n") ?? ""
    // Compared with the canvas's frames, nothing is misplaced ...
    #expect(text.contains("every view where the file has it"), "\(text)")
    #expect(text.contains("Xcode's canvas breaks c2 where the app breaks c5"), "\(text)")
    // ... while the session, the app at run time, gives up the fixed height.
    #expect(solvedFrame(session, "badge") == Frame(x: 16, y: 8, width: 343, height: 184))
    #expect(session.layout.conflictBreaking == .runtime)
    // The canvas's choice, in the session on request: the conflict in
    // force is decided again, so the badge keeps its 30 points.
    let set = session.execute("set root.breaking interfaceBuilder")
    #expect(set.ok)
    #expect(solvedFrame(session, "badge") == Frame(x: 16, y: 8, width: 343, height: 30))
    #expect(session.layout.conflicts.map { session.layout.constraint($0.broken).name } == ["c2"])
    let redo = session.execute("import header.xib")
    #expect(redo.ok)
    #expect(solvedFrame(session, "badge")?.height == 184, "an import starts from a fresh layout with the runtime rule")
  }

  @Test func breakingIsSetOnRootOnly() throws {
    let session = Session(text: .em)
    #expect(session.execute("view card").ok)
    let refused = session.execute("set card.breaking interfaceBuilder")
    #expect(!refused.ok)
    #expect(refused.failure?.message.contains("set on root") == true)
    let wrong = session.execute("set root.breaking canvas")
    #expect(!wrong.ok)
    #expect(wrong.failure?.message.contains("runtime, interfaceBuilder") == true)
  }

  @Test func theRootRuleDecidesConflictsInTheSession() throws {
    let session = Session(text: .em)
    for line in ["set root.breaking interfaceBuilder", "view badge", "badge.top == root.top + 8", "badge.height == 30",
                 "root.bottom == badge.bottom + 8", "badge.leading == root.leading", "badge.trailing == root.trailing"] {
      #expect(session.execute(line).ok, "\(line)")
    }
    #expect(solvedFrame(session, "badge") == Frame(x: 0, y: 8, width: 375, height: 30))
    // Back to the runtime rule, the same conflict breaks the fixed height.
    #expect(session.execute("set root.breaking runtime").ok)
    #expect(solvedFrame(session, "badge") == Frame(x: 0, y: 8, width: 375, height: 667 - 16))
    #expect(session.execute("undo").ok)
    #expect(session.layout.conflictBreaking == .interfaceBuilder, "undo takes the setting back")
  }
}
