// Changing the font model: every label and every control with text is
// measured again with the new measurer. A label may name its own font
// (`font FILE` on a label, UIFont(name:size:)); it keeps it when root's
// font changes.

extension Layout {
  /// Measures text with `measurer` from now on (the em model or a font
  /// file), and lays out again every label and every control whose size
  /// comes from its text (a button's title).
  public mutating func setMeasurer(_ measurer: any TextMeasurer) {
    self.measurer = measurer
    for id in viewsInTreeOrder {
      let v = view(id)
      if let text = v.text {
        // A label in a font of its own does not follow root's.
        if text.fontFile == nil { regenerateConstraints(for: id) }
      } else if let control = v.control {
        let metrics = control.metrics(measuredBy: measurer)
        tree.views[Int(id.rawValue)]!.content.horizontal.intrinsic = metrics.width
        tree.views[Int(id.rawValue)]!.content.vertical.intrinsic = metrics.height
        tree.views[Int(id.rawValue)]!.baselines = metrics.baseline.map { Baselines(first: $0, last: $0) }
        regenerateConstraints(for: id)
      }
    }
    settleText()
  }

  /// Makes `measurer` the font that labels whose ``LabelText/fontFile`` is
  /// `key` are measured with. A key already known keeps its measurer (a
  /// font file opened once is the same font for every label naming it),
  /// so replaying a session measures every label alike.
  public mutating func setLabelFont(_ measurer: any TextMeasurer, named key: String) {
    if labelFonts[key] == nil { labelFonts[key] = measurer }
  }

  /// The measurer for `text`: its own font when it names one this layout
  /// knows, otherwise the layout's.
  func textMeasurer(for text: LabelText) -> any TextMeasurer {
    guard let key = text.fontFile, let own = labelFonts[key] else { return measurer }
    return own
  }
}
