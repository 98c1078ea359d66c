import CHarfBuzz
import LayoutModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a font file could not be used.
public struct FontError: Error, CustomStringConvertible {
  /// What went wrong, naming the file.
  public let description: String
}

/// A font file opened with HarfBuzz: immutable once made, so shaping with
/// it from several places is safe (HarfBuzz's fonts are read-only after
/// creation). Freed with the last measurer that uses it.
final class OpenedFont: @unchecked Sendable {
  let font: OpaquePointer
  let unitsPerEm: Double
  /// Ascender, descender (negative below the baseline) and line gap, in font units.
  let ascender, descender, lineGap: Double
  /// The advance of "…", which a truncated label ends in, in font units:
  /// shaped once here, where every measurement that broke lines shaped it.
  let ellipsisAdvance: Double
  /// Runs shaped before, by their UTF-8 bytes (shared by every measurer
  /// of this font: entries depend only on the bytes).
  let runs = ShapedRunCache()
  /// Paragraphs shaped whole, by their UTF-8 bytes (see `ShapedParagraph`):
  /// a text measured at a second width reads its runs from here again.
  let paragraphs = SharedMemo<[UInt8], ShapedParagraph>(capacity: 4096)
  /// Longer paragraphs are shaped again at each measurement, as for runs.
  static let longestParagraphKept = 4096

  /// Fonts are a few megabytes; a bigger file is not one (and /dev/zero
  /// or a FIFO would never finish reading).
  static let maximumFileSize = 64 << 20

  init(path: String) throws(FontError) {
    var info = stat()
    guard stat(path, &info) == 0 else { throw FontError(description: "cannot read the font file \(path)") }
    guard (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= Self.maximumFileSize else {
      throw FontError(description: "\(path) is not a font file (a regular file of at most 64 MB)")
    }
    guard let blob = hb_blob_create_from_file_or_fail(path) else {
      throw FontError(description: "cannot read the font file \(path)")
    }
    defer { hb_blob_destroy(blob) }
    guard hb_face_count(blob) > 0 else { throw FontError(description: "\(path) is not a TrueType or OpenType font") }
    let face = hb_face_create(blob, 0)
    defer { hb_face_destroy(face) }
    let upem = hb_face_get_upem(face)
    guard upem > 0, hb_face_get_glyph_count(face) > 0 else { throw FontError(description: "\(path) has no glyphs") }
    // HarfBuzz never returns nil here (an empty font at worst); the guard keeps Swift's optional honest.
    guard let created = hb_font_create(face) else { throw FontError(description: "cannot open the font in \(path)") }
    // Positions in font units: a size scales them afterwards, exactly.
    hb_font_set_scale(created, Int32(upem), Int32(upem))
    hb_font_make_immutable(created)
    font = created
    unitsPerEm = Double(upem)
    // Line metrics from the hhea table, which Core Text (so UIFont's
    // ascender, descender and leading) reads; HarfBuzz's own extents
    // prefer OS/2's typographic values when a font sets USE_TYPO_METRICS,
    // which Apple ignores. A font without hhea falls back to those.
    var extents = hb_font_extents_t()
    hb_font_get_h_extents(created, &extents)
    func hhea(_ tag: hb_ot_metrics_tag_t, _ fallback: Int32) -> Double {
      var value: hb_position_t = 0
      return Double(hb_ot_metrics_get_position(created, tag, &value) != 0 ? value : fallback)
    }
    ascender = hhea(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, extents.ascender)
    descender = hhea(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, extents.descender)
    lineGap = hhea(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP, extents.line_gap)
    ellipsisAdvance = Self.advance(of: Array("\u{2026}".utf8), in: created)
  }

  deinit { hb_font_destroy(font) }

  /// `paragraph` shaped whole, from the cache when it was before.
  func shapedParagraph(_ paragraph: [UInt8]) -> ShapedParagraph {
    guard paragraph.count <= Self.longestParagraphKept else { return ShapedParagraph(paragraph, font: font) }
    return paragraphs.value(for: paragraph) { ShapedParagraph(paragraph, font: font) }
  }

  /// The shaped advance of `text` in font units: every glyph's advance,
  /// kerning and other positioning included, as HarfBuzz lays it out.
  func advance(of text: String) -> Double {
    Self.advance(of: Array(text.utf8), in: font)
  }

  /// `advance(of:)` of a run given as its UTF-8 bytes, shaped once: the
  /// line breaker measures each line's prefixes word by word, at every
  /// width the label is wrapped at, and a new text's later lines are often
  /// an earlier text's (see `ShapedRunCache`).
  func cachedAdvance(ofUTF8 utf8: [UInt8]) -> Double {
    runs.advance(of: utf8) { Self.advance(of: utf8, in: font) }
  }

  /// The advance of `utf8` shaped with `font`, in font units.
  private static func advance(of utf8: [UInt8], in font: OpaquePointer) -> Double {
    guard !utf8.isEmpty else { return 0 }
    return withShapedRun(utf8, font: font) { _, positions, count in
      var total = 0.0
      for i in 0..<count { total += Double(positions[i].x_advance) }
      return total
    } ?? 0
  }
}

/// Measures labels with a font file's own metrics: shaped advances
/// (kerning included), and lines as tall as the font's ascender,
/// descender and line gap say (UIFont.lineHeight), broken as UILabel
/// breaks them (LayoutModel's `LineBreaker`).
public struct HarfBuzzFont: TextMeasurer {
  /// The file the font was read from.
  public let path: String
  /// The opened file (internal for tests, which read its run cache).
  let opened: OpenedFont
  private let cache = TextMeasurementCache()

