import LayoutLanguage
import LayoutModel

/// Where Xcode's canvas and UIKit part on an arranged view that nothing sizes
/// across its stack. In a stack aligned other than fill, a view with no
/// intrinsic size and no constraint of its own across the axis is left free
/// there; UIKit collapses it with 'UISV-ambiguity-suppression' (size 0 at
/// priority 25). Xcode's stored frames keep it at the size the designer gave
/// it instead, and the stack around it: Polaris' plain view of two centred
/// labels stored 240 wide in a centred stack that is 240 wide, Sileo's
/// 16-point spacer stored 272 wide in a 335-wide one. They are the only such
/// views in the measured sets (Benchmarks/README.md, "Eleventh round").
/// Without --ib-sizes the session stays the app's, and only the copy the
/// import compares with the file (the canvas) holds these sizes; with it the
/// session is the canvas, and the app is a copy without them.
enum IBCanvasCrossSizes {
  /// One `VIEWCanvasWidth: VIEW.width == STORED @52` line (Height across a
  /// horizontal stack) per such view: above the stack's spanning fit (51),
  /// which would pull the stack and the view in, and below anything a file's
  /// own constraints or content ask.
  static func lines(for translation: IBSceneTranslation, storedSizes: Bool) -> [(view: String, line: String)] {
    let tree = translation.tree
    var lines: [(view: String, line: String)] = []
    for id in tree.order {
      guard let view = tree[id], view.isArranged, view.hasStoredFrame, !view.isStack,
        view.element["hidden"] != "YES", let stackID = view.parent, let stack = tree[stackID]
      else { continue }
      let horizontal = stack.element["axis"] != "vertical"
      let alignment = stack.element["alignment"] ?? "fill"
      // A vertical stack aligned by baselines aligns like fill (reference §6.2).
      guard alignment != "fill", horizontal || !["firstBaseline", "lastBaseline"].contains(alignment) else { continue }
      let axes = IBContent.intrinsicAxes(of: view.element, storedSizes: storedSizes)
      guard !(horizontal ? axes.height : axes.width) else { continue }
      let attribute = horizontal ? "height" : "width"
      let size = horizontal ? view.storedFrame.height : view.storedFrame.width
      lines.append((view.name, "\(view.name)Canvas\(horizontal ? "Height" : "Width"): \(view.name).\(attribute) == \(size.compact) @52"))
    }
    return lines
  }

  /// Without --ib-sizes (with it the session holds the lines itself):
  /// adds the lines to `canvas` (a line whose view is not in the layout, as
  /// one a size class leaves out, is skipped) and returns the views whose
  /// frame on the canvas then differs from the session's.
  static func apply(to canvas: inout Layout, session: Layout, translation: IBSceneTranslation) -> [String] {
    var kept: [String] = []
    for (name, line) in lines(for: translation, storedSizes: false) {
      guard let command = try? Parser.parse(line), (try? Applier.apply(command, to: &canvas)) != nil else { continue }
      if let a = canvas.view(named: name), let b = session.view(named: name), canvas.frame(of: a) != session.frame(of: b) {
        kept.append(name)
      }
    }
    return kept
  }

  /// The app's layout from a session laid out as the canvas (--ib-sizes):
  /// the canvas's sizes removed and conflicts broken by the runtime rule;
  /// and the views whose frame differs there because of those sizes.
  static func app(of canvas: Layout, translation: IBSceneTranslation) -> (Layout, [String]) {
    var app = canvas
    var kept: [String] = []
    for (name, line) in lines(for: translation, storedSizes: true) {
      let constraintName = String(line.prefix { $0 != ":" })
      guard app.constraint(named: constraintName) != nil,
        (try? Applier.apply(try Parser.parse("remove \(constraintName)"), to: &app)) != nil
      else { continue }
      if let a = canvas.view(named: name), let b = app.view(named: name), canvas.frame(of: a) != app.frame(of: b) {
        kept.append(name)
      }
    }
    app.setConflictBreaking(.runtime)
    return (app, kept)
  }
}
