import LayoutLanguage
import LayoutModel

/// `export markdown FILE`: a self-contained transcript for an issue or a
/// code review: the commands with their reports (a transcript `alrepl check`
/// can replay), the drawing, the constraints, and what is ambiguous or broken.
struct MarkdownExport {
  let session: Session

  var lines: [String] {
    let replay = Session(directory: session.directory)
    replay.drawingWidth = session.drawingWidth
    let size = session.layout.rootSize
    var out = [
      "# An alrepl session",
      "",
      "\(session.script.count) commands on a \(size.width.compact)×\(size.height.compact) root. "
        + "The block below is a transcript: save it as a `.alrepl` file and `alrepl check` replays it.",
      "",
      "```",
    ]
    for line in session.script {
      out.append("> " + line)
      out += TextRenderer.lines(replay.execute(line))
    }
    out.append("```")
    for (title, query) in [("Drawing", "draw"), ("Constraints", "constraints"), ("Ambiguity", "ambiguity"), ("Conflicts", "conflicts")] {
      out += ["", "## \(title)", "", "```"]
      out += TextRenderer.lines(replay.execute(query)).filter { !$0.hasPrefix("> ") }
      out.append("```")
    }
    out += ["", "## As UIKit code", "", "```swift"] + SwiftExport(layout: session.layout).lines + ["```"]
    return out
  }
}