  /// Opens the font at `path` (a .ttf or .otf; the first face of a collection).
  ///
  /// - Throws: ``FontError`` when the file cannot be read or holds no font.
  public init(path: String) throws(FontError) {
    self.path = path
    opened = try OpenedFont(path: path)
  }

  /// The font's units per em (1000 or 2048 for most fonts).
  public var unitsPerEm: Double { opened.unitsPerEm }

  /// The shaped width of `text` on one line at `size` points.
  public func width(of text: String, size: Double) -> Double {
    opened.advance(of: text) * size / opened.unitsPerEm
  }

  /// The height of one line at `size` points: ascender - descender + line gap.
  public func lineHeight(size: Double) -> Double {
    (opened.ascender - opened.descender + opened.lineGap) * size / opened.unitsPerEm
  }

  /// Measures `text` with the font, wrapping at `width` when the label may
  /// take more than one line; measured once per text and width.
  public func measure(_ text: LabelText, wrappingAt width: Double?) -> TextMetrics {
    let wrapAt = text.lines == 1 ? nil : width.flatMap { $0 > 0 ? $0 : nil }
    return cache.metrics(text, width: wrapAt) { measureUncached(text, wrappingAt: wrapAt) }
  }

  private func measureUncached(_ text: LabelText, wrappingAt width: Double?) -> TextMetrics {
    let size = text.fontSize
    let scale = size / opened.unitsPerEm
    let font = opened
    // Each paragraph is shaped once; a run HarfBuzz cannot promise is the
    // same read from it is shaped on its own, as every run was before.
    let breaker = LineBreaker(ellipsisWidth: font.ellipsisAdvance * scale) { paragraph in
      let shaped = font.shapedParagraph(paragraph)
      return { run in (shaped.advance(of: run.utf8.indices) ?? font.cachedAdvance(ofUTF8: Array(run.utf8))) * scale }
    }
    let result = breaker.lines(of: text.string, width: width, maximumLines: text.lines)
    let widest = width.map { min($0, result.widest) } ?? result.widest
    let line = lineHeight(size: size)
    // The first baseline sits an ascender below the top (the line gap goes
    // under the text, as UIKit's leading does).
    let ascent = opened.ascender * scale
    return TextMetrics(
      width: widest, height: Double(result.lineWidths.count) * line, lineCount: result.lineWidths.count,
      firstBaseline: ascent, descent: line - ascent)
  }
}
