import Foundation
import Testing
@testable import LayoutSession

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Counts elements and collects the class of every group, as a browser would parse it.
private final class SVGCounter: NSObject, XMLParserDelegate {
  var counts: [String: Int] = [:]
  var classes: [String] = []
  var rootElement: String?

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if rootElement == nil { rootElement = name }
    counts[name, default: 0] += 1
    if let c = attributes["class"] { classes.append(c) }
  }
}

private func parse(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) -> SVGCounter? {
  let counter = SVGCounter()
  let parser = XMLParser(data: Data(svg.utf8))
  parser.delegate = counter
  guard parser.parse() else {
    Issue.record("not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")", sourceLocation: sourceLocation)
    return nil
  }
  return counter
}

private func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("alrepl-svg-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

@Suite struct SVGDrawingTests {
  @Test func oneRectPerViewInWellFormedXML() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let s = Session(directory: directory.path)
    for line in [
      "view card", "card.leading == root.leading + 16", "card.trailing == root.trailing - 16",
      "card.top == root.top + 20", "card.height == 120", "view avatar in card", "view title in card",
    ] { #expect(s.execute(line).ok) }
    let report = s.execute("draw --svg out.svg")
    #expect(report.confirmation == ["wrote out.svg: 4 views"])
    let svg = try String(contentsOf: directory.appendingPathComponent("out.svg"), encoding: .utf8)
    let counter = try #require(parse(svg))
    #expect(counter.rootElement == "svg")
    #expect(counter.counts["rect"] == 4)
    #expect(counter.classes.filter { $0.hasPrefix("view") }.count == 4)
    // avatar and title have no constraints: ambiguous, and just added.
    #expect(counter.classes.filter { $0.contains("ambiguous") }.count == 2)
    #expect(counter.classes.contains("view changed ambiguous"))
  }

  @Test func constraintsBecomeDimensionLines() throws {
    let s = session([
      "view card", "card.leading == root.leading + 16", "card.trailing == root.trailing - 16",
      "card.top == root.top + 20", "card.height == 120", "pref: card.height == 300 @750",
    ])
    let frames = AbsoluteFrames(LayoutSnapshot(s.layout))
    let lines = DimensionLines.lines(s.layout, frames: frames, unmet: ["pref"], includeHolding: true)
    #expect(lines.map(\.name) == ["c1", "c2", "c3", "c4", "pref"])
    #expect(lines.map(\.state) == [.holds, .holds, .holds, .holds, .unmet])
    // c1: from root's leading (0) to card's leading (16), across card's middle.
    #expect(lines[0].from.x == 0 && lines[0].to.x == 16 && lines[0].from.y == 80)
    #expect(lines[0].label == "c1 16")
    #expect(lines[3].label == "c4 120")
    let svg = SVGDrawing.document(LayoutSnapshot(s.layout), dimensions: lines)
    let counter = try #require(parse(svg))
    #expect(counter.classes.filter { $0.hasPrefix("constraint") }.count == 5)
    #expect(counter.classes.contains("constraint unmet"))
    #expect(counter.counts["rect"] == 2)
  }

  @Test func brokenConstraintsAndTheirViewsAreMarked() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let s = Session(directory: directory.path)
    for line in ["view b", "b.leading == root.leading", "b.top == root.top", "b.width == 80", "b.height >= 44", "b.height == 20"] {
      #expect(s.execute(line).ok)
    }
    // Without --constraints only what is broken is drawn.
    #expect(s.execute("draw --svg c.svg").confirmation == ["wrote c.svg: 2 views"])
    let svg = try String(contentsOf: directory.appendingPathComponent("c.svg"), encoding: .utf8)
    let counter = try #require(parse(svg))
    #expect(counter.classes.contains("constraint broken"))
    #expect(counter.classes.filter { $0.hasPrefix("constraint") }.count == 1)
    #expect(counter.classes.contains { $0.hasPrefix("view") && $0.contains("conflict") })
  }

  @Test func labelsOfLinesThatMeetDoNotSitOnOneAnother() {
    // Two equal lines on the same spot: the second label must move, and
    // neither may cover the view's name in its top-left corner.
    var placer = LabelPlacer()
    placer.reserveViewLabel(name: "card", rect: .init(x: 0, y: 0, width: 200, height: 100))
    let line = SVGDrawing.DimensionLine(
      name: "c1", text: "c1", label: "c1 200", from: (0, 50), to: (200, 50), state: .holds)
    let first = placer.place(line)
    let second = placer.place(line)
    #expect(first == .init(x: 100, y: 47))
    #expect(first != second)
    #expect(abs(second.x - first.x) >= 6 * LabelPlacer.characterWidth || abs(second.y - first.y) >= LabelPlacer.lineHeight)
    // A line through the name's corner puts its label elsewhere along it.
    let corner = SVGDrawing.DimensionLine(
      name: "c2", text: "c2", label: "c2 40", from: (10, 0), to: (10, 40), state: .holds)
    let placed = placer.place(corner)
    #expect(!(placed.x > 3 && placed.x < 45 && placed.y > 3 && placed.y < 30), "\(placed)")
  }

  @Test func namesAreEscaped() {
    #expect(SVGDrawing.escape("a.height <= 2 & \"x\"") == "a.height &lt;= 2 &amp; &quot;x&quot;")
  }

  @Test func drawingOneViewWritesItsSubviewsOnly() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let s = Session(directory: directory.path)
    for line in ["view card", "view inner in card", "view other"] { #expect(s.execute(line).ok) }
    #expect(s.execute("draw card --svg card.svg --constraints").confirmation == ["wrote card.svg: 2 views, 0 dimension lines"])
    let counter = try #require(parse(try String(contentsOf: directory.appendingPathComponent("card.svg"), encoding: .utf8)))
    #expect(counter.counts["rect"] == 2)
    #expect(!s.execute("draw --svg /nonexistent/dir/x.svg").ok)
  }
}
