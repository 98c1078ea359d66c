import CHarfBuzz

/// Shapes `utf8` with `font` as one run, its script, direction and language
/// guessed from the text as HarfBuzz guesses them, and hands `body` the
/// glyphs (their infos and positions, `count` of each) before the buffer
/// goes. Every measurement shapes through here, so a run and a paragraph
/// are shaped alike.
func withShapedRun<Result>(
  _ utf8: [UInt8], font: OpaquePointer,
  _ body: (_ infos: UnsafeMutablePointer<hb_glyph_info_t>, _ positions: UnsafeMutablePointer<hb_glyph_position_t>, _ count: Int) -> Result
) -> Result? {
  let buffer = hb_buffer_create()
  defer { hb_buffer_destroy(buffer) }
  utf8.withUnsafeBufferPointer { bytes in
    bytes.withMemoryRebound(to: CChar.self) { chars in
      hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
    }
  }
  hb_buffer_guess_segment_properties(buffer)
  hb_shape(font, buffer, nil, 0)
  var count: UInt32 = 0
  guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, nil)
  else { return nil }
  return body(infos, positions, Int(count))
}
