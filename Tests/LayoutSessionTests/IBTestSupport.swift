import Foundation
@testable import LayoutModel
@testable import LayoutSession

// What the storyboard and xib tests share: a folder of their own for each
// test's files, an import into a fresh session, and a view's solved frame.

/// A new temporary folder holding `files` (name → text).
func ibFolder(_ files: [String: String]) throws -> String {
  let path = NSTemporaryDirectory() + "alrepl-ib-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  for (name, text) in files { try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
  return path
}

/// Imports `text` saved as `name` into a fresh session, with `options`
/// appended to the import command (e.g. " ib-sizes").
func ibImport(_ text: String, name: String = "test.storyboard", options: String = "") throws -> (Session, Report) {
  let session = Session(directory: try ibFolder([name: text]), text: .em)
  return (session, session.execute("import \(name)\(options)"))
}

/// The solved frame of the view named `name`, if there is one.
func solvedFrame(_ session: Session, _ name: String) -> Frame? {
  session.layout.view(named: name).map { session.layout.frame(of: $0) }
}

/// A storyboard with one controller whose view (`size`, on `device`) holds
/// `subviews`, with `constraints` on that view; `tools` is the toolsVersion
/// it says it was saved with (none: the newest), `resources` its images.
func ibStoryboard(
  device: String = "retina6_1", size: String = "414x896", controller: String = "",
  subviews: String, constraints: String = "", extra: String = "", scenes: String = "",
  tools: String = "", resources: String = #"<image name="star" width="24" height="20"/>"#
) -> String {
  let wh = size.split(separator: "x")
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="VC1-aa-001"\(tools.isEmpty ? "" : " toolsVersion=\"\(tools)\"")>
        <device id="\(device)" orientation="portrait"/>
        <scenes>
            <scene sceneID="S1">
                <objects>
                    <viewController id="VC1-aa-001" customClass="MainViewController" storyboardIdentifier="Main" sceneMemberID="viewController" \(controller)>
                        <view key="view" id="ROOT-001">
                            <rect key="frame" x="0.0" y="0.0" width="\(wh[0])" height="\(wh[1])"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="SAFE-001"/>
                            <constraints>
    \(constraints)
                            </constraints>
                        </view>
    \(extra)
                    </viewController>
                </objects>
            </scene>
    \(scenes)
        </scenes>
        <resources>\(resources)</resources>
    </document>
    """
}
