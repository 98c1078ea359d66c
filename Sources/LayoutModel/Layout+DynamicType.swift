// Dynamic Type: labels in a text style take their size from the reader's
// content size category; labels with a fixed font size never change.

extension Layout {
  /// Sets the reader's preferred text size, as Settings ▸ Display & Text
  /// Size does: every label in a text style is resized and laid out again
  /// (adjustsFontForContentSizeCategory), fixed-size labels stay as they are.
  public mutating func setContentSizeCategory(_ category: ContentSizeCategory) {
    contentSizeCategory = category
    var resized = false
    for id in viewsInTreeOrder {
      guard let text = view(id).text, text.textStyle != nil else { continue }
      let updated = styled(text)
      guard updated.fontSize != text.fontSize else { continue }
      tree.views[Int(id.rawValue)]!.text = updated
      regenerateConstraints(for: id)
      resized = true
    }
    // The readable content guide's width follows the category too.
    if resized { settleText() } else { settleSafeAreas() }
  }

  /// `text` with its font size taken from its text style at the current
  /// content size; text in a fixed size is returned as it is.
  func styled(_ text: LabelText) -> LabelText {
    guard let style = text.textStyle else { return text }
    var updated = text
    updated.fontSize = style.pointSize(at: contentSizeCategory)
    return updated
  }
}
