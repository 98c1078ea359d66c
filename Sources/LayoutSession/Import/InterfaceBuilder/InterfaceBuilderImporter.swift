import LayoutLanguage
import LayoutModel

/// `import FILE.storyboard [scene ID]` and `import FILE.xib [scene ID]`:
/// one scene's views and constraints rebuilt, solved, and compared with the
/// frames Xcode stored in the file.
struct InterfaceBuilderImporter: FileImporter {
  var kind: String { "Interface Builder" }

  func rebuild(_ text: String, path: String, context: ImportContext) throws(CommandError) -> ImportResult {
    let translation: IBSceneTranslation
    do {
      let document = try IBDocument(text)
      translation = try IBSceneTranslation(document: document, options: context.interfaceBuilder)
    } catch {
      throw CommandError("\(path):\(error.line): \(error.message)")
    }
    let (layout, accepted, refused, confirmations) = try Self.run(
      translation.lines.map(\.command), from: context.fresh, isCancelled: context.isCancelled)
    var constraintCount = 0
    // Each alrepl name with the line of the file it came from, for lint's file:line.
    var sourceLines: [(String, Int)] = translation.tree.order.map { (translation.tree.name(of: $0), translation.tree[$0]!.element.line) }
    for (index, line) in translation.lines.enumerated() where line.constraintID != nil {
      guard let confirmation = confirmations[index] else { continue }
      constraintCount += 1
      if let first = confirmation.first, let colon = first.range(of: ": ") {
        sourceLines.append((String(first[..<colon.lowerBound]), line.sourceLine))
      }
    }
    let refusedLines = refused.map { r in (line: translation.lines[r.index].sourceLine, command: translation.lines[r.index].command, reason: r.reason) }
    // Without --ib-sizes the session is what the app does: its conflicts
    // break by the runtime rule. Xcode's canvas, whose frames the file
    // stores, gives way at a far edge (ConflictBreaking.interfaceBuilder)
    // and keeps some stored sizes (IBCanvasCrossSizes), so a copy decides
    // its conflicts again that way for the comparison. With --ib-sizes the
    // session is the canvas already (its last lines), and a copy without
    // those lines is the app, for the report to say where they part.
    let canvas: Layout, app: Layout, keptSizes: [String]
    if context.interfaceBuilder.storedSizes {
      canvas = layout
      (app, keptSizes) = IBCanvasCrossSizes.app(of: layout, translation: translation)
    } else {
      var copy = layout
      copy.setConflictBreaking(.interfaceBuilder)
      keptSizes = IBCanvasCrossSizes.apply(to: &copy, session: layout, translation: translation)
      (canvas, app) = (copy, layout)
    }
    let broken = { (l: Layout) in l.conflicts.map { l.constraint($0.broken).name }.sorted() }
    let comparison = IBFrameComparison(translation: translation, layout: canvas)
    let report = IBImportReport(
      path: path, translation: translation, options: context.interfaceBuilder, constraintCount: constraintCount,
      refused: refusedLines, comparison: comparison, sourceLines: sourceLines,
      canvasBreaks: broken(canvas) == broken(app) ? nil : (canvas: broken(canvas), runtime: broken(app)),
      canvasKeptSizes: keptSizes)
    return ImportResult(layout: layout, accepted: accepted, answer: report.answer)
  }

  /// Runs the lines on one layout in place; only if one is refused does it
  /// start again a line at a time on copies (LineByLineRebuild), which keeps
  /// each line whole or not at all but copies the layout per line: 800
  /// views took 8 s that way.
  /// Ctrl-C (`isCancelled`) is asked between lines and cancels the whole import.
  static func run(_ lines: [String], from fresh: Layout, isCancelled: () -> Bool = { false }) throws(CommandError)
    -> (Layout, [String], [(index: Int, reason: String)], [[String]?])
  {
    var layout = fresh
    var confirmations: [[String]?] = []
    var stopped = false
    do {
      for line in lines {
        if isCancelled() {
          stopped = true
          break
        }
        confirmations.append(try Applier.apply(try Parser.parse(line), to: &layout))
      }
      if !stopped { return (layout, ["reset"] + lines, [], confirmations) }
    } catch {}
    if stopped { throw CommandError.cancelled }
    var rebuild = LineByLineRebuild(from: fresh)
    var refused: [(index: Int, reason: String)] = []
    confirmations = []
    for (index, line) in lines.enumerated() {
      if isCancelled() { throw CommandError.cancelled }
      switch rebuild.run(line) {
      case .success(let confirmation): confirmations.append(confirmation)
      case .failure(let error):
        confirmations.append(nil)
        refused.append((index, error.message))
      }
    }
    return (rebuild.layout, rebuild.accepted, refused, confirmations)
  }
}

