import Foundation
import Testing
@testable import LayoutModel
@testable import LayoutSession

/// Xcode 8 left the frame out of some subviews (a launch screen's logo
/// centred by its constraints): such an element under <subviews> is still a
/// view, laid out by its constraints, and not compared with a frame the
/// file does not have.
@Suite struct StoryboardViewWithoutFrameTests {
  @Test func aSubviewWithoutAFrameIsAViewLaidOutByItsConstraints() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201">
      <objects>
        <view contentMode="scaleToFill" id="TOP"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews>
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="LOGO" userLabel="logo">
              <constraints>
                <constraint firstAttribute="width" constant="140" id="W"/>
                <constraint firstAttribute="height" constant="120" id="H"/>
              </constraints>
            </imageView>
          </subviews>
          <constraints>
            <constraint firstItem="LOGO" firstAttribute="centerY" secondItem="TOP" secondAttribute="centerY" constant="-40" id="CY"/>
            <constraint firstItem="LOGO" firstAttribute="centerX" secondItem="TOP" secondAttribute="centerX" id="CX"/>
          </constraints>
        </view>
      </objects>
      </document>
      """
    let (session, report) = try ibImport(text, name: "launch.xib", options: " ib-sizes")
    #expect(report.ok, "\(String(describing: report.failure))")
    let logo = try #require(solvedFrame(session, "logo"))
    #expect(logo == Frame(x: 117.5, y: 233.5, width: 140, height: 120))
    // Nothing to compare with: not listed as misplaced.
    #expect(!(report.answer?.lines.joined(separator: "\n").contains("misplaced") ?? false))
  }

  /// A storyboard of Xcode 6 gives a style cell, its content view and its
  /// title label no frame: the cell is not a view of the scene, and its
  /// labels must not turn up in the table as if they were.
  @Test func aFramelessStyleCellsLabelsStayOutOfTheScene() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6250" initialViewController="VC">
      <scenes><scene sceneID="S"><objects>
        <viewController id="VC" sceneMemberID="viewController">
          <view key="view" contentMode="scaleToFill" id="TOP"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
              <tableView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="TABLE" userLabel="list">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <prototypes>
                  <tableViewCell style="IBUITableViewCellStyleSubtitle" textLabel="TITLE" id="CELL">
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" id="CONTENT">
                      <autoresizingMask key="autoresizingMask"/>
                      <subviews>
                        <label text="Title" id="TITLE">
                          <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </label>
                      </subviews>
                    </tableViewCellContentView>
                  </tableViewCell>
                </prototypes>
              </tableView>
            </subviews>
            <constraints>
              <constraint firstItem="TABLE" firstAttribute="top" secondItem="TOP" secondAttribute="top" id="T"/>
              <constraint firstItem="TABLE" firstAttribute="leading" secondItem="TOP" secondAttribute="leading" id="L"/>
              <constraint firstAttribute="trailing" secondItem="TABLE" secondAttribute="trailing" id="R"/>
              <constraint firstAttribute="bottom" secondItem="TABLE" secondAttribute="bottom" id="B"/>
            </constraints>
          </view>
        </viewController>
      </objects></scene></scenes>
      </document>
      """
    let (session, report) = try ibImport(text, name: "old.storyboard", options: " ib-sizes")
    #expect(report.ok, "\(String(describing: report.failure))")
    #expect(try #require(solvedFrame(session, "list")) == Frame(x: 0, y: 0, width: 320, height: 480))
    #expect(session.layout.viewsInTreeOrder.count == 2, "root and the table, not the cell's label")
  }

  /// Old collection cells give their content view no id: it folds into the
  /// cell, and a frameless subview under it is still one of the cell's views.
  @Test func aFramelessViewUnderAContentViewWithoutAnIdIsTheCells() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6250">
      <objects>
        <collectionViewCell contentMode="center" id="CELL"><rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
          <view key="contentView" contentMode="center"><rect key="frame" x="0.0" y="0.0" width="300" height="80"/>
            <subviews>
              <activityIndicatorView translatesAutoresizingMaskIntoConstraints="NO" id="SPIN" userLabel="spinner">
                <constraints>
                  <constraint firstAttribute="width" constant="20" id="W"/>
                  <constraint firstAttribute="height" constant="20" id="H"/>
                </constraints>
              </activityIndicatorView>
            </subviews>
          </view>
          <constraints>
            <constraint firstAttribute="centerY" secondItem="SPIN" secondAttribute="centerY" id="CY"/>
            <constraint firstItem="SPIN" firstAttribute="leading" secondItem="CELL" secondAttribute="leading" constant="10" id="L"/>
          </constraints>
        </collectionViewCell>
      </objects>
      </document>
      """
    let (session, report) = try ibImport(text, name: "cell.xib", options: " ib-sizes")
    #expect(report.ok, "\(String(describing: report.failure))")
    #expect(try #require(solvedFrame(session, "spinner")) == Frame(x: 10, y: 30, width: 20, height: 20))
  }

  /// Xcode 6 and 7 wrote a table cell's content view without a frame: the
  /// cell places it, and its constraints (here a margin, 8 at the sides in a
  /// cell of that age) lay out its framed labels. Its labels stay out of the
  /// scene only when they have no frame either (the test above).
  @Test func aFramelessContentViewOfAFramedCellHoldsItsConstraints() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6751">
      <objects>
        <tableViewCell contentMode="scaleToFill" id="CELL"><rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
          <autoresizingMask key="autoresizingMask"/>
          <tableViewCellContentView key="contentView" tableViewCell="CELL" id="CONTENT">
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
              <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="NAME" userLabel="name">
                <rect key="frame" x="12" y="15" width="100" height="20"/>
              </label>
              <label text="Amount" translatesAutoresizingMaskIntoConstraints="NO" id="AMOUNT" userLabel="amount">
                <rect key="frame" x="242" y="15" width="60" height="20"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="NAME" firstAttribute="leading" secondItem="CONTENT" secondAttribute="leading" constant="12" id="L"/>
              <constraint firstAttribute="centerY" secondItem="NAME" secondAttribute="centerY" constant="-0.5" id="CY"/>
              <constraint firstAttribute="trailingMargin" secondItem="AMOUNT" secondAttribute="trailing" constant="10" id="R"/>
              <constraint firstItem="AMOUNT" firstAttribute="centerY" secondItem="NAME" secondAttribute="centerY" id="Y"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
      </document>
      """
    let (session, report) = try ibImport(text, name: "cell.xib", options: " ib-sizes")
    #expect(report.ok, "\(String(describing: report.failure))")
    // The content view is the cell less Xcode 6's 1-point separator: 320x49.
    #expect(try #require(solvedFrame(session, "contentView1")) == Frame(x: 0, y: 0, width: 320, height: 49))
    #expect(try #require(solvedFrame(session, "name")) == Frame(x: 12, y: 15, width: 100, height: 20))
    #expect(try #require(solvedFrame(session, "amount")) == Frame(x: 242, y: 15, width: 60, height: 20))
    #expect(!(report.answer?.lines.joined(separator: "\n").contains("misplaced") ?? false))
  }

  /// Xcode 8.0 to 8.2 wrote a cell's content view with a `frameInset` of a
  /// width and height, and left the frames of views its constraints place
  /// out, down to a frameless view's own subviews. All are views, laid out by
  /// their constraints; under --ib-sizes a frameless label is measured, as
  /// there is no stored size to take.
  @Test func anXcode8FrameInsetIsAFrameAndFramelessSubviewsAreLaidOut() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201">
      <objects>
        <tableViewCell contentMode="scaleToFill" id="CELL"><rect key="frame" x="0.0" y="0.0" width="320" height="41"/>
          <tableViewCellContentView key="contentView" tableViewCell="CELL" id="CONTENT">
            <frame key="frameInset" width="320" height="40"/>
            <subviews>
              <view translatesAutoresizingMaskIntoConstraints="NO" id="BOX" userLabel="box">
                <subviews>
                  <view translatesAutoresizingMaskIntoConstraints="NO" id="DOT" userLabel="dot">
                    <constraints>
                      <constraint firstAttribute="width" constant="10" id="DW"/>
                      <constraint firstAttribute="height" constant="10" id="DH"/>
                    </constraints>
                  </view>
                </subviews>
                <constraints>
                  <constraint firstItem="DOT" firstAttribute="centerX" secondItem="BOX" secondAttribute="centerX" id="DX"/>
                  <constraint firstItem="DOT" firstAttribute="centerY" secondItem="BOX" secondAttribute="centerY" id="DY"/>
                </constraints>
              </view>
              <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="TITLE" userLabel="title">
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
              </label>
            </subviews>
            <constraints>
              <constraint firstItem="BOX" firstAttribute="top" secondItem="CONTENT" secondAttribute="top" id="BT"/>
              <constraint firstItem="BOX" firstAttribute="bottom" secondItem="CONTENT" secondAttribute="bottom" id="BB"/>
              <constraint firstAttribute="trailing" secondItem="BOX" secondAttribute="trailing" constant="10" id="BR"/>
              <constraint firstItem="BOX" firstAttribute="width" constant="30" id="BW"/>
              <constraint firstItem="TITLE" firstAttribute="leading" secondItem="CONTENT" secondAttribute="leading" constant="16" id="TL"/>
              <constraint firstItem="TITLE" firstAttribute="centerY" secondItem="CONTENT" secondAttribute="centerY" id="TY"/>
            </constraints>
          </tableViewCellContentView>
        </tableViewCell>
      </objects>
      </document>
      """
    let (session, report) = try ibImport(text, name: "cell.xib", options: " ib-sizes")
    #expect(report.ok, "\(String(describing: report.failure))")
    #expect(try #require(solvedFrame(session, "contentView1")) == Frame(x: 0, y: 0, width: 320, height: 40))
    #expect(try #require(solvedFrame(session, "box")) == Frame(x: 280, y: 0, width: 30, height: 40))
    #expect(try #require(solvedFrame(session, "dot")) == Frame(x: 10, y: 15, width: 10, height: 10))
    let title = try #require(solvedFrame(session, "title"))
    #expect(title.width > 20 && title.height > 15, "measured, not the zero size of a frame the file does not have: \(title)")
  }
}

