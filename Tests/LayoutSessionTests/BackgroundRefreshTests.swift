import Testing
@testable import LayoutModel
@testable import LayoutSession

/// A report whose ambiguity probes ran on another thread, with the layout
/// handed over while its views and constraints were read, reads exactly as
/// one whose probes ran in place, and leaves the
/// session able to go on the same way.
@Suite(.serialized) struct BackgroundRefreshTests {
  /// A list of `cards` cards chained top to bottom, each with a wrapping
  /// title and an avatar that hug at the same priority (their widths are
  /// ambiguous), a stack of two buttons and a weak height.
  static func cardList(_ cards: Int) -> [String] {
    var lines = ["view list", "vfl H:|[list]|", "vfl V:|[list]"]
    for k in 0..<cards {
      lines += [
        "view card\(k) in list",
        "label title\(k) in card\(k) \"Title \(k): a line of text that wraps on a phone\" lines 0",
        "view avatar\(k) in card\(k) intrinsic 40x40",
        "stack buttons\(k) in card\(k) spacing 8 distribution fillEqually [ok\(k) cancel\(k)]",
        "set ok\(k).intrinsic 60x30", "set cancel\(k).intrinsic 80x30",
        "card\(k).leading == list.leading + 16", "card\(k).trailing == list.trailing - 16",
        "avatar\(k).leading == card\(k).leading + 8", "avatar\(k).top == card\(k).top + 8",
        "title\(k).leading == avatar\(k).trailing + 8", "title\(k).trailing == card\(k).trailing - 8",
        "title\(k).top == card\(k).top + 8", "buttons\(k).top == title\(k).bottom + 8",
        "buttons\(k).trailing == card\(k).trailing - 8", "card\(k).bottom >= buttons\(k).bottom + 8",
        "card\(k).bottom >= avatar\(k).bottom + 8", "h\(k): card\(k).height == 44 @250",
        k == 0 ? "card0.top == list.top" : "card\(k).top == card\(k - 1).bottom + 8",
      ]
    }
    return lines + ["list.bottom == card\(cards - 1).bottom"]
  }

  /// Edits after the build, as the 10,000-command script makes them.
  static let edits = [
    "set h3.constant 40", "size 375x667", "set title3.text \"Edited 3: word \"", "why card3.height", "frames",
    "set h7.constant 41", "size 414x736", "set title7.text \"Edited 7: word word word \"", "frames",
    "card5.height == 30", "undo", "size 375x667",
  ]

  /// Every report of a session, text and JSON.
  private static func reports(_ lines: [String], fewestViews: Int) -> [String] {
    let kept = BackgroundRefresh.fewestViews
    BackgroundRefresh.fewestViews = fewestViews
    defer { BackgroundRefresh.fewestViews = kept }
    let session = Session()
    return lines.map { line in
      let report = session.execute(line)
      return TextRenderer.lines(report).joined(separator: "\n") + "\n" + JSONRenderer.line(report)
    }
  }

  /// A layout refreshed from scratch (its first refresh, a rebuilt layout)
  /// measured against the snapshot of another layout with the same views:
  /// the refresh says every view was probed (nil), and the open values are
  /// listed whole. (Read as "refresh again", that nil once made the
  /// snapshot refresh a second time, find nothing new, and keep the last
  /// snapshot's open values.)
  @Test(arguments: [0, Int.max]) func aFreshLayoutListsItsOwnOpenValues(fewestViews: Int) {
    let kept = BackgroundRefresh.fewestViews
    BackgroundRefresh.fewestViews = fewestViews
    defer { BackgroundRefresh.fewestViews = kept }
    let lines = Self.cardList(30)
    let first = Session()
    for line in lines { _ = first.execute(line) }
    let before = LayoutSnapshot(first.layout)
    // The same cards, every title's width pinned: no longer ambiguous.
    let second = Session()
    for line in lines + (0..<30).map({ "title\($0).width == 120" }) { _ = second.execute(line) }
    var layout = second.layout
    // As a layout rebuilt by a replay starts: no measurement kept.
    layout.caches.ambiguity = .init()
    let after = LayoutSnapshot(measuring: &layout, previous: before)
    #expect(before.ambiguities.contains { $0.view == "title3" })
    #expect(!after.ambiguities.contains { $0.view == "title3" })
    #expect(after.ambiguities == LayoutSnapshot(second.layout).ambiguities)
  }

  @Test func reportsReadAsProbingInPlace() {
    // 30 cards are 211 views: past the threshold once the list is built.
    let lines = Self.cardList(30) + Self.edits
    let aside = Self.reports(lines, fewestViews: 0)
    let inPlace = Self.reports(lines, fewestViews: Int.max)
    #expect(aside.count == inPlace.count)
    for (k, (a, b)) in zip(aside, inPlace).enumerated() where a != b {
      Issue.record("line \(k + 1) `\(lines[k])` reports differently with the probes on another thread:\n\(a)\n--- in place:\n\(b)")
      break
    }
    // The script has open values to probe.
    #expect(inPlace.contains { $0.contains("ambiguous: title") })
  }
}
