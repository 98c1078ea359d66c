import Foundation
import Testing
@testable import FontMeasure
@testable import LayoutModel

/// Widths and line heights from a real font file, checked against an
/// independent reading of the same file by HarfBuzz's own command-line
/// shaper, hb-shape (Debian's libharfbuzz-bin), and against UILabel's
/// line-breaking rules.
@Suite struct HarfBuzzFontTests {
  static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
  static let boldInter = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"
  static var available: Bool { FileManager.default.fileExists(atPath: inter) }

  static let hbShape = ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  /// A Python with fontTools (Debian's python3-fonttools, installed by .ci/deps).
  static let fontToolsPython = ["/usr/bin/python3", "/usr/local/bin/python3"].first { python in
    guard FileManager.default.isExecutableFile(atPath: python) else { return false }
    return (try? run(python, ["-c", "import fontTools"])) != nil
  }

  /// Runs `tool` and returns what it printed; throws when it fails.
  private static func run(_ tool: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
    return output
  }

  /// hb-shape's advances for `text`, summed, in font units.
  private func hbShapeAdvance(_ text: String) throws -> Double? {
    guard let tool = Self.hbShape else { return nil }
    let output = try Self.run(tool, ["--no-glyph-names", "--no-clusters", Self.inter, text])
    // [gid+advance|gid+advance|…]
    let advances = output.split(whereSeparator: { $0 == "|" || $0 == "[" || $0 == "]" || $0 == "\n" })
      .compactMap { glyph -> Double? in glyph.split(separator: "+").last.flatMap { Double($0) } }
    return advances.reduce(0, +)
  }

  @Test(.enabled(if: available && hbShape != nil), arguments: ["AVATAR", "To Wa.", "Hello, world", "LT AY Tj"])
  func widthsMatchHBShapeWithKerning(text: String) throws {
    let font = try HarfBuzzFont(path: Self.inter)
    let units = try #require(try hbShapeAdvance(text))
    for size in [11.0, 17, 34] {
      let expected = units * size / font.unitsPerEm
      #expect(abs(font.width(of: text, size: size) - expected) < 0.01, "\(text) at \(size)")
    }
  }

  /// Line heights and baselines against fontTools' reading of the same
  /// file's tables (not HarfBuzz's): hhea's ascender, descender and line
  /// gap over head's units per em, as Core Text reads them for UIFont.
  @Test(.enabled(if: available && fontToolsPython != nil), arguments: [inter, boldInter])
  func lineMetricsMatchFontTools(path: String) throws {
    let script = """
      import sys
      from fontTools.ttLib import TTFont
      f = TTFont(sys.argv[1])
      h = f['hhea']
      print(f['head'].unitsPerEm, h.ascent, h.descent, h.lineGap)
      """
    let fields = try Self.run(Self.fontToolsPython!, ["-c", script, path]).split(separator: " ")
      .compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    try #require(fields.count == 4)
    let (upem, ascent, descent, gap) = (fields[0], fields[1], fields[2], fields[3])
    let font = try HarfBuzzFont(path: path)
    #expect(font.unitsPerEm == upem)
    for size in [11.0, 13, 17, 22.5, 34, 53] {
      let expected = (ascent - descent + gap) * size / upem
      #expect(abs(font.lineHeight(size: size) - expected) < 0.01, "\(path) at \(size)")
      // One line: as tall as that, its baseline an ascender below the top.
      let line = font.measure(LabelText("Ag", fontSize: size, lines: 1), wrappingAt: nil)
      #expect(abs(line.height - expected) < 0.01)
      #expect(abs(line.firstBaseline - ascent * size / upem) < 0.01)
      // Three lines are three line heights.
      let three = font.measure(LabelText("Ag\nAg\nAg", fontSize: size, lines: 0), wrappingAt: nil)
      #expect(three.lineCount == 3 && abs(three.height - 3 * expected) < 0.01)
    }
  }

  /// Kerning is applied: "AV" is narrower shaped than its letters apart.
  @Test(.enabled(if: available)) func kerningPairsAreNarrower() throws {
    let font = try HarfBuzzFont(path: Self.inter)
    #expect(font.width(of: "AV", size: 17) < font.width(of: "A", size: 17) + font.width(of: "V", size: 17))
  }

  /// Lines as tall as the font's ascender, descender and line gap; words
  /// wrapped as UILabel wraps them, the widest line the width.
  @Test(.enabled(if: available)) func labelsWrapWithTheFontsWidths() throws {
    let font = try HarfBuzzFont(path: Self.inter)
    let one = font.measure(LabelText("Hello world", fontSize: 17, lines: 0), wrappingAt: nil)
    #expect(one.lineCount == 1)
    #expect(abs(one.width - font.width(of: "Hello world", size: 17)) < 1e-9)
    #expect(abs(one.height - font.lineHeight(size: 17)) < 1e-9)
    let widest = max(font.width(of: "Hello", size: 17), font.width(of: "world", size: 17))
    let two = font.measure(LabelText("Hello world", fontSize: 17, lines: 0), wrappingAt: widest + 1)
    #expect(two.lineCount == 2)
    #expect(abs(two.width - widest) < 1e-9)
    #expect(abs(two.height - 2 * font.lineHeight(size: 17)) < 1e-9)
  }

  @Test func aMissingFileIsAnError() {
    #expect(throws: FontError.self) { try HarfBuzzFont(path: "/nonexistent/font.otf") }
    #expect(throws: FontError.self) { try HarfBuzzFont(path: "/etc/hostname") }
    #expect(throws: FontError.self) { try HarfBuzzFont(path: "/dev/zero") }
    #expect(throws: FontError.self) { try HarfBuzzFont(path: "/tmp") }
  }
}
