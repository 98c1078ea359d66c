import Foundation
import LayoutLanguage
import LayoutModel

// `draw`: the layout as a picture, in the terminal or as an SVG file.
extension Session {
  func draw(_ request: DrawRequest) throws(CommandError) -> Outcome {
    if let view = request.view { _ = try Applier.view(view, in: layout) }
    let snapshot = LayoutSnapshot(layout)
    guard let path = request.svgPath else {
      let lines = TerminalDrawing.lines(
        snapshot, width: drawingWidth, height: drawingHeight, focus: request.view?.value, changed: lastChanged)
      return Outcome(answer: .init(key: "drawing", lines: lines, json: .array(lines.map { .string($0) })))
    }
    let frames = AbsoluteFrames(snapshot)
    let dimensions = DimensionLines.lines(
      layout, frames: frames, unmet: Set(snapshot.unmet.map(\.name)), includeHolding: request.showsConstraints)
    let svg = SVGDrawing.document(
      snapshot, focus: request.view?.value, changed: lastChanged, inConflict: viewsInConflict(),
      dimensions: dimensions)
    let target = try writableURL(path)
    do {
      try FileWriter.write(svg, toPath: target.path)
    } catch {
      throw CommandError("cannot write \(path): \(error.reason)")
    }
    let count = snapshot.frames.filter { frames.isInside($0.name, request.view?.value ?? "root") }.count
    let drawn = request.showsConstraints ? ", \(dimensions.count) dimension line\(dimensions.count == 1 ? "" : "s")" : ""
    return Outcome(
      confirmation: ["wrote \(path): \(count) view\(count == 1 ? "" : "s")\(drawn)"],
      answer: .init(key: "svg", lines: [], json: .object([("path", .string(path)), ("views", .number(Double(count)))])))
  }

  /// Views named by a constraint in a required conflict.
  private func viewsInConflict() -> Set<String> {
    var names: Set<String> = []
    for conflict in layout.conflicts {
      for id in conflict.set {
        let spec = layout.constraint(id).spec
        for term in spec.lhs + spec.rhs { names.insert(layout.view(term.view).name) }
      }
    }
    return names
  }
}
