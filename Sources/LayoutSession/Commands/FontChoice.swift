import FontMeasure
import LayoutLanguage
import LayoutModel

/// `set root.font FILE|inter|em`: which measurer labels are measured with.
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
}
