import LayoutLanguage

/// A script or transcript read as a lesson for `alrepl run --step`.
public enum Lesson {
  /// One step of a lesson: something to read or something to run.
  public enum Step: Equatable, Sendable {
    /// A `#` comment, shown as narration (without the `#`).
    case narration(String)
    /// A command to run when the learner presses Enter.
    case command(String)
  }

  /// The narration and commands in order. In a transcript the expected
  /// reports are skipped: the learner sees the real ones as the commands run.
  public static func steps(in text: String) -> [Step] {
    let lines = text.textLines.map(String.init)
    let isTranscript = lines.contains { $0.hasPrefix("> ") || $0 == ">" }
    var steps: [Step] = []
    for line in lines {
      let trimmed = line.trimmingSpaces
      if trimmed.hasPrefix("#") {
        var text = trimmed.dropFirst()
        if text.first == " " { text = text.dropFirst() }
        steps.append(.narration(String(text)))
      } else if isTranscript {
        if line.hasPrefix("> ") { steps.append(.command(String(line.dropFirst(2)))) }
      } else if !trimmed.isEmpty {
        steps.append(.command(trimmed))
      }
    }
    return steps
  }
}
