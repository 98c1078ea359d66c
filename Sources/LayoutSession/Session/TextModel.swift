import FontMeasure
import Foundation
import LayoutModel

/// How a new session measures text before any `set root.font` or
/// `set root.scale`: what `reset`, `load` and undo start from too.
///
/// The default is as close to a device as a free font allows: Inter
/// (Debian's fonts-inter, drawn in SF Pro's neo-grotesque style; 3 to 6 %
/// wider than SF Pro Text at 17 points, see `help differences`) at screen
/// scale 3, today's phones, so a label's size rounds up to a third of a
/// point as UIKit rounds it. Lessons whose arithmetic should be easy name
/// the em model (`set root.font em`, `set root.scale none`) in their
/// first lines.
public struct TextModel: Sendable, Equatable {
  /// The font file labels are measured with; nil is the em model.
  public var fontFile: String?
  /// The screen scale label sizes round up to; nil does not round.
  public var screenScale: Double?

  /// Inter at scale 3: what `alrepl` starts with.
  public static let device = TextModel(fontFile: FontChoice.interPath, screenScale: 3)
  /// The em model, unrounded: 0.5 em a character, 1.2 em lines.
  public static let em = TextModel(fontFile: nil, screenScale: nil)

  /// A text model from a font file (nil: the em model) and a screen scale.
  public init(fontFile: String?, screenScale: Double?) {
    self.fontFile = fontFile
    self.screenScale = screenScale
  }

  /// The measurer this model names. A default font that is missing (a
  /// machine without fonts-inter) falls back to the em model, and `notice`
  /// says so, since the sizes will not be the ones expected.
  func opened() -> (measurer: any TextMeasurer, notice: String?) {
    guard let fontFile else { return (FixedAdvanceFont(), nil) }
    do {
      return (try HarfBuzzFont(path: fontFile), nil)
    } catch {
      let hint = fontFile == FontChoice.interPath ? " (install Debian's fonts-inter: bash .ci/deps)" : ""
      return (FixedAdvanceFont(), "\(error.description)\(hint); measuring text with the em model instead")
    }
  }
}
