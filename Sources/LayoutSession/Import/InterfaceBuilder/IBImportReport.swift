import LayoutModel

/// The answer of `import FILE.storyboard`, as text and under the JSON key
/// `import` (whose `sources` and `misplaced` the JSON report also gives at
/// its top level).
struct IBImportReport {
  let path: String
  let translation: IBSceneTranslation
  let options: IBImportOptions
  let constraintCount: Int
  let refused: [(line: Int, command: String, reason: String)]
  let comparison: IBFrameComparison
  let sourceLines: [(String, Int)]
  /// The constraints Xcode's canvas gives up where they are not those the
  /// runtime rule breaks in the session; the misplaced views are the canvas's.
  var canvasBreaks: (canvas: [String], runtime: [String])? = nil
  /// Arranged views whose stored size across their stack the canvas keeps
  /// where the app collapses them (IBCanvasCrossSizes).
  var canvasKeptSizes: [String] = []

  var answer: Report.Answer { .init(key: "import", lines: lines, json: json) }

  private var scene: IBScene { translation.scene }
  private var views: [String] { translation.tree.order.filter { $0 != translation.tree.rootID } }

  var lines: [String] {
    let tree = translation.tree
    let root = tree[tree.rootID]!.storedFrame
    var lines = [
      "imported \(path), scene \(scene.summary): \(count(comparison.rows.count, "view")), \(count(constraintCount, "constraint"))"
    ]
    var rootLine = "  root \(root.width.compact)x\(root.height.compact) (\(tree.rootID))"
    if !translation.safeAreaDescription.isEmpty { rootLine += ", " + translation.safeAreaDescription }
    lines.append(rootLine)
    let others = translation.document.scenes.filter { $0.id != scene.id }
    if !others.isEmpty {
      let shown = others.prefix(8).map(\.summary).joined(separator: "; ")
      lines.append("  other scenes: \(shown)\(others.count > 8 ? "; and \(others.count - 8) more" : "")")
    }
    lines += Format.table(comparison.rows.map { [$0.name, $0.id, tree[$0.id]!.element.name] }).map { "  " + $0 }
    if !translation.sizedFromFile.isEmpty {
      let why = options.storedSizes ? "--ib-sizes" : "alrepl does not measure these"
      lines.append("  intrinsic sizes from the file (\(why)): \(translation.sizedFromFile.joined(separator: ", "))")
    }
    if translation.placeholders > 0 {
      lines.append("  \(count(translation.placeholders, "placeholder constraint")) laid out as IB lays them out; the build removes them")
    }
    for note in translation.notes { lines.append("  note: \(note)") }
    for r in refused { lines.append("  not rebuilt, line \(r.line): \(r.command): \(r.reason)") }
    if let breaks = canvasBreaks {
      lines.append(
        "  Xcode's canvas breaks \(Format.list(breaks.canvas)) where the app breaks \(Format.list(breaks.runtime)) (below): "
          + (breaks.canvas.contains { $0.contains("-UISV-hiding-") }
            ? "it keeps a hidden arranged view's required length where the app collapses it, "
            : "it gives way at a view's far edge and keeps near edges and sizes, ")
          + (options.storedSizes
            ? "and with --ib-sizes the session is the canvas (set root.breaking runtime lays it out as the app; help storyboards)"
            : "so the frames compared are the canvas's "
              + "(set root.breaking interfaceBuilder lays the session out that way; help storyboards)"))
    }
    if !canvasKeptSizes.isEmpty {
      lines.append(
        "  Xcode's canvas keeps the stored size across their stack of \(Format.list(canvasKeptSizes)), which nothing else sizes "
          + "there and the app collapses to 0 (UISV-ambiguity-suppression), "
          + (options.storedSizes
            ? "and with --ib-sizes the session is the canvas (its CanvasWidth and CanvasHeight constraints; help storyboards)"
            : "so the frames compared are the canvas's (help storyboards)"))
    }
    let misplaced = comparison.misplaced
    if misplaced.isEmpty {
      lines.append("  every view where the file has it (within 0.5 pt)")
    } else {
      lines.append("  misplaced: \(misplaced.count) of \(comparison.rows.count) views differ from the file by more than 0.5 pt")
      lines += Format.table(misplaced.map { ["\($0.name)", "file \(describe($0.stored))", "solved \(describe($0.applied))"] }).map { "    " + $0 }
    }
    return lines
  }

  private func describe(_ f: Frame) -> String {
    "(\(Format.number(f.x)), \(Format.number(f.y)), \(Format.number(f.width)), \(Format.number(f.height)))"
  }

  private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

  private func rect(_ f: Frame) -> JSONValue {
    .object([("x", .number(f.x)), ("y", .number(f.y)), ("width", .number(f.width)), ("height", .number(f.height))])
  }

  var sources: JSONValue {
    .object([("root", .string(translation.tree.rootID))] + comparison.rows.map { ($0.name, .string($0.id)) })
  }

  var misplacedJSON: JSONValue {
    .array(comparison.misplaced.map {
      .object([("view", .string($0.name)), ("file", rect($0.stored)), ("solved", rect($0.applied))])
    })
  }

  /// The constraints Xcode's canvas breaks, when they are not the session's; else null.
  private var canvasBreaksJSON: JSONValue {
    guard let breaks = canvasBreaks else { return .null }
    return .array(breaks.canvas.map { JSONValue.string($0) })
  }

  var json: JSONValue {
    let counted = comparison.counted
    let kept: JSONValue = .array(canvasKeptSizes.map { JSONValue.string($0) })
    return .object([
      ("file", .string(path)), ("language", .string("interface builder")),
      ("scene", .string(scene.id)),
      ("scenes", .array(translation.document.scenes.map { s in
        .object([("id", .string(s.id)), ("class", .string(s.className)), ("label", s.label.map { .string($0) } ?? .null)])
      })),
      ("views", .number(Double(comparison.rows.count))), ("constraints", .number(Double(constraintCount))),
      ("ibSizes", .bool(options.storedSizes)),
      ("sizedFromFile", .array(translation.sizedFromFile.map { .string($0) })),
      ("placeholders", .number(Double(translation.placeholders))),
      ("notes", .array(translation.notes.map { .string($0) })),
      ("notRebuilt", .array(refused.map {
        .object([("line", .number(Double($0.line))), ("command", .string($0.command)), ("error", .string($0.reason))])
      })),
      // The views Auto Layout places that IB does not mark misplaced or ambiguous, and how many match.
      ("placedByAutoLayout", .number(Double(counted.count))),
      ("matching", .number(Double(counted.filter(\.matches).count))),
      ("sources", sources),
      ("lines", .object(sourceLines.map { ($0.0, .number(Double($0.1))) })),
      ("misplaced", misplacedJSON),
      ("canvasBreaks", canvasBreaksJSON),
      ("canvasKeptSizes", kept),
    ])
  }
}
