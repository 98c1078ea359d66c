// When a label restarted from one line may keep its height until it is
// wrapped again: the text settle's rotation restarts every wrapping label,
// and most end at the line count they had, so setting each height to one
// line and back was a quarter of a rotation's pivots for nothing seen.

extension Layout {
  /// Whether the text settle may restart `labels` from one line wide while
  /// leaving their heights as they are until their new wrap sets them.
  ///
  /// A restart exists for the width a label gets (a bubble that hugs its
  /// text must be free to grow, field case 5), and its height cannot move
  /// any width when:
  ///
  /// - no installed constraint relates the axes (an aspect ratio): the
  ///   tableau is then one system per axis with nothing in common but the
  ///   objective, whose cells of one axis a pivot of the other never
  ///   writes. A height's constant change pivots only vertical rows, so
  ///   every width, and every choice the dual simplex makes on the
  ///   horizontal rows (which row leaves, which symbol enters, ties to the
  ///   lowest id), is the same, bit for bit, with or without it;
  /// - nothing in the settle adds or removes a constraint, which would give
  ///   out slots and symbols that later rows take: every wrapping label
  ///   rewraps by four constant changes (``contentSizeConstraints(of:andNothingElse:)``),
  ///   none is arranged in a stack (whose constraints follow their views'
  ///   sizes), none of its four is required (an optional constant change
  ///   never conflicts, so never goes through removal and installation),
  ///   and no constraint is broken (so retrying broken ones installs none).
  ///
  /// (All of this in exact arithmetic. Where rounding defeats the dual
  /// simplex, as with coefficients a million times apart, even an optional
  /// change can be refused and go through removal and installation; the
  /// settle's answer is then as valid, but not promised to be the round
  /// trip's.)
  ///
  /// Then the settle's widths, wraps and line counts are the ones the
  /// one-line heights would give, and each height ends at the constant its
  /// wrap gives either way. What can differ is the path: the vertical rows
  /// skip a change and its way back, so where the vertical optimum is not
  /// unique they may rest at another of its equally good solutions than
  /// the round trip would have left.
  ///
  /// Each label's part is kept between settles (`rewrapsByConstants`):
  /// read afresh for every label at every settle, it cost more while a
  /// layout was built than it saves in a rotation.
  mutating func heightsWaitForTheirWrap(_ labels: [ViewID]) -> Bool {
    guard constraintTable.installedAcrossAxes == 0 else { return false }
    for id in conflictState.everBroken where constraintTable.constraints[Int(id.rawValue)]?.isBroken == true {
      return false
    }
    if textSettle.rewrapsByConstants.count < tree.views.count {
      textSettle.rewrapsByConstants.append(
        contentsOf: repeatElement(nil, count: tree.views.count - textSettle.rewrapsByConstants.count))
    }
    for id in labels {
      let known = textSettle.rewrapsByConstants[Int(id.rawValue)]
      #if DEBUG
        assert(known == nil || known == rewrapsByConstants(id), "a kept answer of rewrapsByConstants is stale")
      #endif
      let answer = known ?? rewrapsByConstants(id)
      textSettle.rewrapsByConstants[Int(id.rawValue)] = answer
      if !answer { return false }
    }
    return true
  }

  /// Forgets what `rewrapsByConstants` keeps for the views touched since the
  /// last settle: at every settle, before the touched list goes, whether
  /// or not the settle asks ``heightsWaitForTheirWrap(_:)``.
  mutating func forgetRewrapsOfTouched() {
    guard !textSettle.rewrapsByConstants.isEmpty else { return }
    for id in textSettle.touchedSinceSettle where Int(id.rawValue) < textSettle.rewrapsByConstants.count {
      textSettle.rewrapsByConstants[Int(id.rawValue)] = nil
    }
  }

  /// Whether rewrapping the label `id` changes four optional constants and
  /// nothing else.
  private func rewrapsByConstants(_ id: ViewID) -> Bool {
    let arranged = tree.views.withUnsafeBufferPointer { views in
      guard let parent = views[Int(id.rawValue)]!.parent, let stack = views[Int(parent.rawValue)]!.stack else { return false }
      return stack.arranged.contains(id)
    }
    guard !arranged else { return false }
    let content = tree.views.withUnsafeBufferPointer { $0[Int(id.rawValue)]!.content }
    guard !content.horizontal.hugging.isRequired, !content.horizontal.compressionResistance.isRequired,
      !content.vertical.hugging.isRequired, !content.vertical.compressionResistance.isRequired
    else { return false }
    return contentSizeConstraints(of: id, andNothingElse: false) != nil
  }
}
