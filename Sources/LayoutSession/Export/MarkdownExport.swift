import LayoutLanguage
import LayoutModel

/// `export markdown FILE`: a self-contained transcript for an issue or a
/// code review. Every accepted command in order, queries included, with its
/// report: a transcript `alrepl check` can replay, in which a loaded file or
/// an import appears as the commands it ran, so nothing refers to another
/// file. Then the layout as it ends: its frames, its terminal drawing, what
/// is wrong and why (optional constraints not met, ambiguity, conflicts,
/// each with its arithmetic), its constraints and its UIKit code.
///
/// Everything is rebuilt by replaying the transcript in a fresh session, so
/// the reports are the ones a replay prints and two exports of one session
/// are the same bytes.
struct MarkdownExport {
  let session: Session

  var lines: [String] {
    let replay = Session(directory: session.directory)
    replay.drawingWidth = session.drawingWidth
    var transcript: [String] = []
    for line in session.transcript {
      transcript.append("> " + line)
      transcript += TextRenderer.lines(replay.execute(line))
    }
    let size = session.layout.rootSize
    let count = session.transcript.count
    var out = [
      "# An alrepl session",
      "",
      "\(count) command\(count == 1 ? "" : "s") on a \(size.width.compact)×\(size.height.compact) root. "
        + "The block below is a transcript: save it as a `.alrepl` file and `alrepl check` replays it. "
        + "Loaded files and imports appear as the commands they ran.",
      "",
    ]
    out += Self.block(transcript)
    func answer(_ query: String) -> [String] { TextRenderer.lines(replay.execute(query)) }
    let sections: [(String, [String])] = [
      ("Frames", answer("frames")),
      ("Drawing", answer("draw")),
      ("Optional constraints not met", Self.unmet(replay.layout)),
      ("Ambiguity", answer("ambiguity")),
      ("Conflicts", answer("conflicts")),
      ("Constraints", answer("constraints")),
    ]
    for (title, body) in sections {
      out += ["", "## \(title)", ""] + Self.block(body)
    }
    out += ["", "## As UIKit code", ""] + Self.block(SwiftExport(layout: session.layout).lines, info: "swift")
    return out
  }

  /// Every optional constraint that is not met, how far off it is, and what beats it.
  private static func unmet(_ layout: Layout) -> [String] {
    var report = Report(
      command: "", failure: nil, confirmation: [], before: .empty, after: LayoutSnapshot(layout), answer: nil,
      quits: false)
    var measured = layout
    report.explanations = ReportArithmetic.news(report, &measured)
    let lines = TextRenderer.unmetChanges(report)
    return lines.isEmpty ? ["every optional constraint is met"] : lines
  }

  /// A fenced code block whose fence is longer than any run of backticks
  /// inside it (a label's text may hold some), so the block cannot end early.
  static func block(_ lines: [String], info: String = "") -> [String] {
    var longest = 0
    for line in lines {
      var run = 0
      for c in line {
        run = c == "`" ? run + 1 : 0
        longest = max(longest, run)
      }
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return [fence + info] + lines + [fence]
  }
}
