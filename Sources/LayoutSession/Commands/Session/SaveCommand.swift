import LayoutLanguage
import LayoutModel

/// `save [FILE]`: the changes since the last reset, as a script; without a
/// name, to the file last saved or loaded.
struct SaveCommand: SessionCommand {
  static let descriptor = CommandDescriptor(
    "save", group: .session, usage: [("save FILE", "the changes since the last reset, as a script")],
    topic: "sessions", kind: .session,
    completion: { _, _ in .files },
    grammar: .line { line throws(ParseError) in
      let path = try Parser.fileArgument(line, optional: true).path
      return SaveCommand(path: path.isEmpty ? nil : path)
    })

  let path: String?

  func run(in session: Session, on next: inout Layout, line: String) throws(CommandError) -> Session.Outcome {
    guard let file = path ?? session.lastFile else {
      throw CommandError("save needs a file name the first time (save FILE); after that, save alone writes to it")
    }
    // Saving only writes a file: the transcript leaves it out.
    return Session.Outcome(confirmation: [try session.save(to: file)], replay: [])
  }
}
