// Setting a view's properties: intrinsic size and its priorities, label
// text, margins, the safe area, autoresizing masks; and layout guides.
// Each setter validates first, so a refused request changes nothing.

extension Layout {
  /// Adds a layout guide owned by `owner` (UILayoutGuide + addLayoutGuide).
  @discardableResult
  public mutating func addGuide(named name: String, in owner: ViewID = .root) throws(LayoutError) -> ViewID {
    let id = try addView(named: name, in: owner)
    tree.views[Int(id.rawValue)]!.isGuide = true
    return id
  }

  /// UILayoutGuide has a frame and anchors and nothing else a view has:
  /// setting a view's property on a guide made a layout that exports as
  /// Swift that does not compile, and imports back without it.
  func checkIsView(_ id: ViewID, for property: String) throws(LayoutError) {
    guard !view(id).isGuide else {
      throw LayoutError("\(view(id).name) is a layout guide; UILayoutGuide has no \(property)")
    }
  }

  /// Adds a label: a view whose intrinsic size comes from its text.
  @discardableResult
  public mutating func addLabel(named name: String, in parent: ViewID = .root, text: LabelText) throws(LayoutError) -> ViewID {
    try checkText(text)
    let id = try addView(named: name, in: parent)
    textSettle.anyLabelMade = true
    tree.views[Int(id.rawValue)]!.text = styled(text)
    regenerateConstraints(for: id)
    settleText()
    return id
  }

  /// Replaces a label's text, which changes its intrinsic size and the
  /// constraints made from it.
  ///
  /// - Throws: when `id` is not a label, or the font size, line count or
  ///   preferred width is out of range.
  public mutating func setText(_ text: LabelText, of id: ViewID) throws(LayoutError) {
    guard view(id).text != nil else { throw LayoutError("\(view(id).name) is not a label") }
    try checkText(text)
    var updated = styled(text)
    updated.wrapWidth = view(id).text?.wrapWidth
    tree.views[Int(id.rawValue)]!.text = updated
    regenerateConstraints(for: id)
    settleText()
  }

  private func checkText(_ text: LabelText) throws(LayoutError) {
    guard text.fontSize.isFinite, text.fontSize > 0, text.fontSize <= 1000 else {
      throw LayoutError("a font size must be a number in (0, 1000]", at: .constant)
    }
    guard text.lines >= 0, text.lines <= 100_000 else { throw LayoutError("lines must be 0 (unlimited) or a positive count", at: .constant) }
    if let width = text.preferredMaxLayoutWidth, !(width.isFinite && width >= 0) {
      throw LayoutError("preferredMaxLayoutWidth must be a finite number >= 0", at: .constant)
    }
    if let key = text.fontFile, labelFonts[key] == nil {
      throw LayoutError("no font was opened as \(key); open it with setLabelFont first")
    }
  }

  /// Sets intrinsicContentSize per axis; nil is UIView.noIntrinsicMetric.
  public mutating func setIntrinsicSize(width: Double?, height: Double?, of id: ViewID) throws(LayoutError) {
    for value in [width, height].compactMap({ $0 }) where !(value.isFinite && value >= 0 && value <= LayoutLimits.maxMagnitude) {
      throw LayoutError("an intrinsic size must be a number from 0 to 1e6 (or none)", at: .constant)
    }
    guard view(id).text == nil else { throw LayoutError("a label's intrinsic size comes from its text; set its text instead") }
    try checkIsView(id, for: "intrinsic content size")
    tree.views[Int(id.rawValue)]!.content.horizontal.intrinsic = width
    tree.views[Int(id.rawValue)]!.content.vertical.intrinsic = height
    regenerateConstraints(for: id)
    settleText()
  }

  /// Content hugging and compression resistance for one axis.
  public mutating func setContentPriorities(
    hugging: LayoutPriority?, compressionResistance: LayoutPriority?, axis: LayoutAttribute.Axis, of id: ViewID
  ) throws(LayoutError) {
    try checkIsView(id, for: "content hugging or compression resistance")
    if let hugging { tree.views[Int(id.rawValue)]!.content[axis].hugging = hugging }
    if let compressionResistance { tree.views[Int(id.rawValue)]!.content[axis].compressionResistance = compressionResistance }
    regenerateConstraints(for: id)
    settleText()
  }

  /// layoutMargins; constraints to the view's margins follow at once.
  public mutating func setMargins(_ insets: EdgeInsets, of id: ViewID) throws(LayoutError) {
    try checkIsView(id, for: "layoutMargins")
    try checkInsets(insets)
    tree.views[Int(id.rawValue)]!.margins = insets
    tree.views[Int(id.rawValue)]!.marginsAreDirectional = false
    recompileConstraints(mentioning: id)
  }

  /// safeAreaInsets, as the window gives them to root (a status bar, a notch).
  public mutating func setSafeAreaInsets(_ insets: EdgeInsets, of id: ViewID) throws(LayoutError) {
    try checkInsets(insets)
    tree.views[Int(id.rawValue)]!.safeAreaInsets = insets
    recompileConstraints(mentioning: id)
  }

  func checkInsets(_ insets: EdgeInsets) throws(LayoutError) {
    for value in [insets.top, insets.left, insets.bottom, insets.right] where !value.isFinite || abs(value) > LayoutLimits.maxMagnitude {
      throw LayoutError("insets must be finite numbers up to 1e6 in magnitude", at: .constant)
    }
  }

  /// translatesAutoresizingMaskIntoConstraints = true with this frame and
  /// mask, or false (nil). The mask is read against the superview's size now.
  public mutating func setAutoresizing(_ mask: Autoresizing?, of id: ViewID) throws(LayoutError) {
    guard id != .root, let parent = view(id).parent else {
      throw LayoutError("root is sized by the window; use size WxH")
    }
    try checkIsView(id, for: "autoresizing mask")
    if let mask {
      let f = mask.frame
      for value in [f.x, f.y, f.width, f.height] where !value.isFinite || abs(value) > LayoutLimits.maxMagnitude {
        throw LayoutError("a frame must be finite numbers up to 1e6 in magnitude", at: .constant)
      }
      guard f.width >= 0, f.height >= 0 else { throw LayoutError("a frame's width and height cannot be negative", at: .constant) }
      var stored = mask
      if !mask.superviewSizeIsStated {
        let p = frame(of: parent)
        stored.superviewSize = (p.width, p.height)
      }
      for value in [stored.superviewSize.width, stored.superviewSize.height] where !value.isFinite || value < 0 || value > LayoutLimits.maxMagnitude {
        throw LayoutError("a superview size must be finite, not negative, up to 1e6", at: .constant)
      }
      tree.views[Int(id.rawValue)]!.autoresizing = stored
    } else {
      tree.views[Int(id.rawValue)]!.autoresizing = nil
    }
    regenerateConstraints(for: id)
    settleText()
  }

  /// Re-lowers the constraints that read this view's insets.
  mutating func recompileConstraints(mentioning id: ViewID) {
    let affected = allConstraints.filter { c in
      c.isActive && (c.spec.lhs + c.spec.rhs).contains { $0.view == id && $0.readsInsets }
    }
    for c in affected where c.isInstalled || c.isBroken {
      uninstall(c.id)
      install(c.id)
    }
    retryBrokenConstraints()
    settleText()
  }
}
