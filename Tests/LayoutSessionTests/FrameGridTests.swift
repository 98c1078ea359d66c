import Foundation
@testable import LayoutModel
import Testing
@testable import LayoutSession

/// `set root.frameGrid`: frames reported as UIKit applies them, each edge on
/// the pixel grid, while the engine keeps its exact values.
@Suite struct FrameGridTests {
  private func session(_ lines: [String]) -> Session {
    let s = Session()
    for line in lines { #expect(s.execute(line).ok, "\(line)") }
    return s
  }

  /// Seven equal widths across 360 points are 51.43 each in the engine; on
  /// a 2x grid their rounded edges give widths of 51.5 and 51, never 51.43,
  /// and the edges still meet.
  @Test func equalWidthsLandOnRoundedEdges() {
    let frames = (0..<7).map { i in Frame(x: Double(i) * 360 / 7, y: 0, width: 360.0 / 7, height: 10).onPixelGrid(2) }
    for f in frames { #expect(f.width == 51.5 || f.width == 51) }
    for (a, b) in zip(frames, frames.dropFirst()) { #expect(a.x + a.width == b.x) }
    #expect(frames.last!.x + frames.last!.width == 360)
    #expect(Frame(x: 0.1, y: 0, width: 10, height: 10).onPixelGrid(3) == Frame(x: 0, y: 0, width: 10, height: 10))
  }

  /// The report shows the rounded frame, `why` the engine's value and the
  /// rounding; turning the grid off reports the change back.
  @Test func reportsShowTheGridAndWhyShowsTheEngine() throws {
    let s = session(["size 360x100", "view a", "a.leading == root.leading + 10.3", "a.width == 20.2", "a.top == root.top", "a.height == 7.7"])
    let on = s.execute("set root.frameGrid 2")
    #expect(on.ok)
    let shown = try #require(on.after.frames.first { $0.name == "a" }).frame
    #expect(shown == Frame(x: 10.5, y: 0, width: 20, height: 7.5))
    #expect(on.frameChanges.map(\.name) == ["a"])
    #expect(s.layout.frame(of: s.layout.view(named: "a")!).width == 20.2)
    let why = s.execute("why a.width")
    #expect(why.answer?.lines.contains { $0.contains("frames show a.width as 20") && $0.contains("20.2") } == true)
    let off = s.execute("set root.frameGrid none")
    #expect(off.frameChanges.map(\.name) == ["a"])
    #expect(try #require(off.after.frames.first { $0.name == "a" }).frame.width == 20.2)
  }

  /// Edges are rounded in window coordinates, as UIKit applies frames: a
  /// view 0.2 into a superview 0.2 from root's edge is 0.4 from the window's,
  /// whose nearest half point is 0.5; relative to the superview rounded to 0,
  /// it is shown at 0.5, not at 0.2's nearest half point, 0.
  @Test func edgesRoundInWindowCoordinates() throws {
    let s = session([
      "size 100x100", "view p", "p.leading == root.leading + 0.2", "p.top == root.top", "p.width == 50", "p.height == 50",
      "view c in p", "c.leading == p.leading + 0.2", "c.top == p.top", "c.width == 10", "c.height == 10",
    ])
    let report = s.execute("set root.frameGrid 2")
    #expect(try #require(report.after.frames.first { $0.name == "p" }).frame.x == 0)
    let c = try #require(report.after.frames.first { $0.name == "c" }).frame
    #expect(c.x == 0.5 && c.width == 10)
    #expect(s.layout.shownFrame(of: s.layout.view(named: "c")!) == c)
  }

  /// A grid other than 1, 2 or 3, or one set on a view, is refused and the
  /// session is unchanged.
  @Test func badGridsAreRefused() {
    let s = session(["view a"])
    #expect(!s.execute("set root.frameGrid 4").ok)
    #expect(!s.execute("set a.frameGrid 2").ok)
    #expect(s.layout.frameGrid == nil)
    #expect(s.execute("set root.frameGrid 3").ok)
    #expect(s.execute("undo").ok)
    #expect(s.layout.frameGrid == nil)
  }

  /// An imported storyboard reports its frames on its device's grid (an
  /// iPhone 8 here, 2x), as Xcode stores them.
  @Test func anImportSetsTheDevicesGrid() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc1">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
          <scene sceneID="s1">
            <objects>
              <viewController id="vc1" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root1">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                      <rect key="frame" x="0.0" y="0.0" width="53.5" height="667"/>
                    </view>
                  </subviews>
                  <constraints>
                    <constraint firstItem="v1" firstAttribute="leading" secondItem="root1" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="v1" firstAttribute="top" secondItem="root1" secondAttribute="top" id="c2"/>
                    <constraint firstAttribute="bottom" secondItem="v1" secondAttribute="bottom" id="c3"/>
                    <constraint firstItem="v1" firstAttribute="width" secondItem="root1" secondAttribute="width" multiplier="1:7" id="c4"/>
                  </constraints>
                </view>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("grid-\(UInt32.random(in: 0...UInt32.max)).storyboard").path
    try xml.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let s = Session()
    let report = s.execute("import \(path)")
    #expect(report.ok)
    #expect(s.layout.frameGrid == 2)
    // 375 / 7 = 53.57 in the engine, 53.5 between edges on the 2x grid:
    // the stored width, and not misplaced.
    let v = try #require(report.after.frames.first { $0.name != "root" })
    #expect(v.frame.width == 53.5)
    #expect(abs(s.layout.frame(of: s.layout.view(named: v.name)!).width - 375.0 / 7) < 1e-9)
  }
}
