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
  static var available: Bool { FileManager.default.fileExists(atPath: inter) }

  /// hb-shape's advances for `text`, summed, in font units.
  private func hbShapeAdvance(_ text: String) throws -> Double? {
    let candidates = ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape"]
    guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["--no-glyph-names", "--no-clusters", Self.inter, text]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    process.waitUntilExit()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    // [gid+advance|gid+advance|…]
    let advances = output.split(whereSeparator: { $0 == "|" || $0 == "[" || $0 == "]" || $0 == "\n" })
      .compactMap { glyph -> Double? in glyph.split(separator: "+").last.flatMap { Double($0) } }
    return advances.reduce(0, +)
  }

  @Test(.enabled(if: available), arguments: ["AVATAR", "To Wa.", "Hello, world", "LT AY Tj"])
  func widthsMatchHBShapeWithKerning(text: String) throws {
    let font = try HarfBuzzFont(path: Self.inter)
    guard let units = try hbShapeAdvance(text) else { return }
    for size in [11.0, 17, 34] {
      let expected = units * size / font.unitsPerEm
      #expect(abs(font.width(of: text, size: size) - expected) < 0.01, "\(text) at \(size)")
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
