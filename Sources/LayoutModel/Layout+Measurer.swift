// Changing the font model: every label and every control with text is
// measured again with the new measurer.

extension Layout {
  /// Measures text with `measurer` from now on (the em model or a font
  /// file), and lays out again every label and every control whose size
  /// comes from its text (a button's title).
  public mutating func setMeasurer(_ measurer: any TextMeasurer) {
    self.measurer = measurer
    for id in viewsInTreeOrder {
      let v = view(id)
      if v.text != nil {
        regenerateConstraints(for: id)
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
}