/// The solved frames next to the stored ones.
struct IBFrameComparison {
  struct Row {
    let name: String
    let id: String
    let stored: Frame
    /// What the solved frame is held to: the stored frame, or for a cell's
    /// content view the frame its cell gives it (IBCellContentFrame).
    let expected: Frame
    let solved: Frame
    /// Placed by Auto Layout (not by its autoresizing mask), and not marked
    /// misplaced or ambiguous by IB itself: the views a match rate counts.
    let counts: Bool
    /// False for a view the file gives no frame: nothing to compare with.
    let compared: Bool
    /// Pixels per point of the document's simulated screen.
    let scale: Double
    /// Where the view's superview sits in window coordinates, unrounded (the
    /// engine's values summed up the hierarchy): UIKit rounds in window space.
    /// (0, 0) rounds relative to the superview, as the comparison does for a
    /// document without a `<device>` (below).
    var superviewOrigin: (x: Double, y: Double) = (0, 0)
    /// The solved frame as UIKit applies it, and as Xcode stores it: the
    /// engine's values with each edge rounded to the nearest pixel in window
    /// coordinates (`round(minX * scale) / scale`, the same for maxX, minY,
    /// maxY), relative to the superview's own rounded origin. Xcode's stored
    /// frames are on that grid (of the 9,896 stored values of the fourteen
    /// measured sets, only a 3x cell's content view 140.5 tall, its cell less
    /// the half-point separator, is off it), so seven equal widths of 51.43
    /// are stored as 51.5 or 52, never 51.43; of the 71 views of Xcode 8 and
    /// later whose solved edges are off the grid and not at a tie, 58 are
    /// stored exactly as this rounds them, 50 as edges rounded relative to the
    /// superview, 41 as origin and size rounded apart (Benchmarks/README.md,
    /// "Thirteenth round").
    var applied: Frame { solved.onPixelGrid(scale, superviewAt: superviewOrigin) }
    var matches: Bool {
      let a = applied
      return !compared || abs(expected.x - a.x) <= 0.5 && abs(expected.y - a.y) <= 0.5
        && abs(expected.width - a.width) <= 0.5 && abs(expected.height - a.height) <= 0.5
    }
  }

  private(set) var rows: [Row] = []

  init(translation: IBSceneTranslation, layout: Layout) {
    let tree = translation.tree
    // Files without a device were laid out on Xcode's 2x canvas.
    let scale = translation.document.device?.scale ?? 2
    // A document without a `<device>` (Xcode 7 and older) was laid out on
    // whole points, one view at a time from its neighbours' rounded frames,
    // ties going either way (Benchmarks/README.md, "Thirteenth round"):
    // neither window-space pixels nor whole points describe it (whole
    // points lose 27 of its 227 views), so it keeps the rounding relative to
    // the superview whose 0.5-point tolerance absorbs one such rounding.
    let windowSpace = translation.document.device != nil
    for id in tree.order where id != tree.rootID {
      let view = tree[id]!
      guard let solvedID = layout.view(named: view.name) else { continue }
      let markedByIB = view.element.flag("misplaced") || view.element.flag("ambiguous")
      rows.append(Row(
        name: view.name, id: id, stored: view.storedFrame, expected: translation.layoutFrame(of: id), solved: layout.frame(of: solvedID),
        counts: !view.translates && !markedByIB, compared: view.hasStoredFrame, scale: scale,
        superviewOrigin: windowSpace ? layout.windowOrigin(ofSuperviewOf: solvedID) { layout.frame(of: $0) } : (0, 0)))
    }
  }

  var misplaced: [Row] { rows.filter { !$0.matches } }
  var counted: [Row] { rows.filter { $0.counts && $0.compared } }
}
