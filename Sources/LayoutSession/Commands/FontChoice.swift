import FontMeasure
import LayoutLanguage
import LayoutModel

/// `set root.font FILE|inter|em`: which measurer labels are measured with;
/// `font FILE|inter|em` on a label: that label's own font.
enum FontChoice {
  /// Inter Regular from Debian's fonts-inter: free, and close to SF Pro's
  /// proportions (Inter was drawn for screens in the same neo-grotesque
  /// style); `set root.font inter` names it.
  static let interPath = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

  static func measurer(for path: String?, at property: Located<ViewProperty>) throws(CommandError) -> any TextMeasurer {
    guard let path else { return FixedAdvanceFont() }
    let file = path == "inter" ? interPath : path
    do {
      return try HarfBuzzFont(path: file)
    } catch {
      let hint = path == "inter" ? " (install Debian's fonts-inter: bash .ci/deps)" : ""
      throw CommandError("\(error.description)\(hint)", column: property.column, length: property.length)
    }
  }

  static func describe(_ path: String?, _ measurer: any TextMeasurer) -> String {
    guard let font = measurer as? HarfBuzzFont else { return "em: 0.5 em a character, 1.2 em lines" }
    let name = font.path.split(separator: "/").last.map(String.init) ?? font.path
    return "\(name): its own advances and kerning, lines \(Format.number(font.lineHeight(size: 1) * 17)) tall at 17 points"
  }

  /// How a label's own font is named in reports: a file's name without its
  /// folders, or `inter` or `em`.
  static func shortName(_ key: String) -> String {
    key.split(separator: "/").last.map(String.init) ?? key
  }

  /// `font FILE|inter|em` on a label: UIFont(name:size:), the label's own
  /// font at its own size; root's font (`set root.font`) no longer applies
  /// to it. The file is opened once per session and name, so every label
  /// naming it measures alike.
  ///
  /// - Returns: the confirmation line.
  static func setLabelFont(
    _ path: String?, at property: Located<ViewProperty>, on id: ViewID, in layout: inout Layout
  ) throws(CommandError) -> String {
    let name = layout.view(id).name
    guard var text = layout.view(id).text else {
      throw CommandError(
        "\(name) is not a label: a font file is root's (set root.font \"FILE\", inter or em) or a label's",
        column: property.column, length: property.length)
    }
    let key = path ?? "em"
    // Opened before anything changes: a file that is not a font leaves the
    // session as it was.
    if layout.labelFonts[key] == nil {
      layout.setLabelFont(try measurer(for: path, at: property), named: key)
    }
    text.fontFile = key
    let updated = text
    try Applier.layoutCall(&layout, at: property) { (l) throws(LayoutError) in try l.setText(updated, of: id) }
    return "\(name): \(PropertySetter.describe(layout.view(id).text!))"
  }
}
